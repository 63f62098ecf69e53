import { useRef, useState } from 'react';
import { LiveOutput } from './LiveOutput.tsx';
import type { LiveProblem } from './liveTypes.ts';
import type { PlaygroundPart } from './playgroundPlugin.ts';
import { useLiveRun } from './useLiveRun.ts';

/** A part as the block gives it: what the plugin says of it, and its text. */
export type PlaygroundField = Pick<PlaygroundPart, 'name' | 'label' | 'short' | 'folded'> & { value: string };

export interface PlaygroundProps {
  /** The fence that names the site's plugin (`live.playgrounds`), which runs it. */
  playground: string;
  /** The plugin's label: the group's name when the block has no title. */
  label: string;
  /** The parts, as JSON (a PlaygroundField[]): markdown passes props as text. */
  parts: string;
  /** Shown above the playground. */
  title?: string;
}

/**
 * A playground block: the reader edits its parts and runs them with the site's plugin. The first
 * part is shown beside the others; a folded part only when the block gives it.
 */
export function Playground(props: PlaygroundProps) {
  const given = JSON.parse(props.parts) as PlaygroundField[];
  const initial = () => Object.fromEntries(given.map(({ name, value }) => [name, value]));
  const [parts, setParts] = useState<Record<string, string>>(initial);
  const fields = useRef<Record<string, HTMLTextAreaElement | null>>({});
  const live = useLiveRun();
  const runButton = useRef<HTMLButtonElement>(null);
  const changed = given.some(({ name, value }) => parts[name] !== value);
  const field = ({ name, label, short }: PlaygroundField) => (
    // data-short: what its errors call it, read back when prerendered HTML is made live (activateCodeBlocks).
    <label key={name} className={`sg-playground__part sg-playground__part--${name}`} data-short={short}>
      <span className="sg-playground__label">{label}</span>
      <textarea
        ref={(element) => {
          fields.current[name] = element;
        }}
        className="sg-code__editor"
        value={parts[name]}
        rows={Math.max(2, (parts[name] ?? '').split('\n').length)}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        onChange={(event) => setParts({ ...parts, [name]: event.target.value })}
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
    setParts(initial());
    runButton.current?.focus();
  };
  const [first, ...rest] = given.filter((part) => part.folded === undefined);
  const folded = given.filter((part) => part.folded !== undefined && part.value !== '');
  const names = Object.fromEntries(given.map(({ name, label, short }) => [name, short ?? label]));
  return (
    <div
      className="sg-playground sg-live"
      role="group"
      aria-label={props.title ?? props.label}
      data-playground={props.playground}
    >
      {props.title ? <div className="sg-code__title">{props.title}</div> : null}
      <div className="sg-playground__parts">
        {first ? field(first) : null}
        <div className="sg-playground__request">{rest.map(field)}</div>
      </div>
      {folded.map((part) => (
        <details key={part.name} className="sg-playground__root">
          <summary>{part.folded}</summary>
          {field(part)}
        </details>
      ))}
      <div className="sg-live__bar">
        <button
          ref={runButton}
          type="button"
          className="sg-button sg-live__run"
          aria-disabled={live.running}
          onClick={() => live.run({ kind: 'playground', playground: props.playground, parts })}
        >
          Run
        </button>
        <button type="button" className="sg-button" disabled={!changed} onClick={reset}>
          Reset
        </button>
      </div>
      <LiveOutput running={live.running} result={live.result} onShow={show} partNames={names} />
    </div>
  );
}
