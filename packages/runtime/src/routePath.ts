// Path rules shared by the build (link checks) and the browser (route lookup).

/** Whether a URL leaves the site: it has a scheme (`https:`, `mailto:`) or names a host (`//cdn.example.com/a.js`). */
export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}

/**
 * Finds the route a path stands for: the path itself if it is a route, else the path
 * without a trailing `.html` or `/index.html` (`/a/b.html` -> `/a/b`; `/a/index.html` ->
 * `/a/` or `/a`, whichever is a route). Returns undefined when none is a route.
 */
export function resolveRoutePath(pathname: string, has: (path: string) => boolean): string | undefined {
  if (has(pathname)) return pathname;
  const candidates = pathname.endsWith('/index.html')
    ? [pathname.slice(0, -'index.html'.length), pathname.slice(0, -'/index.html'.length) || '/']
    : pathname.endsWith('.html')
      ? [pathname.slice(0, -'.html'.length)]
      : [];
  return candidates.find(has);
}

/**
 * A route path (or internal href) in the form `trailingSlash` asks for, as Docusaurus applies
 * it: `true` adds a slash, `false` removes it, unset leaves the path as written. The home page
 * `/`, fragment-only links and the query and hash are left alone.
 */
export function applyTrailingSlash(href: string, trailingSlash: boolean | undefined): string {
  if (trailingSlash === undefined || href.startsWith('#')) return href;
  const end = href.search(/[?#]/);
  const pathname = end < 0 ? href : href.slice(0, end);
  if (pathname === '/' || pathname === '') return href;
  const trimmed = pathname.replace(/\/+$/, '');
  return (trailingSlash ? `${trimmed}/` : trimmed) + href.slice(pathname.length);
}

/**
 * The route of an API item under the API root's route: with the root in its trailing-slash
 * form (`/api/my-lib/`), the item's route ends in a slash too.
 */
export function apiItemPath(apiPath: string, item: { kind: string; name: string }): string {
  return apiPath.endsWith('/') ? `${apiPath}${item.kind}/${item.name}/` : `${apiPath}/${item.kind}/${item.name}`;
}

/**
 * The route of the API's types page (its type aliases, constants and internal types) under the
 * API root's route, in the root's trailing-slash form like an item's route.
 */
export function apiTypesPath(apiPath: string): string {
  return apiPath.endsWith('/') ? `${apiPath}types/` : `${apiPath}/types`;
}

/**
 * The file a route is written to in the output folder: `/a/b` as `a/b.html` and `/a/` as
 * `a/index.html`. GitHub Pages, Netlify and Cloudflare Pages serve each path from that file
 * as it is; a folder asked for without its slash (`/a/b` for `a/b/index.html`) costs a redirect.
 */
export function routeOutputFile(routePath: string): string {
  const trimmed = routePath.replace(/^\/+|\/+$/g, '');
  if (!trimmed) return 'index.html';
  return routePath.endsWith('/') ? `${trimmed}/index.html` : `${trimmed}.html`;
}
