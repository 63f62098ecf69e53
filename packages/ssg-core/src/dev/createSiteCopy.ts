import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/** The inputs of a site: what a copy needs to build the same site. */
const SITE_INPUTS = ['content', 'api-source', 'site.config.ts'];

/**
 * A throwaway copy of the site's inputs for tests and measurements of `sitegen dev`, inside the
 * repository's node_modules so that bare imports (the config's, api-source's) still resolve.
 * With `apiCache`, the TypeDoc model cached by earlier builds is copied too; with `renderCaches`,
 * also the builds' memos of rendered markdown and highlighted code (as after any earlier build).
 */
export function createSiteCopy(options: { repoRoot: string; name: string; apiCache: boolean; renderCaches?: boolean }): { rootDir: string; remove(): void } {
  const rootDir = path.join(options.repoRoot, 'node_modules', '.cache', 'sitegen-dev-test', options.name);
  rmSync(rootDir, { recursive: true, force: true });
  mkdirSync(rootDir, { recursive: true });
  for (const input of SITE_INPUTS) cpSync(path.join(options.repoRoot, input), path.join(rootDir, input), { recursive: true });
  const apiCache = path.join('node_modules', '.cache', 'sitegen', 'api');
  if (options.apiCache && existsSync(path.join(options.repoRoot, apiCache))) {
    cpSync(path.join(options.repoRoot, apiCache), path.join(rootDir, apiCache), { recursive: true });
  }
  if (options.renderCaches) {
    const cacheDir = path.join('node_modules', '.cache', 'sitegen');
    for (const file of existsSync(path.join(options.repoRoot, cacheDir)) ? readdirSync(path.join(options.repoRoot, cacheDir)) : []) {
      if (/^(highlight|markdown)-.*\.json$/.test(file)) cpSync(path.join(options.repoRoot, cacheDir, file), path.join(rootDir, cacheDir, file));
    }
  }
  return { rootDir, remove: () => rmSync(rootDir, { recursive: true, force: true }) };
}
