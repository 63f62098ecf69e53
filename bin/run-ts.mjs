#!/usr/bin/env node
// Runs a TypeScript script through tsx's loader: `node bin/run-ts.mjs scripts/bench.ts [args]`.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

const [script, ...rest] = process.argv.slice(2);
if (!script) {
  console.error('usage: node bin/run-ts.mjs <script.ts> [args...]');
  process.exit(2);
}
process.env.NODE_ENV ??= 'production';
register();
// The script sees its own arguments as if it had been started directly.
process.argv = [process.argv[0], path.resolve(script), ...rest];
await import(pathToFileURL(path.resolve(script)).href);
