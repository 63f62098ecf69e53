/**
 * Runs one rebuild at a time. Changes arriving within `delayMs` of each other, or while a
 * rebuild runs, are merged into the next rebuild: a burst of saves costs one rebuild more.
 */
export function createRebuildQueue<K>(run: (changes: Set<K>) => Promise<void>, options: { delayMs: number }) {
  let pending = new Set<K>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const flush = async () => {
    timer = undefined;
    const changes = pending;
    pending = new Set();
    running = run(changes);
    try {
      await running;
    } finally {
      running = undefined;
      if (pending.size) schedule();
    }
  };
  const schedule = () => {
    if (running) return; // picked up when the running rebuild ends
    clearTimeout(timer);
    timer = setTimeout(() => void flush(), options.delayMs);
  };

  return {
    push(kind: K) {
      pending.add(kind);
      schedule();
    },
    /** Drops waiting changes; resolves when the running rebuild (if any) has ended. */
    async stop() {
      clearTimeout(timer);
      pending.clear();
      await running?.catch(() => {});
    },
  };
}
