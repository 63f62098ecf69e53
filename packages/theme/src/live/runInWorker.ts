// Page side of a run: starts a worker (its script and graphql load then, on the first Run),
// sends the job, and stops the worker when the run ends or overruns.
import type { LiveJob, LiveResult, RunMessage, WorkerMessage } from './liveTypes.ts';

/** Paths of the live assets inside assets/, set by bundleClient when it bundles this chunk (strings, so esbuild inlines them). */
declare const SITEGEN_LIVE_RUNNER: string;
declare const SITEGEN_LIVE_GRAPHQL: string;

/** How long a run may take once graphql is loaded. */
export const RUN_LIMIT_MS = 2000;

/** The message a run past the limit shows. */
export const STOPPED_MESSAGE = `Stopped after ${RUN_LIMIT_MS / 1000} s: the sample was still running, so its worker was ended.`;

// This code is bundled into a file under assets/ (the entry, or a chunk in assets/c/); the names are inside assets/.
const assetUrl = (name: string) => {
  const here = import.meta.url;
  return here.slice(0, here.lastIndexOf('/assets/') + '/assets/'.length) + name;
};

export function runInWorker(job: LiveJob): Promise<LiveResult> {
  const worker = new Worker(assetUrl(SITEGEN_LIVE_RUNNER), { type: 'module', name: 'sitegen-live' });
  return new Promise<LiveResult>((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (result: LiveResult) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(result);
    };
    worker.onmessage = ({ data }: MessageEvent<WorkerMessage>) => {
      if (data.type === 'started')
        timer = setTimeout(() => finish({ output: '', stopped: true, error: STOPPED_MESSAGE }), RUN_LIMIT_MS);
      else finish(data.result);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      finish({ output: '', error: `The runner failed: ${event.message || 'its script did not load'}` });
    };
    const message: RunMessage = { graphqlUrl: assetUrl(SITEGEN_LIVE_GRAPHQL), job };
    worker.postMessage(message);
  });
}
