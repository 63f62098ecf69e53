// Page side of a run, loaded by the first Run (a dynamic import of CodeBlock and Playground):
// starts a worker, sends the job, and stops the worker when the run ends or overruns.
import type { LiveJob, LiveResult, RunMessage, WorkerMessage } from './liveTypes.ts';

/** Names of the live assets under assets/, set by bundleClient when it bundles this chunk. */
declare const SITEGEN_LIVE_ASSETS: { runner: string; graphql: string };

/** How long a run may take once graphql is loaded. */
export const RUN_LIMIT_MS = 2000;

/** The message a run past the limit shows. */
export const STOPPED_MESSAGE = `Stopped after ${RUN_LIMIT_MS / 1000} s: the sample was still running, so its worker was ended.`;

// This chunk sits in assets/c/; the live assets in assets/live/.
const assetUrl = (name: string) => new URL(`../${name}`, import.meta.url).href;

export function runInWorker(job: LiveJob): Promise<LiveResult> {
  const worker = new Worker(assetUrl(SITEGEN_LIVE_ASSETS.runner), { type: 'module', name: 'sitegen-live' });
  return new Promise<LiveResult>((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (result: LiveResult) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(result);
    };
    worker.onmessage = ({ data }: MessageEvent<WorkerMessage>) => {
      if (data.type === 'started') timer = setTimeout(() => finish({ output: '', stopped: true, error: STOPPED_MESSAGE }), RUN_LIMIT_MS);
      else finish(data.result);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      finish({ output: '', error: `The runner failed: ${event.message || 'its script did not load'}` });
    };
    const message: RunMessage = { graphqlUrl: assetUrl(SITEGEN_LIVE_ASSETS.graphql), job };
    worker.postMessage(message);
  });
}
