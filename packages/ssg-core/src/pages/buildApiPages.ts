import type { ApiPageData, ApiRootPageData, SidebarItem, SiteData } from '@sitegen/runtime/types.ts';
import type { ApiModel } from '../typedoc/ApiModel.ts';
import { renderMarkdown } from '../markdown/renderMarkdown.ts';
import { buildHead } from './buildSiteData.ts';

const KIND_TITLES = { class: 'Classes', enum: 'Enumerations', function: 'Functions', interface: 'Interfaces' } as const;

export function apiItemPath(apiPath: string, item: { kind: string; name: string }): string {
  return `${apiPath}/${item.kind}/${item.name}`;
}

/** The `api` sidebar: Overview, then one group per kind. */
export function buildApiSidebar(model: ApiModel, apiPath: string): SidebarItem[] {
  return [
    { type: 'link', label: 'Overview', href: apiPath },
    ...(Object.keys(KIND_TITLES) as (keyof typeof KIND_TITLES)[]).map(
      (kind): SidebarItem => ({
        type: 'category',
        label: KIND_TITLES[kind],
        items: model.items
          .filter((i) => i.kind === kind)
          .map((i) => ({ type: 'link', label: i.name, href: apiItemPath(apiPath, i) })),
      }),
    ),
  ];
}

/** Thin API pages: name, kind, summary. */
export async function buildApiPages(options: { site: SiteData; model: ApiModel; apiPath: string }) {
  const { site, model, apiPath } = options;
  const pages = new Map<string, ApiPageData | ApiRootPageData>();
  for (const item of model.items) {
    const path = apiItemPath(apiPath, item);
    const summary = await renderMarkdown({ source: item.doc.summary, file: item.sourcePath, untrusted: true });
    pages.set(path, {
      type: 'api',
      head: buildHead({ site, title: `${item.name} | API`, path, description: firstSentence(item.doc.summary) }),
      item: { name: item.name, kind: item.kind, summary: summary.tree, signatures: [] },
      toc: [],
    });
  }
  pages.set(apiPath, {
    type: 'apiRoot',
    head: buildHead({ site, title: 'API', path: apiPath, description: `API reference of the ${model.packageName} package.` }),
    root: {
      groups: (Object.keys(KIND_TITLES) as (keyof typeof KIND_TITLES)[]).map((kind) => ({
        kind,
        title: KIND_TITLES[kind],
        items: model.items.filter((i) => i.kind === kind).map((i) => ({ name: i.name, href: apiItemPath(apiPath, i) })),
      })),
    },
    toc: [],
  });
  return pages;
}

function firstSentence(markdown: string): string | undefined {
  const text = markdown.replace(/\s+/g, ' ').trim();
  if (!text) return undefined;
  const match = /^(.+?[.!?])(\s|$)/.exec(text);
  return (match ? match[1]! : text).slice(0, 300);
}
