import { useEffect, useRef, type ElementType, type ReactNode } from 'react';
import { type RuntimeApi, useRuntime } from './RuntimeContext.ts';
import { canPrefetch, whenVisible } from './prefetch.ts';
import { staticHtmlOf } from './staticHtml.ts';
import { isSitePath, routeOfUrl } from './siteUrl.ts';

interface Props {
  /** The element the part is (its tag): the part adds no element of its own. */
  as?: ElementType;
  /** Unique on the page: names the part's HTML (`data-static`). */
  id: string;
  className?: string;
  /** The page came from its HTML (a first load): keep the prerendered DOM instead of rendering. */
  fromHtml?: boolean;
  /** The part's content, from the page's data (prerendering, client-side navigations). */
  render: () => ReactNode;
  /**
   * Brings the interactive components inside prerendered HTML to life (copy buttons...); returns the
   * cleanup. What it renders in place (renderInPlace) is given the app's runtime.
   */
  activate?: (element: HTMLElement, runtime: RuntimeApi) => () => void;
}

/**
 * A part of a page that does nothing in the browser but hold links and a few interactive
 * components. On a first load it is the prerendered HTML as it stands (no page data needed):
 * its internal links navigate client-side and are prefetched like Link's, and `activate`
 * wakes the components inside. Otherwise it renders its content as any component does.
 */
export function StaticPart({ as: Tag = 'div', id, className, fromHtml, render, activate }: Props) {
  const ref = useRef<HTMLElement>(null);
  const runtime = useRuntime();
  useEffect(() => {
    const element = ref.current;
    if (!fromHtml || !element) return;
    const cleanups = [activateLinks(element, runtime), activate?.(element, runtime) ?? (() => {})];
    return () => cleanups.forEach((cleanup) => cleanup());
  }, [fromHtml, activate, runtime]);
  if (!fromHtml) {
    return (
      <Tag className={className} data-static={id}>
        {render()}
      </Tag>
    );
  }
  return (
    <Tag
      ref={ref}
      className={className}
      data-static={id}
      dangerouslySetInnerHTML={{ __html: staticHtmlOf(id) ?? '' }}
    />
  );
}

/** The route an anchor leads to when it is a page of the site (what Link would handle), else undefined. */
function internalHref(anchor: HTMLAnchorElement, baseUrl: string): string | undefined {
  const href = anchor.getAttribute('href');
  if (!href || !isSitePath(href) || anchor.target || anchor.hasAttribute('download')) return undefined;
  return routeOfUrl(baseUrl, href);
}

const pathOf = (href: string) => href.split(/[?#]/)[0]!;

/** Link's behaviour for the anchors of prerendered HTML: by delegation, and one observer for prefetching. */
function activateLinks(root: HTMLElement, runtime: ReturnType<typeof useRuntime>): () => void {
  const baseUrl = runtime.baseUrl ?? '/';
  const anchorAt = (target: EventTarget | null) => {
    const anchor = target instanceof Element ? target.closest('a') : null;
    return anchor && root.contains(anchor) ? anchor : null;
  };
  const onClick = (event: MouseEvent) => {
    const anchor = anchorAt(event.target);
    const href = anchor && internalHref(anchor, baseUrl);
    if (
      !href ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    runtime.follow(href);
  };
  const onIntent = (event: Event) => {
    const anchor = anchorAt(event.target);
    const href = anchor && internalHref(anchor, baseUrl);
    if (href) runtime.preload(pathOf(href));
  };
  root.addEventListener('click', onClick);
  for (const type of ['mouseover', 'touchstart', 'focusin']) root.addEventListener(type, onIntent, { passive: true });
  const unobserve = canPrefetch()
    ? [...root.querySelectorAll('a')].flatMap((anchor) => {
        const href = internalHref(anchor, baseUrl);
        return href ? [whenVisible(anchor, () => runtime.prefetch(pathOf(href)))] : [];
      })
    : [];
  return () => {
    root.removeEventListener('click', onClick);
    for (const type of ['mouseover', 'touchstart', 'focusin']) root.removeEventListener(type, onIntent);
    unobserve.forEach((stop) => stop());
  };
}
