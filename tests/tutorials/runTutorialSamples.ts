/**
 * Executes the code blocks of one tutorial page in document order.
 * The conventions it enforces are documented in samples.test.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { fileURLToPath } from 'node:url';
import { parse as parseGraphQL, Kind } from 'graphql';
import { parseTutorial, type CodeBlock } from './parseTutorial.ts';
import { parseCurl, parseShellCommands } from './parseShell.ts';

export const SCRIPT_TIMEOUT_MS = 15_000;
const SERVER_READY_TIMEOUT_MS = 10_000;
const FETCH_TIMEOUT_MS = 10_000;
/** The address the samples use; rewritten to the test server's real port. */
const DOCUMENTED_ORIGIN = /(https?:\/\/)localhost:4000\b/g;
const LOOPBACK_PRELOAD = fileURLToPath(new URL('./loopback.mjs', import.meta.url));

export interface ExcludedSample {
  line: number;
  lang: string;
  reason: string;
}

export interface SampleReport {
  /** Blocks that were executed, parsed or compared. */
  checked: number;
  /** Blocks carrying `skip-test="reason"`. */
  excluded: ExcludedSample[];
  /** At most one message: the runner stops at a page's first failure. */
  failures: string[];
}

/** A failure in the page being checked (as opposed to a bug in the runner). */
class SampleFailure extends Error {}

const liveChildren = new Set<ChildProcess>();

/** Kills every process a sample started; safe to call more than once. */
export async function killAllSampleProcesses(): Promise<void> {
  await Promise.all([...liveChildren].map(stopChild));
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    liveChildren.delete(child);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    child.once('exit', () => {
      liveChildren.delete(child);
      resolve();
    });
    child.kill('SIGKILL');
  });
}

function startNode(file: string, cwd: string, env: Record<string, string>, preload = false): ChildProcess {
  const args = preload ? ['--import', LOOPBACK_PRELOAD, file] : [file];
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, NODE_NO_WARNINGS: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  liveChildren.add(child);
  child.once('exit', () => liveChildren.delete(child));
  return child;
}

function collect(child: ChildProcess): { stdout: () => string; stderr: () => string } {
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return { stdout: () => stdout, stderr: () => stderr };
}

async function runScript(file: string, cwd: string, env: Record<string, string>): Promise<string> {
  const child = startNode(file, cwd, env);
  const output = collect(child);
  const timer = setTimeout(() => child.kill('SIGKILL'), SCRIPT_TIMEOUT_MS);
  const [code, signal] = await new Promise<[number | null, string | null]>((resolve) =>
    child.once('close', (c, s) => resolve([c, s])),
  );
  clearTimeout(timer);
  if (signal === 'SIGKILL') throw new SampleFailure(`${file} did not finish within ${SCRIPT_TIMEOUT_MS} ms`);
  if (code !== 0) throw new SampleFailure(`node ${file} exited with code ${code}\n${output.stderr().trim()}`);
  return output.stdout();
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

interface RunningServer {
  file: string;
  port: number;
  child: ChildProcess;
}

async function startServer(file: string, cwd: string): Promise<RunningServer> {
  const port = await findFreePort();
  const child = startNode(file, cwd, { PORT: String(port) }, true);
  const output = collect(child);
  const deadline = Date.now() + SERVER_READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new SampleFailure(`server ${file} exited with code ${child.exitCode}\n${output.stderr().trim()}`);
    }
    if (await canConnect(port)) return { file, port, child };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stopChild(child);
  throw new SampleFailure(
    `server ${file} did not accept connections on port ${port} within ${SERVER_READY_TIMEOUT_MS} ms ` +
      '(server samples must listen on process.env.PORT)',
  );
}

/** The "after" side of a unified diff: context and added lines. */
export function applyDiff(code: string): string {
  return code
    .split('\n')
    .filter((line) => !line.startsWith('-') && !line.startsWith('@@'))
    .map((line) => (line.startsWith('+') || line.startsWith(' ') ? line.slice(1) : line))
    .join('\n');
}

/** JSON equality when both sides are JSON, otherwise whitespace-insensitive text. */
export function outputsMatch(actual: string, expected: string): boolean {
  const actualJson = tryJson(actual);
  const expectedJson = tryJson(expected);
  if (actualJson !== undefined && expectedJson !== undefined) return isDeepStrictEqual(actualJson, expectedJson);
  return normaliseText(actual) === normaliseText(expected);
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function normaliseText(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}[\]:,])\s*/g, '$1');
}

interface LastOutput {
  results: { text: string; line: number }[];
  tabGroup?: number;
  tabs: number[];
}

export async function runTutorialSamples(options: {
  /** The page's markdown. */
  markdown: string;
  /** Shown in messages, e.g. `content/docs/tutorials/index.md`. */
  name: string;
  /** An empty folder inside the repo, so that `import 'graphql'` resolves. */
  workDir: string;
}): Promise<SampleReport> {
  const { markdown, name, workDir } = options;
  const report: SampleReport = { checked: 0, excluded: [], failures: [] };
  await mkdir(workDir, { recursive: true });
  await writeFile(path.join(workDir, 'package.json'), '{ "type": "module", "private": true }\n');

  const scriptOutputs = new Map<string, string>();
  let server: RunningServer | undefined;
  let last: LastOutput | undefined;

  const remember = (block: CodeBlock, text: string): void => {
    const sameTabGroup =
      block.tabGroup !== undefined && last?.tabGroup === block.tabGroup && !last.tabs.includes(block.tab!);
    if (sameTabGroup) {
      last!.results.push({ text, line: block.line });
      last!.tabs.push(block.tab!);
    } else {
      last = { results: [{ text, line: block.line }], tabGroup: block.tabGroup, tabs: [block.tab ?? -1] };
    }
  };

  const runJavaScript = async (block: CodeBlock, source: string): Promise<void> => {
    const file = block.attrs.title ?? `sample-${block.line}.mjs`;
    if (!/^[\w.-]+\.m?js$/.test(file)) throw new SampleFailure(`title="${file}" must be a plain .js or .mjs file name`);
    const isServer = block.flags.has('server');
    const code = !isServer && server ? source.replace(DOCUMENTED_ORIGIN, `$1127.0.0.1:${server.port}`) : source;
    await writeFile(path.join(workDir, file), code);
    if (isServer) {
      if (server) await stopChild(server.child);
      server = undefined;
      server = await startServer(file, workDir);
      last = undefined;
      return;
    }
    const stdout = await runScript(file, workDir, server ? { PORT: String(server.port) } : {});
    scriptOutputs.set(file, stdout);
    remember(block, stdout);
  };

  const runShell = async (block: CodeBlock): Promise<void> => {
    const outputs: string[] = [];
    for (const words of parseShellCommands(block.code)) {
      const [command, ...args] = words;
      if (command === 'node' && args.length === 1) {
        const file = args[0]!;
        if (server?.file === file) continue;
        const stdout = scriptOutputs.get(file);
        if (stdout === undefined) throw new SampleFailure(`"node ${file}": no earlier js block with title="${file}"`);
        outputs.push(stdout);
      } else if (command === 'curl') {
        if (!server) throw new SampleFailure('curl line but no server sample is running');
        const request = parseCurl(words);
        const url = request.url.replace(DOCUMENTED_ORIGIN, `$1127.0.0.1:${server.port}`);
        const response = await fetch(url, {
          method: request.method,
          headers: request.headers,
          body: request.body,
          signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
        });
        outputs.push(await response.text());
      } else {
        throw new SampleFailure(`shell command "${words.join(' ')}" is not run by the tests; add skip-test="<reason>"`);
      }
    }
    if (outputs.length > 0) remember(block, outputs.join('\n'));
    else last = undefined;
  };

  const checkGraphQL = async (block: CodeBlock): Promise<void> => {
    let document;
    try {
      document = parseGraphQL(block.code);
    } catch (error) {
      throw new SampleFailure(`invalid GraphQL: ${(error as Error).message}`);
    }
    const isOperation = document.definitions.every((d) => d.kind === Kind.OPERATION_DEFINITION || d.kind === Kind.FRAGMENT_DEFINITION);
    if (!isOperation || !server) {
      last = undefined;
      return;
    }
    const response = await fetch(`http://127.0.0.1:${server.port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: block.code }),
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    remember(block, await response.text());
  };

  const compareOutput = (block: CodeBlock): void => {
    if (!last) throw new SampleFailure('output block does not follow a sample that produced output');
    for (const result of last.results) {
      if (!outputsMatch(result.text, block.code)) {
        throw new SampleFailure(
          `output of the sample at line ${result.line} differs from the block shown\n` +
            `--- shown\n${block.code.trimEnd()}\n--- actual\n${result.text.trimEnd()}`,
        );
      }
    }
    last = undefined;
  };

  let blocks: CodeBlock[];
  try {
    blocks = parseTutorial(markdown).blocks;
  } catch (error) {
    report.failures.push(`${name}: ${(error as Error).message}`);
    return report;
  }

  try {
    for (const block of blocks) {
      try {
        const skip = block.attrs['skip-test'];
        if (skip !== undefined) {
          if (skip.trim() === '') throw new SampleFailure('skip-test needs a reason: skip-test="why"');
          report.excluded.push({ line: block.line, lang: block.lang, reason: skip });
          last = undefined;
          continue;
        }
        if (block.flags.has('output')) compareOutput(block);
        else if (['js', 'mjs', 'javascript'].includes(block.lang)) await runJavaScript(block, block.code);
        else if (block.lang === 'diff') {
          if (!block.attrs.title) throw new SampleFailure('diff blocks need title="<file>.js"; the added side is run');
          await runJavaScript(block, applyDiff(block.code));
        } else if (['bash', 'sh', 'shell'].includes(block.lang)) await runShell(block);
        else if (['graphql', 'gql'].includes(block.lang)) await checkGraphQL(block);
        else if (block.lang === 'json') {
          if (tryJson(block.code) === undefined) throw new SampleFailure('json block is not valid JSON');
          last = undefined;
        } else {
          throw new SampleFailure(`"${block.lang || 'plain'}" blocks are not run; use js, or add skip-test="<reason>"`);
        }
        report.checked++;
      } catch (error) {
        if (!(error instanceof SampleFailure) && !(error instanceof Error)) throw error;
        report.failures.push(`${name}:${block.line} (${block.lang || 'plain'} block)\n${error.message}`);
        break;
      }
    }
  } finally {
    if (server) await stopChild(server.child);
  }
  return report;
}
