// The live worker: a module worker of its own URL (assets/live/runner-<hash>.js), served with
// its own CSP (buildCsp.ts: script-src 'self' blob:, nothing else). It has no window, no DOM
// and no network; the page sees only the result it posts. The page makes one per run and
// terminates it when the run ends or overruns.
/// <reference lib="webworker" />
import { executeJob, type JobModule } from './executeJob.ts';
import type { RunMessage, WorkerMessage } from './liveTypes.ts';
import type { PlaygroundPlugin } from './playgroundPlugin.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: WorkerMessage) => scope.postMessage(message);

scope.onmessage = ({ data }: MessageEvent<RunMessage>) => {
  run(data).catch((error: unknown) =>
    post({ type: 'done', result: { output: '', error: `The runner failed: ${String(error)}` } }),
  );
};

async function run(data: RunMessage): Promise<void> {
  const modules: Record<string, JobModule> = {};
  for (const [name, relative] of Object.entries(data.modules)) {
    const url = new URL(relative, scope.location.href).href;
    modules[name] = { url, exports: (await import(url)) as Record<string, unknown> };
  }
  const playground = data.playground
    ? ((await import(new URL(data.playground, scope.location.href).href)) as { default: PlaygroundPlugin }).default
    : undefined;
  // The time limit counts from here: loading the modules is not the sample's time.
  post({ type: 'started' });
  const importSource = async (source: string) => {
    const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    try {
      return (await import(url)) as Record<string, unknown>;
    } finally {
      URL.revokeObjectURL(url);
    }
  };
  post({
    type: 'done',
    result: await executeJob(data.job, { modules, importSource, ...(playground ? { playground } : {}) }),
  });
}
