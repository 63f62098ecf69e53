#!/usr/bin/env node
// Runs the CLI from an esbuild bundle of sitegen.ts and the packages, compiled on the first run
// after a source change (see compileCli.mjs): the same way for `build`, `serve` and `dev`,
// whoever starts it, in the repository (through its bin/sitegen.mjs) or installed.
import module from 'node:module';
import { pathToFileURL } from 'node:url';

// V8's defaults suit a long-lived server, not a build that makes most of its objects once and
// drops them: each thread's young generation may grow to 128 MB (Node 24), and the heap to four
// times what a full collection left. With 32 MB and twice, a cold build runs as fast and its peak
// memory is some 200 MB lower. V8 takes these at start only, so the CLI starts itself again with
// them (process.execve, Node 22.15 and later; elsewhere it runs with V8's defaults).
const V8_FLAGS = ['--max-semi-space-size=16', '--heap-growing-percent=100'];
if (process.execve && !process.execArgv.includes(V8_FLAGS[0])) {
  process.execve(process.execPath, [process.execPath, ...V8_FLAGS, ...process.execArgv, ...process.argv.slice(1)]);
}

// V8 keeps the code it compiled for the next run (Node 22.1 and later): a start is ~100 ms shorter.
module.enableCompileCache?.(new URL('../node_modules/.cache/sitegen-v8', import.meta.url).pathname);

// React's server renderer is several times faster in production mode.
process.env.NODE_ENV ??= 'production';

const { compiledCli, workerFiles, metafileOf, CliCompileError } = await import('./compileCli.mjs');
let entry;
try {
  entry = await compiledCli();
} catch (error) {
  if (!(error instanceof CliCompileError)) throw error;
  console.error(error.message);
  process.exit(1);
}
// Stack traces of sitegen's own bugs then name the TypeScript sources.
process.setSourceMapsEnabled(true);
const { runCli } = await import(pathToFileURL(entry).href);
// TypeDoc and markdown run on worker threads from these files of the bundle, and the memo's keys
// hash the code each step runs as this bundle's metafile lists it (see codeGraph.ts).
await runCli(process.argv, { metafile: metafileOf(entry), workers: workerFiles(entry) });
