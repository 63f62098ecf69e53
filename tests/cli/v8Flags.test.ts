import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');

// bin/sitegen.mjs starts itself again with V8 flags that lower a build's peak memory (pnpm bench
// measures that); a module given with --import runs in the process that does the work.
test('the CLI runs with its V8 flags, and keeps the ones it was started with', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-v8-flags-'));
  try {
    const probe = path.join(dir, 'probe.mjs');
    writeFileSync(
      probe,
      "process.on('exit', () => process.stderr.write(`execArgv=${JSON.stringify(process.execArgv)}\\n`));\n",
    );
    const run = spawnSync(process.execPath, ['--import', probe, 'bin/sitegen.mjs', '--help'], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Usage: sitegen');
    const lines = run.stderr.split('\n').filter((line) => line.startsWith('execArgv='));
    // Once: the process it replaced printed nothing (execve ends it before its exit handlers run).
    expect(lines).toHaveLength(1);
    const execArgv = JSON.parse(lines[0]!.slice('execArgv='.length)) as string[];
    expect(execArgv).toEqual(
      expect.arrayContaining(['--max-semi-space-size=16', '--heap-growing-percent=100', '--import', probe]),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
