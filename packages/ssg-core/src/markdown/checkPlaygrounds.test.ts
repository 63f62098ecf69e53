import path from 'node:path';
import { expect, test, vi } from 'vitest';
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
