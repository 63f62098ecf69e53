// Prefetching is skipped on slow or metered connections, as readers there pay for every byte.

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

export function canPrefetch(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return true;
  return !(connection.saveData || (connection.effectiveType ?? '').includes('2g'));
}

const hinted = new Set<string>();

/** Adds `<link rel="prefetch">` for a URL, once. */
export function addPrefetchLink(url: string): void {
  if (hinted.has(url)) return;
  hinted.add(url);
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  link.as = 'script';
  document.head.appendChild(link);
}

// One observer for every link: an API page has hundreds of sidebar links.
let observer: IntersectionObserver | undefined;
const onVisible = new WeakMap<Element, () => void>();

/** Calls `callback` once, the first time `element` scrolls into view. Returns the cleanup. */
export function whenVisible(element: Element, callback: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer!.unobserve(entry.target);
      onVisible.get(entry.target)?.();
      onVisible.delete(entry.target);
    }
  });
  onVisible.set(element, callback);
  observer.observe(element);
  return () => {
    onVisible.delete(element);
    observer?.unobserve(element);
  };
}
