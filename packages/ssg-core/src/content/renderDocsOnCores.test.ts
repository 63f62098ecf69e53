import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { highlightCache } from '../markdown/highlightCache.ts';
import type { DocSource } from './loadDocs.ts';
import { renderDocs, type ImageFiles } from './renderDocs.ts';
import { renderDocsOnCores } from './renderDocsOnCores.ts';

const rootDir = mkdtempSync(path.join(tmpdir(), 'sitegen-cores-'));
afterAll(() => rmSync(rootDir, { recursive: true, force: true }));

function makeDocs(count: number): DocSource[] {
  mkdirSync(path.join(rootDir, 'content/docs/guide'), { recursive: true });
  writeFileSync(path.join(rootDir, 'content/docs/guide/pic.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return Array.from({ length: count }, (_, i) => ({
    id: `guide/page-${i}`,
    path: `/docs/guide/page-${i}`,
    file: `content/docs/guide/page-${i}.md`,
    relativePath: `guide/page-${i}.md`,
    source: [
      `# Page ${i}`,
      `See [the next one](./page-${(i + 1) % count}.md#setup) and ![a picture](./pic.svg).`,
      `## Setup ${i}`,
      '```js',
      `const answer${i} = ${i} * 2;`,
      '```',
      i === 3 ? '[broken](./missing.md)' : '',
    ].join('\n\n'),
  }));
}

test('renders in worker threads exactly what one thread renders, in order, with images and highlighted code handed back', async () => {
  const docs = makeDocs(12);
  const options = { rootDir, docs, baseUrl: '/', toc: { minLevel: 2, maxLevel: 3 } };
  const cacheDir = path.join(rootDir, 'cache');

  // The workers run first: this thread's highlight cache learns each block from them.
  const hasBlock = (i: number) => highlightCache.usedEntries().some(([, html]) => html.includes(`answer${i} `));
  expect(hasBlock(11)).toBe(false);
  const onCores: ImageFiles = new Map();
  const actual = await renderDocsOnCores({ ...options, images: onCores, cacheDir, workers: 3 });
  expect(hasBlock(11)).toBe(true);
  const inThread: ImageFiles = new Map();
  const expected = await renderDocs({ ...options, images: inThread });

  expect(actual.map((d) => d.id)).toEqual(docs.map((d) => d.id));
  expect(actual).toEqual(expected);
  expect(actual[0]!.markdown.links.map((l) => l.url)).toContain('/docs/guide/page-1#setup');
  expect(actual[3]!.markdown.diagnostics.map((d) => d.code)).toContain('link/broken-markdown');
  expect([...onCores.keys()]).toEqual([...inThread.keys()]);
  expect([...onCores.keys()][0]).toMatch(/^assets\/img\/pic-[0-9a-f]{8}\.svg$/);
});
