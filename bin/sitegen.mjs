#!/usr/bin/env node
// Runs the CLI from an esbuild bundle of bin/sitegen.ts and the packages, compiled on the first
// run after a source change (see compileCli.mjs). SITEGEN_TSX=1 runs the TypeScript sources
// through tsx's loader instead, as before the bundle.
import { pathToFileURL } from 'node:url';

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
