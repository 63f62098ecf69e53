import { resolveRoutePath } from '@sitegen/runtime/routePath.ts';
import { createDiagnostic, type Diagnostic, type Severity, type SourceLocation } from '../diagnostics.ts';
import { closestHint } from '../text/closest.ts';
import { extractHrefs, extractIds } from './extractHtml.ts';

/** A page as written, with where its markdown links came from. */
export interface PageForLinkCheck {
  route: string;
  html: string;
  /** Links of the page's markdown with their source position, matched by URL. */
  sourceLinks?: { url: string; line: number; column: number }[];
  /** The markdown file, when the page has one. */
  file?: string;
}

/**
 * Every internal link of every page must match a route, and its `#anchor` an id in the
 * target page's HTML. Returns one diagnostic per broken link, and a warning per link that
 * reaches its route by a form of the path other than the route's own (`/a.html` for `/a`).
 */
export function checkLinks(
  pages: PageForLinkCheck[],
  options: {
    severity?: Severity;
    /** Routes whose own links are checked; default all (dev re-checks only the pages it re-rendered). */
    only?: Set<string>;
  } = {},
): Diagnostic[] {
  const severity = options.severity ?? 'error';
  const idsByRoute = new Map<string, Set<string> | (() => Set<string>)>();
  for (const page of pages) idsByRoute.set(page.route, lazyIds(page.html));
  const idsOf = (route: string): Set<string> => {
    const value = idsByRoute.get(route)!;
    if (typeof value === 'function') {
      const ids = value();
      idsByRoute.set(route, ids);
      return ids;
    }
    return value;
  };
  const has = (p: string) => idsByRoute.has(p);
  const routes = [...idsByRoute.keys()];
  const diagnostics: Diagnostic[] = [];

  for (const page of pages) {
    if (options.only && !options.only.has(page.route)) continue;
    const seen = new Set<string>();
    for (const href of extractHrefs(page.html)) {
      if (seen.has(href) || !isInternal(href)) continue;
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
      if (anchor && !idsOf(target).has(anchor)) {
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

function lazyIds(html: string) {
  return () => extractIds(html);
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
