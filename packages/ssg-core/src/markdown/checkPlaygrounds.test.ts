import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test, vi } from 'vitest';
import { checkPlaygrounds, playgroundFilesOf } from './checkPlaygrounds.ts';

// Each esbuild build is counted: the plugin's compile is the cost of loading it.
const builds = vi.hoisted(() => ({ entries: [] as string[] }));
vi.mock('esbuild', async (importOriginal) => {
  const esbuild = await importOriginal<typeof import('esbuild')>();
  const build: typeof esbuild.build = (options) => {
    builds.entries.push(...((options.entryPoints as string[] | undefined) ?? []));
    return esbuild.build(options);
  };
  return { ...esbuild, build, default: { ...esbuild, build } };
});

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const plugins = playgroundFilesOf(repoRoot, { 'graphql-playground': 'content/plugins/graphqlPlayground.ts' });
const block = (field: string) => ({
  lang: 'graphql-playground',
  code: `### schema\ntype Query { ${field}: Int }\n### query\n{ ${field} }`,
});

test('a playground plugin is compiled once per thread, not once per block', async () => {
  const first = await checkPlaygrounds([block('a')], plugins);
  expect(first.size).toBe(1);
  const compiled = builds.entries.filter((entry) => entry.endsWith('graphqlPlayground.ts')).length;
  expect(compiled).toBe(1);
  const more = await checkPlaygrounds([block('b'), block('c'), block('d')], plugins);
  expect([...more.values()].map((checked) => checked.problems)).toEqual([[], [], []]);
  expect(builds.entries.filter((entry) => entry.endsWith('graphqlPlayground.ts')).length).toBe(compiled);
});

test('a plugin is loaded again once a helper it imports is edited, and only then', async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'sitegen-playground-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  writeFileSync(
    path.join(root, 'note.ts'),
    "import { label } from './label.ts';\n" +
      "export default { label, parts: [{ name: 'text', label: 'Text', required: true }], run: async () => ({}) };\n",
  );
  const labelIs = (label: string) =>
    writeFileSync(path.join(root, 'label.ts'), `export const label = ${JSON.stringify(label)};\n`);
  const notes = playgroundFilesOf(root, { note: 'note.ts' });
  const labelOf = async (code: string) =>
    [...(await checkPlaygrounds([{ lang: 'note', code: `### text\n${code}` }], notes)).values()][0]!.label;
  const compiled = () => builds.entries.filter((entry) => entry === path.join(root, 'note.ts')).length;
  labelIs('First');
  expect(await labelOf('one')).toBe('First');
  expect(await labelOf('two')).toBe('First');
  expect(compiled()).toBe(1);
  // The plugin's own file reads as it did: only its helper changed.
  labelIs('Second');
  expect(await labelOf('three')).toBe('Second');
  expect(await labelOf('four')).toBe('Second');
  expect(compiled()).toBe(2);
});
