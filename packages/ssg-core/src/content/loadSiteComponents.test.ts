import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import type { SiteConfig } from '../config/loadConfig.ts';
import { formatDiagnostics, UsageError } from '../diagnostics.ts';
import { loadSiteComponents } from './loadSiteComponents.ts';

const rootDir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-components-'));
afterAll(() => rmSync(rootDir, { recursive: true, force: true }));

const configSource = "export default {\n  docs: {\n    components: 'src/components',\n  },\n};\n";
const config = (components: string | undefined) =>
  ({ rootDir, configSource, docs: { components } }) as unknown as SiteConfig;

function problem(components: string): string {
  try {
    loadSiteComponents(config(components));
  } catch (error) {
    if (error instanceof UsageError) return formatDiagnostics(error.diagnostics);
    throw error;
  }
  return 'no error';
}

test('each Name.tsx of the folder is a component; other files are not, but count in its hash', () => {
  const dir = path.join(rootDir, 'src/components');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'Badge.tsx'), 'export default () => null;\n');
  writeFileSync(path.join(dir, 'colors.ts'), "export const red = '#f00';\n");
  const loaded = loadSiteComponents(config('src/components/'))!;
  expect([loaded.dir, loaded.names, loaded.files]).toEqual([
    'src/components',
    ['Badge'],
    { Badge: path.join(dir, 'Badge.tsx') },
  ]);
  writeFileSync(path.join(dir, 'colors.ts'), "export const red = '#e00';\n");
  expect(loadSiteComponents(config('src/components'))!.hash).not.toBe(loaded.hash);
  expect(loadSiteComponents(config(undefined))).toBeUndefined();
});

test("a folder that is not there, and a component named like one of sitegen's, are errors at the config's line", () => {
  expect(problem('src/missing')).toMatchInlineSnapshot(`
    "error[config/components] site.config.ts:3
      The components folder "src/missing" does not exist.
      hint: create it with a Name.tsx file per component, or remove \`docs.components\`.

    1 error"
  `);
  mkdirSync(path.join(rootDir, 'theirs'));
  writeFileSync(path.join(rootDir, 'theirs/Callout.tsx'), 'export default () => null;\n');
  expect(problem('theirs')).toMatchInlineSnapshot(`
    "error[config/components] site.config.ts:3
      The site component "Callout" (theirs/Callout.tsx) has the name of one of sitegen's own.
      hint: rename it: Admonition, Callout, Cards, CodeBlock, FileTree, Playground, ScrollArea, Steps, Tabs, TabItem are taken.

    1 error"
  `);
});
