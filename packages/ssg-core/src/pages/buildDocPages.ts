import type { DocPageData, NavLink, SiteData } from '@sitegen/runtime/types.ts';
import { absoluteSiteUrl } from '@sitegen/runtime/siteUrl.ts';
import type { RenderedDoc } from '../content/renderDocs.ts';
import type { ResolvedSidebars } from '../routes/resolveSidebars.ts';
import { buildHead } from './buildSiteData.ts';

/**
 * Page data of every doc: its tree, TOC, breadcrumbs and previous/next links from its sidebar,
 * with Docusaurus's front matter: `pagination_label` names a doc in the previous/next links,
 * `custom_edit_url` replaces (or with null removes) the edit link, `image` is the link preview,
 * `last_update` is shown, `unlisted` asks search engines not to index the page.
 */
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
    const paginationLink = (target: RenderedDoc): NavLink => ({
      label: target.markdown.frontMatter.pagination_label ?? target.label,
      href: target.path,
    });
    const linkFor = (
      value: string | null | undefined,
      neighbour: { link: NavLink; docId?: string } | undefined,
    ): NavLink | undefined => {
      if (value === null) return undefined;
      if (value === undefined) {
        const label = neighbour && byId.get(neighbour.docId ?? '')?.markdown.frontMatter.pagination_label;
        return label ? { ...neighbour.link, label } : neighbour?.link;
      }
      const target = byId.get(value);
      return target ? paginationLink(target) : neighbour?.link;
    };
    // Categories have no page of their own: their crumbs are text (an empty href).
    const breadcrumbs: NavLink[] = entry
      ? [
          { label: 'Home', href: '/' },
          ...entry.trail.map((label) => ({ label, href: '' })),
          { label: entry.link.label, href: doc.path },
        ]
      : [];
    const editUrl =
      fm.custom_edit_url !== undefined
        ? fm.custom_edit_url
        : site.editUrlBase
          ? site.editUrlBase + doc.file.replace(/^content\//, '')
          : null;
    const head = buildHead({ site, title: doc.title, path: doc.path, description: fm.description });
    if (fm.image) head.image = absoluteSiteUrl(site, fm.image);
    if (fm.unlisted) head.noindex = true;
    const lastUpdate = fm.last_update && {
      ...(fm.last_update.date !== undefined ? { date: new Date(fm.last_update.date).toISOString().slice(0, 10) } : {}),
      ...(fm.last_update.author ? { author: fm.last_update.author } : {}),
    };
    const custom = doc.markdown.customFrontMatter;
    pages.set(doc.path, {
      type: 'doc',
      head,
      docId: doc.id,
      title: doc.markdown.h1 ?? doc.title,
      ...(fm.hide_title ? { hideTitle: true } : {}),
      tree: doc.markdown.tree,
      toc: fm.hide_table_of_contents ? [] : doc.markdown.toc,
      breadcrumbs,
      ...optional('prev', linkFor(fm.pagination_prev, index > 0 ? order[index - 1] : undefined)),
      ...optional(
        'next',
        linkFor(fm.pagination_next, index >= 0 && index < order.length - 1 ? order[index + 1] : undefined),
      ),
      ...(editUrl ? { editUrl } : {}),
      ...(lastUpdate && Object.keys(lastUpdate).length ? { lastUpdate } : {}),
      ...(fm.unlisted ? { unlisted: true as const } : {}),
      ...(Object.keys(custom).length ? { customFrontMatter: custom } : {}),
    });
  }
  return pages;
}

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
