import type { RuntimeApi } from './RuntimeContext.ts';
import type { Manifest, RouteLoader } from './routeLoader.ts';
import { cancelQueuedPrefetches, canPrefetch, queuePrefetch } from './prefetch.ts';
import { resolveRoutePath } from './routePath.ts';

/** What links call in the browser: queued prefetch hints on view, real loads on hover or touch, and on a click a load ahead of everything. */
export function createRuntimeApi(loader: RouteLoader, manifest: Manifest, searchIndexUrl?: string): RuntimeApi {
  const routeOf = (path: string) => resolveRoutePath(path, loader.has);
  // The page on screen needs no hint: on a first load its data came with its HTML.
  const isCurrent = (route: string) => route === routeOf(window.location.pathname);
  return {
    searchIndexUrl,
    isRoute: (path) => routeOf(path) !== undefined,
    prefetch(path) {
      const route = routeOf(path);
      const entry = route ? manifest.routes[route] : undefined;
      if (!entry || !canPrefetch() || isCurrent(route!)) return;
      queuePrefetch(entry[0]);
      const sidebarUrl = entry[1] && manifest.sidebars[entry[1]];
      if (sidebarUrl) queuePrefetch(sidebarUrl);
    },
    preload(path) {
      const route = routeOf(path);
      // The loader keeps each route's promise, so this loads a route's code once.
      if (route && canPrefetch() && !isCurrent(route)) loader.load(route).catch(() => {});
    },
    load(path) {
      cancelQueuedPrefetches();
      const route = routeOf(path);
      // The navigation that follows awaits this same promise, and reports its failure.
      if (route) loader.load(route).catch(() => {});
    },
  };
}
