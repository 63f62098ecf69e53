// Link check results, remembered across builds. A page's HTML is a function of its body's
// page-cache key, its assets and the code that renders it, so those keys (with the markdown
// positions the messages point at) name the whole check: a build whose pages are all unchanged
// gets the same answer. The renderers' version is part of this memo's: a theme change that adds
// a link re-checks.
import { readFileSync } from 'node:fs';
import { createDiskMemo, hashSources, listSourceFiles } from '../cache/createDiskMemo.ts';
import type { Diagnostic } from '../diagnostics.ts';
import { rendererVersion } from '../prerender/pageCache.ts';

export const linkCache = createDiskMemo<Diagnostic[]>(
  'links',
  () => `${hashSources(listSourceFiles([import.meta.dirname]), (f) => readFileSync(f, 'utf8'))}-${rendererVersion()}`,
);
