import { cpSync, existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { createDiagnostic, UsageError } from '../diagnostics.ts';

/** The starter site `sitegen init` copies: a config, a home page, two docs pages in a sidebar, a logo, a favicon and a .gitignore. */
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
  const problems = files.flatMap((f) => {
    const blocking = blockingPath(dir, f.to);
    if (!blocking) return [];
    const what =
      blocking === f.to
        ? `${f.to} is already there: sitegen init writes no file over another.`
        : blocking === '.'
          ? `${dir} is a file: sitegen init writes a site into a folder.`
          : `${blocking} is a file, where sitegen init would make a folder for ${f.to}.`;
    return [
      createDiagnostic('error', 'init/exists', what, {
        location: { file: path.join(dir, blocking) },
        hint: 'run it in an empty folder, or name a new one: sitegen init my-docs',
      }),
    ];
  });
  // One problem per path: two starter files under one blocking file name it once.
  const unique = [...new Map(problems.map((d) => [d.location!.file, d])).values()];
  if (unique.length > 0) throw new UsageError(unique);
  for (const f of files) cpSync(path.join(STARTER_DIR, f.from), path.join(dir, f.to));
  return files.map((f) => f.to);
}

/** What stands in the way of writing `file` (relative to `dir`): the file itself, or a file where a folder on its path must be. */
function blockingPath(dir: string, file: string): string | undefined {
  if (existsSync(path.join(dir, file))) return file;
  const parts = file.split('/');
  for (let i = 0; i < parts.length - 1; i++) {
    const folder = parts.slice(0, i + 1).join('/');
    const full = path.join(dir, folder);
    if (existsSync(full) && !statSync(full).isDirectory()) return folder;
  }
  // The site's folder itself may be a file.
  if (existsSync(dir) && !statSync(dir).isDirectory()) return '.';
  return undefined;
}
