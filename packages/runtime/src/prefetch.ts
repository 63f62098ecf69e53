// Prefetching is skipped on slow or metered connections, as readers there pay for every byte.
// It never competes with a click: hints wait in a queue, start when the browser is idle, at
// most two at a time and at low priority, and a click drops the ones not yet started.

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

export function canPrefetch(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return true;
  return !(connection.saveData || (connection.effectiveType ?? '').includes('2g'));
}

/** Prefetches running at once: enough to keep the network busy, few enough that a click's request is served next. */
const MAX_PREFETCHES_IN_FLIGHT = 2;

const queued: string[] = [];
/** URLs whose hint was started (or that a real load took over): never hinted again. */
const taken = new Set<string>();
let inFlight = 0;
let idleWaiting = false;

// Safari has no requestIdleCallback: a timeout then lets the current frame finish first.
export const whenIdle = (callback: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(callback, { timeout: 2000 })
    : setTimeout(callback, 50);

/** Queues a low-priority `<link rel="prefetch">` for a URL, once; it starts when the browser is idle. */
export function queuePrefetch(url: string): void {
  if (taken.has(url) || queued.includes(url)) return;
  queued.push(url);
  startWhenIdle();
}

/** A real load of `url` started (hover, click): it needs no hint, now or later. */
export function markLoading(url: string): void {
  taken.add(url);
  const index = queued.indexOf(url);
  if (index >= 0) queued.splice(index, 1);
}

/** Clicks whose route's code is still loading: no hint starts meanwhile. */
let clicksLoading = 0;

/**
 * A click: the prefetches not yet started are dropped, and none starts until `loading` (its
 * route's code) settles, so that nothing competes with it; links seen meanwhile wait until then.
 */
export function prefetchAfterClick(loading: Promise<unknown>): void {
  queued.length = 0;
  clicksLoading++;
  const done = () => {
    clicksLoading--;
    startWhenIdle();
  };
  loading.then(done, done);
}

function startWhenIdle(): void {
  if (idleWaiting || clicksLoading > 0 || queued.length === 0 || inFlight >= MAX_PREFETCHES_IN_FLIGHT) return;
  idleWaiting = true;
  whenIdle(() => {
    idleWaiting = false;
    while (clicksLoading === 0 && inFlight < MAX_PREFETCHES_IN_FLIGHT && queued.length > 0) startHint(queued.shift()!);
  });
}

function startHint(url: string): void {
  taken.add(url);
  inFlight++;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = 'script';
  link.fetchPriority = 'low';
  link.href = url;
  link.onload = link.onerror = () => {
    link.onload = link.onerror = null;
    inFlight--;
    startWhenIdle();
  };
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
