import { cpSync, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { createDiagnostic, UsageError } from '../diagnostics.ts';

/** The starter site `sitegen init` copies: a config, a home page, two docs pages in a sidebar and a static image. */
const STARTER_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@sitegen/ssg-core/package.json')),
  'starter',
);

/** npm leaves a package's `.gitignore` out of its tarball: the starter keeps it under this name. */
const RENAMED = new Map([['gitignore', '.gitignore']]);

/** The starter's files, relative to its folder, as they are named in a new site. */
function starterFiles(): { from: string; to: string }[] {
  return (
    readdirSync(STARTER_DIR, { recursive: true, withFileTypes: true })
      // What a build of the starter leaves in it (its memo, its output) is not the starter's.
      .filter(
        (entry) => entry.isFile() && !/^(node_modules|build)(\/|$)/.test(path.relative(STARTER_DIR, entry.parentPath)),
      )
      .map((entry) => {
        const from = path.relative(STARTER_DIR, path.join(entry.parentPath, entry.name));
        return { from, to: RENAMED.get(from) ?? from };
      })
      .sort((a, b) => a.to.localeCompare(b.to))
  );
}

/**
 * Writes a starter site into `dir` (made if missing). Refuses, writing nothing, when any file it
 * would write is already there. Returns the files written, relative to `dir`.
 */
export function initSite(dir: string): string[] {
  const files = starterFiles();
  const taken = files.filter((f) => existsSync(path.join(dir, f.to)));
  if (taken.length > 0)
    throw new UsageError(
      taken.map((f) =>
        createDiagnostic(
          'error',
          'init/exists',
          `${f.to} is already there: sitegen init writes no file over another.`,
          {
            location: { file: path.join(dir, f.to) },
            hint: 'run it in an empty folder, or name a new one: sitegen init my-docs',
          },
        ),
      ),
    );
  for (const f of files) cpSync(path.join(STARTER_DIR, f.from), path.join(dir, f.to));
  return files.map((f) => f.to);
}
