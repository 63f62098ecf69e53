import { existsSync } from 'node:fs';

/** sitegen's worker threads, each a file of the compiled CLI (bin/compileCli.mjs compiles them, bin/sitegen.mjs names them). */
export type WorkerName = 'api' | 'markdown';

/**
 * The compiled CLI's file of a worker thread. Without it (tests, SITEGEN_TSX=1), undefined: the
 * work stays on the calling thread.
 */
export function workerFile(name: WorkerName): string | undefined {
  const files = (globalThis as Record<symbol, Partial<Record<WorkerName, string>> | undefined>)[
    Symbol.for('sitegen.workers')
  ];
  const file = files?.[name];
  return file && existsSync(file) ? file : undefined;
}
