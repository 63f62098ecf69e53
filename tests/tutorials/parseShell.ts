/**
 * Turns the shell lines shown in the tutorials into something the sample
 * runner can execute: `node <file>` and `curl ...` (replayed with `fetch`).
 */

/** One shell command, already split into words. */
export type ShellCommand = string[];

/** The request a `curl` line describes. */
export interface CurlRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  /** `-d @file`: the body is read from this file of the page's scratch folder. */
  bodyFile?: string;
  /** `-i`: the page shows the status line and headers before the body. */
  include: boolean;
}

/**
 * Splits a bash block into commands, in the order the shell runs them: joins `\` continuations,
 * drops comments and prompts, and splits a line at `;` and `&&` outside quotes.
 */
export function parseShellCommands(code: string): ShellCommand[] {
  const joined = code.replace(/\\\n/g, ' ');
  const commands: ShellCommand[] = [];
  for (const rawLine of joined.split('\n')) {
    const line = rawLine.trim().replace(/^\$\s+/, '');
    if (line === '' || line.startsWith('#')) continue;
    commands.push(...splitCommands(line));
  }
  return commands;
}

/**
 * A small POSIX-ish splitter of one line into commands and their words: single quotes, double
 * quotes, backslash escapes, and `;` or `&&` between commands. A sample whose command fails
 * stops the runner, so `&&` needs no meaning of its own.
 */
export function splitCommands(line: string): ShellCommand[] {
  const commands: ShellCommand[] = [];
  let words: string[] = [];
  let word = '';
  let inWord = false;
  const endCommand = (): void => {
    if (inWord) words.push(word);
    if (words.length === 0) throw new Error(`empty command before ; or && in: ${line}`);
    commands.push(words);
    words = [];
    word = '';
    inWord = false;
  };
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (char === "'") {
      const close = line.indexOf("'", i + 1);
      if (close < 0) throw new Error(`unterminated single quote in: ${line}`);
      word += line.slice(i + 1, close);
      i = close;
      inWord = true;
    } else if (char === '"') {
      let j = i + 1;
      for (; j < line.length && line[j] !== '"'; j++) {
        if (line[j] === '\\' && /["\\$`]/.test(line[j + 1] ?? '')) j++;
        word += line[j];
      }
      if (j >= line.length) throw new Error(`unterminated double quote in: ${line}`);
      i = j;
      inWord = true;
    } else if (char === '\\') {
      word += line[++i] ?? '';
      inWord = true;
    } else if (char === ';') endCommand();
    else if (char === '&' && line[i + 1] === '&') {
      endCommand();
      i++;
    } else if (/\s/.test(char)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      word += char;
      inWord = true;
    }
  }
  // A `;` may also end the last command.
  if (inWord || words.length > 0 || commands.length === 0) endCommand();
  return commands;
}

/** Flags that change what curl prints while it runs, never the request or the response. */
/** What a `node ...` line runs: one file, or the test runner with its options and files. */
export type NodeCommand = { file: string } | { test: string[] };

/** `node <file>` or `node --test [--test-<option>=<value>...] [files...]`; anything else is an error. */
export function parseNodeCommand(words: ShellCommand): NodeCommand {
  const [node, ...args] = words;
  const [first, ...rest] = args;
  if (node === 'node' && args.length === 1 && !first!.startsWith('-')) return { file: first! };
  const isTestArgument = (arg: string): boolean => /^--test-[\w-]+=\S+$/.test(arg) || !arg.startsWith('-');
  if (node === 'node' && first === '--test' && rest.every(isTestArgument)) return { test: args };
  throw new Error(`shell command "${words.join(' ')}" is not run by the tests; add skip-test="<reason>"`);
}

const QUIET_FLAGS = new Set(['-s', '-S', '-sS', '--silent', '--show-error', '-N', '--no-buffer']);

/** Reads the curl options the tutorials use; anything else is an error, never a guess. */
export function parseCurl(words: ShellCommand): CurlRequest {
  if (words[0] !== 'curl') throw new Error(`not a curl command: ${words.join(' ')}`);
  const headers: Record<string, string> = {};
  let method: string | undefined;
  let body: string | undefined;
  let url: string | undefined;
  let include = false;
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!;
    const next = (): string => {
      const value = words[++i];
      if (value === undefined) throw new Error(`curl option ${word} needs a value`);
      return value;
    };
    if (QUIET_FLAGS.has(word)) continue;
    if (word === '-i' || word === '--include') {
      include = true;
      continue;
    }
    if (word === '-X' || word === '--request') method = next();
    else if (word === '-H' || word === '--header') {
      const header = next();
      const colon = header.indexOf(':');
      if (colon < 0) throw new Error(`curl header without a colon: ${header}`);
      headers[header.slice(0, colon).trim().toLowerCase()] = header.slice(colon + 1).trim();
    } else if (['-d', '--data', '--data-raw', '--data-binary'].includes(word)) {
      body = next();
      headers['content-type'] ??= 'application/x-www-form-urlencoded';
    } else if (word === '--json') {
      body = next();
      headers['content-type'] = 'application/json';
      headers.accept = 'application/json';
    } else if (word.startsWith('-')) {
      throw new Error(`the sample runner does not understand curl option ${word}`);
    } else if (url === undefined) url = word;
    else throw new Error(`curl command has two URLs: ${url} and ${word}`);
  }
  if (url === undefined) throw new Error('curl command without a URL');
  const request: CurlRequest = { url, method: method ?? (body === undefined ? 'GET' : 'POST'), headers, include };
  if (body?.startsWith('@')) request.bodyFile = body.slice(1);
  else if (body !== undefined) request.body = body;
  return request;
}
