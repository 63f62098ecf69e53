import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { memoDirOf } from '@sitegen/ssg-core/cache/siteCacheDir.ts';

/** The inputs of a site: what a copy needs to build the same site. */
const SITE_INPUTS = ['content', 'api-source', 'site.config.ts'];

/**
 * A throwaway copy of the site's inputs for tests and measurements of `sitegen dev`, inside the
 * repository's node_modules so that bare imports (the config's, api-source's) still resolve.
 * With `apiCache`, the TypeDoc model remembered by earlier builds is copied too; with
 * `renderCaches`, everything they remember (as for a dev started after a build).
 */
export function createSiteCopy(options: {
  repoRoot: string;
  name: string;
  apiCache: boolean;
  renderCaches?: boolean;
}): { rootDir: string; remove(): void } {
  const rootDir = path.join(options.repoRoot, 'node_modules', '.cache', 'sitegen-dev-test', options.name);
  rmSync(rootDir, { recursive: true, force: true });
  mkdirSync(rootDir, { recursive: true });
  for (const input of SITE_INPUTS)
    cpSync(path.join(options.repoRoot, input), path.join(rootDir, input), { recursive: true });
  const [memoDir, copyMemoDir] = [memoDirOf(options.repoRoot), memoDirOf(rootDir)];
  // A memo is a folder per step (see cache/memo.ts).
  for (const name of existsSync(memoDir) ? readdirSync(memoDir) : []) {
    if (name === 'state.json' || !(options.renderCaches || (options.apiCache && name === 'api-model'))) continue;
    cpSync(path.join(memoDir, name), path.join(copyMemoDir, name), { recursive: true });
  }
  return { rootDir, remove: () => rmSync(rootDir, { recursive: true, force: true }) };
}
