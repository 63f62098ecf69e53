import { createHash } from 'node:crypto';
import { resolveRoutePath } from '@sitegen/runtime/routePath.ts';
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

const linkMemo = defineMemo<Diagnostic[]>('links', import.meta.filename, { latestOnly: true });
/** The links and ids of one page's HTML: a check after an edit reads only the pages that changed. */
const extractedMemo = defineMemo<{ hrefs: string[]; ids: string[] }>('page-links', import.meta.filename);

const keyOf = (page: PageForLinkCheck) => page.key ?? createHash('sha1').update(page.html).digest('base64');

/** checkLinks of every page, remembered by the pages' HTML (and the markdown positions the messages cite). */
export function checkSiteLinks(pages: PageForLinkCheck[], options: { severity: Severity }): Diagnostic[] {
  const key = linkMemo.key(options.severity, ...pages.map((p) => [p.route, p.failed ? 'failed' : keyOf(p), p.file ?? '', JSON.stringify(p.sourceLinks ?? null)].join('\u0001')));
  let found = linkMemo.get(key);
  if (!found) linkMemo.set(key, (found = checkLinks(pages, options)));
  return found;
}

function extract(page: PageForLinkCheck): { hrefs: string[]; ids: string[] } {
  const key = extractedMemo.key(keyOf(page));
  let found = extractedMemo.get(key);
  if (!found) extractedMemo.set(key, (found = { hrefs: extractHrefs(page.html), ids: [...extractIds(page.html)] }));
  return found;
}

/**
 * Every internal link of every page must match a route, and its `#anchor` an id in the
 * target page's HTML. Returns one diagnostic per broken link, and a warning per link that
 * reaches its route by a form of the path other than the route's own (`/a.html` for `/a`).
 */
export function checkLinks(pages: PageForLinkCheck[], options: { severity?: Severity } = {}): Diagnostic[] {
  const severity = options.severity ?? 'error';
  const extracted = new Map(pages.map((page) => [page.route, extract(page)]));
  const idSets = new Map<string, Set<string>>();
  const idsOf = (route: string): Set<string> => {
    let ids = idSets.get(route);
    if (!ids) idSets.set(route, (ids = new Set(extracted.get(route)!.ids)));
    return ids;
  };
  const failed = new Set(pages.filter((p) => p.failed).map((p) => p.route));
  const has = (p: string) => extracted.has(p);
  const routes = [...extracted.keys()];
  const diagnostics: Diagnostic[] = [];

  for (const page of pages) {
    const seen = new Set<string>();
    for (const href of extracted.get(page.route)!.hrefs) {
      // A relative link to a .md file is a markdown link that matched no doc: the markdown step reported it (link/broken-markdown).
      if (seen.has(href) || !isInternal(href) || isUnresolvedMarkdownLink(href)) continue;
      seen.add(href);
      const url = new URL(href, `http://site${page.route === '404' ? '/404.html' : page.route}`);
      // A fragment-only link stays on its page, the not-found page included.
      const target = href.startsWith('#') ? page.route : resolveRoutePath(url.pathname, has);
      const location = locate(page, href);
      if (!target) {
        diagnostics.push(
          createDiagnostic(severity, 'link/broken', `Link "${href}" matches no route.`, {
            location,
            route: page.route,
            hint: closestHint(url.pathname, routes),
          }),
        );
        continue;
      }
      if (!href.startsWith('#') && url.pathname !== target) {
        // Works (the spec makes `/a.html` and `/a/index.html` the route `/a`), but hosts answer
        // such a URL with a redirect or from 404.html: only the route's own path loads directly.
        diagnostics.push(
          createDiagnostic('warning', 'link/not-canonical', `Link "${href}" reaches page ${target} by another form of its path.`, {
            location,
            route: page.route,
            hint: `write "${target}${url.search}${url.hash}", which hosts serve without a redirect`,
          }),
        );
      }
      const anchor = safeDecode(url.hash.slice(1));
      if (anchor && !failed.has(target) && !idsOf(target).has(anchor)) {
        diagnostics.push(
          createDiagnostic(severity, 'link/broken-anchor', `Link "${href}" points to "#${anchor}", which is no id in page ${target}.`, {
            location,
            route: page.route,
            hint: closestHint(anchor, [...idsOf(target)]),
          }),
        );
      }
    }
  }
  return diagnostics;
}

function isUnresolvedMarkdownLink(href: string): boolean {
  return !href.startsWith('/') && /\.mdx?(?:#.*)?$/.test(href);
}

function isInternal(href: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('//');
}

function locate(page: PageForLinkCheck, href: string): SourceLocation | undefined {
  if (!page.file) return undefined;
  const source = page.sourceLinks?.find((l) => l.url === href);
  return source ? { file: page.file, line: source.line, column: source.column } : undefined;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The links of the files written beside the pages (the markdown twins, llms.txt): every link to
 * the site's own URL must reach a route (and its `#anchor` an id of that page) or a file of the
 * output. Links elsewhere are not checked, as in the pages.
 */
export function checkFileLinks(
  links: Map<string, string[]>,
  options: { pages: PageForLinkCheck[]; siteUrl: string; hasFile: (file: string) => boolean; severity?: Severity },
): Diagnostic[] {
  const severity = options.severity ?? 'error';
  const pages = new Map(options.pages.map((p) => [p.route, p]));
  const has = (p: string) => pages.has(p);
  const idSets = new Map<string, Set<string>>();
  const idsOf = (route: string) => {
    let ids = idSets.get(route);
    if (!ids) idSets.set(route, (ids = new Set(extract(pages.get(route)!).ids)));
    return ids;
  };
  const diagnostics: Diagnostic[] = [];
  for (const [file, urls] of links) {
    for (const href of new Set(urls)) {
      if (!href.startsWith(options.siteUrl)) continue;
      // The URLs are the build's own, already normalised: no need for URL's parser (thousands of links).
      const [rest = '', hash = ''] = href.slice(options.siteUrl.length).split('#', 2);
      const pathname = `/${rest.split('?', 1)[0]}`;
      const target = resolveRoutePath(pathname, has);
      if (!target) {
        if (options.hasFile(safeDecode(pathname.slice(1)))) continue;
        const hint = closestHint(pathname, [...pages.keys()]);
        diagnostics.push(createDiagnostic(severity, 'link/broken', `Link "${href}" in ${file} matches no route or file of the output.`, { hint }));
        continue;
      }
      const anchor = safeDecode(hash);
      if (anchor && !pages.get(target)!.failed && !idsOf(target).has(anchor)) {
        const hint = closestHint(anchor, [...idsOf(target)]);
        diagnostics.push(createDiagnostic(severity, 'link/broken-anchor', `Link "${href}" in ${file} points to "#${anchor}", which is no id in page ${target}.`, { hint }));
      }
    }
  }
  return diagnostics;
}
