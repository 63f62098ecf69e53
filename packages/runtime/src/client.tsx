import { StrictMode, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, useLocation, type Location } from 'react-router-dom';
import { ProgressBar, PROGRESS_DELAY_MS } from './ProgressBar.tsx';
import { RuntimeContext, type RuntimeApi } from './RuntimeContext.ts';
import { addPrefetchLink, canPrefetch } from './prefetch.ts';
import { createRouteLoader, type LoadedRoute, type Manifest, type RouteLoader } from './routeLoader.ts';
import { resolveRoutePath } from './routePath.ts';
import { applyHead } from './applyHead.ts';
import { scrollToLocation } from './scrollToLocation.ts';
import type { AppProps, PageData, SiteData } from './types.ts';

export interface ClientOptions {
  App: ComponentType<AppProps>;
  site: SiteData;
  manifest: Manifest;
  /** The page shown for paths that are no route. */
  notFound: PageData;
}

/** Boots the site in the browser: loads the current route's code, then hydrates the prerendered HTML. */
export async function startClient(options: ClientOptions): Promise<void> {
  const loader = createRouteLoader(options.manifest);
  const container = document.getElementById('__sitegen')!;
  const path = resolveRoutePath(window.location.pathname, loader.has);
  let initial: LoadedRoute;
  try {
    initial = path ? await loader.load(path) : { path: window.location.pathname, page: options.notFound };
  } catch (error) {
    // The static page is already on screen: keep it rather than reloading into a loop.
    console.warn(`[sitegen] Could not load the code of route "${path}"; the page stays static.`, error);
    return;
  }
  const app = (
    <StrictMode>
      <BrowserRouter>
        <ClientApp options={options} loader={loader} initial={initial} />
      </BrowserRouter>
    </StrictMode>
  );
  // 404.html also serves `/a/b.html`: when the prerendered page is not the one to show, render afresh.
  const prerendered = container.dataset.route;
  if (prerendered === (path ?? '404')) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

interface Shown {
  location: Location;
  route: LoadedRoute;
}

function ClientApp({ options, loader, initial }: { options: ClientOptions; loader: RouteLoader; initial: LoadedRoute }) {
  const location = useLocation();
  const [shown, setShown] = useState<Shown>({ location, route: initial });
  const [slow, setSlow] = useState(false);
  const firstRender = useRef(true);

  const runtime = useMemo<RuntimeApi>(() => createRuntimeApi(loader, options.manifest), [loader, options.manifest]);

  useEffect(() => {
    if (location === shown.location) return;
    if (location.pathname === shown.location.pathname) {
      setShown({ location, route: shown.route });
      return;
    }
    const target = resolveRoutePath(location.pathname, loader.has);
    if (!target) {
      setShown({ location, route: { path: location.pathname, page: options.notFound } });
      return;
    }
    let cancelled = false;
    const timer = setTimeout(() => setSlow(true), PROGRESS_DELAY_MS);
    loader.load(target).then(
      (route) => {
        if (!cancelled) setShown({ location, route });
      },
      (error) => {
        if (cancelled) return;
        console.warn(`[sitegen] Failed to load the code of route "${target}"; doing a full page load.`, error);
        window.location.assign(location.pathname + location.search + location.hash);
      },
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
      setSlow(false);
    };
  }, [location, shown, loader, options.notFound]);

  useLayoutEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      if (shown.location.hash) scrollToLocation(shown.location);
      return;
    }
    setSlow(false);
    applyHead(shown.route.page.head);
    scrollToLocation(shown.location);
  }, [shown]);

  const { App, site } = options;
  return (
    <RuntimeContext.Provider value={runtime}>
      {slow && <ProgressBar />}
      <App site={site} path={shown.route.path} page={shown.route.page} sidebar={shown.route.sidebar} />
    </RuntimeContext.Provider>
  );
}

function createRuntimeApi(loader: RouteLoader, manifest: Manifest): RuntimeApi {
  const routeOf = (path: string) => resolveRoutePath(path, loader.has);
  return {
    isRoute: (path) => routeOf(path) !== undefined,
    prefetch(path) {
      const route = routeOf(path);
      const url = route && manifest.routes[route]?.[0];
      if (url && canPrefetch()) addPrefetchLink(url);
    },
    preload(path) {
      const route = routeOf(path);
      if (route && canPrefetch()) loader.load(route).catch(() => {});
    },
  };
}
