import { createContext, useContext } from 'react';
import type { LiveAssetNames } from './types.ts';

/** What links, search and live samples need from the runtime; the server gives no-ops. */
export interface RuntimeApi {
  /** Queue a hint for the browser to fetch a route's code when idle (a low-priority `<link rel="prefetch">`). */
  prefetch(path: string): void;
  /** Load a route's code now (hover, touch). */
  preload(path: string): void;
  /**
   * A click on a link to `href`: its route's code loads first, ahead of the queued prefetches (dropped),
   * on any connection, and the router goes there. One function for the app's life: react-router's
   * `useNavigate` would re-render every link on every navigation.
   */
  follow(href: string): void;
  /**
   * Replaces the sidebar of a first load, which holds what it shows (its closed categories cut),
   * by the whole sidebar from its chunk; resolves once the app renders it. A no-op otherwise.
   */
  completeSidebar(): Promise<void>;
  /** URL of the search index JSON (not known while prerendering: search runs in the browser). */
  searchIndexUrl?: string;
  /** Where the live samples' code is, from the app data (none while prerendering, or on a site without live samples). */
  live?: LiveAssetNames;
  /** The site's trailingSlash, which internal links follow (set by AppFrame from the site data). */
  trailingSlash?: boolean;
  /** The site's base URL, under which a link's route becomes its URL (set by AppFrame from the site data). */
  baseUrl?: string;
}

export const serverRuntime: RuntimeApi = { prefetch() {}, preload() {}, follow() {}, completeSidebar: async () => {} };

export const RuntimeContext = createContext<RuntimeApi>(serverRuntime);

export function useRuntime(): RuntimeApi {
  return useContext(RuntimeContext);
}
