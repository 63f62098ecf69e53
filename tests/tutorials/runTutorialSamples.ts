/**
 * Executes the code blocks of one tutorial page in document order.
 * The conventions it enforces are documented in samples.test.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import {
  buildSchema,
  isSpecifiedScalarType,
  Kind,
  parse as parseGraphQL,
  printSchema,
  printType,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import * as graphqlModule from 'graphql';
import { parseTutorial, type CodeBlock } from './parseTutorial.ts';
import { executeJob } from '../../packages/theme/src/live/executeJob.ts';
import type { LiveJob, LiveResult } from '../../packages/theme/src/live/liveTypes.ts';
import { checkPlayground } from '../../packages/ssg-core/src/markdown/checkPlaygrounds.ts';
import graphqlPlayground from '../../content/plugins/graphqlPlayground.ts';
import { parseCodeMeta } from '../../packages/ssg-core/src/markdown/parseCodeMeta.ts';
import type { OutputMark } from '../../packages/theme/src/content/outputMark.ts';
import { compareHttp, compareText, formatCurlResponse, type HttpResponse } from './compareOutput.ts';
import { parseCurl, parseNodeCommand, parseShellCommands, type CurlRequest } from './parseShell.ts';

export const SCRIPT_TIMEOUT_MS = 30_000;
const SERVER_READY_TIMEOUT_MS = 30_000;
const FETCH_TIMEOUT_MS = 30_000;
/** The address the samples use (http, https, ws or wss); rewritten to the test server's real port. */
const DOCUMENTED_ORIGIN = /((?:https?|wss?):\/\/)localhost:4000\b/g;
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const LOOPBACK_PRELOAD = fileURLToPath(new URL('./loopback.mjs', import.meta.url));

export interface ExcludedSample {
  line: number;
  lang: string;
  reason: string;
}

/** What a checked block was compared with or how it was run. */
export type CheckKind =
  | 'script' // a js block run to completion
  | 'server' // a js block started as a server
  | 'shell' // a bash block whose commands were replayed
  | 'output' // an output block compared with what a script or curl printed
  | 'http' // an output block with a status line and headers, compared with a `curl -i` response
  | 'log' // an output block compared with what a running server printed
  | 'sdl' // a graphql block compared with printSchema of the schema beside it
  | 'operation' // a graphql operation parsed, and sent to the server when one runs
  | 'file' // a json block with a title, written to the page's folder
  | 'json' // a json block without a title, parsed
  | 'playground'; // a graphql-playground block, run in Node by the live worker's own code

export type CheckCounts = Partial<Record<CheckKind, number>>;

export interface SampleReport {
  /** Blocks that were executed, parsed or compared. */
  checked: number;
  /** The same blocks, counted by what was checked. */
  kinds: CheckCounts;
  /** Blocks carrying `skip-test="reason"`. */
  excluded: ExcludedSample[];
  /** At most one message: the runner stops at a page's first failure. */
  failures: string[];
  /** Blocks the reader can run in the page (`live` js, playgrounds), with what they gave in Node. */
  live: LiveSample[];
  /** js and diff blocks that stay static, each with why it cannot run in a browser. */
  static: StaticSample[];
}

export interface LiveSample {
  line: number;
  job: LiveJob;
  /** In Node: what a js sample printed (stdout), or a playground's result. */
  node: { output: string } | Pick<LiveResult, 'response' | 'problems'>;
}

export interface StaticSample {
  line: number;
  /** Why the sample cannot run in the page; `undefined` when nothing stops it (it should be live). */
  reason: string | undefined;
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

function startNode(options: {
  node: string;
  /** What follows `node` on the command line: the file, or `--test` and its options. */
  args: string[];
  cwd: string;
  env: Record<string, string>;
  preload?: boolean;
}): ChildProcess {
  const { node, cwd, env, preload = false } = options;
  const args = preload ? ['--import', LOOPBACK_PRELOAD, ...options.args] : options.args;
  // Warnings are not silenced: a sample that makes Node print one fails.
  const { NODE_NO_WARNINGS: _, NODE_OPTIONS: __, ...inherited } = process.env;
  const child = spawn(node, args, {
    cwd,
    env: { ...inherited, ...env },
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

/** Runs `node <args>` to completion; it must exit with `exit` (the block's `exit="N"`, else 0) and write nothing to stderr. */
async function runScript(options: {
  node: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  exit: number;
}): Promise<string> {
  const command = `node ${options.args.join(' ')}`;
  const child = startNode(options);
  const output = collect(child);
  const timer = setTimeout(() => child.kill('SIGKILL'), SCRIPT_TIMEOUT_MS);
  const [code, signal] = await new Promise<[number | null, string | null]>((resolve) =>
    child.once('close', (c, s) => resolve([c, s])),
  );
  clearTimeout(timer);
  if (signal === 'SIGKILL') throw new SampleFailure(`${command} did not finish within ${SCRIPT_TIMEOUT_MS} ms`);
  if (code !== options.exit) {
    const expected = options.exit === 0 ? '' : ` (the block says exit="${options.exit}")`;
    throw new SampleFailure(`${command} exited with code ${code}${expected}\n${output.stderr().trim()}`);
  }
  if (output.stderr() !== '') throw new SampleFailure(`${command} wrote to stderr:\n${output.stderr().trim()}`);
  return output.stdout();
}

/** The `exit="N"` of a block: the exit code its command must end with (0 when absent). */
function expectedExit(block: CodeBlock): number {
  const exit = block.attrs.exit;
  if (exit === undefined) return 0;
  if (!/^\d+$/.test(exit)) throw new SampleFailure(`exit="${exit}" must be a number`);
  return Number(exit);
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
  /** A block wrote a file after the server started: it runs old code until started again. */
  stale: boolean;
  port: number;
  child: ChildProcess;
  /** What the server printed so far, with its real port written as the documented 4000. */
  log: () => string;
  stderr: () => string;
}

async function startServer(options: { node: string; file: string; cwd: string }): Promise<RunningServer> {
  const { file } = options;
  const port = await findFreePort();
  const child = startNode({ ...options, args: [file], env: { PORT: String(port) }, preload: true });
  const output = collect(child);
  const log = (): string => output.stdout().replaceAll(`localhost:${port}`, 'localhost:4000');
  const deadline = Date.now() + SERVER_READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new SampleFailure(`server ${file} exited with code ${child.exitCode}\n${output.stderr().trim()}`);
    }
    if (await canConnect(port)) return { file, stale: false, port, child, log, stderr: output.stderr };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stopChild(child);
  throw new SampleFailure(
    `server ${file} did not accept connections on port ${port} within ${SERVER_READY_TIMEOUT_MS} ms ` +
      '(server samples must listen on process.env.PORT)',
  );
}

/** Stops a server sample; what it wrote to stderr while it ran is a failure. */
async function stopServer(server: RunningServer): Promise<void> {
  await stopChild(server.child);
  if (server.stderr() !== '')
    throw new SampleFailure(`server ${server.file} wrote to stderr:\n${server.stderr().trim()}`);
}

/**
 * The file a diff block describes. Without `@@` hunks the block holds the whole file:
 * its context and `+` lines are the result. With hunks, each hunk's context and `-` lines
 * must appear in `base` (the file as an earlier block wrote it), in order, and are replaced
 * by its context and `+` lines; a hunk that does not match is an error, so a diff cannot
 * drift from the code it changes. Each `@@ -a,b +c,d @@` header must tell the truth as
 * `git apply` reads it: b and d count the hunk's old and new lines, a and c are the lines
 * where it applied in the file before and after the diff.
 */
export function applyDiff(code: string, base?: string): string {
  const lines = code.replace(/\n$/, '').split('\n');
  const strip = (line: string): string => line.slice(1);
  if (!lines.some((line) => line.startsWith('@@'))) {
    return `${lines
      .filter((line) => !line.startsWith('-'))
      .map((line) => (/^[+ ]/.test(line) ? strip(line) : line))
      .join('\n')}\n`;
  }
  if (base === undefined)
    throw new Error(
      'a diff with @@ hunks needs the file it changes: an earlier block with that title, or from="file.js"',
    );
  const result = base.replace(/\n$/, '').split('\n');
  let cursor = 0;
  // How many lines the hunks applied so far added (or removed): old line numbers lag by this much.
  let shift = 0;
  let hunk: { header: string; before: string[]; after: string[] } | undefined;
  const applyHunk = (): void => {
    if (!hunk) return;
    const { header, before, after } = hunk;
    let at = -1;
    for (let i = cursor; i + before.length <= result.length && at < 0; i++) {
      if (before.every((line, j) => result[i + j] === line)) at = i;
    }
    if (at < 0) throw new Error(`diff hunk does not apply; these lines are not in the file:\n${before.join('\n')}`);
    // An empty side is numbered by the line before it, as diff writes `@@ -0,0 +1,3 @@`.
    const start = (index: number, count: number): number => (count === 0 ? index : index + 1);
    const truth = `@@ -${start(at - shift, before.length)},${before.length} +${start(at, after.length)},${after.length} @@`;
    if (parseHunkHeader(header) !== truth)
      throw new Error(`diff hunk header ${header} does not match its lines; it should read ${truth}`);
    result.splice(at, before.length, ...after);
    cursor = at + after.length;
    shift += after.length - before.length;
  };
  for (const line of lines) {
    if (line.startsWith('@@')) {
      applyHunk();
      hunk = { header: line, before: [], after: [] };
    } else if (!hunk) throw new Error('diff text before its first @@ hunk');
    else if (line.startsWith('-')) hunk.before.push(strip(line));
    else if (line.startsWith('+')) hunk.after.push(strip(line));
    else {
      hunk.before.push(strip(line));
      hunk.after.push(strip(line));
    }
  }
  applyHunk();
  return `${result.join('\n')}\n`;
}

/** A hunk header written out in full (`@@ -1 +1 @@` counts one line on each side), or an error if it is not one. */
function parseHunkHeader(header: string): string {
  const match = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/.exec(header);
  if (!match) throw new Error(`diff hunk header ${header} is not of the form @@ -a,b +c,d @@`);
  const [, a, b = '1', c, d = '1'] = match;
  return `@@ -${a},${b} +${c},${d} @@`;
}

/** An output block, marked or not, as the build reads its meta (an unknown mark included: it fails when compared). */
function isOutputBlock(block: CodeBlock): boolean {
  const meta = parseCodeMeta(block.meta);
  return meta.output !== undefined || meta.unknownOutput !== undefined;
}

/** The block's output mark as the build reads it (parseCodeMeta.ts); an unknown mark fails the page here too. */
function outputMarkOf(block: CodeBlock): OutputMark {
  const { output, unknownOutput } = parseCodeMeta(block.meta);
  if (unknownOutput !== undefined)
    throw new SampleFailure(
      `unknown output mark "${unknownOutput}": an output block is exact (output), output="formatted" or output="trimmed"`,
    );
  return output!;
}

/** curl's own request headers; a sample's -H lines replace them. */
const CURL_HEADERS = { 'user-agent': 'curl/8.5.0', accept: '*/*' };

/**
 * Sends a curl line's request with node:http rather than fetch: its response keeps the header
 * lines as the server sent them (order and case), which is what `curl -i` prints.
 */
function sendCurlRequest(url: string, request: CurlRequest, body: string | undefined): Promise<HttpResponse> {
  // A keep-alive request, as curl's HTTP/1.1 request is: the server answers with the headers curl would get.
  const agent = new http.Agent({ keepAlive: true });
  const headers: Record<string, string> = { ...CURL_HEADERS, ...request.headers };
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  return new Promise<HttpResponse>((resolve, reject) => {
    const outgoing = http.request(url, { method: request.method, headers, agent }, (incoming) => {
      let text = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (text += chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const raw = incoming.rawHeaders;
        resolve({
          httpVersion: incoming.httpVersion,
          status: incoming.statusCode!,
          statusMessage: incoming.statusMessage ?? '',
          headers: Array.from({ length: raw.length / 2 }, (_, i): [string, string] => [raw[2 * i]!, raw[2 * i + 1]!]),
          body: text,
        });
      });
    });
    outgoing.setTimeout(FETCH_TIMEOUT_MS, () =>
      outgoing.destroy(new Error(`no response within ${FETCH_TIMEOUT_MS} ms`)),
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  }).finally(() => agent.destroy());
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** One thing a sample printed or received, waiting for the output block that shows it. */
interface Result {
  line: number;
  kind: 'output' | 'http' | 'log';
  /** The current text; a server's log may still grow. */
  read: () => string;
  /** After `curl -i`: the response as curl prints it. */
  response?: HttpResponse;
}

interface LastOutput {
  results: Result[];
  tabGroup?: number;
  tabs: number[];
}

const LOG_WAIT_MS = 10_000;
const BARE_IMPORT =
  /^\s*(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"./][^'"]*)['"]|^\s*import\s*['"]([^'"./][^'"]*)['"]/gm;
const BUILD_SCHEMA_SDL = /buildSchema\(\s*`([^`]*)`/;

const IMPORT_SPECIFIER = /^\s*(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm;

/** What, in a js sample, stops it from running in the page's worker (which has graphql, and no Node, files or network). */
export function findBrowserObstacles(block: CodeBlock, source: string): string[] {
  const reasons: string[] = [];
  if (block.lang === 'diff') reasons.push('a change to a file of the project, not a whole program');
  if (block.flags.has('server')) reasons.push('a server: it listens on a port');
  for (const match of source.matchAll(IMPORT_SPECIFIER)) {
    const specifier = (match[1] ?? match[2])!;
    if (specifier === 'graphql') continue;
    if (specifier.startsWith('node:')) reasons.push(`imports ${specifier}, which only Node has`);
    else if (specifier.startsWith('.')) reasons.push(`imports ${specifier}, a file an earlier block wrote`);
    else reasons.push(`imports ${specifier}, which the page does not load`);
  }
  if (/\bprocess\./.test(source)) reasons.push('reads process, which only Node has');
  if (/\bfetch\(|(?:https?|wss?):\/\/localhost/.test(source)) reasons.push('calls the server over the network');
  // A Run button that shows nothing teaches nothing: a file the project imports stays a file.
  if (/^\s*export\b/m.test(source) && !/\bconsole\./.test(source))
    reasons.push('is a module of the project: it exports values for other files and prints nothing');
  return [...new Set(reasons)];
}

let imports = 0;

/** A live job run in Node by the worker's own code (executeJob.ts); graphql is the repository's pinned copy. */
export function runLiveJobInNode(job: LiveJob): Promise<LiveResult> {
  return executeJob(job, {
    modules: { graphql: { url: 'graphql', exports: graphqlModule } },
    playground: graphqlPlayground,
    // Node keeps a module per URL: a URL of its own each time, so that every run starts afresh (as a new blob: URL in the worker does).
    importSource: (source) =>
      import(`data:text/javascript,${encodeURIComponent(`${source}\n// import ${++imports}`)}`) as Promise<
        Record<string, unknown>
      >,
  });
}

/** The packages a sample imports by bare name (`express`, `graphql-http/lib/use/express` -> `graphql-http`). */
export function findImportedPackages(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(BARE_IMPORT)) {
    const specifier = (match[1] ?? match[2])!;
    if (specifier.startsWith('node:')) continue;
    const parts = specifier.split('/');
    names.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
  }
  return [...names];
}

/** The types an SDL block defines, printed from `schema` the way printSchema prints them. */
function printShownTypes(sdl: DocumentNode, schema: GraphQLSchema): string {
  const names = sdl.definitions.flatMap((d) => ('name' in d && d.name ? [d.name.value] : []));
  const own = Object.keys(schema.getTypeMap()).filter(
    (name) => !name.startsWith('__') && !isSpecifiedScalarType(schema.getType(name)!),
  );
  if (names.length === own.length && names.every((name) => own.includes(name))) return printSchema(schema);
  return names
    .map((name) => {
      const type = schema.getType(name);
      if (!type) throw new SampleFailure(`the SDL block defines ${name}, which the schema beside it does not have`);
      return printType(type);
    })
    .join('\n\n');
}

/** A file of the example project, as the blocks of the earlier pages left it. */
export interface CarriedFile {
  source: string;
  /** It was shown as a `server` block: `node <file>` starts it as a server. */
  server: boolean;
}

/**
 * Replays the file-writing blocks of one page (js and diff blocks with a title, json
 * files other than package.json) onto `files`, without running anything: what a reader
 * who followed the page has on disk afterwards.
 */
export function carryFiles(markdown: string, files: Map<string, CarriedFile>): void {
  for (const block of parseTutorial(markdown).blocks) {
    const title = block.attrs.title;
    if (title === undefined || block.attrs['skip-test'] !== undefined || isOutputBlock(block)) continue;
    const server = block.flags.has('server');
    if (['js', 'mjs', 'javascript'].includes(block.lang)) files.set(title, { source: block.code, server });
    else if (block.lang === 'diff') {
      let source: string;
      try {
        source = applyDiff(block.code, files.get(block.attrs.from ?? title)?.source);
      } catch (error) {
        throw new Error(`the diff at line ${block.line}: ${(error as Error).message}`);
      }
      files.set(title, { source, server });
    } else if (block.lang === 'json' && title !== 'package.json')
      files.set(title, { source: block.code, server: false });
  }
}

export async function runTutorialSamples(options: {
  /** The page's markdown. */
  markdown: string;
  /** Shown in messages, e.g. `content/docs/tutorials/index.md`. */
  name: string;
  /** An empty folder inside the repo, so that `import 'graphql'` resolves. */
  workDir: string;
  /** The node binary that runs the samples. */
  node?: string;
  /** The package.json an earlier page showed; a `json title="package.json"` block on this page replaces it. */
  packageJson?: string;
  /** The project's files as the earlier pages left them: written before the page's first block. */
  carriedFiles?: ReadonlyMap<string, CarriedFile>;
  /** Every js sample that could run in a browser must be marked `live` (the tutorials ask this). */
  requireLive?: boolean;
}): Promise<SampleReport> {
  const { markdown, name, workDir, node = process.execPath } = options;
  const report: SampleReport = { checked: 0, kinds: {}, excluded: [], failures: [], live: [], static: [] };
  await mkdir(workDir, { recursive: true });
  let manifest: { dependencies?: Record<string, string> } | undefined;

  const usePackageJson = async (text: string): Promise<void> => {
    manifest = JSON.parse(text) as typeof manifest;
    const problems: string[] = [];
    for (const [pkg, written] of Object.entries(manifest?.dependencies ?? {})) {
      // `npm:graphql@16.15.0` installs that package under the name of the key (npm's alias).
      const alias = /^npm:(@?[^@]+)@(.+)$/.exec(written);
      const [name, range] = alias ? [alias[1]!, alias[2]!] : [pkg, written];
      let installed: { name: string; version: string };
      try {
        installed = JSON.parse(await readFile(path.join(REPO_ROOT, 'node_modules', pkg, 'package.json'), 'utf8'));
      } catch {
        problems.push(`${pkg} is not installed in the repository`);
        continue;
      }
      if (installed.name !== name) problems.push(`${pkg} is ${installed.name} in the repository, not ${name}`);
      else if (!semver.satisfies(installed.version, range))
        problems.push(`${pkg}@${installed.version} (installed) does not satisfy "${written}"`);
    }
    if (problems.length > 0) throw new SampleFailure(`package.json: ${problems.join('; ')}`);
    await writeFile(path.join(workDir, 'package.json'), text);
  };
  if (options.packageJson !== undefined) await usePackageJson(options.packageJson);

  /** The last run of each script: what it printed, its exit code, and the count of file writes when it ran. */
  const scriptRuns = new Map<string, { stdout: string; exit: number; at: number }>();
  /** File writes so far, and the count at each file's last write: what a reader's earlier runs did not see. */
  let writes = 0;
  const writtenAt = new Map<string, number>();
  const noteWrite = (file: string): void => void writtenAt.set(file, ++writes);
  /** Whether `file` or a file it imports (`./x`, followed through imports) was written after the count `at`. */
  const changedSince = (file: string, at: number, seen = new Set<string>()): boolean => {
    if (seen.has(file)) return false;
    seen.add(file);
    if ((writtenAt.get(file) ?? 0) > at) return true;
    return [...(sources.get(file) ?? '').matchAll(IMPORT_SPECIFIER)].some((match) => {
      const specifier = (match[1] ?? match[2])!;
      return specifier.startsWith('./') && changedSince(specifier.slice(2), at, seen);
    });
  };
  /** The source of each js file a block of this page wrote, by name. */
  const sources = new Map<string, string>();
  /** Files shown as `server` blocks, here or on an earlier page. */
  const serverFiles = new Set<string>();
  for (const [file, carried] of options.carriedFiles ?? []) {
    await writeFile(path.join(workDir, file), carried.source);
    sources.set(file, carried.source);
    if (carried.server) serverFiles.add(file);
  }
  let server: RunningServer | undefined;
  let last: LastOutput | undefined;

  /**
   * Whether `entry` loads `file`: is it, or imports it through `./` imports, as the page's
   * blocks wrote them. A client script beside a running server leaves it running, log and all.
   */
  const loadsFile = (entry: string, file: string, seen = new Set<string>()): boolean => {
    if (entry === file) return true;
    if (seen.has(entry)) return false;
    seen.add(entry);
    return [...(sources.get(entry) ?? '').matchAll(IMPORT_SPECIFIER)].some((match) => {
      const specifier = (match[1] ?? match[2])!;
      return specifier.startsWith('./') && loadsFile(specifier.slice(2), file, seen);
    });
  };
  let blocks: CodeBlock[];

  const remember = (block: CodeBlock, result: Omit<Result, 'line'>): void => {
    const entry = { ...result, line: block.line };
    const sameTabGroup =
      block.tabGroup !== undefined && last?.tabGroup === block.tabGroup && !last.tabs.includes(block.tab!);
    if (sameTabGroup) {
      last!.results.push(entry);
      last!.tabs.push(block.tab!);
    } else {
      last = { results: [entry], tabGroup: block.tabGroup, tabs: [block.tab ?? -1] };
    }
  };

  const runJavaScript = async (block: CodeBlock, source: string): Promise<CheckKind> => {
    const file = block.attrs.title ?? `sample-${block.line}.mjs`;
    if (!/^[\w.-]+\.m?js$/.test(file)) throw new SampleFailure(`title="${file}" must be a plain .js or .mjs file name`);
    if (!manifest) throw new SampleFailure('no package.json: show one in a json title="package.json" block first');
    const unlisted = findImportedPackages(source).filter((pkg) => manifest?.dependencies?.[pkg] === undefined);
    if (unlisted.length > 0) {
      throw new SampleFailure(`imports ${unlisted.join(', ')}, which the package.json shown to readers does not list`);
    }
    const obstacles = findBrowserObstacles(block, source);
    const live = block.flags.has('live');
    if (live && obstacles.length > 0)
      throw new SampleFailure(`marked live, but it cannot run in the page: it ${obstacles.join('; it ')}`);
    if (!live && obstacles.length === 0 && options.requireLive) {
      throw new SampleFailure('this sample can run in the page (it imports only graphql): mark it live');
    }
    if (!live)
      report.static.push({ line: block.line, reason: obstacles.length > 0 ? obstacles.join('; ') : undefined });
    const isServer = block.flags.has('server');
    const code = !isServer && server ? source.replace(DOCUMENTED_ORIGIN, `$1127.0.0.1:${server.port}`) : source;
    await writeFile(path.join(workDir, file), code);
    sources.set(file, source);
    noteWrite(file);
    if (server && loadsFile(server.file, file)) server.stale = true;
    if (isServer) {
      serverFiles.add(file);
      const previous = server;
      server = undefined;
      if (previous) await stopServer(previous);
      server = await startServer({ node, file, cwd: workDir });
      last = undefined;
      return 'server';
    }
    const exit = expectedExit(block);
    const stdout = await runScript({ node, args: [file], cwd: workDir, env: scriptEnv(), exit });
    scriptRuns.set(file, { stdout, exit, at: writes });
    if (live)
      report.live.push({
        line: block.line,
        job: { kind: 'js', code: source },
        node: { output: stdout.replace(/\n$/, '') },
      });
    remember(block, { kind: 'output', read: () => stdout });
    return 'script';
  };

  const scriptEnv = (): Record<string, string> => (server ? { PORT: String(server.port) } : {});

  const runCurl = async (words: string[], block: CodeBlock): Promise<Omit<Result, 'line'>> => {
    if (!server) throw new SampleFailure('curl line but no server sample is running');
    const request = parseCurl(words);
    const url = request.url.replace(DOCUMENTED_ORIGIN, `$1127.0.0.1:${server.port}`);
    const body =
      request.bodyFile === undefined ? request.body : await readFile(path.join(workDir, request.bodyFile), 'utf8');
    const response = await sendCurlRequest(url, request, body);
    if (request.include) return { kind: 'http', read: () => response.body, response };
    if (response.status < 200 || response.status > 299) {
      throw new SampleFailure(
        `curl at line ${block.line} got status ${response.status}, which the page does not show; use curl -i and show the status line`,
      );
    }
    return { kind: 'output', read: () => response.body };
  };

  const runShell = async (block: CodeBlock): Promise<void> => {
    const commands = parseShellCommands(block.code);
    if (block.attrs.exit !== undefined && commands.length !== 1)
      throw new SampleFailure(`exit="${block.attrs.exit}" needs a block of one command`);
    const exit = expectedExit(block);
    const results: Omit<Result, 'line'>[] = [];
    for (const words of commands) {
      const [command] = words;
      const nodeCommand = command === 'node' ? parseNodeCommand(words) : undefined;
      if (nodeCommand && 'test' in nodeCommand) {
        // The test runner is always run afresh: running the tests is the point of the block.
        const stdout = await runScript({ node, args: nodeCommand.test, cwd: workDir, env: scriptEnv(), exit });
        results.push({ kind: 'output', read: () => stdout });
      } else if (nodeCommand) {
        const { file } = nodeCommand;
        if (serverFiles.has(file)) {
          // Started here unless it already runs the files as they are now: a server shown as a
          // block on this page runs until a later block changes a file, as a reader's would.
          if (server?.file !== file || server.stale) {
            const previous = server;
            server = undefined;
            if (previous) await stopServer(previous);
            server = await startServer({ node, file, cwd: workDir });
          }
          // Alone in its block, `node server.js` shows what the server prints.
          if (commands.length === 1) results.push({ kind: 'log', read: server.log });
          continue;
        }
        let run = scriptRuns.get(file);
        if (run === undefined) throw new SampleFailure(`"node ${file}": no earlier js block with title="${file}"`);
        // Its output is reused, unless a block has since written the file or one it imports.
        if (changedSince(file, run.at)) {
          run = {
            stdout: await runScript({ node, args: [file], cwd: workDir, env: scriptEnv(), exit }),
            exit,
            at: writes,
          };
          scriptRuns.set(file, run);
        } else if (run.exit !== exit) {
          throw new SampleFailure(`node ${file} exited with code ${run.exit}, and the block says exit="${exit}"`);
        }
        const { stdout } = run;
        results.push({ kind: 'output', read: () => stdout });
      } else if (command === 'curl') {
        results.push(await runCurl(words, block));
      } else {
        throw new SampleFailure(`shell command "${words.join(' ')}" is not run by the tests; add skip-test="<reason>"`);
      }
    }
    if (results.length === 0) last = undefined;
    else if (results.length === 1) remember(block, results[0]!);
    else {
      if (results.some((r) => r.kind !== 'output')) throw new SampleFailure('curl -i must be alone in its block');
      // What a terminal shows: each command's output as it wrote it, nothing added between.
      // A body without a final newline runs into the next command's output.
      const text = results.map((r) => r.read()).join('');
      remember(block, { kind: 'output', read: () => text });
    }
  };

  /** The SDL inside buildSchema(`...`) of the nearest js block after this one, or else before it. */
  const schemaBeside = (block: CodeBlock): { line: number; sdl: string } | undefined => {
    const index = blocks.indexOf(block);
    const candidates = [...blocks.slice(index + 1), ...blocks.slice(0, index).reverse()];
    for (const candidate of candidates) {
      if (!['js', 'diff'].includes(candidate.lang) || candidate.attrs['skip-test'] !== undefined) continue;
      // A diff's schema is its added side: context and `+` lines.
      const code =
        candidate.lang === 'diff' ? candidate.code.replace(/^(-|@@).*\n/gm, '').replace(/^[+ ]/gm, '') : candidate.code;
      const match = BUILD_SCHEMA_SDL.exec(code);
      if (match) return { line: candidate.line, sdl: match[1]! };
    }
    return undefined;
  };

  const checkGraphQL = async (block: CodeBlock): Promise<CheckKind> => {
    let document: DocumentNode;
    try {
      document = parseGraphQL(block.code);
    } catch (error) {
      throw new SampleFailure(`invalid GraphQL: ${(error as Error).message}`);
    }
    const isOperation = document.definitions.every(
      (d) => d.kind === Kind.OPERATION_DEFINITION || d.kind === Kind.FRAGMENT_DEFINITION,
    );
    if (!isOperation) {
      const beside = schemaBeside(block);
      if (!beside) throw new SampleFailure('SDL block without a js block that calls buildSchema(`...`) on the page');
      const expected = printShownTypes(document, buildSchema(beside.sdl));
      if (block.code.trim() !== expected.trim()) {
        throw new SampleFailure(
          `SDL block differs from printSchema of the schema at line ${beside.line}\n--- shown\n${block.code.trimEnd()}\n--- printed\n${expected}`,
        );
      }
      last = undefined;
      return 'sdl';
    }
    if (!server) {
      last = undefined;
      return 'operation';
    }
    const response = await fetch(`http://127.0.0.1:${server.port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: block.code }),
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    const text = await response.text();
    remember(block, { kind: 'output', read: () => text });
    return 'operation';
  };

  const compareOutput = async (block: CodeBlock): Promise<CheckKind> => {
    const mark = outputMarkOf(block);
    if (!last) throw new SampleFailure('output block does not follow a sample that produced output');
    const { results } = last;
    last = undefined;
    for (const result of results) {
      if (result.kind === 'http') {
        const problems = compareHttp(mark, block.code, result.response!);
        if (problems.length > 0)
          throw new SampleFailure(
            `response of the curl at line ${result.line} differs from the block shown\n${problems.join('\n')}\n` +
              `--- shown\n${block.code.trimEnd()}\n--- actual\n${formatCurlResponse(result.response!).trimEnd()}`,
          );
        continue;
      }
      // A server prints when it is ready, a moment after its port opens.
      const deadline = result.kind === 'log' ? Date.now() + LOG_WAIT_MS : 0;
      let problems = compareText(mark, block.code, result.read());
      while (problems.length > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        problems = compareText(mark, block.code, result.read());
      }
      if (problems.length > 0) {
        throw new SampleFailure(
          `output of the sample at line ${result.line} differs from the block shown\n${problems.join('\n')}\n` +
            `--- shown\n${block.code.trimEnd()}\n--- actual\n${result.read().trimEnd()}`,
        );
      }
    }
    return results[0]!.kind;
  };

  /** A playground must build and answer its query without an error as it is shipped. */
  const runPlayground = async (block: CodeBlock): Promise<CheckKind> => {
    const { fields, problems } = await checkPlayground(block.code, graphqlPlayground);
    if (problems.length > 0)
      throw new SampleFailure(`playground: ${problems.map((p) => `line ${p.line}: ${p.message}`).join('; ')}`);
    const parts = Object.fromEntries(fields.map(({ name, value }) => [name, value]));
    const job: LiveJob = { kind: 'playground', playground: 'graphql-playground', parts };
    const result = await runLiveJobInNode(job);
    if (result.problems || result.error) {
      throw new SampleFailure(
        `the playground fails as shipped:\n${JSON.stringify(result.problems ?? result.error, null, 2)}`,
      );
    }
    report.live.push({ line: block.line, job, node: { response: result.response } });
    last = undefined;
    return 'playground';
  };

  const writeJson = async (block: CodeBlock): Promise<CheckKind> => {
    if (tryJson(block.code) === undefined) throw new SampleFailure('json block is not valid JSON');
    last = undefined;
    const file = block.attrs.title;
    if (file === undefined) return 'json';
    if (!/^[\w.-]+\.json$/.test(file)) throw new SampleFailure(`title="${file}" must be a plain .json file name`);
    if (file === 'package.json') await usePackageJson(block.code);
    else {
      await writeFile(path.join(workDir, file), block.code);
      noteWrite(file);
    }
    if (server) server.stale = true;
    return 'file';
  };

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
        let kind: CheckKind;
        if (isOutputBlock(block)) kind = await compareOutput(block);
        else if (['js', 'mjs', 'javascript'].includes(block.lang)) kind = await runJavaScript(block, block.code);
        else if (block.lang === 'diff') {
          if (!block.attrs.title) throw new SampleFailure('diff blocks need title="<file>.js"; the added side is run');
          const base = sources.get(block.attrs.from ?? block.attrs.title);
          let source: string;
          try {
            source = applyDiff(block.code, base);
          } catch (error) {
            throw new SampleFailure((error as Error).message);
          }
          kind = await runJavaScript(block, source);
        } else if (['bash', 'sh', 'shell'].includes(block.lang)) {
          await runShell(block);
          kind = 'shell';
        } else if (['graphql', 'gql'].includes(block.lang)) kind = await checkGraphQL(block);
        else if (block.lang === 'json') kind = await writeJson(block);
        else if (block.lang === 'graphql-playground') kind = await runPlayground(block);
        else {
          throw new SampleFailure(`"${block.lang || 'plain'}" blocks are not run; use js, or add skip-test="<reason>"`);
        }
        report.checked++;
        report.kinds[kind] = (report.kinds[kind] ?? 0) + 1;
      } catch (error) {
        if (!(error instanceof SampleFailure) && !(error instanceof Error)) throw error;
        report.failures.push(`${name}:${block.line} (${block.lang || 'plain'} block)\n${error.message}`);
        break;
      }
    }
  } finally {
    if (server) {
      try {
        await stopServer(server);
      } catch (error) {
        if (report.failures.length === 0) report.failures.push(`${name}: ${(error as Error).message}`);
      }
    }
  }
  return report;
}
