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
  partNames,
}: {
  running: boolean;
  result?: LiveResult;
  onShow?: (problem: LiveProblem) => void;
  /** What a playground's errors call each part, by its name. */
  partNames?: Record<string, string>;
}) {
  return (
    <div className="sg-live__result" aria-live="polite" aria-busy={running}>
      {running ? <p className="sg-live__status">Running…</p> : null}
      {!running && result ? <LiveResultView result={result} onShow={onShow} partNames={partNames} /> : null}
    </div>
  );
}
