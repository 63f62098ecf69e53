import { expect, test } from 'vitest';
import { docInput } from './renderDocs.ts';

const settings = {
  rootDir: '/site',
  baseUrl: '/',
  toc: { minLevel: 2, maxLevel: 3 },
  routes: new Map([
    ['intro.md', '/docs/intro'],
    ['guide/setup.md', '/docs/guide/setup'],
  ]),
};
const doc = (relativePath: string) => ({
  id: relativePath.replace(/\.md$/, ''),
  path: `/docs/${relativePath.replace(/\.md$/, '')}`,
  file: `content/docs/${relativePath}`,
  relativePath,
  source: '',
});
const resolve = (from: string, url: string) => docInput(doc(from), settings, new Map()).resolveMarkdownLink!(url);

test('a relative link finds its doc inside the docs folder, and out of it and back in', () => {
  expect(resolve('guide/setup.md', '../intro.md#start')).toBe('/docs/intro#start');
  expect(resolve('intro.md', '../docs/guide/setup.md')).toBe('/docs/guide/setup');
  expect(resolve('guide/setup.md', '../../docs/intro.md')).toBe('/docs/intro');
  // Out of the docs folder into another one: no doc there.
  expect(resolve('intro.md', '../blog/intro.md')).toBeUndefined();
  expect(resolve('intro.md', '../../content/docs/intro.md')).toBe('/docs/intro');
});
