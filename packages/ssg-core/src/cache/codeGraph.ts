// Which code a cached step runs: its module, every module that module imports (as esbuild's
// metafile of sitegen's sources lists them), and the versions of the packages they import.
// A memo key made from this goes stale by itself when any of that code changes.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Metafile } from 'esbuild';
import { findPackageDir } from '../findPackageDir.ts';
import { withEsbuild } from '../withEsbuild.ts';
import { BROWSER_ENTRIES, CLI_ENTRY, CODE_ROOT, packageName, WORKER_ENTRIES } from './codeEntries.mjs';

// Found by Node's resolution, the same from the sources and from the compiled CLI (which Node
// runs from ssg-core's node_modules/.cache): a module never asks where its own file is.
const require = createRequire(import.meta.url);

/** The repository (installed: the node_modules folder that holds @sitegen/): the metafile's paths are relative to it. */
export const REPO_ROOT = CODE_ROOT;

export interface CodeGraph {
  /** A hash of the code `file` runs: its text, every module it imports (transitively), the package versions. */
  hashOf(file: string): string;
  /** The repo-relative source files `file` runs, itself included, and the packages (`name@version`) they import. */
  closureOf(file: string): { files: string[]; packages: string[] };
}

/**
 * The graph of a metafile. `read` gives a source file's text (tests pass another to see what
 * an edit would change).
 */
export function createCodeGraph(
  metafile: Metafile,
  options: { rootDir?: string; read?: (file: string) => string | Buffer } = {},
): CodeGraph {
  const rootDir = options.rootDir ?? REPO_ROOT;
  const read = options.read ?? ((file: string) => readFileSync(path.join(rootDir, file)));
  const fileHashes = new Map<string, string>();
  const versions = new Map<string, string>();
  const closures = new Map<string, { files: string[]; packages: string[] }>();
  const hashes = new Map<string, string>();
  const packageDirs = new Map<string, string | undefined>();

  const fileHash = (file: string) => {
    let hash = fileHashes.get(file);
    if (!hash) fileHashes.set(file, (hash = createHash('sha1').update(read(file)).digest('hex')));
    return hash;
  };

  const versionIn = (dir: string | undefined) => {
    if (!dir) return 'missing';
    let version = versions.get(dir);
    if (version === undefined)
      versions.set(
        dir,
        (version = (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version),
      );
    return version;
  };

  /** `name@version` of a file inside node_modules (a bundled package, or one imported by its path). */
  const packageOfFile = (file: string) => {
    const absolute = path.resolve(rootDir, file.startsWith('file:') ? fileURLToPath(file) : file);
    const match = /^(.*[\\/]node_modules[\\/])((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(absolute); // greedy: pnpm's paths hold several node_modules, the last names the package
    if (!match) return undefined;
    const name = match[2]!.split(path.sep).join('/');
    return `${name}@${versionIn(match[1]! + match[2]!)}`;
  };

  /** `name@version` of an external import: a package specifier, resolved as Node would from the importer; undefined for built-ins. */
  const packageOfImport = (specifier: string, importer: string) => {
    if (specifier.startsWith('file:') || /node_modules/.test(specifier)) return packageOfFile(specifier);
    const name = packageName(specifier);
    if (!name || specifier.startsWith('node:') || builtinModules.includes(name)) return undefined;
    // Once per folder and name: the files of a folder import the same packages.
    const from = path.dirname(path.join(rootDir, importer));
    const at = `${from}\u0000${name}`;
    if (!packageDirs.has(at)) packageDirs.set(at, findPackageDir(from, name));
    return `${name}@${versionIn(packageDirs.get(at))}`;
  };

  // Installed, sitegen's files are named `@sitegen/ssg-core/src/...` (relative to node_modules):
  // a name the metafile holds is its own, whatever it looks like.
  const inputOf = (module: string) => (metafile.inputs[module] ? module : toInput(rootDir, module));

  const closureOf = (start: string) => {
    const file = inputOf(start);
    const known = closures.get(file);
    if (known) return known;
    if (!metafile.inputs[file])
      throw new Error(`${file} is not in sitegen's code graph (is it imported by a step or a browser entry?).`);
    const files = new Set<string>();
    const packages = new Set<string>();
    // Each file with the file that imports it: a plugin's virtual module resolves from there.
    const todo: [string, string][] = [[file, file]];
    while (todo.length) {
      const [current, importer] = todo.pop()!;
      if (files.has(current)) continue;
      // A plugin's virtual module (`namespace:path`, e.g. the compiled CLI's typescript-through-require:typescript) names a package.
      const virtual = /^[\w-]{2,}:(?!\/\/)(.+)$/.exec(current);
      const pkg = virtual
        ? packageOfImport(virtual[1]!, importer)
        : /node_modules/.test(current)
          ? packageOfFile(current)
          : undefined;
      if (pkg || virtual) {
        if (pkg) packages.add(pkg);
        continue;
      }
      files.add(current);
      for (const imported of metafile.inputs[current]?.imports ?? []) {
        if (imported.external) {
          const external = packageOfImport(imported.path, current);
          if (external) packages.add(external);
        } else {
          todo.push([imported.path, current]);
        }
      }
    }
    const closure = { files: [...files].sort(), packages: [...packages].sort() };
    closures.set(file, closure);
    return closure;
  };

  return {
    closureOf,
    hashOf(start) {
      const file = inputOf(start);
      let hash = hashes.get(file);
      if (!hash) {
        const { files, packages } = closureOf(file);
        const h = createHash('sha1');
        for (const f of files) h.update(`${f}\0${fileHash(f)}\0`);
        h.update(packages.join('\0'));
        hashes.set(file, (hash = h.digest('hex')));
      }
      return hash;
    },
  };
}

/**
 * The metafile's name of a module: repo-relative with forward slashes. An absolute path is
 * accepted, and a package specifier of sitegen's own (`@sitegen/ssg-core/build.ts`), as memos name their code.
 */
export function toInput(rootDir: string, module: string): string {
  const file = module.startsWith('@sitegen/') ? require.resolve(module) : module;
  return (path.isAbsolute(file) ? path.relative(rootDir, file) : file).split(path.sep).join('/');
}

/** What sitegen runs: the CLI and its worker threads (as bin/compileCli.mjs compiles them), and the browser code. */
const GRAPH_ENTRIES = [CLI_ENTRY, ...Object.values(WORKER_ENTRIES), ...Object.values(BROWSER_ENTRIES)];

let current: { metafile: string | undefined; graph: Promise<CodeGraph> } | undefined;

/**
 * The graph of sitegen's code as it is now: from `metafile` (the compiled CLI's, which its
 * commands pass down). Without one (tests), or when `fresh` (dev, after an edit of the theme),
 * one esbuild pass that writes nothing makes it.
 */
export function loadCodeGraph(options: { fresh?: boolean; metafile?: string } = {}): Promise<CodeGraph> {
  const { metafile } = options;
  if (current && current.metafile === metafile && !options.fresh) return current.graph;
  const graph = (async () => {
    if (!options.fresh && metafile) return createCodeGraph(JSON.parse(readFileSync(metafile, 'utf8')) as Metafile);
    const { build } = await import('esbuild');
    const result = await withEsbuild(() =>
      build({
        absWorkingDir: REPO_ROOT,
        entryPoints: GRAPH_ENTRIES.filter((file) => existsSync(path.join(REPO_ROOT, file))),
        bundle: true,
        write: false,
        metafile: true,
        outdir: 'code-graph',
        platform: 'node',
        format: 'esm',
        jsx: 'automatic',
        // Packages are named by their versions, not read: only sitegen's own sources are followed.
        plugins: [
          {
            name: 'external-packages',
            setup: (b) =>
              b.onResolve({ filter: /^[^./#]/ }, (args) =>
                args.path.startsWith('@sitegen/') ? undefined : { path: args.path, external: true },
              ),
          },
        ],
        logLevel: 'silent',
      }),
    );
    return createCodeGraph(result.metafile);
  })();
  current = { metafile, graph };
  graph.catch(() => (current = undefined));
  return graph;
}
