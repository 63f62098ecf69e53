import { useEffect, useRef, useState } from 'react';
import { ScrollArea } from '../scrollArea/ScrollArea.tsx';
import { LiveOutput } from '../live/LiveOutput.tsx';
import { useLiveRun } from '../live/useLiveRun.ts';
import { type OutputMark, outputCaption } from './outputMark.ts';

export interface CodeBlockProps {
  /** Inner HTML of `<code>`, highlighted at build time (trusted: produced by the pipeline). */
  html: string;
  /** The raw code, copied by the copy button. */
  code: string;
  lang?: string;
  /** File name shown above the code. */
  title?: string;
  /** The block shows program output: exactly as printed, or marked formatted or trimmed (its caption says which). */
  output?: OutputMark;
  /** A js sample the reader can edit and run in the page (meta `live`). */
  live?: boolean;
  /** Lines numbered in the margin (meta `showLineNumbers`); `html` then holds every line in a `.line` span. */
  showLineNumbers?: boolean;
}

/** How long the button says "Copied". */
const copiedMs = 2000;

export function CodeBlock({ html, code, lang, title, output, live, showLineNumbers }: CodeBlockProps) {
  const [copied, setCopied] = useState(false);
  /** The reader's version of a live block, once they edit it. */
  const [edited, setEdited] = useState<string | undefined>(undefined);
  const editor = useRef<HTMLTextAreaElement>(null);
  const runButton = useRef<HTMLButtonElement>(null);
  const liveRun = useLiveRun();
  const current = edited ?? code;
  const caption = output ? outputCaption(output) : undefined;
  const label = title ?? caption ?? 'Code';
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = () => {
    copyText(current).then(
      () => {
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), copiedMs);
      },
      () => undefined,
    );
  };

  // Edit puts the caret in the code it just turned into a text field.
  const editing = edited !== undefined;
  useEffect(() => {
    if (editing) editor.current?.focus();
  }, [editing]);

  const block = (
    <div
      className={output ? 'sg-code sg-code--output' : live ? 'sg-code sg-code--live' : 'sg-code'}
      data-lang={lang}
      data-output={output}
      data-line-numbers={showLineNumbers ? '' : undefined}
    >
      {title ? <div className="sg-code__title">{title}</div> : null}
      <div className="sg-code__body">
        {caption ? <span className="sg-code__label">{caption}</span> : null}
        {edited === undefined ? (
          <ScrollArea as="pre" className="sg-code__pre" label={label}>
            <code dangerouslySetInnerHTML={{ __html: html }} />
          </ScrollArea>
        ) : (
          <textarea
            ref={editor}
            className="sg-code__editor"
            aria-label={`${label}, editable`}
            value={edited}
            rows={edited.split('\n').length}
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
            onChange={(event) => setEdited(event.target.value)}
          />
        )}
        <button
          type="button"
          className={copied ? 'sg-code__copy sg-code__copy--done' : 'sg-code__copy'}
          aria-label={copied ? 'Copied' : 'Copy code to clipboard'}
          title="Copy"
          onClick={copy}
        >
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
    </div>
  );
  if (!live) return block;
  // Reset disables itself: the keyboard's place moves to Run rather than to the page's top.
  const reset = () => {
    setEdited(undefined);
    runButton.current?.focus();
  };
  return (
    <div className="sg-live">
      {block}
      <div className="sg-live__bar">
        <button
          ref={runButton}
          type="button"
          className="sg-button sg-live__run"
          aria-disabled={liveRun.running}
          onClick={() => liveRun.run({ kind: 'js', code: current })}
        >
          Run
        </button>
        {edited === undefined ? (
          <button type="button" className="sg-button" onClick={() => setEdited(code)}>
            Edit
          </button>
        ) : null}
        <button type="button" className="sg-button" disabled={edited === undefined} onClick={reset}>
          Reset
        </button>
      </div>
      <LiveOutput running={liveRun.running} result={liveRun.result} />
    </div>
  );
}

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  // Old browsers and non-secure origins: a hidden textarea and execCommand.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy failed');
}
