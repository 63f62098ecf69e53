// The markdown twin of every page with content (docs, API pages, the home page): its text at
// the page's URL plus `.md`, for tools and readers that want the page without its HTML; and
// llms.txt / llms-full.txt, which list them.
// A doc's twin is made with its page, from the same parse (renderDocs); the others are remembered
// per page by the page's data, so an edit renders again only the twins of the pages it changed.
import type { PageData, SidebarItem, SiteData } from '@sitegen/runtime/types.ts';
import { markdownTwinFile, twinPageTypes } from '@sitegen/runtime/markdownTwin.ts';
import type { ApiItemView, ApiRootView } from '@sitegen/theme/api/apiView.ts';
import { defineMemo } from '../cache/memo.ts';
import type { RenderedDoc } from '../content/renderDocs.ts';
import { hashOf } from '../text/jsonOf.ts';
import type { LinksOfFile, WrittenLink } from '../links/checkLinks.ts';
import type { FormattedMarkdown } from './formatMarkdown.ts';
import { buildLlmsTxt } from './buildLlmsTxt.ts';

export interface MarkdownTwin {
  route: string;
  /** Output file, e.g. `docs/tutorials/basic-types.md`. */
  file: string;
  /** Absolute URLs of the page and of its twin. */
  pageUrl: string;
  url: string;
  /** The page's own title (its h1, no site suffix) and its description. */
  title: string;
  description?: string;
  markdown: string;
  /** Every URL the twin links to, absolute; a doc's with its place in `source`. */
  links: WrittenLink[];
  /** A doc's markdown file, e.g. `content/docs/tutorials/basic-types.md`; other twins are sitegen's own text. */
  source?: string;
}

const twinMemo = defineMemo<FormattedMarkdown>('markdown-twins', [
  '@sitegen/ssg-core/markdownTwins/buildMarkdownTwins.ts',
  '@sitegen/ssg-core/markdownTwins/renderTwin.ts',
]);

/** The site's own URL prefix, e.g. `https://graphql-js.org/`: links under it are internal. */
export function siteBaseUrl(site: Pick<SiteData, 'url' | 'baseUrl'>): string {
  return new URL(site.baseUrl, site.url).href;
}

/** The absolute URL of a route's page, under `siteBaseUrl`. */
export function pageUrlOf(route: string, base: string): string {
  return new URL(route.replace(/^\//, ''), base).href;
}

export interface MarkdownFiles {
  twins: MarkdownTwin[];
  /** The twins, `llms.txt` and `llms-full.txt`, by output file. */
  files: Map<string, string>;
  /** The URLs each of those files links to, for the link check, with the file they came from. */
  links: Map<string, LinksOfFile>;
}

/** The pages' twins and the llms.txt files that list them. */
export async function buildMarkdownFiles(options: {
  site: SiteData;
  pages: Map<string, { page: PageData }>;
  /** The docs by route: their twins come from their markdown files. */
  docs: Map<string, RenderedDoc>;
  sidebars: Map<string, SidebarItem[]>;
  unlisted: ReadonlySet<string>;
}): Promise<MarkdownFiles> {
  const twins = await buildMarkdownTwins(options);
  const llms = buildLlmsTxt({
    site: options.site,
    sidebars: options.sidebars,
    homeRoute: '/',
    twins,
    unlisted: options.unlisted,
  });
  return {
    twins,
    files: new Map([
      ...twins.map((t) => [t.file, t.markdown] as const),
      ['llms.txt', llms.index],
      ['llms-full.txt', llms.full],
    ]),
    links: new Map<string, LinksOfFile>([
      ...twins.map((t) => [t.file, { links: t.links, source: t.source }] as const),
      ['llms.txt', { links: llms.links.map((url) => ({ url })) }],
    ]),
  };
}

/** The twins of the pages that have one, in the order of `pages`. */
export async function buildMarkdownTwins(options: {
  site: SiteData;
  pages: Map<string, { page: PageData }>;
  docs: Map<string, RenderedDoc>;
}): Promise<MarkdownTwin[]> {
  const { site } = options;
  const base = siteBaseUrl(site);
  let renderer: typeof import('./renderTwin.ts') | undefined;
  const twins: MarkdownTwin[] = [];
  for (const [route, { page }] of options.pages) {
    if (!twinPageTypes.has(page.type)) continue;
    const pageUrl = pageUrlOf(route, base);
    const file = markdownTwinFile(route);
    // A doc's twin comes with its render (renderDocs); a doc whose render failed has none.
    const doc = page.type === 'doc' ? options.docs.get(route) : undefined;
    let twin = doc?.markdown.twin;
    if (page.type === 'doc' && !twin) continue;
    if (!twin) {
      const key = twinMemo.key(route, pageUrl, site.title, site.tagline, String(site.trailingSlash), hashOf(page));
      twin = twinMemo.get(key);
      if (!twin) {
        renderer ??= await import('./renderTwin.ts');
        twinMemo.set(key, (twin = renderer.renderTwin({ site, page, pageUrl })));
      }
    }
    twins.push({
      route,
      file,
      pageUrl,
      url: new URL(file, base).href,
      title: titleOf(page, site),
      description: page.type === 'home' ? site.tagline : page.head.description,
      ...twin,
      ...(doc && { source: doc.file }),
    });
  }
  return twins;
}

function titleOf(page: PageData, site: SiteData): string {
  if (page.type === 'doc') return page.title;
  if (page.type === 'api') return (page.item as ApiItemView).name;
  if (page.type === 'apiRoot')
    return (page.root as ApiRootView).part === 'types' ? 'Types and constants' : 'API Reference';
  return site.title;
}
