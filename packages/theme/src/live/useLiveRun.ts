import { useRef, useState } from 'react';
import { useRuntime } from '@sitegen/runtime/RuntimeContext.ts';
import type { LiveJob, LiveResult } from './liveTypes.ts';
import { runInWorker } from './runInWorker.ts';

export interface LiveRun {
  running: boolean;
  result?: LiveResult;
  run(job: LiveJob): void;
}

/** Runs jobs in the live worker; the worker and the site's live modules load on the first run. */
export function useLiveRun(): LiveRun {
  const [state, setState] = useState<{ running: boolean; result?: LiveResult }>({ running: false });
  const busy = useRef(false);
  const { live } = useRuntime();
  const run = (job: LiveJob) => {
    if (busy.current) return;
    busy.current = true;
    setState((previous) => ({ ...previous, running: true }));
    runInWorker(job, live)
      .catch((error: unknown) => ({
        output: '',
        error: `The runner did not load: ${error instanceof Error ? error.message : String(error)}`,
      }))
      .then((result) => {
        busy.current = false;
        setState({ running: false, result });
      });
  };
  return { ...state, run };
}
