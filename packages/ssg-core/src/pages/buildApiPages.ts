// The API reference: one page per item, the API root and its types page, and the `api` sidebar. Every page
// carries its own view model only, pre-rendered (markdown to trees, types to linked tokens).
import type { ApiPageData, ApiRootPageData } from '@sitegen/runtime/types.ts';
import type { Diagnostic } from '../diagnostics.ts';
import type { ApiModel } from '../typedoc/ApiModel.ts';
import type { ItemChangeView } from '@sitegen/theme/api/apiView.ts';
import { buildApiItemView } from './api/buildApiItemView.ts';
import { buildApiRootView } from './api/buildApiRootView.ts';
import { createApiLinker } from './api/createApiLinker.ts';
import { createApiMarkdown } from './api/createApiMarkdown.ts';
import { createTypeFormatter } from './api/formatType.ts';
import { plainSummary } from './api/plainSummary.ts';
import { buildHead, type HeadSiteData } from './buildSiteData.ts';

export { buildApiSidebar } from './api/buildApiSidebar.ts';
export { formatApiCoverage } from './api/formatApiCoverage.ts';

import type { CodeThemes } from '../markdown/highlightCode.ts';

export interface ApiPagesOptions {
  /** What the pages' heads take of the site data. */
  site: HeadSiteData;
  model: ApiModel;
  apiPath: string;
  /** Receives the doc comments' problems (unknown `api:` links, markdown errors). */
  diagnostics?: Diagnostic[];
  /** Light and dark code themes of the examples; the pipeline's defaults when absent. */
  codeThemes?: CodeThemes;
  /** How an export differs in the other API version (the badge and summary on its page, or in its section of the types page). */
  changeOf?: (name: string) => ItemChangeView | undefined;
  /** Where the version menu goes from an item's page in the other versions, when not to the same path under their roots. */
  versionLinks?: (item: { kind: string; name: string }) => Record<string, string> | undefined;
  /** Set for an older version of the API than the latest: its titles name its version. */
  olderVersion?: boolean;
  /** The page of changes between the versions, linked from the root. */
  changes?: { label: string; href: string };
}

/** What every API view builder shares: links, memoised markdown, the type printer. */
export function createApiContext(model: ApiModel, apiPath: string, codeThemes?: CodeThemes) {
  const linker = createApiLinker(model, apiPath);
  return {
    linker,
    md: createApiMarkdown(linker, codeThemes),
    fmt: createTypeFormatter(linker),
    packageName: model.packageName,
  };
}

/** The items' pages, the API root and the types page, by route path. */
export async function buildApiPages(options: ApiPagesOptions): Promise<Map<string, ApiPageData | ApiRootPageData>> {
  const { site, model, apiPath } = options;
  const ctx = createApiContext(model, apiPath, options.codeThemes);
  const { linker, md } = ctx;
  // An older version's titles name it: `<item> | API 1.2.3 | <site>`.
  const api = options.olderVersion ? `API ${model.packageVersion}` : 'API';
  const title = (name: string) => (name ? `${name} ${site.titleDelimiter} ${api}` : api);
  const pages = new Map<string, ApiPageData | ApiRootPageData>();

  // Items render concurrently: markdown rendering awaits the highlighter, nothing else.
  const built = await Promise.all(
    model.items.map((item) =>
      buildApiItemView(item, { ...ctx, file: `${model.packageName}/${item.sourcePath}` }).then((r) => ({ item, ...r })),
    ),
  );
  for (const { item, view, toc } of built) {
    const path = linker.itemHref(item);
    const description =
      plainSummary(item.doc.summary) || `${view.kindLabel} ${item.name} of the ${model.packageName} package.`;
    const change = options.changeOf?.(item.name);
    if (change) view.change = change;
    const versionLinks = options.versionLinks?.(item);
    pages.set(path, {
      type: 'api',
      head: buildHead({ site, title: title(item.name), path, description }),
      item: view,
      toc,
      ...(versionLinks ? { versionLinks } : {}),
    });
  }

  const { index, types } = await buildApiRootView(model, { ...ctx, changeOf: options.changeOf });
  if (options.changes) index.view.changes = options.changes;
  const about = `${model.packageName} ${model.packageVersion}`;
  pages.set(apiPath, {
    type: 'apiRoot',
    head: buildHead({
      site,
      title: title(''),
      path: apiPath,
      description: `API reference of ${about}: every class, enum, function, interface, type alias and constant.`,
    }),
    root: index.view,
    toc: index.toc,
  });
  pages.set(linker.typesPath, {
    type: 'apiRoot',
    head: buildHead({
      site,
      title: title('Types and constants'),
      path: linker.typesPath,
      description: `The type aliases and constants of ${about}, and the internal types its signatures use, each with its declaration and docs.`,
    }),
    root: types.view,
    toc: types.toc,
  });
  options.diagnostics?.push(...md.diagnostics);
  return pages;
}
