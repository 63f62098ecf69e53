import { type ComponentType, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, type Location } from './router.tsx';
import { PROGRESS_DELAY_MS } from './ProgressBar.tsx';
import { AppFrame } from './AppFrame.tsx';
import { createRuntimeApi } from './createRuntimeApi.ts';
import { importDefault, type LoadedRoute, type RouteLoader } from './routeLoader.ts';
import type { AppData, AppProps, LoadPageCode, PageData, SidebarItem, SidebarName } from './types.ts';
import { applyHead } from './applyHead.ts';
import { scrollToLocation } from './scrollToLocation.ts';
import { messageOf } from './messageOf.ts';
import { laterPartsShown } from './laterCode.tsx';
import { siteUrl } from './siteUrl.ts';

/** What the client starts with: the app data module's content, the theme's root component and its page code. */
export interface ClientOptions extends AppData {
  App: ComponentType<AppProps>;
  loadPageCode?: LoadPageCode;
}

interface Shown {
  location: Location;
  route: LoadedRoute;
}

interface Props {
  options: ClientOptions;
  loader: RouteLoader;
  initial: LoadedRoute;
  /** The chunk of the initial route's sidebar, when the first load's HTML holds it in part (cut categories). */
  initialSidebar?: SidebarName;
}

/**
 * The router's location changes at once on a click; the page shown (`shown`) only changes
 * once the next route's code has loaded, so the old page stays on screen meanwhile.
 */
export function ClientApp({ options, loader, initial, initialSidebar }: Props) {
  const location = useLocation();
  const [shown, setShown] = useState<Shown>({ location, route: initial });
  const [slow, setSlow] = useState(false);
  const previous = useRef<Shown | null>(null);
  // The links' navigate stays one function (see RuntimeApi.follow) and calls the router's latest.
  const navigate = useNavigate();
  const latestNavigate = useRef(navigate);
  useLayoutEffect(() => {
    latestNavigate.current = navigate;
  }, [navigate]);
  const runtime = useMemo(
    () =>
      createRuntimeApi({
        loader,
        navigate: (href) => latestNavigate.current(href),
        searchIndexUrl: options.searchIndexUrl,
        live: options.live,
        baseUrl: options.site.baseUrl,
        // Only the first load's route shows a cut sidebar: a navigation loads the whole one.
        completeSidebar: async () => {
          if (!initialSidebar) return;
          await loader.loadSidebar(initialSidebar).then(
            (sidebar) =>
              setShown((current) =>
                current.route === initial ? { location: current.location, route: { ...initial, sidebar } } : current,
              ),
            (error: unknown) => {
              console.warn(`[sitegen] Could not load the sidebar "${initialSidebar}": ${messageOf(error)}`);
              throw error;
            },
          );
        },
      }),
    [loader, options.searchIndexUrl, options.live, options.site.baseUrl, initial, initialSidebar],
  );

  useEffect(() => {
    if (location === shown.location) return;
    if (location.pathname === shown.location.pathname) {
      setShown({ location, route: shown.route });
      return;
    }
    let cancelled = false;
    const timer = setTimeout(() => setSlow(true), PROGRESS_DELAY_MS);
    const notFound: LoadedRoute = { path: location.pathname, page: options.notFound };
    loader
      .resolve(location.pathname)
      .then((target) => (target ? loader.load(target) : notFound))
      .then(
        (route) => {
          if (cancelled) return;
          // One commit: the new page never shows under the old navigation's progress bar.
          setSlow(false);
          setShown({ location, route });
        },
        (error: unknown) => {
          if (cancelled) return;
          const url = siteUrl(options.site.baseUrl, location.pathname + location.search + location.hash);
          console.warn(
            `[sitegen] Could not load the code of route "${location.pathname}" (${messageOf(error)}); loading ${url} in full.`,
          );
          // The full load renders the static HTML; if its code fails again it stays static (no loop).
          window.location.assign(url);
        },
      );
    return () => {
      cancelled = true;
      clearTimeout(timer);
      setSlow(false);
    };
  }, [location, shown, loader, options.notFound, options.site.baseUrl]);

  useEffect(() => {
    // A path that 404.html answered may be a route in another form (`/a/index.html` for `/a`):
    // the route table, loaded after the not-found page shows, tells, and the route then shows.
    if (initial.page !== options.notFound) return;
    let cancelled = false;
    loader
      .resolve(initial.path)
      .then((target) => (target ? loader.load(target) : undefined))
      .then((route) => {
        if (route && !cancelled)
          setShown((current) => (current.route === initial ? { location: current.location, route } : current));
      })
      .catch((error: unknown) =>
        console.warn(`[sitegen] Could not look up "${initial.path}" in the route table: ${messageOf(error)}`),
      );
    return () => {
      cancelled = true;
    };
  }, [initial, loader, options.notFound]);

  useLayoutEffect(() => {
    const before = previous.current;
    if (before === shown) return;
    previous.current = shown;
    if (!before) {
      if (shown.location.hash) scrollToLocation(shown.location);
      // Marks the page as interactive (hydrated or rendered, the later parts too), for tests and tooling.
      void laterPartsShown().then(() => document.getElementById('__sitegen')?.setAttribute('data-ready', 'true'));
      return;
    }
    if (before.route !== shown.route) applyHead(shown.route.page.head, options.site.tagline);
    // The same location with new data is a refresh in place (sitegen dev): the reader stays where they were.
    if (before.location === shown.location) return;
    scrollToLocation(shown.location);
    if (!shown.location.hash && before.location.pathname !== shown.location.pathname) {
      document.getElementById('__sitegen')?.focus({ preventScroll: true });
    }
  }, [shown, options.site.tagline]);

  useEffect(() => {
    // For sitegen dev: show the rebuilt data of the current page without a reload.
    const hooks = window as unknown as { __sitegenRefresh?: (chunks: string[]) => Promise<void> };
    const path = shown.route.path;
    hooks.__sitegenRefresh = async (chunks) => {
      // The rebuilt page's data chunk, and its sidebar's.
      const [page, sidebar] = await Promise.all(chunks.map(importDefault));
      await options.loadPageCode?.(page as PageData);
      const route = { path, page: page as PageData, sidebar: sidebar as SidebarItem[] | undefined };
      setShown((current) => (current.route.path === path ? { location: current.location, route } : current));
    };
    return () => {
      delete hooks.__sitegenRefresh;
    };
  }, [shown.route.path, options.loadPageCode]);

  const { App, site } = options;
  // The same element while only the location changed (a click, before the next page's code is in):
  // React then leaves the page on screen as it is instead of rendering it again.
  const { route } = shown;
  return useMemo(
    () => (
      <AppFrame
        App={App}
        runtime={runtime}
        slow={slow}
        site={site}
        path={route.path}
        page={route.page}
        sidebar={route.sidebar}
      />
    ),
    [App, runtime, slow, site, route],
  );
}
