// Runs one exported function of a module in a worker thread, so that CPU-bound work (TypeDoc
// on the API source) runs on another core beside the rest of the build.
import { Worker } from 'node:worker_threads';
import { UsageError, type Diagnostic } from '../diagnostics.ts';

type WorkerReply = { ok: true; value: unknown } | { ok: false; diagnostics?: Diagnostic[]; message: string; stack?: string };

const entry = new URL('./workerEntry.mjs', import.meta.url);

/**
 * `moduleUrl` names a module of ours (`new URL('./x.ts', import.meta.url)`); the function gets
 * `args` and its result, both structured-cloned, comes back. A UsageError thrown in the worker
 * is thrown here with the same diagnostics.
 */
export function runInWorker<T>(moduleUrl: URL, exportName: string, args: unknown[]): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const worker = new Worker(entry, { workerData: { moduleUrl: moduleUrl.href, exportName, args } });
    let settled = false;
    worker.once('message', (reply: WorkerReply) => {
      settled = true;
      void worker.terminate();
      if (reply.ok) return resolve(reply.value as T);
      if (reply.diagnostics) return reject(new UsageError(reply.diagnostics));
      const error = new Error(reply.message);
      if (reply.stack) error.stack = reply.stack;
      reject(error);
    });
    worker.once('error', (error) => {
      if (!settled) reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`The worker for ${exportName} stopped (exit code ${code}) before it answered.`));
    });
  });
}
