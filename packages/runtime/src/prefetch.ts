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
