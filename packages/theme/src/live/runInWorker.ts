// Page side of a run: starts a worker (its script and the site's live modules load then, on the first Run),
// sends the job, and stops the worker when the run ends or overruns.
import type { LiveAssetNames } from '@sitegen/runtime/types.ts';
import type { LiveJob, LiveResult, RunMessage, WorkerMessage } from './liveTypes.ts';

/** The message a run shows on a site that configures no live samples (no worker was bundled). */
export const NO_LIVE_MESSAGE = 'This site has no live samples: site.config.ts names no `live` modules.';

/** How long a run may take once the modules are loaded. */
export const RUN_LIMIT_MS = 2000;

/** The message a run past the limit shows. */
export const STOPPED_MESSAGE = `Stopped after ${RUN_LIMIT_MS / 1000} s: the sample was still running, so its worker was ended.`;

// This code is bundled into a file under assets/ (the entry, or a chunk in assets/c/); the names are inside assets/.
const assetUrl = (name: string) => {
  const here = import.meta.url;
  return here.slice(0, here.lastIndexOf('/assets/') + '/assets/'.length) + name;
};

/** Runs a job in a new worker; `live` (the app data's) names the worker's and the modules' files. */
export function runInWorker(job: LiveJob, live: LiveAssetNames | undefined): Promise<LiveResult> {
  if (!live) return Promise.resolve({ output: '', error: NO_LIVE_MESSAGE });
  const worker = new Worker(assetUrl(live.runner), { type: 'module', name: 'sitegen-live' });
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
    const modules = Object.fromEntries(Object.entries(live.modules).map(([name, file]) => [name, assetUrl(file)]));
    const plugin = job.kind === 'playground' ? live.playgrounds[job.playground] : undefined;
    const message: RunMessage = { modules, ...(plugin ? { playground: assetUrl(plugin) } : {}), job };
    worker.postMessage(message);
  });
}
