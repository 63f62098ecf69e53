// The API pages' data, remembered across builds under the model's key: building the views of
// every item from the model is most of what is left of a warm build otherwise.
import { readFileSync } from 'node:fs';
import type { ApiPageData, ApiRootPageData } from '@sitegen/runtime/types.ts';
import { createDiskMemo, hashSources, listSourceFiles } from '../cache/createDiskMemo.ts';
import { pipelineVersion } from '../markdown/markdownCache.ts';
import type { Diagnostic } from '../diagnostics.ts';

export interface ApiPages {
  pages: [string, ApiPageData | ApiRootPageData][];
  /** The doc comments' problems met while building them. */
  diagnostics: Diagnostic[];
}

export const apiPagesCache = createDiskMemo<ApiPages>('api-pages', () => {
  // The pages' code and the markdown pipeline it renders doc comments with.
  return `${hashSources(listSourceFiles([import.meta.dirname]), (f) => readFileSync(f, 'utf8'))}-${pipelineVersion()}`;
});
