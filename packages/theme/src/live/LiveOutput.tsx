import type { LiveProblem, LiveResult } from './liveTypes.ts';
import LiveResultView from './LiveResultView.tsx';

/**
 * Where a run's result shows. The wrapper is always in the page and is a live region, so a
 * screen reader announces each new result.
 */
export function LiveOutput({
  running,
  result,
  onShow,
}: {
  running: boolean;
  result?: LiveResult;
  onShow?: (problem: LiveProblem) => void;
}) {
  return (
    <div className="sg-live__result" aria-live="polite" aria-busy={running}>
      {running ? <p className="sg-live__status">Running…</p> : null}
      {!running && result ? <LiveResultView result={result} onShow={onShow} /> : null}
    </div>
  );
}
