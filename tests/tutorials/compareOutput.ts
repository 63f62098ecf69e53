/**
 * The output rule of the tutorials: an output block is what its sample printed, byte for byte
 * (one trailing newline aside), or it carries a mark the reader sees and the rule of that mark
 * holds. `formatted`: the same JSON, laid out for reading. `trimmed`: some of the lines, in order.
 * Each function returns what differs, as lines for the failure message; none when the block holds.
 */
import type { OutputMark } from '../../packages/theme/src/content/outputMark.ts';

/** A response as `curl -i` prints it: status line, the server's headers as sent, then the body. */
export interface HttpResponse {
  httpVersion: string;
  status: number;
  statusMessage: string;
  /** Name and value of each header line, in the order and the case the server sent them. */
  headers: [string, string][];
  body: string;
}

/** What `curl -i` prints for the response (with `\n` where curl prints `\r\n`). */
export function formatCurlResponse(response: HttpResponse): string {
  const head = [statusLine(response), ...response.headers.map(([name, value]) => `${name}: ${value}`)];
  return `${head.join('\n')}\n\n${response.body}`;
}

function statusLine(response: HttpResponse): string {
  return `HTTP/${response.httpVersion} ${response.status} ${response.statusMessage}`;
}

/** The one tolerance: either side may end with one newline more. */
function withoutFinalNewline(text: string): string {
  return text.endsWith('\n') ? text.slice(0, -1) : text;
}

const lines = (text: string): string[] => withoutFinalNewline(text).split('\n');

/** Compares an output block with what a sample printed; returns the problems (none when it holds). */
export function compareText(mark: OutputMark, shown: string, actual: string): string[] {
  if (mark === 'exact') return compareExact(shown, actual);
  if (mark === 'formatted') return compareFormatted(shown, actual);
  return compareTrimmed(lines(shown), lines(actual), 'what the sample printed');
}

function compareExact(shown: string, actual: string): string[] {
  const a = withoutFinalNewline(shown);
  const b = withoutFinalNewline(actual);
  if (a === b) return [];
  const shownLines = a.split('\n');
  const actualLines = b.split('\n');
  const line = shownLines.findIndex((text, i) => text !== actualLines[i]);
  const at = line < 0 ? shownLines.length : line;
  return [
    `not byte for byte what was printed (mark the block output="formatted" or output="trimmed" if it is meant to differ); first difference at line ${at + 1}:`,
    `  shown:  ${JSON.stringify(shownLines[at] ?? '(end of block)')}`,
    `  actual: ${JSON.stringify(actualLines[at] ?? '(end of output)')}`,
  ];
}

/** The JSON value of a text, written back compactly: equal texts are equal values with their keys in the same order. */
function canonicalJson(text: string): string | Error {
  try {
    return JSON.stringify(JSON.parse(text));
  } catch (error) {
    return error as Error;
  }
}

function compareFormatted(shown: string, actual: string): string[] {
  const a = canonicalJson(shown);
  const b = canonicalJson(actual);
  if (a instanceof Error) return [`marked formatted, but the block is not JSON: ${a.message}`];
  if (b instanceof Error) return [`marked formatted, but what the sample printed is not JSON: ${b.message}`];
  if (a === b) return [];
  return ['not the same JSON once parsed (values and key order must match; only the layout may differ):'];
}

/** Each shown line must be a line of `actual`, after the one the previous shown line matched. */
function compareTrimmed(shown: string[], actual: string[], what: string): string[] {
  let cursor = 0;
  for (const [i, line] of shown.entries()) {
    const found = actual.indexOf(line, cursor);
    if (found < 0) {
      const problem = actual.includes(line) ? `is out of order in ${what}` : `is not a line of ${what}`;
      return [`marked trimmed, but shown line ${i + 1} ${problem}: ${JSON.stringify(line)}`];
    }
    cursor = found + 1;
  }
  return [];
}

/** Splits `curl -i` text at its first blank line: the status line and headers, then the body (absent when not shown). */
function splitResponse(text: string): { head: string[]; body?: string } {
  const normalised = text.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  if (end < 0) return { head: lines(normalised) };
  return { head: normalised.slice(0, end).split('\n'), body: normalised.slice(end + 2) };
}

/** Compares an output block with a `curl -i` response, by the block's mark. */
export function compareHttp(mark: OutputMark, shown: string, response: HttpResponse): string[] {
  const real = formatCurlResponse(response);
  if (mark === 'exact') return compareExact(shown, real);
  const { head, body } = splitResponse(shown);
  const realHead = splitResponse(real).head;
  const problems: string[] = [];
  if (head[0] !== realHead[0])
    problems.push(`status: shown ${JSON.stringify(head[0])}, actual ${JSON.stringify(realHead[0])}`);
  if (mark === 'formatted') {
    if (head.join('\n') !== realHead.join('\n'))
      problems.push(
        'marked formatted, so every header must be shown as sent (mark it output="trimmed" to leave some out)',
      );
    if (body === undefined) problems.push('marked formatted, but the body is not shown');
    else problems.push(...compareFormatted(body, response.body).map((problem) => `body: ${problem}`));
    return problems;
  }
  problems.push(...compareTrimmed(head.slice(1), realHead.slice(1), 'the headers sent'));
  if (body !== undefined) problems.push(...compareTrimmed(lines(body), lines(response.body), 'the body'));
  return problems;
}
