import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildFixtureWithCli } from './corpus/buildFixture.ts';

// Through the real CLI, as a user runs it: a bad site exits non-zero, prints the diagnostic
// without a stack trace, and leaves the previous build exactly as it was.

let outDir: string;
let goodBuild: Map<string, string>;

/** Every file of a folder with the hash of its bytes. */
function snapshotTree(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), createHash('sha256').update(readFileSync(file)).digest('hex'));
  }
  return files;
}

beforeAll(async () => {
  outDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'sitegen-corpus-out-')), 'build');
  const good = await buildFixtureWithCli('_base', outDir);
  expect(good.stderr).toBe('');
  expect(good.code).toBe(0);
  goodBuild = snapshotTree(outDir);
}, 600_000);

afterAll(() => rmSync(path.dirname(outDir), { recursive: true, force: true }));

describe('a failed build through the CLI', () => {
  test.each([
    [
      'config-throws',
      'error[config/throws] site.config.ts:4\n  site.config.ts threw while loading: SITE_URL is not set',
    ],
    ['frontmatter-invalid-yaml', 'error[frontmatter/invalid] content/docs/tutorials/intro.md:3:22'],
    ['not-utf8', 'error[content/encoding] content/docs/tutorials/intro.md\n  File is not valid UTF-8.'],
    ['sidebar-unknown-doc', 'error[sidebar/unknown-doc] site.config.ts:7'],
    // TypeDoc runs on the CLI's worker thread: its diagnostics come back from there.
    [
      'api-source-broken',
      "error[api/typescript] api-source/index.ts:3:14\n  TS2322: Type 'string' is not assignable to type 'number'.",
    ],
    // An older API version whose package has no declarations: the error names its config entry, line and package.
    [
      'api-version-no-declarations',
      'error[api/typescript] site.config.ts:9\n  api.olderVersions[0] (version "22.0.0", package "node22"): TS2307',
    ],
  ])('%s: exit 1, the message, no stack, previous build untouched', { timeout: 300_000 }, async (caseName, message) => {
    expect(goodBuild.size).toBeGreaterThan(300);
    const result = await buildFixtureWithCli(caseName, outDir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(message);
    expect(result.stderr).toContain('Build failed; the previous output was left untouched.');
    expect(result.stderr).not.toMatch(/^\s+at /m);
    expect(snapshotTree(outDir)).toEqual(goodBuild);
  });
});
