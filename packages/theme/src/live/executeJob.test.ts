import * as graphql from 'graphql';
import { expect, test } from 'vitest';
import graphqlPlayground from '../../../../content/plugins/graphqlPlayground.ts';
import { executeJob, type JobRuntime } from './executeJob.ts';
import type { LiveJob } from './liveTypes.ts';

// The worker's code, run in Node: modules from data: URLs instead of blob: URLs, the graphql
// specifier kept (Node resolves it to the same package).
let imports = 0;
const runtime: JobRuntime = {
  modules: { graphql: { url: 'graphql', exports: graphql } },
  // The repository's own site's plugin (content/plugins/graphqlPlayground.ts), as the worker loads it.
  playground: graphqlPlayground,
  // A URL of its own per import: Node keeps one module per URL, the worker makes a new blob: URL each time.
  importSource: (source) =>
    import(`data:text/javascript,${encodeURIComponent(`${source}\n// import ${++imports}`)}`) as Promise<
      Record<string, unknown>
    >,
};

test('a sample prints through console, its imports of graphql pointed at the module', async () => {
  const code =
    "import { version } from 'graphql';\nimport * as all from \"graphql\";\nconsole.log(version, typeof all.parse);\nconsole.error('to the same pane');";
  // A data: module cannot resolve a bare name: the package's ES module by its file URL, as the worker has it by its URL.
  const graphqlUrl = new URL('../../../../node_modules/graphql/index.mjs', import.meta.url).href;
  const modules = { graphql: { url: graphqlUrl, exports: graphql } };
  expect(await executeJob({ kind: 'js', code }, { ...runtime, modules })).toEqual({
    output: '17.1.0 function\nto the same pane',
  });
});

test('what a sample throws is shown after what it printed; other imports are refused', async () => {
  expect(
    await executeJob({ kind: 'js', code: "console.log('before');\nthrow new RangeError('too far');" }, runtime),
  ).toEqual({
    output: 'before',
    error: 'Uncaught RangeError: too far',
  });
  expect(
    await executeJob({ kind: 'js', code: "import express from 'express';\nimport { a } from './a.js';" }, runtime),
  ).toEqual({
    output: '',
    error: 'This sample imports "express", "./a.js": only "graphql" can be imported here.',
  });
});

/** A job of the site's ```graphql-playground fence. */
const playground = (parts: Record<string, string>): LiveJob => ({
  kind: 'playground',
  playground: 'graphql-playground',
  parts: { variables: '', rootValue: '', ...parts },
});

test('each run starts afresh: state a root value keeps does not carry over', async () => {
  const job = playground({
    schema: 'type Query { n: Int }',
    query: '{ n }',
    rootValue: '(() => { let n = 0; return { n: () => ++n }; })()',
  });
  expect((await executeJob(job, runtime)).response).toContain('"n": 1');
  expect((await executeJob(job, runtime)).response).toContain('"n": 1');
});

test('a playground answers, or places each error in its part', async () => {
  const parts = {
    schema: 'type Query { hi(n: Int): String }',
    query: '{ hi(n: 2) }',
    rootValue: "{ hi: ({ n }) => 'hi'.repeat(n) }",
  };
  const run = (changed: Record<string, string>) => executeJob(playground({ ...parts, ...changed }), runtime);
  expect(await run({})).toEqual({ output: '', response: '{\n  "data": {\n    "hi": "hihi"\n  }\n}' });
  const bad = await run({ query: '{\n  hi(n: "x")\n}' });
  expect(bad.problems).toEqual([
    { where: 'query', message: 'Int cannot represent non-integer value: "x"', line: 2, column: 9 },
  ]);
  expect((await run({ variables: '{ n: 1 }' })).problems).toEqual([
    { where: 'variables', message: "Expected property name or '}' in JSON at position 2 (line 1 column 3)" },
  ]);
  expect((await run({ rootValue: '{ hi: }' })).problems?.[0]?.where).toBe('rootValue');
  expect((await run({ schema: 'type Query {' })).problems).toEqual([
    { where: 'schema', message: 'Syntax Error: Expected Name, found <EOF>.', line: 1, column: 13 },
  ]);
});

test('a sample imports what the site names, by the specifier it names, and nothing else', async () => {
  const url = `data:text/javascript,${encodeURIComponent('export const answer = 42;')}`;
  const modules = { 'my-lib': { url, exports: {} }, '@scope/tools': { url, exports: {} } };
  const code =
    "import { answer } from 'my-lib';\nconst tools = await import('@scope/tools');\nconsole.log(answer, tools.answer);";
  expect(await executeJob({ kind: 'js', code }, { ...runtime, modules })).toEqual({ output: '42 42' });
  expect(await executeJob({ kind: 'js', code: "import 'graphql';" }, { ...runtime, modules })).toEqual({
    output: '',
    error: 'This sample imports "graphql": only "my-lib", "@scope/tools" can be imported here.',
  });
  expect(await executeJob({ kind: 'js', code: "import 'my-lib';" }, { ...runtime, modules: {} })).toEqual({
    output: '',
    error: 'This sample imports "my-lib": nothing can be imported here.',
  });
});

test('a playground job no plugin takes says so, and what a plugin throws is shown as an error', async () => {
  const job = playground({ schema: 'type Query { n: Int }', query: '{ n }' });
  const { playground: _, ...withoutPlugin } = runtime;
  expect(await executeJob(job, withoutPlugin)).toEqual({
    output: '',
    error: 'This site names no playground plugin for "graphql-playground".',
  });
  const throwing = { label: 'Broken', parts: [], run: () => Promise.reject(new TypeError('no answer')) };
  expect(await executeJob(job, { ...runtime, playground: throwing })).toEqual({
    output: '',
    error: 'Uncaught TypeError: no answer',
  });
});
