import type { LiveResult } from './liveTypes.ts';

/**
 * What a run printed, shaped like the page's output blocks. The wrapper is always in the page
 * and is a live region, so a screen reader announces each new result.
 */
export function LiveOutput({ running, result, children }: { running: boolean; result?: LiveResult; children?: React.ReactNode }) {
  return (
    <div className="sg-live__result" aria-live="polite" aria-busy={running}>
      {running ? <p className="sg-live__status">Running…</p> : null}
      {!running && result ? (
        <>
          {result.response === undefined && !result.problems && (result.output !== '' || result.error === undefined) ? (
            <OutputBlock label="Output" text={result.output === '' ? '(the sample printed nothing)' : result.output} />
          ) : null}
          {children}
          {result.response !== undefined ? <OutputBlock label="Response" text={result.response} /> : null}
          {result.error !== undefined ? <OutputBlock label={result.stopped ? 'Stopped' : 'Error'} text={result.error} error /> : null}
        </>
      ) : null}
    </div>
  );
}

function OutputBlock({ label, text, error = false }: { label: string; text: string; error?: boolean }) {
  return (
    <div className={error ? 'sg-code sg-code--output sg-code--error' : 'sg-code sg-code--output'}>
      <div className="sg-code__body">
        <span className="sg-code__label">{label}</span>
        <pre className="sg-code__pre" tabIndex={0} role="group" aria-label={label}>
          <code>{text}</code>
        </pre>
      </div>
    </div>
  );
}
