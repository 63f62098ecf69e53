import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const FIXTURES_DIR = path.resolve(here, '../fixtures');
export const REPO_ROOT = path.resolve(here, '../../../..');

/**
 * A corpus case as a runnable site in a fresh temp folder: the good `_base` site, then the
 * case's own files over it. Unless a case brings its own, `api-source/` is a copy of the repo's
 * and node_modules is the repo's (a symlink), so the API model comes from the cache the real
 * site's build fills: TypeDoc does not run again for each case.
 */
export function prepareFixture(caseName: string): { rootDir: string; remove(): void } {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'sitegen-corpus-'));
  const rootDir = path.join(parent, caseName);
  mkdirSync(rootDir);
  cpSync(path.join(FIXTURES_DIR, '_base'), rootDir, { recursive: true });
  const caseDir = path.join(FIXTURES_DIR, caseName);
  if (caseName !== '_base') cpSync(caseDir, rootDir, { recursive: true, force: true });
  if (!existsSync(path.join(rootDir, 'api-source'))) cpSync(path.join(REPO_ROOT, 'api-source'), path.join(rootDir, 'api-source'), { recursive: true });
  symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(rootDir, 'node_modules'), 'dir');
  return { rootDir, remove: () => rmSync(parent, { recursive: true, force: true }) };
}
