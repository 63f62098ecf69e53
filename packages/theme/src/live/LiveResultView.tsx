// What a run gave, shaped like the page's output blocks.
import { ScrollArea } from '../scrollArea/ScrollArea.tsx';
import type { LiveProblem, LiveResult } from './liveTypes.ts';

export default function LiveResultView({
  result,
  onShow,
  partNames = {},
}: {
  result: LiveResult;
  onShow?: (problem: LiveProblem) => void;
  /** What a playground's errors call each part, by its name. */
  partNames?: Record<string, string>;
}) {
  const isPlayground = result.response !== undefined || result.problems !== undefined;
  return (
    <>
      {!isPlayground && (result.output !== '' || result.error === undefined) ? (
        <OutputBlock label="Output" text={result.output === '' ? '(the sample printed nothing)' : result.output} />
      ) : null}
      {result.problems ? (
        <ul className="sg-playground__problems" aria-label="Errors">
          {result.problems.map((problem, index) => (
            <li key={index}>
              <button type="button" className="sg-playground__where" onClick={() => onShow?.(problem)}>
                {partNames[problem.where] ?? problem.where}
                {problem.line !== undefined ? ` ${problem.line}:${problem.column ?? 1}` : ''}
              </button>{' '}
              {problem.message}
            </li>
          ))}
        </ul>
      ) : null}
      {result.response !== undefined ? <OutputBlock label="Response" text={result.response} /> : null}
      {result.error !== undefined ? (
        <OutputBlock label={result.stopped ? 'Stopped' : 'Error'} text={result.error} error />
      ) : null}
    </>
  );
}

function OutputBlock({ label, text, error = false }: { label: string; text: string; error?: boolean }) {
  return (
    <div className={error ? 'sg-code sg-code--output sg-code--error' : 'sg-code sg-code--output'}>
      <div className="sg-code__body">
        <span className="sg-code__label">{label}</span>
        <ScrollArea as="pre" className="sg-code__pre" label={label}>
          <code>{text}</code>
        </ScrollArea>
      </div>
    </div>
  );
}
