// Path rules shared by the build (link checks) and the browser (route lookup).

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
 * The file a route is written to in the output folder: `/a/b` as `a/b.html` and `/a/` as
 * `a/index.html`. GitHub Pages, Netlify and Cloudflare Pages serve each path from that file
 * as it is; a folder asked for without its slash (`/a/b` for `a/b/index.html`) costs a redirect.
 */
export function routeOutputFile(routePath: string): string {
  const trimmed = routePath.replace(/^\/+|\/+$/g, '');
  if (!trimmed) return 'index.html';
  return routePath.endsWith('/') ? `${trimmed}/index.html` : `${trimmed}.html`;
}
