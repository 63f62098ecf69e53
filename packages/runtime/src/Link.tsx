import { useEffect, useRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { useRuntime } from './RuntimeContext.ts';
import { canPrefetch, whenVisible } from './prefetch.ts';
import { applyTrailingSlash } from './routePath.ts';
import { isSitePath, siteUrl } from './siteUrl.ts';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children?: ReactNode;
}

/**
 * `href` is a route (`/docs/a#b`) or another URL. An internal link takes the form of its route, points at the
 * route's URL under the base URL, navigates client-side and gets its route's code prefetched when
 * it scrolls into view (queued, at low priority), loaded on hover or touch, and loaded first on a click. Other links are plain anchors.
 */
export function Link({ href: written, children, onMouseEnter, onTouchStart, onFocus, onClick, ...rest }: LinkProps) {
  const runtime = useRuntime();
  const ref = useRef<HTMLAnchorElement>(null);
  const sitePath = isSitePath(written);
  const internal = sitePath && !rest.target && !rest.download;
  // An internal link takes its route's form (trailingSlash), so that hosts answer it without a redirect.
  const route = internal ? applyTrailingSlash(written, runtime.trailingSlash) : written;
  const href = sitePath ? siteUrl(runtime.baseUrl ?? '/', route) : route;
  const pathname = route.split(/[?#]/)[0]!;

  useEffect(() => {
    const element = ref.current;
    if (!internal || !element || !canPrefetch()) return;
    return whenVisible(element, () => runtime.prefetch(pathname));
  }, [internal, pathname, runtime]);

  if (!internal) {
    return (
      <a
        href={href}
        ref={ref}
        onMouseEnter={onMouseEnter}
        onTouchStart={onTouchStart}
        onFocus={onFocus}
        onClick={onClick}
        {...rest}
      >
        {children}
      </a>
    );
  }
  const load = () => runtime.preload(pathname);
  // A plain anchor with a click handler: cheaper to prerender by the thousand than the router's Link.
  return (
    <a
      href={href}
      ref={ref}
      onClick={(e) => {
        onClick?.(e);
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        // The route's code starts loading before the router renders, ahead of any queued prefetch.
        runtime.follow(route);
      }}
      onMouseEnter={(e) => {
        load();
        onMouseEnter?.(e);
      }}
      onTouchStart={(e) => {
        load();
        onTouchStart?.(e);
      }}
      onFocus={(e) => {
        load();
        onFocus?.(e);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}
