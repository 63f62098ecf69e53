// Link check results, remembered across builds. A page's HTML is a function of its page-cache
// key, so the keys of all pages (with the markdown positions the messages point at) name
// the whole check: a build whose pages are all unchanged gets the same answer.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createDiskMemo, hashSources } from '../cache/createDiskMemo.ts';
import type { Diagnostic } from '../diagnostics.ts';

export const linkCache = createDiskMemo<Diagnostic[]>('links', () => {
  const files = readdirSync(import.meta.dirname)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => path.join(import.meta.dirname, f));
  return hashSources(files, (f) => readFileSync(f, 'utf8'));
});
