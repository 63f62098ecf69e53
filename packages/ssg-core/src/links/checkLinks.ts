import { createHash } from 'node:crypto';
import { applyTrailingSlash, isExternalUrl, resolveRoutePath } from '@sitegen/runtime/routePath.ts';
import { isSitePath, routeOfUrl, siteUrl } from '@sitegen/runtime/siteUrl.ts';
import { defineMemo } from '../cache/memo.ts';
import { createDiagnostic, type Diagnostic, type Severity, type SourceLocation } from '../diagnostics.ts';
import { closestHint } from '../text/closest.ts';
import { extractHrefs, extractIds } from './extractHtml.ts';

/** A page as written, with where its markdown links came from. */
export interface PageForLinkCheck {
  route: string;
  /** What React rendered of the page: its links and ids (the document around it has none). */
  html: string;
  /** A key naming this HTML (the body's memo key), so that it need not be hashed again. */
  key?: string;
  /** The page did not render (its error is reported): links to it count, their anchors are not checked. */
  failed?: boolean;
  /** Links of the page's markdown with their source position, matched by URL. */
  sourceLinks?: { url: string; line: number; column: number }[];
  /** The markdown file, when the page has one. */
  file?: string;
}

/**
 * What one page's HTML says about links: its ids, and its links that are broken, reach their
 * page by another form of its path, or point to an anchor (checked against the target's ids
 * at every run). It depends on the page's HTML, its route and the route list only: a check
 * after an edit analyses only the pages that changed.
 */
interface PageLinks {
  ids: string[];
  problems: (['broken', string] | ['not-canonical', string, string] | ['anchor', string, string, string])[];
}

const pageLinksMemo = defineMemo<PageLinks>('page-links', '@sitegen/ssg-core/links/checkLinks.ts');

/**
 * What checkLinks found in each page (its memo entry), for checkFileLinks to check the twins'
 * anchors against; and each entry's ids as a set, made once: a page is never changed once built,
 * and in `sitegen dev` the entries come back from the memo as the same objects at every rebuild.
 */
const linksOfPage = new WeakMap<PageForLinkCheck, PageLinks>();
const idSets = new WeakMap<PageLinks, Set<string>>();

function idsOf(page: PageForLinkCheck): Set<string> {
  const links = linksOfPage.get(page);
  if (!links) return extractIds(page.html);
  let ids = idSets.get(links);
  if (!ids) idSets.set(links, (ids = new Set(links.ids)));
  return ids;
}

/**
 * Every internal link of every page (a link to the site's own URL too) must match a route, and
 * its `#anchor` an id in the target page's HTML. Returns one diagnostic per broken link, and a warning per link that
 * reaches its route by a form of the path other than the route's own (`/a.html` for `/a`).
 * The pages' links are URLs under `baseUrl` (a link outside it is broken), as the pages are served.
 */
export function checkLinks(
  pages: PageForLinkCheck[],
  options: {
    severity?: Severity;
    baseUrl?: string;
    /** The site's own absolute URL (`https://example.org/docs-site/`): a link that starts with it is checked as the path it names. */
    siteUrl?: string;
    /** Whether the output has this file (a path under the base URL): a link to it is not broken. */
    hasFile?: (file: string) => boolean;
    /** The site's trailingSlash, which the theme's links give the routes the markdown wrote. */
    trailingSlash?: boolean;
    /**
     * Where a link shown on many pages was written, by its href as rendered (the config's navbar,
     * footer and home links): a problem with it is reported once, there, rather than per page.
     */
    sharedLinks?: ReadonlyMap<string, SourceLocation>;
  } = {},
): Diagnostic[] {
  const severity = options.severity ?? 'error';
  const baseUrl = options.baseUrl ?? '/';
  const resolve = (href: string, route: string) => resolveLink(href, route, routeSet, baseUrl);
  const routes = pages.map((p) => p.route);
  const routeSet = new Set(routes);
  const routesKey = createHash('sha1').update(routes.join('\n')).digest('base64');
  // A root-relative link means the same on every page (the sidebars' links are on hundreds): resolved once.
  const resolved = new Map<string, ReturnType<typeof resolve>>();
  const resolveOn = (href: string, route: string) => {
    if (!href.startsWith('/')) return resolve(href, route);
    let known = resolved.get(href);
    if (!known) resolved.set(href, (known = resolve(href, route)));
    return known;
  };
  const linksOf = new Map<string, PageLinks>();
  for (const page of pages) {
    const key = pageLinksMemo.key(
      page.key ?? createHash('sha1').update(page.html).digest('base64'),
      page.route,
      routesKey,
      baseUrl,
      options.siteUrl ?? '',
    );
    let links = pageLinksMemo.get(key);
    if (!links) pageLinksMemo.set(key, (links = analyse(page, resolveOn, options.siteUrl)));
    linksOf.set(page.route, links);
    linksOfPage.set(page, links);
  }
  const byRoute = new Map(pages.map((p) => [p.route, p]));
  const idsOfRoute = (route: string) => idsOf(byRoute.get(route)!);
  const failed = new Set(pages.filter((p) => p.failed).map((p) => p.route));
  const diagnostics: Diagnostic[] = [];
  const sharedReported = new Set<string>();
  const locate = sourceLocator(baseUrl, options.trailingSlash);
  for (const page of pages) {
    for (const [kind, href, target, anchor] of linksOf.get(page.route)!.problems) {
      // Found in the page's source only for a link that is reported (a long doc has thousands of fine ones).
      const report = (severity: Severity, code: string, message: string, hint: string | undefined) => {
        const written = locate(page, href);
        // A link of the config's (navbar, footer) is reported there, unless the page's own source has it too.
        const shared = options.sharedLinks?.has(href) && !written.length ? options.sharedLinks.get(href) : undefined;
        if (shared) {
          if (sharedReported.has(`${kind} ${href}`)) return;
          sharedReported.add(`${kind} ${href}`);
        }
        // Every place the page's source wrote the link; the page alone when it has none (a link of the theme's).
        const at = shared
          ? [{ location: shared }]
          : written.length
            ? written.map((location) => ({ location, route: page.route }))
            : [{ route: page.route }];
        for (const place of at) diagnostics.push(createDiagnostic(severity, code, message, { ...place, hint }));
      };
      if (kind === 'broken') {
        const { url, pathname } = resolve(href, page.route);
        const outside = routeOfUrl(baseUrl, url.pathname) === undefined;
        // A file of the output (the sitemap, a static file), named by the site's own absolute URL.
        if (!outside && options.hasFile?.(safeDecode(pathname.slice(1)))) continue;
        const hint = outside ? `the site's pages are under its baseUrl "${baseUrl}"` : closestHint(pathname, routes);
        report(severity, 'link/broken', `Link "${href}" matches no route.`, hint);
      } else if (kind === 'not-canonical') {
        // Works (the spec makes `/a.html` and `/a/index.html` the route `/a`), but hosts answer
        // such a URL with a redirect or from 404.html: only the route's own path loads directly.
        const { url } = resolve(href, page.route);
        const hint = `write "${siteUrl(baseUrl, target!)}${url.search}${url.hash}", which hosts serve without a redirect`;
        report(
          'warning',
          'link/not-canonical',
          `Link "${href}" reaches page ${target} by another form of its path.`,
          hint,
        );
      } else if (!failed.has(target!) && !idsOfRoute(target!).has(anchor!)) {
        const message = `Link "${href}" points to "#${anchor}", which is no id in page ${target}.`;
        report(severity, 'link/broken-anchor', message, closestHint(anchor!, [...idsOfRoute(target!)]));
      }
    }
  }
  return diagnostics;
}

interface ResolvedLink {
  url: URL;
  /** The path the link names without the base URL (`/docs-site/a` -> `/a`); the URL's path when it is outside it. */
  pathname: string;
  /** The route it reaches; undefined: none. */
  target: string | undefined;
}

/** The route a link on page `route` (served under `baseUrl`) reaches, with its parsed URL. */
function resolveLink(href: string, route: string, routes: Set<string>, baseUrl: string): ResolvedLink {
  const url = new URL(href, `http://site${siteUrl(baseUrl, route === '404' ? '/404.html' : route)}`);
  const pathname = routeOfUrl(baseUrl, url.pathname);
  // A fragment-only link stays on its page, the not-found page included.
  if (href.startsWith('#')) return { url, pathname: pathname ?? url.pathname, target: route };
  if (pathname === undefined) return { url, pathname: url.pathname, target: undefined };
  return { url, pathname, target: resolveRoutePath(pathname, (p) => routes.has(p)) };
}

function analyse(
  page: PageForLinkCheck,
  resolveOn: (href: string, route: string) => ResolvedLink,
  siteUrl: string | undefined,
): PageLinks {
  const problems: PageLinks['problems'] = [];
  // Read once: a remembered page's text is decoded from its bytes at each read.
  const html = page.html;
  for (const href of new Set(extractHrefs(html))) {
    // A relative link to a .md file is a markdown link that matched no doc: the markdown step reported it (link/broken-markdown).
    const ownSite = siteUrl !== undefined && href.startsWith(siteUrl);
    if ((isExternalUrl(href) && !ownSite) || isUnresolvedMarkdownLink(href)) continue;
    const { url, pathname, target } = resolveOn(href, page.route);
    if (!target) {
      problems.push(['broken', href]);
      continue;
    }
    if (!href.startsWith('#') && pathname !== target) problems.push(['not-canonical', href, target]);
    const anchor = safeDecode(url.hash.slice(1));
    if (anchor) problems.push(['anchor', href, target, anchor]);
  }
  return { ids: [...extractIds(html)], problems };
}

function isUnresolvedMarkdownLink(href: string): boolean {
  return !href.startsWith('/') && /\.mdx?(?:#.*)?$/.test(href);
}

/**
 * Where the markdown wrote a link of a page (each of its links rendered as `href`): it wrote the
 * route, which the page links to under the base URL. One check's locator: each page's links are
 * mapped by href once, at its first lookup (searching them for each link made the check
 * quadratic: 277 s for a doc of 10 MB).
 */
function sourceLocator(
  baseUrl: string,
  trailingSlash: boolean | undefined,
): (page: PageForLinkCheck, href: string) => SourceLocation[] {
  const byPage = new Map<PageForLinkCheck, Map<string, SourceLocation[]>>();
  return (page, href) => {
    const file = page.file;
    if (!file) return [];
    let byHref = byPage.get(page);
    if (!byHref) {
      byHref = new Map();
      for (const { url, line, column } of page.sourceLinks ?? []) {
        const rendered = isSitePath(url) ? siteUrl(baseUrl, applyTrailingSlash(url, trailingSlash)) : url;
        const places = byHref.get(rendered);
        if (places) places.push({ file, line, column });
        else byHref.set(rendered, [{ file, line, column }]);
      }
      byPage.set(page, byHref);
    }
    return byHref.get(href) ?? [];
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A link or image of a file written beside the pages: its absolute URL, and its place in the author's file, if any. */
export interface WrittenLink {
  url: string;
  line?: number;
  column?: number;
}

/** The links of one written file, and the author's file they came from (absent: sitegen wrote them). */
export interface LinksOfFile {
  links: WrittenLink[];
  source?: string;
}

/**
 * The links of the files written beside the pages (the markdown twins, llms.txt): every link to
 * the site's own URL must reach a route (and its `#anchor` an id of that page) or a file of the
 * output. Links elsewhere are not checked, as in the pages. A problem is reported where the link
 * came from: the author's markdown file and line, or, for text sitegen wrote itself, as sitegen's bug.
 */
export function checkFileLinks(
  files: Map<string, LinksOfFile>,
  options: { pages: PageForLinkCheck[]; siteUrl: string; hasFile: (file: string) => boolean; severity?: Severity },
): Diagnostic[] {
  const severity = options.severity ?? 'error';
  const pages = new Map(options.pages.map((p) => [p.route, p]));
  const has = (p: string) => pages.has(p);
  const idsOfRoute = (route: string) => idsOf(pages.get(route)!);
  const diagnostics: Diagnostic[] = [];
  for (const [file, { links, source }] of files) {
    const seen = new Set<string>();
    for (const link of links) {
      const href = link.url;
      if (!href.startsWith(options.siteUrl) || seen.has(href)) continue;
      seen.add(href);
      // The URLs are the build's own, already normalised: no need for URL's parser (thousands of links).
      const [rest = '', hash = ''] = href.slice(options.siteUrl.length).split('#', 2);
      const pathname = `/${rest.split('?', 1)[0]}`;
      // Named by its path on the site: the absolute URL is the production site's, not where the author looks.
      const shown = href.slice(options.siteUrl.length - 1);
      const of = source ? `the markdown twin ${file}` : file;
      // At the author's file and line; text sitegen wrote itself (API pages, llms.txt) is sitegen's bug.
      const report = (code: string, message: string, hint: string | undefined) =>
        diagnostics.push(
          source
            ? createDiagnostic(severity, code, message, {
                location: { file: source, line: link.line, column: link.column },
                ...(hint && { hint }),
              })
            : createDiagnostic(severity, code, message, {
                hint: `sitegen wrote this link into ${file} itself: this is a bug in sitegen, not in your site; please report it.`,
              }),
        );
      const target = resolveRoutePath(pathname, has);
      if (!target) {
        if (options.hasFile(safeDecode(pathname.slice(1)))) continue;
        const hint = closestHint(pathname, [...pages.keys()]);
        report('link/broken', `Link "${shown}" of ${of} matches no route or file of the output.`, hint);
        continue;
      }
      const anchor = safeDecode(hash);
      if (anchor && !pages.get(target)!.failed && !idsOfRoute(target).has(anchor)) {
        const hint = closestHint(anchor, [...idsOfRoute(target)]);
        report(
          'link/broken-anchor',
          `Link "${shown}" of ${of} points to "#${anchor}", which is no id in page ${target}.`,
          hint,
        );
      }
    }
  }
  return diagnostics;
}
