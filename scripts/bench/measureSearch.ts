// The search's numbers for `pnpm bench`: index size, query times in node, and in Chromium the
// time from pressing Ctrl+K on a cold cache to the first results on screen.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createSearcher } from '@sitegen/theme/search/createSearcher.ts';
import type { SearchIndexData } from '@sitegen/theme/search/searchTypes.ts';
import { REPRESENTATIVE_QUERIES } from './representativeQueries.ts';
import { SEARCH_INDEX_FILE } from './buildSearchIndex.ts';

export interface SearchNumbers {
  documents: number;
  indexBytes: number;
  indexGzipBytes: number;
  /** Building the MiniSearch index from the documents, as the browser does on first open (node). */
  buildIndexMs: number;
  queries: number;
  queryMedianMs: number;
  queryP95Ms: number;
}

/** Reads the index of a built site (its output folder). */
export function readSearchIndex(siteDir: string): { json: string; data: SearchIndexData } {
  const file = path.join(siteDir, SEARCH_INDEX_FILE);
  if (!existsSync(file)) throw new Error(`No ${SEARCH_INDEX_FILE} in ${siteDir}: was the site built?`);
  const json = readFileSync(file, 'utf8');
  return { json, data: JSON.parse(json) as SearchIndexData };
}

/** Each query runs once to warm up, then its median of 5 runs counts. */
export function measureSearch(siteDir: string, queries = REPRESENTATIVE_QUERIES): SearchNumbers {
  const { json, data } = readSearchIndex(siteDir);
  const started = performance.now();
  const searcher = createSearcher(data);
  const buildIndexMs = performance.now() - started;
  const times = queries.map((query) => {
    searcher.search(query);
    const runs = Array.from({ length: 5 }, () => {
      const t = performance.now();
      searcher.search(query);
      return performance.now() - t;
    });
    return percentile(runs, 0.5);
  });
  return {
    documents: data.docs.length,
    indexBytes: Buffer.byteLength(json),
    indexGzipBytes: gzipSync(json).length,
    buildIndexMs,
    queries: queries.length,
    queryMedianMs: percentile(times, 0.5),
    queryP95Ms: percentile(times, 0.95),
  };
}

// A string, not a function: the tsx loader would add helpers to a function that the page lacks.
const OPEN_AND_TYPE = `(async () => {
  const waitFor = (find) => new Promise((resolve) => {
    const tick = () => { const found = find(); if (found) resolve(found); else requestAnimationFrame(tick); };
    tick();
  });
  const start = performance.now();
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true }));
  const input = await waitFor(() => document.querySelector('dialog input'));
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, %QUERY%);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await waitFor(() => document.querySelector('dialog [role="option"]'));
  return performance.now() - start;
})()`;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}

/**
 * Milliseconds from pressing Ctrl+K on a page of `siteUrl`, with an empty browser cache, to the
 * first result of `query` on screen: the dialog chunk, MiniSearch, the index download and build.
 * Median of `runs`; needs playwright-core and Chromium (tests/browser/chromium.ts).
 */
export async function measureSearchOpen(options: { siteUrl: string; query?: string; runs?: number }): Promise<number> {
  const { launchBrowser } = await import('../../../../tests/browser/chromium.ts');
  const browser = await launchBrowser();
  const times: number[] = [];
  try {
    for (let run = 0; run < (options.runs ?? 5); run++) {
      const page = await browser.context.newPage();
      const cdp = await browser.context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await page.goto(`${options.siteUrl}/docs/tutorials/`, { waitUntil: 'networkidle' });
      const typed = options.query ?? 'GraphQLSchema';
      const elapsed = await page.evaluate<number>(OPEN_AND_TYPE.replace('%QUERY%', JSON.stringify(typed)));
      times.push(elapsed);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return percentile(times, 0.5);
}
