import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const FIXTURES_DIR = path.resolve(here, '../fixtures');
export const REPO_ROOT = path.resolve(here, '../../../..');

/**
 * The build cache of every fixture site: shared by the cases (they are the same `_base` site
 * but for a file or two) and apart from the real site's (which they must not evict), started
 * with what the real site's builds remember of the TypeDoc model, markdown and highlighting.
 */
function fixturesCache(): string {
  const dir = path.join(REPO_ROOT, 'node_modules', '.cache', 'sitegen-fixtures');
  const memo = path.join('sitegen', 'memo');
  for (const name of ['api-model', 'markdown', 'highlight']) {
    const real = path.join(REPO_ROOT, 'node_modules', '.cache', memo, name);
    if (existsSync(path.join(dir, memo, name)) || !existsSync(real)) continue;
    cpSync(real, path.join(dir, memo, name), { recursive: true });
  }
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * A corpus case as a runnable site in a fresh temp folder: the good `_base` site, then the
 * case's own files over it. Unless a case brings its own, `api-source/` is a copy of the repo's.
 * Its node_modules links to the repo's packages, with the fixtures' build cache.
 */
export function prepareFixture(caseName: string): { rootDir: string; remove(): void } {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'sitegen-corpus-'));
  const rootDir = path.join(parent, caseName);
  mkdirSync(rootDir);
  cpSync(path.join(FIXTURES_DIR, '_base'), rootDir, { recursive: true });
  const caseDir = path.join(FIXTURES_DIR, caseName);
  if (caseName !== '_base') cpSync(caseDir, rootDir, { recursive: true, force: true });
  if (!existsSync(path.join(rootDir, 'api-source')))
    cpSync(path.join(REPO_ROOT, 'api-source'), path.join(rootDir, 'api-source'), { recursive: true });
  mkdirSync(path.join(rootDir, 'node_modules'));
  for (const entry of readdirSync(path.join(REPO_ROOT, 'node_modules'))) {
    if (entry !== '.cache')
      symlinkSync(path.join(REPO_ROOT, 'node_modules', entry), path.join(rootDir, 'node_modules', entry));
  }
  symlinkSync(fixturesCache(), path.join(rootDir, 'node_modules', '.cache'), 'dir');
  return { rootDir, remove: () => rmSync(parent, { recursive: true, force: true }) };
}
