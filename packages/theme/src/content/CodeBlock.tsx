import { useEffect, useRef, useState } from 'react';
import { ScrollablePre } from './ScrollablePre.tsx';

export interface CodeBlockProps {
  /** Inner HTML of `<code>`, highlighted at build time (trusted: produced by the pipeline). */
  html: string;
  /** The raw code, copied by the copy button. */
  code: string;
  lang?: string;
  /** File name shown above the code. */
  title?: string;
  /** The block shows program output. */
  output?: boolean;
}

/** How long the button says "Copied". */
const copiedMs = 2000;

export function CodeBlock({ html, code, lang, title, output }: CodeBlockProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = () => {
    copyText(code).then(
      () => {
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), copiedMs);
      },
      () => undefined,
    );
  };

  return (
    <div className={output ? 'sg-code sg-code--output' : 'sg-code'} data-lang={lang}>
      {title ? <div className="sg-code__title">{title}</div> : null}
      <div className="sg-code__body">
        {output ? <span className="sg-code__label">Output</span> : null}
        <ScrollablePre className="sg-code__pre" label={title ?? (output ? 'Output' : 'Code')}>
          <code dangerouslySetInnerHTML={{ __html: html }} />
        </ScrollablePre>
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
