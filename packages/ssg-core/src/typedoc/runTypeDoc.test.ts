import { chmodSync, mkdirSync, mkdtempSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DeclarationReflection } from 'typedoc';
import { expect, test } from 'vitest';
import { runTypeDoc } from './runTypeDoc.ts';

test("TypeDoc keeps each declaration's file and line, and runs no git, even inside a repository", {
  timeout: 60_000,
}, async () => {
  const rootDir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-typedoc-'));
  // A repository for TypeDoc to find, and a git first on the PATH that notes each call.
  mkdirSync(path.join(rootDir, '.git'));
  const bin = path.join(rootDir, 'bin');
  const calls = path.join(rootDir, 'git-calls');
  mkdirSync(bin);
  writeFileSync(path.join(bin, 'git'), `#!/bin/sh\necho "$@" >> ${JSON.stringify(calls)}\nexit 1\n`);
  chmodSync(path.join(bin, 'git'), 0o755);
  const source = path.join(rootDir, 'api-source');
  mkdirSync(source);
  writeFileSync(
    path.join(source, 'index.ts'),
    '/** Adds one. */\nexport function next(n: number): number {\n  return n + 1;\n}\n',
  );
  writeFileSync(
    path.join(source, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { strict: true, noEmit: true, types: [] }, files: ['index.ts'] }),
  );
  const path0 = process.env.PATH;
  process.env.PATH = `${bin}${path.delimiter}${path0}`;
  try {
    const { project } = await runTypeDoc({
      rootDir,
      entry: path.join(source, 'index.ts'),
      tsconfig: path.join(source, 'tsconfig.json'),
    });
    const next = project.getChildByName('next') as DeclarationReflection;
    expect(next.signatures?.[0]?.sources?.[0]).toMatchObject({ fullFileName: path.join(source, 'index.ts'), line: 2 });
  } finally {
    process.env.PATH = path0;
  }
  expect(existsSync(calls) ? readFileSync(calls, 'utf8') : '').toBe('');
});
