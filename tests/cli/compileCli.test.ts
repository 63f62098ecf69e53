import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { cliSourceKey, CliCompileError, compiledCli, listSources } from '../../packages/ssg-core/bin/compileCli.mjs';

// A tiny tree shaped like the repo: the CLI entry and one module of ssg-core.
let root: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'sitegen-compile-cli-'));
  write(
    'packages/ssg-core/bin/sitegen.ts',
    "export { where } from '../src/where.ts';\nexport const lazy = () => import('../src/lazy.ts');\n",
  );
  write('packages/ssg-core/src/where.ts', "export const where: string = 'where.ts';\n");
  write('packages/ssg-core/src/lazy.ts', "export const lazyUrl: string = 'lazy.ts';\n");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

test('the key follows the sources, not their tests', () => {
  const before = cliSourceKey(root);
  write('packages/ssg-core/src/where.test.ts', 'test files do not count');
  write('packages/ssg-core/src/__snapshots__/where.snap', 'nor snapshots');
  expect(cliSourceKey(root)).toBe(before);
  expect(listSources(root)).toEqual([
    'packages/ssg-core/bin/sitegen.ts',
    'packages/ssg-core/src/lazy.ts',
    'packages/ssg-core/src/where.ts',
  ]);

  write('packages/ssg-core/src/lazy.ts', 'export const lazyUrl: string = "edited";\n');
  expect(cliSourceKey(root)).not.toBe(before);
});

test('the bundle runs, its lazy chunks load, and the next run finds it', async () => {
  const entry = await compiledCli({ rootDir: root });
  expect(path.relative(root, entry)).toBe(
    path.join('packages/ssg-core/node_modules/.cache/sitegen-cli', cliSourceKey(root), 'sitegen.mjs'),
  );
  const cli = (await import(pathToFileURL(entry).href)) as { where: string; lazy: () => Promise<{ lazyUrl: string }> };
  expect(cli.where).toBe('where.ts');
  expect((await cli.lazy()).lazyUrl).toBe('lazy.ts');
  expect(await compiledCli({ rootDir: root })).toBe(entry);
});

test('two processes compiling at once both get the complete bundle', async () => {
  const [a, b] = await Promise.all([compiledCli({ rootDir: root }), compiledCli({ rootDir: root })]);
  expect(a).toBe(b);
  expect(((await import(pathToFileURL(a).href)) as { where: string }).where).toBe('where.ts');
});

test('a syntax error names the file and line', async () => {
  write('packages/ssg-core/src/lazy.ts', 'export const lazyUrl = (x: number) => {\n  return x +;\n};\n');
  const error = await compiledCli({ rootDir: root }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(CliCompileError);
  expect((error as Error).message).toMatchInlineSnapshot(`
    "sitegen's own sources do not compile:

    ✘ [ERROR] Unexpected ";"

        packages/ssg-core/src/lazy.ts:2:12:
          2 │   return x +;
            ╵             ^"
  `);
});

test('TypeDoc and the markdown pipeline are bundled, and TypeScript is required, never imported as ESM', {
  timeout: 120_000,
}, async () => {
  // The real sources, compiled into a cache folder of the test's own.
  const repo = path.resolve(import.meta.dirname, '../..');
  const entry = await compiledCli({ rootDir: repo, cacheDir: path.join(root, 'cache') });
  const chunks = readdirSync(path.dirname(entry)).filter((f) => f.endsWith('.mjs'));
  const code = chunks.map((f) => readFileSync(path.join(path.dirname(entry), f), 'utf8')).join('\n');
  expect(code).not.toMatch(
    /^import[^;]*?from\s*["'](typescript|typedoc|unified|remark-[\w-]+|rehype-react|micromark[\w-]*)["']|import\(\s*["'](typescript|typedoc)["']\)/m,
  );
  // A CommonJS module inside an ESM bundle cannot require() a module: none may be left to try.
  expect(code).not.toMatch(/__require\d*\(\s*["']/);
  expect(code).toContain(
    `createRequire(${JSON.stringify(path.join(repo, 'packages/ssg-core/package.json'))})("typescript")`,
  );
  // TypeDoc's own dependencies are imported from where TypeDoc finds them, and its import.meta.url is its file's.
  expect(code).toMatch(/from "file:\/\/[^"]*\/markdown-it\//);
  expect(code).toMatch(/createRequire\d*\("file:\/\/[^"]*\/typedoc\/dist\/node-utils\.js"\)/);
});
