// The generator is for any docs site: what is graphql-js's (its live modules, its playground, its
// texts) is the site's, in site.config.ts and the site's own files. Only tests and their fixtures
// may name graphql, the package the repository's own site documents.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const GENERATOR_DIRS = ['packages/ssg-core/src', 'packages/runtime/src'];

/** Source files of a folder, tests, fixtures and snapshots left out. */
function sourcesOf(dir: string): string[] {
  return readdirSync(path.join(repoRoot, dir), { recursive: true, encoding: 'utf8' })
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
    .filter((file) => /\.(ts|tsx|mts|mjs|js|css)$/.test(file))
    .filter((file) => !/\.test\.|(^|\/)(fixtures|__snapshots__)\//.test(file));
}

test('no source file of the generator names graphql', () => {
  const files = GENERATOR_DIRS.flatMap(sourcesOf);
  expect(files.length).toBeGreaterThan(100);
  const named = files.flatMap((file) =>
    readFileSync(path.join(repoRoot, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => (/graphql/i.test(line) ? [`${file}:${index + 1}`] : [])),
  );
  expect(named).toEqual([]);
});
