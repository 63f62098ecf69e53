// The API half of the site, made from the model: the item pages and the root, the `api`
// sidebar, the routes' items and the search documents. Remembered under the model's key
// (its source and the converter's code) and this code: a build whose API did not change
// never loads the model.
import type { ApiPageData, ApiRootPageData, SidebarItem } from '@sitegen/runtime/types.ts';
import type { SearchDoc } from '@sitegen/theme/search/searchTypes.ts';
import { defineMemo } from '../cache/memo.ts';
import type { Diagnostic } from '../diagnostics.ts';
import type { CodeThemes } from '../markdown/highlightCode.ts';
import { buildApiSearchDocs } from '../search/buildSearchDocs.ts';
import { loadApi, resolveApiSource } from '../typedoc/loadApi.ts';
import type { ApiItemKind } from '../typedoc/ApiModel.ts';
import { buildApiPages, buildApiSidebar, formatApiCoverage } from './buildApiPages.ts';
import type { HeadSiteData } from './buildSiteData.ts';

export interface ApiReference {
  pages: [string, ApiPageData | ApiRootPageData][];
  sidebar: SidebarItem[];
  /** What the route table needs of each item. */
  items: { kind: ApiItemKind; name: string; id: number }[];
  searchDocs: SearchDoc[];
  /** The doc coverage line the build prints. */
  coverage: string;
  /** The doc comments' problems. */
  diagnostics: Diagnostic[];
}

const apiMemo = defineMemo<ApiReference>('api-reference', import.meta.filename, { latestOnly: true });

export async function buildApiReference(options: { rootDir: string; site: HeadSiteData; apiPath: string; codeThemes?: CodeThemes }): Promise<ApiReference> {
  const { site, apiPath, codeThemes } = options;
  const source = await resolveApiSource(options.rootDir);
  const key = apiMemo.key(source.key, JSON.stringify(site), apiPath, JSON.stringify(codeThemes ?? null));
  return apiMemo.cached(key, async () => {
    const model = await loadApi({ rootDir: options.rootDir, source });
    const diagnostics: Diagnostic[] = [];
    const pages = await buildApiPages({ site, model, apiPath, diagnostics, codeThemes });
    return {
      pages: [...pages],
      sidebar: buildApiSidebar(model, apiPath),
      items: model.items.map(({ kind, name, id }) => ({ kind, name, id })),
      searchDocs: buildApiSearchDocs(model, apiPath),
      coverage: formatApiCoverage(model.coverage),
      diagnostics,
    };
  });
}
