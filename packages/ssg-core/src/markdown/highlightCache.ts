// Highlighted code, remembered across builds: shiki is most of a build's CPU time, and a
// rebuild mostly highlights code it has seen before.
import { createRequire } from 'node:module';
import { createDiskMemo } from '../cache/createDiskMemo.ts';

/** Bump when the HTML that highlightCode produces changes. */
const FORMAT_VERSION = 3;

export const highlightCache = createDiskMemo<string>('highlight', () => {
  const shiki = (createRequire(import.meta.url)('shiki/package.json') as { version: string }).version;
  return `v${FORMAT_VERSION}-shiki${shiki}`;
});
