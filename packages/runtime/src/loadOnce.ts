/** Code loaded on demand: the first call loads it, later calls share that load. */
export interface Once<T> {
  /** Starts the load, or returns the one under way or done; after a failure, the next call tries again. */
  load(): Promise<T>;
  /** What the load gave, once it has succeeded. */
  readonly value: T | undefined;
}

/** Wraps `importer` (a dynamic import, say) so that it runs once, and again only after it failed. */
export function loadOnce<T>(importer: () => Promise<T>): Once<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load: () =>
      (loading ??= importer().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    get value() {
      return value;
    },
  };
}
