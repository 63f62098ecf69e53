import type { PageHead, SiteData } from '@sitegen/runtime/types.ts';
import { PAGE_DATA_ID, SIDEBAR_DATA_ID } from '@sitegen/runtime/staticHtml.ts';
import { buildCspMeta } from '../hosting/buildCsp.ts';
import { inlineScriptsOf } from './inlineScripts.ts';

/** URLs of the built assets a page refers to. */
export interface DocumentAssets {
  entry: string;
  /** The app data module (site data, the route table's URL), named on the root element for the entry to import. */
  appData: string;
  css: string[];
  /** Chunks to preload for this page: the app data, shared chunks. */
  preload: string[];
  /** The page's data chunk, preloaded (and named on the root element) when its data is not in the HTML. */
  pageChunk?: string;
  /** The page's sidebar's chunk, preloaded when its data is not in the HTML. */
  sidebarChunk?: string;
  /** The name of the page's sidebar, for the first load to fetch without the route table. */
  sidebar?: string;
  favicon?: string;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const inlineScripts = new WeakMap<SiteData, { colorMode: string; baseUrl: string; csp: string }>();

/** The site's inline scripts and the CSP that carries their hashes: made once per site data, not per page. */
function scriptsOf(site: SiteData) {
  let scripts = inlineScripts.get(site);
  if (!scripts) {
    const [colorMode, baseUrl] = inlineScriptsOf(site);
    inlineScripts.set(site, (scripts = { colorMode, baseUrl, csp: buildCspMeta([colorMode, baseUrl]) }));
  }
  return scripts;
}

/** What the root element tells a first load of its route besides the app data: its sidebar, and its data chunk when its data is not inline. */
const rootData = (assets: DocumentAssets, needsChunk: boolean) =>
  (assets.sidebar ? ` data-sidebar="${escapeHtml(assets.sidebar)}"` : '') +
  (needsChunk && assets.pageChunk ? ` data-chunk="${escapeHtml(assets.pageChunk)}"` : '');

export interface DocumentOptions {
  site: SiteData;
  route: string;
  head: PageHead;
  assets: DocumentAssets;
  /** URL of the page's markdown twin, when it has one. */
  markdownTwin?: string;
  /** A first load's page data (firstLoadPageJson), inlined: no data chunk is then loaded. */
  pageDataJson?: string;
  /** With the page data, the sidebar as the page shows it (firstLoadSidebarJson): its chunk loads on first use. */
  sidebarJson?: string;
}

/** The HTML document around a prerendered body: what comes before it and what comes after. */
export function renderDocumentAround(options: DocumentOptions): [before: string, after: string] {
  const { site, head, assets } = options;
  const description = head.description ?? site.tagline;
  const { colorMode, baseUrl, csp } = scriptsOf(site);
  const tags = [
    '<meta charset="utf-8">',
    csp,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="generator" content="${escapeHtml(site.generator)}">`,
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(head.canonical)}">`,
    head.image ? `<meta property="og:image" content="${escapeHtml(head.image)}">` : '',
    head.image ? `<meta name="twitter:card" content="summary_large_image">` : '',
    head.noindex ? '<meta name="robots" content="noindex, nofollow">' : '',
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    `<link rel="alternate" hreflang="${site.locale.htmlLang}" href="${escapeHtml(head.canonical)}">`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(head.canonical)}">`,
    options.markdownTwin
      ? `<link rel="alternate" type="text/markdown" href="${escapeHtml(options.markdownTwin)}">`
      : '',
    '<meta name="theme-color" media="(prefers-color-scheme: light)" content="#ffffff">',
    '<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#15161a">',
    assets.favicon ? `<link rel="icon" href="${escapeHtml(assets.favicon)}">` : '',
    // Both inline scripts come before the style sheet: one after it would hold the parser until the
    // sheet has loaded, and the first paint would then show only the part of the page parsed by then.
    `<script>${colorMode}</script>`,
    `<script>${baseUrl}</script>`,
    ...assets.css.map((href) => `<link rel="stylesheet" href="${href}">`),
    `<script type="module" src="${assets.entry}"></script>`,
    ...[
      ...assets.preload,
      ...(options.pageDataJson ? [] : [assets.pageChunk, assets.sidebarChunk].filter((url) => url !== undefined)),
    ].map((href) => `<link rel="modulepreload" href="${href}">`),
  ].filter(Boolean);
  return [
    '<!doctype html>\n' +
      `<html lang="${site.locale.htmlLang}" dir="${site.locale.direction}" data-theme="${site.colorMode.defaultMode}">\n` +
      `<head>${tags.join('')}</head>\n` +
      '<body>\n' +
      `<div id="__sitegen" data-route="${escapeHtml(options.route)}" data-app="${escapeHtml(assets.appData)}"${rootData(assets, !options.pageDataJson)}>`,
    '</div>\n' +
      (options.pageDataJson
        ? `<script type="application/json" id="${PAGE_DATA_ID}">${options.pageDataJson}</script>`
        : '') +
      (options.sidebarJson
        ? `<script type="application/json" id="${SIDEBAR_DATA_ID}">${options.sidebarJson}</script>`
        : '') +
      '\n</body></html>',
  ];
}
