/**
 * Every code block in content/docs/tutorials/*.md is executed against the
 * pinned packages (graphql, express, graphql-http). Conventions, by fence:
 *
 * - ```js title="file.js"   Written to a per-page scratch folder under that name
 *                           (later blocks of the page may import it) and run with
 *                           `node`; it must exit with code 0 within 15 s. Without a
 *                           title the block is run as sample-<line>.mjs.
 * - ```js ... server        A long-running server. It must listen on
 *                           `process.env.PORT ?? 4000`; the test gives it a free port,
 *                           waits until the port accepts connections, and stops it at
 *                           the next `server` block or at the end of the page. While it
 *                           runs, `http://localhost:4000` in later blocks (js and curl)
 *                           is rewritten to the real port.
 * - ```bash / ```sh          Each command must be `node <file>` (a file shown earlier on
 *                           the page; its output is reused) or `curl ...` (replayed with
 *                           `fetch`: -X, -H, -d/--data/--data-raw, --json, -s). Anything
 *                           else, such as an install command, needs skip-test.
 * - ```diff title="f.js"    The added side (context and `+` lines) is run as js.
 * - ```graphql              Parsed with graphql's `parse`. An operation shown while a
 *                           server runs is also POSTed to it at /graphql.
 * - ```json                 Must be valid JSON.
 * - ```<lang> output        Not run: compared with what the sample just before it
 *                           printed (JSON equality when both sides are JSON, otherwise
 *                           text with whitespace normalised). When that sample sits in a
 *                           tab, the output must match the sample of every tab of the
 *                           same `::::tabs` group.
 * - skip-test="reason"      The only way to exclude a block; the reason is required and
 *                           visible in the source.
 * - {1,4-6}                 Line highlights; ignored here.
 *
 * Any other language (ts, tsx, plain fences) fails unless it carries skip-test.
 * A page stops at its first failing block, since later blocks build on earlier ones.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { killAllSampleProcesses, runTutorialSamples, type SampleReport } from './runTutorialSamples.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const tutorialsDir = path.join(repoRoot, 'content/docs/tutorials');
const scratchRoot = path.join(repoRoot, 'node_modules/.cache/tutorial-samples', `run-${process.pid}-${Date.now()}`);
const pages = (await readdir(tutorialsDir)).filter((file) => file.endsWith('.md')).sort();

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

afterAll(async () => {
  await killAllSampleProcesses();
  await rm(scratchRoot, { recursive: true, force: true });
  const lines = [...reports].map(
    ([page, r]) => `${page}: ${r.checked} checked, ${r.excluded.length} excluded` +
      r.excluded.map((e) => `\n    line ${e.line} (${e.lang}): ${e.reason}`).join(''),
  );
  if (lines.length > 0) console.log(`tutorial samples\n  ${lines.join('\n  ')}`);
});

describe('tutorial code samples', () => {
  test('the eleven tutorial pages exist', () => {
    expect(pages).toHaveLength(11);
  });

  test.concurrent.each(pages)('%s', { timeout: 120_000 }, async (page) => {
    const markdown = await readFile(path.join(tutorialsDir, page), 'utf8');
    const report = await limit(() =>
      runTutorialSamples({
        markdown,
        name: `content/docs/tutorials/${page}`,
        workDir: path.join(scratchRoot, page.replace(/\.md$/, '')),
      }),
    );
    reports.set(page, report);
    expect(report.failures).toEqual([]);
    expect(report.checked).toBeGreaterThan(0);
  });
});

describe('the sample runner catches broken samples', () => {
  const run = (markdown: string, name: string) =>
    runTutorialSamples({ markdown, name, workDir: path.join(scratchRoot, `selftest-${name}`) });

  test('a throwing script fails', async () => {
    const report = await run(
      ['```js title="boom.js"', "import { buildSchema } from 'graphql';", "buildSchema('type Query {');", '```'].join('\n'),
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

  test('a matching output passes, whatever its whitespace', async () => {
    const report = await run(
      [
        '```js',
        "console.log(JSON.stringify({ data: { hello: 'Hi' } }));",
        '```',
        '',
        '```json output',
        '{',
        '  "data": { "hello": "Hi" }',
        '}',
        '```',
      ].join('\n'),
      'match',
    );
    expect(report).toEqual({ checked: 2, excluded: [], failures: [] });
  });

  test('a crashing server and invalid GraphQL fail', async () => {
    const crashingServer = await run(
      [
        '```js title="server.js" server',
        "throw new Error('cannot start');",
        '```',
      ].join('\n'),
      'server',
    );
    expect(crashingServer.failures[0]).toMatch(/server server\.js exited with code 1\n[^]*cannot start/);

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
      excluded: [{ line: 1, lang: 'bash', reason: 'installs packages' }],
      failures: [],
    });
  });

  test('a server sample is queried with curl and compared', async () => {
    const report = await run(
      [
        '```js title="server.js" server',
        "import http from 'node:http';",
        "http.createServer((req, res) => res.end(JSON.stringify({ method: req.method }))).listen(process.env.PORT ?? 4000);",
        '```',
        '```bash',
        'node server.js',
        "curl -X POST -H 'Content-Type: application/json' -d '{}' http://localhost:4000/graphql",
        '```',
        '```json output',
        '{ "method": "POST" }',
        '```',
        '```bash',
        'curl http://localhost:4000/',
        '```',
        '```json output',
        '{ "method": "PUT" }',
        '```',
      ].join('\n'),
      'curl',
    );
    expect(report.failures).toHaveLength(1);
    expect(report.failures[0]).toMatch(/^curl:15 \(json block\)\noutput of the sample at line 12 differs/);
  });
});
