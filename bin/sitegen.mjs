#!/usr/bin/env node
// Runs the CLI from an esbuild bundle of bin/sitegen.ts and the packages, compiled on the first
// run after a source change (see compileCli.mjs). SITEGEN_TSX=1 runs the TypeScript sources
// through tsx's loader instead, as before the bundle.
import module from 'node:module';
import { pathToFileURL } from 'node:url';

// Node 24 lets each thread's young generation grow to 128 MB. A build's objects mostly die
// young either way: with 32 MB it runs as fast and its peak memory is some 150 MB lower. V8
// takes the size only at start, so the CLI starts itself again with it (process.execve, Node
// 22.15 and later; elsewhere it runs with Node's default).
const YOUNG_GENERATION = '--max-semi-space-size=16';
if (process.execve && !process.execArgv.some((arg) => arg.startsWith('--max-semi-space-size'))) {
  process.execve(process.execPath, [process.execPath, YOUNG_GENERATION, ...process.execArgv, ...process.argv.slice(1)]);
}

// V8 keeps the code it compiled for the next run (Node 22.1 and later): a start is ~100 ms shorter.
module.enableCompileCache?.(new URL('../packages/ssg-core/node_modules/.cache/sitegen-v8', import.meta.url).pathname);

// React's server renderer is several times faster in production mode.
process.env.NODE_ENV ??= 'production';

if (process.env.SITEGEN_TSX === '1') {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./sitegen.ts');
} else {
  const { compiledCli, apiWorkerFile, metafileOf, CliCompileError } = await import('./compileCli.mjs');
  let entry;
  try {
    entry = await compiledCli();
  } catch (error) {
    if (!(error instanceof CliCompileError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  // TypeDoc runs on a worker thread from this file of the bundle (see loadApi.ts).
  globalThis[Symbol.for('sitegen.apiWorker')] = apiWorkerFile(entry);
  // The memo's keys hash the code each step runs, as this bundle's metafile lists it (see codeGraph.ts).
  globalThis[Symbol.for('sitegen.metafile')] = metafileOf(entry);
  // Stack traces of sitegen's own bugs then name the TypeScript sources (tsx did the same).
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(entry).href);
}
