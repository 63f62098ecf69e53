import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

// The router the site needs and no more: the browser's location as React state, pushState to
// move, popstate for back and forward. The pages' routes are exact paths that ClientApp resolves
// itself, so a matching router (40 KB of react-router, minified) would be code every first load
// pays for and no page uses.

/** Where the reader is. A new object for each navigation, back and forward included. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** Tells history entries apart: the same URL visited twice has two keys. */
  key: string;
}

/** A URL, or the parts of the current one to change (a part not given is left out, as in a relative URL). */
export type To = string | { pathname?: string; search?: string; hash?: string };

export type Navigate = (to: To, options?: { replace?: boolean }) => void;

interface RouterValue {
  location: Location;
  navigate: Navigate;
}

const RouterContext = createContext<RouterValue | null>(null);

function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useLocation and useNavigate need a BrowserRouter or a StaticRouter around them.');
  return router;
}

export const useLocation = (): Location => useRouter().location;

export const useNavigate = (): Navigate => useRouter().navigate;

function currentLocation(): Location {
  const { pathname, search, hash } = window.location;
  const key = (history.state as { key?: string } | null)?.key ?? 'default';
  return { pathname, search, hash, key };
}

/** The browser's history: the current URL as state, updated on navigate and on back or forward. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(currentLocation);
  useEffect(() => {
    // A pop back to the entry on screen (one a panel pushed to close on Back, then dropped) moves nothing.
    const onPopState = () =>
      setLocation((shown) => {
        const next = currentLocation();
        const same = next.key === shown.key && next.pathname === shown.pathname && next.search === shown.search && next.hash === shown.hash;
        return same ? shown : next;
      });
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  const navigate = useMemo<Navigate>(
    () => (to, options) => {
      const here = window.location;
      const target = typeof to === 'string' ? to : `${to.pathname ?? here.pathname}${to.search ?? ''}${to.hash ?? ''}`;
      const url = new URL(target, here.href);
      if (url.origin !== here.origin) {
        window.location.assign(url.href);
        return;
      }
      const key = Math.random().toString(36).slice(2, 10);
      const path = url.pathname + url.search + url.hash;
      if (options?.replace) history.replaceState({ key }, '', path);
      else history.pushState({ key }, '', path);
      setLocation({ pathname: url.pathname, search: url.search, hash: url.hash, key });
    },
    [],
  );
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** A fixed location, for prerendering: nothing navigates on the server. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo<RouterValue>(() => {
    const url = new URL(location, 'http://prerender.invalid');
    return {
      location: { pathname: url.pathname, search: url.search, hash: url.hash, key: 'default' },
      navigate: () => {
        throw new Error('Nothing navigates while a page is prerendered.');
      },
    };
  }, [location]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}
