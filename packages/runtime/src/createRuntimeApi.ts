import type { RuntimeApi } from './RuntimeContext.ts';
import type { RouteLoader } from './routeLoader.ts';
import { canPrefetch, prefetchAfterClick, queuePrefetch, whenIdle } from './prefetch.ts';
import { routeOfUrl } from './siteUrl.ts';

/**
 * What links call in the browser: queued prefetch hints on view, real loads on hover or touch, and on a
 * click a load ahead of everything, then `navigate` (the router's, as it is at the time of the click).
 */
export function createRuntimeApi(options: {
  loader: RouteLoader;
  /** Goes to a route (the router's navigate, which puts the base URL in front). */
  navigate: (href: string) => void;
  searchIndexUrl?: string;
  live?: RuntimeApi['live'];
  baseUrl: string;
  completeSidebar: RuntimeApi['completeSidebar'];
}): RuntimeApi {
  const { loader, navigate, searchIndexUrl, live, baseUrl, completeSidebar } = options;
  // The page on screen needs no hint: on a first load its data came with its HTML.
  const other = async (path: string) => {
    const here = routeOfUrl(baseUrl, window.location.pathname);
    const [route, current] = await Promise.all([loader.resolve(path), here && loader.resolve(here)]);
    return route !== current ? route : undefined;
  };
  // Hints wait until the browser is idle, and so does the route table they need on a first load.
  let idle: Promise<void> | undefined;
  const afterIdle = () => (idle ??= new Promise((resolve) => whenIdle(() => resolve())));
  // A click drops the hints not yet queued too (still waiting for idle time or the route table).
  let clicks = 0;
  return {
    searchIndexUrl,
    live,
    completeSidebar,
    prefetch(path) {
      if (!canPrefetch()) return;
      const seenAfter = clicks;
      afterIdle()
        .then(() => other(path))
        .then(async (route) => (route ? await loader.chunksOf(route) : []))
        .then((urls) => seenAfter === clicks && urls.forEach(queuePrefetch))
        .catch(() => {});
    },
    preload(path) {
      // The loader keeps each route's promise, so this loads a route's code once.
      if (canPrefetch())
        other(path)
          .then((route) => (route ? loader.load(route) : undefined))
          .catch(() => {});
    },
    follow(href) {
      const path = href.split(/[?#]/)[0]!;
      clicks++;
      // The navigation that follows awaits this same promise, and reports its failure.
      const loading = loader.resolve(path).then((route) => (route ? loader.load(route) : undefined));
      prefetchAfterClick(loading);
      loading.catch(() => {});
      navigate(href);
    },
  };
}
