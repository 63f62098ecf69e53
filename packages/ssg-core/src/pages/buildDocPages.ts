import type { DocPageData, NavLink, SiteData } from '@sitegen/runtime/types.ts';
import type { RenderedDoc } from '../content/renderDocs.ts';
import type { ResolvedSidebars } from '../routes/resolveSidebars.ts';
import { buildHead } from './buildSiteData.ts';

/** Page data of every doc: its tree, TOC, breadcrumbs and previous/next links from its sidebar. */
export function buildDocPages(options: {
  site: SiteData;
  docs: RenderedDoc[];
  sidebars: ResolvedSidebars;
}): Map<string, DocPageData> {
  const { site, sidebars } = options;
  const byId = new Map(options.docs.map((d) => [d.id, d]));
  const pages = new Map<string, DocPageData>();
  for (const doc of options.docs) {
    const fm = doc.markdown.frontMatter;
    const sidebarName = sidebars.docSidebars.get(doc.id);
    const order = sidebarName ? (sidebars.order.get(sidebarName) ?? []) : [];
    const index = order.findIndex((entry) => entry.docId === doc.id);
    const entry = order[index];
    const linkFor = (value: string | null | undefined, fallback: NavLink | undefined): NavLink | undefined => {
      if (value === null) return undefined;
      if (value === undefined) return fallback;
      const target = byId.get(value);
      return target ? { label: target.label, href: target.path } : fallback;
    };
    // Categories have no page of their own: their crumbs are text (an empty href).
    const breadcrumbs: NavLink[] = entry
      ? [{ label: 'Home', href: '/' }, ...entry.trail.map((label) => ({ label, href: '' })), { label: entry.link.label, href: doc.path }]
      : [];
    pages.set(doc.path, {
      type: 'doc',
      head: buildHead({ site, title: doc.title, path: doc.path, description: fm.description }),
      docId: doc.id,
      title: doc.title,
      ...(fm.hide_title ? { hideTitle: true } : {}),
      tree: doc.markdown.tree,
      toc: fm.hide_table_of_contents ? [] : doc.markdown.toc,
      breadcrumbs,
      ...optional('prev', linkFor(fm.pagination_prev, index > 0 ? order[index - 1]!.link : undefined)),
      ...optional('next', linkFor(fm.pagination_next, index >= 0 && index < order.length - 1 ? order[index + 1]!.link : undefined)),
      ...(site.editUrlBase ? { editUrl: site.editUrlBase + doc.file.replace(/^content\//, '') } : {}),
    });
  }
  return pages;
}

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
