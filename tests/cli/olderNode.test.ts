import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');

const versionOf = (node: string) => execFileSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();

/** The machine's own Node, when it is older than 22 (Debian's is 20): the one `node bin/sitegen.mjs` meets in a shell. */
const systemNode = ['/usr/bin/node', '/usr/local/bin/node'].find(
  (file) => existsSync(file) && Number(versionOf(file).split('.')[0]) < 22,
);

// bin/sitegen.mjs, started on Node 20, runs itself on the Node 24 that `pnpm install` brought.
test.skipIf(!systemNode)('started on an older Node, the CLI runs on Node 24 and exits as it does', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-older-node-'));
  try {
    const probe = path.join(dir, 'probe.mjs');
    writeFileSync(probe, "process.on('exit', () => process.stderr.write(`node=${process.versions.node}\\n`));\n");
    const help = spawnSync(systemNode!, ['--import', probe, 'bin/sitegen.mjs', '--help'], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: sitegen');
    const versions = help.stderr.split('\n').filter((line) => line.startsWith('node='));
    // The CLI's run on Node 24 and, after it, the older Node's own exit.
    expect(versions).toEqual([expect.stringMatching(/^node=24\./), `node=${versionOf(systemNode!)}`]);

    // A failing build fails the command started on the older Node, with the error from Node 24.
    const failed = spawnSync(
      systemNode!,
      ['bin/sitegen.mjs', 'build', '--root', dir, '--out-dir', path.join(dir, 'out')],
      {
        cwd: repoRoot,
        encoding: 'utf8',
      },
    );
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('site.config.ts');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
