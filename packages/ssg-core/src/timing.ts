/** Milliseconds spent in each named stage of a build. */
export type StageTimings = Record<string, number>;

export function createTimer() {
  const timings: StageTimings = {};
  const add = (name: string, start: number) => {
    timings[name] = (timings[name] ?? 0) + (performance.now() - start);
  };
  return {
    timings,
    async time<T>(name: string, fn: () => Promise<T>): Promise<T> {
      const start = performance.now();
      try {
        return await fn();
      } finally {
        add(name, start);
      }
    },
    timeSync<T>(name: string, fn: () => T): T {
      const start = performance.now();
      try {
        return fn();
      } finally {
        add(name, start);
      }
    },
  };
}
