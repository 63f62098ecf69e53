// Link check results, remembered across builds. A page's HTML is a function of its page-cache
// key, so the keys of all pages (with the markdown positions the messages point at) name
// the whole check: a build whose pages are all unchanged gets the same answer.
import { readFileSync } from 'node:fs';
import { createDiskMemo, hashSources, listSourceFiles } from '../cache/createDiskMemo.ts';
import type { Diagnostic } from '../diagnostics.ts';

export const linkCache = createDiskMemo<Diagnostic[]>('links', () =>
  hashSources(listSourceFiles([import.meta.dirname]), (f) => readFileSync(f, 'utf8')),
);
