// One wrapper around localStorage. When storage is unavailable (disabled, sandboxed,
// quota), the site keeps working from memory and says so once.

const memory = new Map<string, string>();
let warned = false;

function warnOnce(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn('[sitegen] localStorage is unavailable; settings are kept in memory for this page only.', error);
}

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    warnOnce(error);
    return memory.get(key) ?? null;
  }
}

export function writeStorage(key: string, value: string): void {
  memory.set(key, value);
  try {
    window.localStorage.setItem(key, value);
  } catch (error) {
    warnOnce(error);
  }
}

export function removeStorage(key: string): void {
  memory.delete(key);
  try {
    window.localStorage.removeItem(key);
  } catch (error) {
    warnOnce(error);
  }
}

/** Calls `listener` when another tab changes `key`. Returns the unsubscribe function. */
export function subscribeStorage(key: string, listener: (value: string | null) => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === key) listener(event.newValue);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
