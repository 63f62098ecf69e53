import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { CodeGraph } from '../cache/codeGraph.ts';
import { openMemoStore } from '../cache/memo.ts';
import { UsageError } from '../diagnostics.ts';
import { bundleLiveAssets, type LiveModules, loadLiveAssets } from './bundleLiveAssets.ts';

const rootDir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-live-'));
const graph: CodeGraph = { hashOf: () => 'a'.repeat(40), closureOf: () => ({ files: [], packages: [] }) };
const store = openMemoStore({ dir: path.join(rootDir, 'memo'), graph });
afterAll(() => store.save());

describe('the live assets', () => {
  test('are the worker and each module the site names, under assets/live/', async () => {
    writeFileSync(path.join(rootDir, 'tools.ts'), 'export const answer: number = 42;\n');
    const live = { rootDir, modules: { 'my-lib/tools': 'tools.ts' } };
    const { files, names } = await bundleLiveAssets({ minify: false, live });
    expect(names.runner).toMatch(/^live\/runner-[A-Z0-9]{8}\.js$/);
    expect(names.modules).toEqual({ 'my-lib/tools': expect.stringMatching(/^live\/m\/my-lib_tools-[A-Z0-9]{8}\.js$/) });
    expect(files.map(([file]) => file).sort()).toEqual([
      `assets/${names.modules['my-lib/tools']}`,
      `assets/${names.runner}`,
    ]);
    const module = files.find(([file]) => file === `assets/${names.modules['my-lib/tools']}`)![1];
    expect(module).toContain('answer = 42');
  });

  test('a playground plugin is a file of its own under p/, importing the live module it names by its file, not a copy', async () => {
    writeFileSync(path.join(rootDir, 'shared.ts'), 'export const marker = "only-in-the-module";\n');
    writeFileSync(
      path.join(rootDir, 'echo.ts'),
      "import { marker } from 'shared';\nexport default { label: 'Echo', parts: [], run: async () => ({ response: marker }) };\n",
    );
    const live = { rootDir, modules: { shared: 'shared.ts' }, playgrounds: { 'echo-playground': 'echo.ts' } };
    const { files, names } = await bundleLiveAssets({ minify: true, live });
    expect(names.playgrounds).toEqual({
      'echo-playground': expect.stringMatching(/^live\/p\/echo-playground-[A-Z0-9]{8}\.js$/),
    });
    const plugin = files.find(([file]) => file === `assets/${names.playgrounds['echo-playground']}`)![1];
    expect(plugin).toContain(`from"../${names.modules.shared!.slice('live/'.length)}"`);
    expect(plugin).not.toContain('only-in-the-module');
  });

  test('are remembered while the site module reads the same, and made anew, with new names, when it changes', async () => {
    store.beginRun();
    writeFileSync(path.join(rootDir, 'lib.ts'), 'export const version = 1;\n');
    const live = { rootDir, modules: { lib: 'lib.ts' } };
    const first = await loadLiveAssets({ minify: true, live });
    expect(await loadLiveAssets({ minify: true, live })).toBe(first);
    writeFileSync(path.join(rootDir, 'lib.ts'), 'export const version = 2;\n');
    const second = await loadLiveAssets({ minify: true, live });
    expect(second).not.toBe(first);
    expect(second.names.runner).toBe(first.names.runner);
    expect(second.names.modules.lib).not.toBe(first.names.modules.lib);
  });

  test('a module that is not there is the config author’s error, at its line', async () => {
    writeFileSync(
      path.join(rootDir, 'site.config.ts'),
      "export default {\n  live: {\n    modules: { lib: 'content/plugins/lib.ts' },\n  },\n};\n",
    );
    const live = { rootDir, modules: { lib: 'content/plugins/lib.ts' } };
    const error = await bundleLiveAssets({ minify: true, live }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as UsageError).diagnostics).toEqual([
      {
        severity: 'error',
        code: 'config/live',
        message: 'The live module "lib" is content/plugins/lib.ts, which does not exist.',
        location: { file: 'site.config.ts', line: 3 },
        hint: 'live.modules names, for each specifier samples import, a file of the site relative to its root',
      },
    ]);
  });

  test('a module or playground plugin that does not compile is the author’s error, at its file, line and column', async () => {
    writeFileSync(path.join(rootDir, 'broken.ts'), 'export const a = 1;\nexport const b = ;\n');
    writeFileSync(
      path.join(rootDir, 'plugin.ts'),
      "import { nothing } from './missing.ts';\nexport default nothing;\n",
    );
    const reported = async (live: LiveModules) => {
      const error = await bundleLiveAssets({ minify: true, live }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UsageError);
      return (error as UsageError).diagnostics.map(
        (d) => `${d.code} ${d.location?.file}:${d.location?.line}:${d.location?.column} ${d.message}`,
      );
    };
    expect(await reported({ rootDir, modules: { broken: 'broken.ts' } })).toEqual([
      'config/live broken.ts:2:18 A live module of the site does not compile: Unexpected ";".',
    ]);
    expect(await reported({ rootDir, modules: {}, playgrounds: { 'x-playground': 'plugin.ts' } })).toEqual([
      'config/live plugin.ts:1:25 A live playground plugin of the site does not compile: Could not resolve "./missing.ts".',
    ]);
  });
});
