// The site's own MDX components: the folder `docs.components` names, each `Name.tsx` in it one
// component (its default export). The markdown learns their names; the prerender and the client
// bundle their code, and both remember it by the folder's hash.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/loadConfig.ts';
import { CONFIG_FILE } from '../config/schema.ts';
import { createDiagnostic, UsageError } from '../diagnostics.ts';
import { findTextLine } from '../text/findTextLine.ts';
import type { SiteComponents } from '../markdown/mdxModules.ts';
import { THEME_COMPONENT_NAMES } from '@sitegen/theme/content/themeComponentNames.ts';

/** The site's components as the build passes them on: names for the markdown, files for the bundlers. */
export interface LoadedSiteComponents extends SiteComponents {
  /** The site's root, which `dir` is relative to. */
  rootDir: string;
  /** Each component's file, absolute, by name. */
  files: Record<string, string>;
  /** A hash of every file in the folder (helpers a component imports included). */
  hash: string;
}

const COMPONENT_FILE = /^([A-Z][A-Za-z0-9]*)\.tsx$/;

/** The components of the config's folder; undefined when it names none. Throws a UsageError for a folder that is not there. */
export function loadSiteComponents(config: SiteConfig): LoadedSiteComponents | undefined {
  const dir = config.docs.components;
  if (dir === undefined) return undefined;
  const location = { file: CONFIG_FILE, line: findTextLine(config.configSource, 'components:') };
  const abs = path.resolve(config.rootDir, dir);
  if (!existsSync(abs) || !statSync(abs).isDirectory())
    throw new UsageError([
      createDiagnostic('error', 'config/components', `The components folder "${dir}" does not exist.`, {
        location,
        hint: 'create it with a Name.tsx file per component, or remove `docs.components`.',
      }),
    ]);
  const files: Record<string, string> = {};
  for (const entry of readdirSync(abs).sort()) {
    const name = COMPONENT_FILE.exec(entry)?.[1];
    if (!name) continue;
    if ((THEME_COMPONENT_NAMES as readonly string[]).includes(name))
      throw new UsageError([
        createDiagnostic(
          'error',
          'config/components',
          `The site component "${name}" (${path.posix.join(dir, entry)}) has the name of one of sitegen's own.`,
          { location, hint: `rename it: ${THEME_COMPONENT_NAMES.join(', ')} are taken.` },
        ),
      ]);
    files[name] = path.join(abs, entry);
  }
  return {
    rootDir: config.rootDir,
    dir: path.posix.normalize(dir).replace(/\/$/, ''),
    names: Object.keys(files),
    files,
    hash: hashFolder(abs),
  };
}

function hashFolder(dir: string): string {
  const hash = createHash('sha256');
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const file = path.join(dir, entry);
    if (!statSync(file).isFile()) continue;
    hash.update(entry).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}
