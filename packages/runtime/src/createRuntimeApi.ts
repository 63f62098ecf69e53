import type { RuntimeApi } from './RuntimeContext.ts';
import type { Manifest, RouteLoader } from './routeLoader.ts';
import { cancelQueuedPrefetches, canPrefetch, queuePrefetch } from './prefetch.ts';
import { resolveRoutePath } from './routePath.ts';

/** What links call in the browser: queued prefetch hints on view, real loads on hover or touch, and on a click a load ahead of everything. */
export function createRuntimeApi(loader: RouteLoader, manifest: Manifest, searchIndexUrl?: string): RuntimeApi {
  const routeOf = (path: string) => resolveRoutePath(path, loader.has);
  return {
    searchIndexUrl,
    isRoute: (path) => routeOf(path) !== undefined,
    prefetch(path) {
      const route = routeOf(path);
      const entry = route ? manifest.routes[route] : undefined;
      if (!entry || !canPrefetch()) return;
      queuePrefetch(entry[0]);
      const sidebarUrl = entry[1] && manifest.sidebars[entry[1]];
      if (sidebarUrl) queuePrefetch(sidebarUrl);
    },
    preload(path) {
      const route = routeOf(path);
      // The loader keeps each route's promise, so this loads a route's code once.
      if (route && canPrefetch()) loader.load(route).catch(() => {});
    },
    load(path) {
      cancelQueuedPrefetches();
      const route = routeOf(path);
      // The navigation that follows awaits this same promise, and reports its failure.
      if (route) loader.load(route).catch(() => {});
    },
  };
}
