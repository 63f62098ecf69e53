// The words after the language of a fenced code block, e.g.
//   ```js title="server.js" {1,4-6} output live skip-test="reason"
// Known: title="…" (or Nextra's filename="…"), {line ranges}, showLineNumbers, npm2yarn, output (or
// output="formatted" / "trimmed"), live. Everything else is ignored on purpose: tutorials carry
// meta for other tools (sample="…", skip-test="…").
import { type OutputMark, writtenOutputMarks } from '@sitegen/theme/content/outputMark.ts';

export interface CodeMeta {
  /** File name shown above the block. */
  title?: string;
  /** 1-based line numbers to highlight. */
  highlightLines: Set<number>;
  /** The block shows program output: exactly, or marked as formatted or trimmed. */
  output?: OutputMark;
  /** The value of an `output="…"` that is no mark (a build error). */
  unknownOutput?: string;
  /** The reader can run (and edit) the block in the page. */
  live: boolean;
  /** Number the lines (Docusaurus's and Nextra's `showLineNumbers`). */
  showLineNumbers?: true;
  /** An npm command shown as npm, Yarn and pnpm tabs (Docusaurus's `npm2yarn`). */
  npm2yarn?: true;
}

/** Biggest line number accepted in a range, so `{1-99999999}` cannot blow up. */
const maxLine = 10_000;

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const result: CodeMeta = { highlightLines: new Set(), live: false };
  if (!meta) return result;
  const token = /([\w-]+)=(?:"([^"]*)"|'([^']*)'|(\S+))|\{([^}]*)\}|(\S+)/g;
  for (const match of meta.matchAll(token)) {
    const [, key, double, single, bare, ranges, word] = match;
    if (key === 'title' || key === 'filename') result.title = double ?? single ?? bare;
    else if (key === 'output') setOutput(result, double ?? single ?? bare ?? '');
    else if (ranges !== undefined) addRanges(result.highlightLines, ranges);
    else if (word === 'output') result.output = 'exact';
    else if (word?.startsWith('output=')) setOutput(result, word.slice('output='.length));
    else if (word === 'live') result.live = true;
    else if (word === 'showLineNumbers') result.showLineNumbers = true;
    else if (word === 'npm2yarn') result.npm2yarn = true;
  }
  return result;
}

function setOutput(result: CodeMeta, value: string): void {
  const mark = writtenOutputMarks.find((known) => known === value);
  if (mark) result.output = mark;
  else result.unknownOutput = value;
}

function addRanges(lines: Set<number>, ranges: string): void {
  for (const part of ranges.split(',')) {
    const match = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    if (!match) continue;
    const start = Number(match[1]);
    const end = Math.min(Number(match[2] ?? match[1]), maxLine);
    for (let line = start; line <= end; line++) lines.add(line);
  }
}
