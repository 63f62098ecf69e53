// Where sitegen keeps what it remembers of a site: inside the site's node_modules, so that the
// compiled config's bare imports resolve, and out of the way of its sources and of version control.
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';

/** `node_modules/.cache/sitegen` of the site at `rootDir`: the compiled config, the last output's listing, the memo. */
export function siteCacheDir(rootDir: string): string {
  return path.join(rootDir, 'node_modules', '.cache', 'sitegen');
}

/** The memo's folder (a folder per step, see memo.ts): `memo/` in siteCacheDir. */
export function memoDirOf(rootDir: string): string {
  // Sites that share a cache folder by a link (the tests' fixture sites) share the memo, under one name.
  const cache = path.dirname(siteCacheDir(rootDir));
  return path.join(existsSync(cache) ? realpathSync(cache) : cache, 'sitegen', 'memo');
}
