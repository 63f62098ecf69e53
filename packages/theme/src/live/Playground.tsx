import { useRef, useState } from 'react';
import { LiveOutput } from './LiveOutput.tsx';
import type { LiveProblem } from './liveTypes.ts';
import { useLiveRun } from './useLiveRun.ts';

export interface PlaygroundProps {
  /** The schema in SDL. */
  schema: string;
  query: string;
  /** A JSON object, or empty. */
  variables: string;
  /** A JavaScript expression giving the root value (resolvers by field name), or empty. */
  rootValue: string;
  /** Shown above the playground. */
  title?: string;
}

type Part = 'schema' | 'query' | 'variables' | 'rootValue';

const labels: Record<Part, string> = {
  schema: 'Schema (SDL)',
  query: 'Query',
  variables: 'Variables (JSON)',
  rootValue: 'Root value (JavaScript)',
};

/** A ```graphql-playground block: the reader edits the schema, the query and the variables, and runs the query. */
export function Playground(props: PlaygroundProps) {
  const [parts, setParts] = useState<Record<Part, string>>({
    schema: props.schema,
    query: props.query,
    variables: props.variables,
    rootValue: props.rootValue,
  });
  const fields = useRef<Partial<Record<Part, HTMLTextAreaElement | null>>>({});
  const live = useLiveRun();
  const runButton = useRef<HTMLButtonElement>(null);
  const changed = (Object.keys(labels) as Part[]).some((part) => parts[part] !== props[part]);
  const field = (part: Part) => (
    <label className={`sg-playground__part sg-playground__part--${part}`}>
      <span className="sg-playground__label">{labels[part]}</span>
      <textarea
        ref={(element) => {
          fields.current[part] = element;
        }}
        className="sg-code__editor"
        value={parts[part]}
        rows={Math.max(2, parts[part].split('\n').length)}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        onChange={(event) => setParts({ ...parts, [part]: event.target.value })}
      />
    </label>
  );
  // Puts the caret on the line and column an error names, in the part it names.
  const show = (problem: LiveProblem) => {
    const element = fields.current[problem.where];
    if (!element) return;
    element.focus();
    if (problem.line === undefined) return;
    const lines = element.value.split('\n').slice(0, problem.line - 1);
    const offset = lines.reduce((sum, line) => sum + line.length + 1, 0) + (problem.column ?? 1) - 1;
    element.setSelectionRange(offset, offset + 1);
  };
  // Reset disables itself: the keyboard's place moves to Run rather than to the page's top.
  const reset = () => {
    setParts({ schema: props.schema, query: props.query, variables: props.variables, rootValue: props.rootValue });
    runButton.current?.focus();
  };
  return (
    <div className="sg-playground sg-live" role="group" aria-label={props.title ?? 'GraphQL playground'}>
      {props.title ? <div className="sg-code__title">{props.title}</div> : null}
      <div className="sg-playground__parts">
        {field('schema')}
        <div className="sg-playground__request">
          {field('query')}
          {field('variables')}
        </div>
      </div>
      {props.rootValue !== '' ? (
        <details className="sg-playground__root">
          <summary>Root value: what the fields return</summary>
          {field('rootValue')}
        </details>
      ) : null}
      <div className="sg-live__bar">
        <button
          ref={runButton}
          type="button"
          className="sg-button sg-live__run"
          aria-disabled={live.running}
          onClick={() => live.run({ kind: 'playground', ...parts })}
        >
          Run
        </button>
        <button type="button" className="sg-button" disabled={!changed} onClick={reset}>
          Reset
        </button>
      </div>
      <LiveOutput running={live.running} result={live.result} onShow={show} />
    </div>
  );
}
