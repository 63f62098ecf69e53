import { createContext, useContext } from 'react';

/** What links need from the runtime; the server gives no-ops. */
export interface RuntimeApi {
  /** Queue a hint for the browser to fetch a route's code when idle (a low-priority `<link rel="prefetch">`). */
  prefetch(path: string): void;
  /** Load a route's code now (hover, touch). */
  preload(path: string): void;
  /** A click on a link to the path: drop the queued prefetches and load its code first, on any connection. */
  load(path: string): void;
  /** URL of the search index JSON (not known while prerendering: search runs in the browser). */
  searchIndexUrl?: string;
  /** The site's trailingSlash, which internal links follow (set by AppFrame from the site data). */
  trailingSlash?: boolean;
}

export const serverRuntime: RuntimeApi = { prefetch() {}, preload() {}, load() {} };

export const RuntimeContext = createContext<RuntimeApi>(serverRuntime);

export function useRuntime(): RuntimeApi {
  return useContext(RuntimeContext);
}
