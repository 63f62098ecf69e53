import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test, vi } from 'vitest';
import { openSiteMemo } from '../cache/memo.ts';
import {
  checkPlaygrounds,
  loadPlaygroundPlugins,
  playgroundFilesOf,
  type PlaygroundFiles,
} from './checkPlaygrounds.ts';

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

/**
 * A site folder whose plugin `note.ts` takes its label from a helper, `label.ts`; `labelIs` writes
 * the helper. Removed after the file's tests.
 */
function noteSite(name: string): { root: string; labelIs: (label: string) => void } {
  const root = mkdtempSync(path.join(os.tmpdir(), `sitegen-${name}-`));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  writeFileSync(
    path.join(root, 'note.ts'),
    "import { label } from './label.ts';\n" +
      "export default { label, parts: [{ name: 'text', label: 'Text', required: true }], run: async () => ({}) };\n",
  );
  const labelIs = (label: string) =>
    writeFileSync(path.join(root, 'label.ts'), `export const label = ${JSON.stringify(label)};\n`);
  return { root, labelIs };
}

test('a plugin is loaded again once a helper it imports is edited, and only then', async () => {
  const { root, labelIs } = noteSite('playground');
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

test("a block the memo remembers is checked again once a helper its plugin imports is edited: the plugin's version covers the files it was bundled from", async () => {
  const { root, labelIs } = noteSite('playground-memo');
  const memo = await openSiteMemo(root);
  const labelOf = async (notes: PlaygroundFiles) =>
    [...(await checkPlaygrounds([{ lang: 'note', code: '### text\nthe same block' }], notes)).values()][0]!.label;
  labelIs('First');
  // As a build does: the plugins load before the pages are rendered, which get them as the load recorded them.
  const before = await loadPlaygroundPlugins(playgroundFilesOf(root, { note: 'note.ts' }));
  expect(await labelOf(before)).toBe('First');
  // A build that changed nothing knows the plugin as the last load recorded it.
  expect(playgroundFilesOf(root, { note: 'note.ts' }).version).toBe(before.version);
  // As the next build of `dev` sees the site: the helper edited, the plugin's own file as it was.
  labelIs('Second');
  const after = await loadPlaygroundPlugins(playgroundFilesOf(root, { note: 'note.ts' }));
  expect(after.version).not.toBe(before.version);
  expect(await labelOf(after)).toBe('Second');
  memo.save();
});
