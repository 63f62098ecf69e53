import { isExternalUrl } from './routePath.ts';

// The one place a route (or an output file) becomes a URL of the site, base URL included, and a
// URL of the site becomes a route again. Routes, the route table and page data stay free of the
// base URL; only what reaches the browser's address bar, a host or a crawler carries it.

/** The form of a base URL: it starts and ends with `/` (`/`, `/docs-site/`). */
export const BASE_URL_FORM = /^\/(.*\/)?$/;

/**
 * The URL path of a route, an internal href or an output file under the base URL:
 * `/docs/a#b` -> `/docs-site/docs/a#b`, `assets/x.js` -> `/docs-site/assets/x.js`. A URL with a
 * scheme or a host, and a fragment alone, are returned as they are.
 */
export function siteUrl(baseUrl: string, href: string): string {
  if (isExternalUrl(href) || href.startsWith('#')) return href;
  return baseUrl + href.replace(/^\//, '');
}

/**
 * The route-relative form of a URL path of the site (`/docs-site/docs/a` -> `/docs/a`, the
 * base URL without its slash -> `/`); undefined for a path outside the base URL.
 */
export function routeOfUrl(baseUrl: string, url: string): string | undefined {
  if (url.startsWith(baseUrl)) return url.slice(baseUrl.length - 1);
  return url === baseUrl.slice(0, -1) ? '/' : undefined;
}

/** Where a site is served: its origin (`https://example.org`) and its base URL (`/docs-site/`). */
export interface SiteLocation {
  url: string;
  baseUrl: string;
}

/** The absolute URL of a route or output file: `https://example.org/docs-site/docs/a`. */
export function absoluteSiteUrl(site: SiteLocation, href: string): string {
  return new URL(siteUrl(site.baseUrl, href), site.url).href;
}

/** Whether an href is a root-relative path of the site (`/docs/a`), which a route's URL is made from. */
export function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}
