import { markLoading } from './prefetch.ts';
import type { PageData, SidebarItem, SidebarName } from './types.ts';

/** A route of the client manifest: the URL of its page chunk and the sidebar it shows. */
export type ManifestRoute = [chunkUrl: string, sidebar?: SidebarName];

export interface Manifest {
  routes: Record<string, ManifestRoute>;
  /** URL of each sidebar's chunk. */
  sidebars: Record<string, string>;
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

/** Loads route code once per route, remembering successes (not failures, so a retry can work). */
export function createRouteLoader(manifest: Manifest) {
  const cache = new Map<string, Promise<LoadedRoute>>();

  function load(path: string): Promise<LoadedRoute> {
    const cached = cache.get(path);
    if (cached) return cached;
    const entry = manifest.routes[path];
    if (!entry) return Promise.reject(new Error(`No route "${path}".`));
    const [pageUrl, sidebarName] = entry;
    const sidebarUrl = sidebarName ? manifest.sidebars[sidebarName] : undefined;
    // A queued prefetch hint of these URLs would only fetch them a second time.
    markLoading(pageUrl);
    if (sidebarUrl) markLoading(sidebarUrl);
    const promise = Promise.all([importDefault(pageUrl), sidebarUrl ? importDefault(sidebarUrl) : undefined]).then(
      ([page, sidebar]) => ({ path, page: page as PageData, sidebar: sidebar as SidebarItem[] | undefined }),
    );
    cache.set(path, promise);
    promise.catch(() => cache.delete(path));
    return promise;
  }

  /** Only the sidebar of a route: a first load has its page's data in its HTML. */
  async function loadSidebar(path: string): Promise<SidebarItem[] | undefined> {
    const sidebarName = manifest.routes[path]?.[1];
    const sidebarUrl = sidebarName ? manifest.sidebars[sidebarName] : undefined;
    if (!sidebarUrl) return undefined;
    markLoading(sidebarUrl);
    return (await importDefault(sidebarUrl)) as SidebarItem[];
  }

  return {
    load,
    loadSidebar,
    has: (path: string) => Object.hasOwn(manifest.routes, path),
    /** The loaded value if it is already there, without waiting. */
    peek: (path: string) => cache.get(path),
  };
}

export type RouteLoader = ReturnType<typeof createRouteLoader>;
