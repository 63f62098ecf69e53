import { StrictMode, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from './router.tsx';
import { ClientApp, type ClientOptions } from './ClientApp.tsx';
import { createRouteLoader, importDefault, type LoadedRoute } from './routeLoader.ts';
import { resolveRoutePath } from './routePath.ts';
import { routeOfUrl } from './siteUrl.ts';
import { applyHead } from './applyHead.ts';
import { APP_STARTED_FLAG } from './appStarted.ts';
import { messageOf } from './messageOf.ts';
import { captureStaticHtml, PAGE_DATA_ID, SIDEBAR_DATA_ID } from './staticHtml.ts';
import { type PackedSidebarItem, unpackSidebar } from './sidebarChunk.ts';
import { setPartRenderer } from './renderInPlace.tsx';
import type { AppData, AppProps, LoadPageCode, PageData, SidebarName } from './types.ts';

/**
 * Boots the site in the browser: loads the app data and the current route's code, then hydrates the
 * prerendered HTML. `loadPageCode` is the theme's code that a page rendered from its data needs.
 */
export async function startClient({
  App,
  loadPageCode,
}: {
  App: ComponentType<AppProps>;
  loadPageCode?: LoadPageCode;
}): Promise<void> {
  setPartRenderer(createRoot);
  // Tells the inline base-URL check that the app's JavaScript did load.
  (window as unknown as Record<string, boolean>)[APP_STARTED_FLAG] = true;
  // The runtime scrolls after each navigation (hash or top), back and forward included.
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';

  const container = document.getElementById('__sitegen')!;
  let options: ClientOptions;
  try {
    options = { App, loadPageCode, ...((await importDefault(container.dataset.app!)) as AppData) };
  } catch (error) {
    console.warn(`[sitegen] Could not load the app data, so the page stays static: ${messageOf(error)}`);
    return;
  }
  // A first load knows its own route from its HTML: the route table loads later, when a link needs it.
  const { route, chunk, sidebar } = container.dataset;
  const known =
    route === undefined ? undefined : { path: route, chunkUrl: chunk, sidebar: sidebar as SidebarName | undefined };
  const loader = createRouteLoader(options, known);
  // The router and the loader speak in routes: the base URL stays out of them (siteUrl.ts).
  const { baseUrl } = options.site;
  const pathname = routeOfUrl(baseUrl, window.location.pathname) ?? window.location.pathname;
  const prerendered = route !== undefined && resolveRoutePath(pathname, (p) => p === route) === route;
  // The page prerendered for this very route brings its data in its HTML, and its sidebar as it shows.
  const inline = prerendered ? document.getElementById(PAGE_DATA_ID)?.textContent : undefined;
  const inlineSidebar = inline ? document.getElementById(SIDEBAR_DATA_ID)?.textContent : undefined;
  // Any other path got 404.html: the not-found page, until the route table says otherwise (ClientApp).
  let initial: LoadedRoute = { path: pathname, page: options.notFound };
  try {
    if (inline) {
      const page = JSON.parse(inline) as PageData;
      const [sidebar] = await Promise.all([
        inlineSidebar
          ? unpackSidebar(JSON.parse(inlineSidebar) as PackedSidebarItem[])
          : loader.loadSidebar(known!.sidebar),
        loadPageCode?.(page),
      ]);
      initial = { path: route!, page, sidebar };
    } else if (prerendered) initial = await loader.load(route!);
    else await loadPageCode?.(initial.page);
  } catch (error) {
    // The static page is already on screen: keep it rather than reloading into a loop.
    console.warn(
      `[sitegen] Could not load the code of route "${route}", so the page stays static: ${messageOf(error)}`,
    );
    return;
  }
  // After a client-side navigation focus moves here, so the next Tab reaches the skip link first.
  container.tabIndex = -1;
  container.style.outline = 'none';

  const app = (
    <StrictMode>
      <BrowserRouter basename={baseUrl}>
        <ClientApp
          options={options}
          loader={loader}
          initial={initial}
          initialSidebar={inlineSidebar ? known!.sidebar : undefined}
        />
      </BrowserRouter>
    </StrictMode>
  );
  // Hydrate only the exact page that was prerendered. 404.html also serves `/a/b.html` and
  // unknown paths (the not-found page names the path), so those render afresh.
  if (prerendered) {
    captureStaticHtml(container);
    hydrateRoot(container, app, {
      onRecoverableError: (error) =>
        console.error('[sitegen] Hydration did not match the prerendered HTML:', messageOf(error)),
    });
  } else {
    applyHead(initial.page.head, options.site.tagline);
    createRoot(container).render(app);
  }
}
