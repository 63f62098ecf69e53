import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { createSiteCopy } from '../../scripts/bench/createSiteCopy.ts';
import { waitForOutput } from './processes.ts';

// `sitegen dev --open` hands the site's URL to the system's opener (xdg-open here), once the
// site is ready. A stand-in xdg-open first on PATH writes down what it was given.
const copy = createSiteCopy({
  repoRoot: process.cwd(),
  name: `open-${process.pid}`,
  apiCache: true,
  renderCaches: true,
});
const bin = mkdtempSync(path.join(os.tmpdir(), 'sitegen-open-'));
const opened = path.join(bin, 'opened.txt');
writeFileSync(path.join(bin, 'xdg-open'), `#!/bin/sh\necho "$@" > ${JSON.stringify(opened)}\n`);
chmodSync(path.join(bin, 'xdg-open'), 0o755);
afterAll(() => {
  copy.remove();
  rmSync(bin, { recursive: true, force: true });
});

test('--open opens the served URL in the browser once the site is ready', { timeout: 300_000 }, async () => {
  const child = spawn(process.execPath, ['bin/sitegen.mjs', 'dev', '--open', '--port', '0', '--root', copy.rootDir], {
    env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  try {
    const url = (await waitForOutput(() => output, /at (http:\/\/127\.0\.0\.1:\d+)\//, 60_000))[1]!;
    await waitForOutput(() => (existsSync(opened) ? readFileSync(opened, 'utf8') : ''), /\S/, 240_000);
    expect(readFileSync(opened, 'utf8').trim()).toBe(`${url}/`);
    expect(output).toMatch(/Ready in \d+ ms/);
  } finally {
    child.kill('SIGINT');
    await new Promise((resolve) => child.once('close', resolve));
  }
});
