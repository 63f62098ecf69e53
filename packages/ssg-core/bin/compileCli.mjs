// The CLI runs from an esbuild bundle of its TypeScript sources, cached under a hash of them:
// a run starts in plain Node instead of transpiling ~150 modules through tsx's loader, and the
// first run after a source edit pays the compile (~200 ms).
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  BROWSER_ENTRIES,
  CLI_ENTRY,
  CODE_ROOT,
  PACKAGE_DIRS,
  packageName,
  SOURCE_DIRS,
  WORKER_ENTRIES,
} from '../src/cache/codeEntries.mjs';

const METAFILE = 'metafile.json';
// They decide how the sources compile: esbuild reads the tsconfigs, and `@sitegen/*` resolves through the exports.
// The lockfile says which files TypeDoc's dependencies are, which the bundle imports by path.
const SETTINGS = [
  'tsconfig.json',
  'tsconfig.base.json',
  'pnpm-lock.yaml',
  ...SOURCE_DIRS.map((dir) => dir.replace(/src$/, 'package.json')),
];
/** ssg-core's folder, relative to the root (packages/ssg-core in the repository). */
const CORE_DIR = path.dirname(SOURCE_DIRS[0]);
// Inside ssg-core, so that the bundle's bare imports ('react', 'shiki'...) resolve through its node_modules.
const CACHE_DIR = `${CORE_DIR}/node_modules/.cache/sitegen-cli`;
// A process started from an older bundle may still import its lazy chunks: keep a bundle that long after its last start.
const KEEP_RECENT_MS = 10 * 60_000;

// esbuild is ssg-core's dependency (it bundles the client with it), not the root's.
const requireFromCore = createRequire(path.join(CODE_ROOT, CORE_DIR, 'package.json'));

/** An error in sitegen's own sources that keeps the CLI from compiling; the message names file:line. */
export class CliCompileError extends Error {
  name = 'CliCompileError';
}

/**
 * The path of the compiled CLI entry (an .mjs file), compiling it first when no bundle of the
 * current sources exists. `rootDir` and `cacheDir` are for tests: a tree shaped like the repo.
 */
export async function compiledCli({ rootDir = CODE_ROOT, cacheDir = path.join(rootDir, CACHE_DIR) } = {}) {
  const key = cliSourceKey(rootDir);
  const finalDir = path.join(cacheDir, key);
  const entry = path.join(finalDir, 'sitegen.mjs');
  if (existsSync(entry)) {
    markUsed(finalDir);
    return entry;
  }

  // Each process compiles into its own folder and renames it into place: a folder under the
  // key is always complete, whoever wins when two processes compile at once.
  const tempDir = path.join(cacheDir, `.tmp-${key}-${process.pid}-${randomBytes(4).toString('hex')}`);
  mkdirSync(cacheDir, { recursive: true });
  try {
    await compile({ rootDir, outDir: tempDir });
    try {
      renameSync(tempDir, finalDir);
    } catch (error) {
      // Another process got there first: its bundle is the same.
      if (!existsSync(entry)) throw error;
    }
  } finally {
    rmSync(tempDir, { recursive: true, force: true });
  }
  removeStaleBundles(cacheDir, key);
  return entry;
}

/** The esbuild metafile of the bundle, beside the entry compiledCli() returned: which sources import which. */
export function metafileOf(entry) {
  return path.join(path.dirname(entry), METAFILE);
}

/** The bundle's file of each worker thread, beside the entry compiledCli() returned. */
export function workerFiles(entry) {
  return Object.fromEntries(
    Object.keys(WORKER_ENTRIES).map((name) => [name, path.join(path.dirname(entry), `${name}-worker.mjs`)]),
  );
}

/** sha1 of the CLI's sources (relative path and contents), this compiler, and esbuild's version. */
export function cliSourceKey(rootDir = CODE_ROOT) {
  const hash = createHash('sha1');
  // The bundle holds TypeDoc and absolute paths (TypeDoc's dependencies and its import.meta.url).
  hash.update(
    `esbuild ${requireFromCore('esbuild/package.json').version}\0typedoc ${requireFromCore('typedoc/package.json').version}\0${rootDir}\0`,
  );
  hash.update(readFileSync(new URL(import.meta.url)));
  for (const file of listSources(rootDir)) {
    hash.update(`\0${file}\0`);
    hash.update(readFileSync(path.join(rootDir, file)));
  }
  return hash.digest('hex');
}

/** The entry, the settings, and every file under the packages' src folders except tests, sorted, relative to rootDir. */
export function listSources(rootDir) {
  const files = [CLI_ENTRY, ...SETTINGS.filter((file) => existsSync(path.join(rootDir, file)))];
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(rootDir, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== '__snapshots__' && entry.name !== 'test') walk(rel);
      } else if (!/\.test\.tsx?$/.test(entry.name)) {
        files.push(rel);
      }
    }
  };
  for (const dir of SOURCE_DIRS) if (existsSync(path.join(rootDir, dir))) walk(dir);
  return files.sort();
}

/** Compiles running in this process: the last to end stops esbuild's service. */
let compiling = 0;

async function compile({ rootDir, outDir }) {
  const esbuild = requireFromCore('esbuild');
  compiling++;
  try {
    const result = await esbuild.build({
      absWorkingDir: rootDir,
      entryPoints: {
        sitegen: path.join(rootDir, CLI_ENTRY),
        ...entriesIn(rootDir, WORKER_ENTRIES, (name) => `${name}-worker`),
        // Never run from the bundle: compiled so that its metafile (the build memo's code graph,
        // see codeGraph.ts) also covers the browser code that the build bundles for the client.
        ...entriesIn(rootDir, BROWSER_ENTRIES, (name) => `browser-${name}`),
      },
      metafile: true,
      outdir: outDir,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      // Keeps each command's `await import()` lazy: `serve` does not load the build.
      splitting: true,
      jsx: 'automatic',
      // Stack traces of our own bugs point at the TypeScript sources, which are on disk.
      sourcemap: 'linked',
      sourcesContent: false,
      // No `define` of process.env.NODE_ENV: bin/sitegen.mjs sets it at run time, before React loads.
      plugins: [typescriptThroughRequire(rootDir), externalPackagesExceptBundled],
      logLevel: 'silent',
    });
    writeFileSync(path.join(outDir, METAFILE), JSON.stringify(result.metafile));
  } catch (error) {
    if (!error?.errors) throw error;
    const text = (await esbuild.formatMessages(error.errors, { kind: 'error', color: Boolean(process.stderr.isTTY) }))
      .join('')
      .trimEnd();
    throw new CliCompileError(`sitegen's own sources do not compile:\n\n${text}`);
  } finally {
    // Its service would otherwise keep what it parsed (some 100 MB) through the whole command.
    if (--compiling === 0) await esbuild.stop();
  }
}

/** esbuild's entry points for those of `entries` that exist in the tree (a test's tree holds few), by their output name. */
function entriesIn(rootDir, entries, outputName) {
  return Object.fromEntries(
    Object.entries(entries)
      .filter(([, file]) => existsSync(path.join(rootDir, file)))
      .map(([name, file]) => [outputName(name), path.join(rootDir, file)]),
  );
}

/**
 * TypeScript is CommonJS. Imported from ESM, Node reads all 9 MB of it twice more before running
 * it, to detect its module format and to find its exports (0.6 s of a cold build); required, it
 * only compiles. So `import ts from 'typescript'`, ours and TypeDoc's, becomes a require.
 */
function typescriptThroughRequire(rootDir) {
  const from = path.join(rootDir, CORE_DIR, 'package.json');
  return {
    name: 'typescript-through-require',
    setup(build) {
      build.onResolve({ filter: /^typescript$/ }, () => ({
        path: 'typescript',
        namespace: 'typescript-through-require',
      }));
      build.onLoad({ filter: /.*/, namespace: 'typescript-through-require' }, () => ({
        contents: `import { createRequire } from 'node:module';\nexport default createRequire(${JSON.stringify(from)})('typescript');\n`,
        loader: 'js',
      }));
    },
  };
}

const builtins = new Set(builtinModules);
const insideTypeDoc = /[\\/]node_modules[\\/]typedoc[\\/]/;
const insideNodeModules = /[\\/]node_modules[\\/]/;
/** sitegen's own sources: outside node_modules in the repository, inside it where sitegen is installed. */
const isOwnFile = (file) =>
  !insideNodeModules.test(file) || PACKAGE_DIRS.some((dir) => file.startsWith(dir + path.sep));

/**
 * Packages the bundle holds, with everything they import: TypeDoc (ESM that imports TypeScript,
 * see above) and the markdown pipeline, some 300 small modules that Node would otherwise find,
 * read and link one by one (0.3 s of every build that renders markdown).
 */
const BUNDLED = new Set([
  'typedoc',
  'unified',
  'remark-parse',
  'remark-gfm',
  'remark-directive',
  'remark-mdx',
  'remark-frontmatter',
  'remark-rehype',
  'rehype-react',
  'remark-stringify',
  'hast-util-to-mdast',
  'unist-util-visit',
  'mdast-util-to-string',
  'hast-util-to-string',
  'github-slugger',
  'zod',
]);

/**
 * Other packages stay imports, resolved at run time from ssg-core's folder. TypeDoc's
 * dependencies are imported by their paths: ssg-core's folder does not reach them.
 */
const externalPackagesExceptBundled = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData?.resolvingOwnFile) return undefined;
      const bare = args.path.replace(/^node:/, '');
      if (builtins.has(bare) || builtins.has(bare.split('/')[0])) return { path: args.path, external: true };
      // `#utils` and the like: a package's own files, through its package.json "imports".
      if (args.path.startsWith('#') || args.path.startsWith('@sitegen/')) return undefined;
      const name = packageName(args.path);
      if (isOwnFile(args.importer)) return BUNDLED.has(name) ? undefined : { path: args.path, external: true };
      // TypeDoc's own dependencies stay files (mini-shiki loads its WebAssembly from beside itself).
      if (!insideTypeDoc.test(args.importer)) return undefined;
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: { resolvingOwnFile: true },
      });
      if (resolved.errors.length) return { errors: resolved.errors };
      return { path: pathToFileURL(resolved.path).href, external: true };
    });
    // TypeDoc finds its package.json and TypeScript from import.meta.url: keep it the original file's.
    build.onLoad({ filter: /\.js$/ }, (args) => {
      if (!insideTypeDoc.test(args.path)) return undefined;
      const source = readFileSync(args.path, 'utf8');
      return {
        contents: source.replace(/\bimport\.meta\.url\b/g, JSON.stringify(pathToFileURL(args.path).href)),
        loader: 'js',
      };
    });
  },
};

/** The mtime of a bundle folder says when a process last started from it. */
function markUsed(dir) {
  const now = new Date();
  try {
    utimesSync(dir, now, now);
  } catch {
    // Removed meanwhile by another process's clean-up; this run has already resolved its entry.
  }
}

/** Removes other bundles (and abandoned temp folders) that no process has started from lately. */
function removeStaleBundles(cacheDir, key) {
  for (const name of readdirSync(cacheDir)) {
    if (name === key) continue;
    const dir = path.join(cacheDir, name);
    try {
      if (Date.now() - statSync(dir).mtimeMs > KEEP_RECENT_MS) rmSync(dir, { recursive: true, force: true });
    } catch {
      // Removed by another process meanwhile.
    }
  }
}
