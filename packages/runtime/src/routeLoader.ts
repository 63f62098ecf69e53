import { markLoading } from './prefetch.ts';
import { resolveRoutePath } from './routePath.ts';
import { type PackedSidebarItem, unpackSidebar } from './sidebarChunk.ts';
import type { LoadPageCode, PageData, RouteSources, RouteTable, SidebarItem, SidebarName } from './types.ts';

/** What a first load knows of its own route without the route table: its sidebar, and its page chunk unless its data is in the HTML. */
export interface KnownRoute {
  path: string;
  chunkUrl?: string;
  sidebar?: SidebarName;
}

const importChunk = (url: string): Promise<{ default?: unknown }> => import(/* @vite-ignore */ url);

/** A chunk's default export; a chunk without one is a build bug, reported with its URL. */
export async function importDefault(url: string): Promise<unknown> {
  const mod = await importChunk(url);
  if (!mod || mod.default === undefined) throw new Error(`The page module ${url} has no default export.`);
  return mod.default;
}

export interface LoadedRoute {
  path: string;
  page: PageData;
  sidebar?: SidebarItem[];
}

/**
 * Loads route code once per route, remembering successes (not failures, so a retry can work).
 * The route table is not part of a first load: it loads when a link first needs it. A route is
 * loaded once its data and the code its page needs (`loadPageCode`) are.
 */
export function createRouteLoader(sources: RouteSources & { loadPageCode?: LoadPageCode }, known?: KnownRoute) {
  const cache = new Map<string, Promise<LoadedRoute>>();
  // One sidebar object per chunk, shared by the routes that show it.
  const sidebars = new Map<string, Promise<SidebarItem[]>>();
  let table: Promise<RouteTable> | undefined;

  function routes(): Promise<RouteTable> {
    table ??= importDefault(sources.routes).then(
      (value) => value as RouteTable,
      (error: unknown) => {
        table = undefined;
        throw error;
      },
    );
    return table;
  }

  /** The route a path stands for (see resolveRoutePath), or undefined when it is none. */
  async function resolve(pathname: string): Promise<string | undefined> {
    if (known && pathname === known.path) return known.path;
    const all = await routes();
    return resolveRoutePath(pathname, (path) => Object.hasOwn(all, path));
  }

  function sidebarOf(url: string): Promise<SidebarItem[]> {
    let sidebar = sidebars.get(url);
    if (!sidebar) {
      markLoading(url);
      sidebar = importDefault(url).then((packed) => unpackSidebar(packed as PackedSidebarItem[]));
      sidebars.set(url, sidebar);
      sidebar.catch(() => sidebars.delete(url));
    }
    return sidebar;
  }

  /** The URLs of a route's page chunk and sidebar chunk. */
  async function chunksOf(path: string): Promise<string[]> {
    const [pageUrl, sidebar] =
      known?.chunkUrl && path === known.path ? [known.chunkUrl, known.sidebar] : ((await routes())[path] ?? []);
    if (!pageUrl) throw new Error(`No route "${path}".`);
    const sidebarUrl = sidebar ? sources.sidebars[sidebar] : undefined;
    return sidebarUrl ? [pageUrl, sidebarUrl] : [pageUrl];
  }

  function load(path: string): Promise<LoadedRoute> {
    const cached = cache.get(path);
    if (cached) return cached;
    const loaded = chunksOf(path).then(async ([pageUrl, sidebarUrl]) => {
      // A queued prefetch hint of this URL would only fetch it a second time.
      markLoading(pageUrl!);
      const [page, sidebar] = await Promise.all([importDefault(pageUrl!), sidebarUrl && sidebarOf(sidebarUrl)]);
      await sources.loadPageCode?.(page as PageData);
      return { path, page: page as PageData, sidebar: sidebar || undefined };
    });
    cache.set(path, loaded);
    loaded.catch(() => cache.delete(path));
    return loaded;
  }

  /** A sidebar alone: a first load has its page's data in its HTML. */
  async function loadSidebar(name: SidebarName | undefined): Promise<SidebarItem[] | undefined> {
    const sidebarUrl = name ? sources.sidebars[name] : undefined;
    return sidebarUrl ? sidebarOf(sidebarUrl) : undefined;
  }

  return {
    load,
    loadSidebar,
    resolve,
    chunksOf,
  };
}

export type RouteLoader = ReturnType<typeof createRouteLoader>;
