import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { findPackageDir } from '../findPackageDir.ts';
import { readPackageLayout } from './readPackageLayout.ts';

// The installed packages themselves: one with an `exports` map over folders (graphql 17), one
// without a map (graphql 16, installed as graphql-16), one whose map names files under `lib/`
// (graphql-http), and one with a lone declaration file (dataloader).
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const layoutOf = (name: string) => readPackageLayout(findPackageDir(repoRoot, name)!);

describe('readPackageLayout', () => {
  test('graphql 17: the exports map names the submodules, each owning its folder', () => {
    const layout = layoutOf('graphql');
    expect(layout.entry).toBe('index.d.ts');
    expect([...layout.submodules.keys()]).toEqual([
      'graphql/error',
      'graphql/execution',
      'graphql/language',
      'graphql/type',
      'graphql/utilities',
      'graphql/validation',
    ]);
    expect(layout.moduleOf('type/schema.d.ts')).toBe('graphql/type');
    expect(layout.moduleOf('graphql.d.ts')).toBe('graphql');
    // Outside every submodule: the module that re-exports it decides.
    expect(layout.moduleOf('jsutils/Maybe.d.ts')).toBeUndefined();
    expect(layout.submoduleAt('execution/index.d.ts')).toBe('graphql/execution');
    expect(layout.submoduleAt('execution/execute.d.ts')).toBeUndefined();
    expect(layout.repoPathOf('type/schema.d.ts')).toBe('src/type/schema.ts');
  });

  test('graphql 16, without an exports map: the folders beside the entry that hold an index.d.ts', () => {
    const layout = layoutOf('graphql-16');
    expect(layout.name).toBe('graphql');
    expect([...layout.submodules].sort()).toEqual(
      ['error', 'execution', 'language', 'subscription', 'type', 'utilities', 'validation'].map((m) => [
        `graphql/${m}`,
        `${m}/index.d.ts`,
      ]),
    );
  });

  test('graphql-http: declarations under lib/, submodules that are single files', () => {
    const layout = layoutOf('graphql-http');
    expect(layout.entry).toBe('lib/index.d.ts');
    expect(layout.submodules.get('graphql-http/lib/use/fetch')).toBe('lib/use/fetch.d.ts');
    expect(layout.submodules.has('graphql-http/package.json')).toBe(false);
    expect(layout.moduleOf('lib/use/fetch.d.ts')).toBe('graphql-http/lib/use/fetch');
    // A file beside the entry is the package's; a folder the map does not name is no submodule.
    expect(layout.moduleOf('lib/handler.d.ts')).toBe('graphql-http');
    expect(layout.moduleOf('lib/audits/server.d.ts')).toBeUndefined();
    expect(layout.repoPathOf('lib/audits/server.d.ts')).toBe('src/audits/server.ts');
    // Outside the entry's folder no guess is safe: no source link rather than a wrong one.
    expect(layout.repoPathOf('umd/graphql-http.d.ts')).toBeUndefined();
    expect(layout.repoPathOf('lib/use/http.d.mts')).toBe('src/use/http.mts');
  });

  test('dataloader: one declaration file, no submodules', () => {
    const layout = layoutOf('dataloader');
    expect(layout.entry).toBe('index.d.ts');
    expect(layout.submodules.size).toBe(0);
    expect(layout.moduleOf('index.d.ts')).toBe('dataloader');
  });
});
