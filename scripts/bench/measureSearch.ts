// The search's numbers for `pnpm bench`: the index's size, and the time to build it and to answer
// representative queries in Node.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createSearcher } from '@sitegen/theme/search/createSearcher.ts';
import type { SearchIndexData } from '@sitegen/theme/search/searchTypes.ts';
import { REPRESENTATIVE_QUERIES } from './representativeQueries.ts';
import { SEARCH_INDEX_FILE } from '@sitegen/ssg-core/search/buildSearchIndex.ts';

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
function readSearchIndex(siteDir: string): { json: string; data: SearchIndexData } {
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

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}
