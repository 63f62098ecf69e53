// Where a package's public modules are, read from the package itself: its entry's declarations, and
// the submodules a reader can import (the `exports` map's paths, or, for a package without one, the
// folders beside the entry that hold an `index.d.ts`).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

export interface PackageLayout {
  /** The package's name as its package.json gives it: the root module. */
  name: string;
  /** The entry's declarations, relative to the package: `index.d.ts`, `lib/index.d.ts`. */
  entry: string;
  /** Import path of each submodule -> its declarations, relative to the package (`<name>/type` -> `type/index.d.ts`). */
  submodules: Map<string, string>;
  /**
   * The module a declaration file belongs to: the submodule whose folder (or file) holds it, the
   * root for files beside the entry, undefined for the rest (those take the module that re-exports them).
   */
  moduleOf(sourcePath: string): string | undefined;
  /** The submodule whose declarations are this file, if any. */
  submoduleAt(sourcePath: string): string | undefined;
  /**
   * Repository path of a declaration file's TypeScript when no source map says it: `src/` plus its
   * path from the entry's folder. Undefined outside that folder, where no guess is safe (a build's
   * `dist/cjs/index.d.cts` mirrors nothing): such declarations link to no source.
   */
  repoPathOf(sourcePath: string): string | undefined;
}

interface PackageJson {
  name: string;
  types?: string;
  typings?: string;
  main?: string;
  exports?: unknown;
}

export function readPackageLayout(packageDir: string): PackageLayout {
  const json = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as PackageJson;
  const { name } = json;
  const exportsMap =
    isRecord(json.exports) && Object.keys(json.exports).every((k) => k.startsWith('.')) ? json.exports : undefined;
  const declarationsOf = (target: string | undefined) => {
    const file = target && path.posix.normalize(toDeclarations(target));
    return file && existsSync(path.join(packageDir, file)) ? file : undefined;
  };
  const rootTarget = exportsMap ? exportsMap['.'] : typeof json.exports === 'string' ? json.exports : undefined;
  const entry =
    declarationsOf(json.types ?? json.typings) ??
    declarationsOf(rootTarget === undefined ? undefined : conditionTarget(rootTarget)) ??
    declarationsOf(json.main) ??
    'index.d.ts';
  const entryDir = path.posix.dirname(entry) === '.' ? '' : `${path.posix.dirname(entry)}/`;

  const submodules = new Map<string, string>();
  if (exportsMap) {
    for (const [subpath, target] of Object.entries(exportsMap)) {
      // Patterns (`./*`) name no module of their own; package.json is no module at all.
      if (subpath === '.' || subpath.includes('*') || subpath.endsWith('.json')) continue;
      const file = declarationsOf(conditionTarget(target));
      if (file) submodules.set(`${name}/${subpath.slice(2)}`, file);
    }
  } else {
    for (const dirent of readdirSync(path.join(packageDir, entryDir || '.'), { withFileTypes: true })) {
      const index = `${entryDir}${dirent.name}/index.d.ts`;
      if (dirent.isDirectory() && dirent.name !== 'node_modules' && existsSync(path.join(packageDir, index)))
        submodules.set(`${name}/${entryDir}${dirent.name}`, index);
    }
  }
  // A submodule whose declarations are an `index.d.ts` owns its folder; any other owns its file.
  const owners = [...submodules].map(([module, file]) => ({
    module,
    file,
    folder: path.posix.basename(file) === 'index.d.ts' ? `${path.posix.dirname(file)}/` : undefined,
  }));

  return {
    name,
    entry,
    submodules,
    moduleOf(sourcePath) {
      let best: { module: string; length: number } | undefined;
      for (const { module, file, folder } of owners) {
        const length = folder && sourcePath.startsWith(folder) ? folder.length : sourcePath === file ? file.length : 0;
        if (length > (best?.length ?? 0)) best = { module, length };
      }
      if (best) return best.module;
      return sourcePath.startsWith(entryDir) && !sourcePath.slice(entryDir.length).includes('/') ? name : undefined;
    },
    submoduleAt: (sourcePath) => owners.find((o) => o.file === sourcePath)?.module,
    repoPathOf: (sourcePath) =>
      sourcePath.startsWith(entryDir) && /\.d\.[cm]?ts$/.test(sourcePath)
        ? `src/${sourcePath.slice(entryDir.length).replace(/\.d\.([cm]?)ts$/, '.$1ts')}`
        : undefined,
  };
}

/** The file an `exports` target names, trying the conditions that lead to declarations first. */
function conditionTarget(target: unknown): string | undefined {
  if (typeof target === 'string') return target;
  if (Array.isArray(target)) return target.map(conditionTarget).find(Boolean);
  if (!isRecord(target)) return undefined;
  for (const condition of ['types', 'default', 'import', 'require', 'node']) {
    const found = condition in target ? conditionTarget(target[condition]) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** `./type/index.mjs` -> `type/index.d.ts`. */
function toDeclarations(target: string): string {
  const file = target.replace(/^\.\//, '');
  return /\.d\.[cm]?ts$/.test(file) ? file : file.replace(/\.[cm]?js$/, '').concat('.d.ts');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
