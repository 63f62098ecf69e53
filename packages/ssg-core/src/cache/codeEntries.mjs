// What sitegen's code is, for the two readers of its import graph: bin/compileCli.mjs, which
// compiles the CLI (its esbuild metafile is the graph the memo hashes), and codeGraph.ts, which
// makes the same graph with one esbuild pass where there is no compiled CLI (tests). Plain
// JavaScript, so that the compiler, which runs before any TypeScript can, imports it too.
import { createRequire } from 'node:module';
import path from 'node:path';

// Found by Node's resolution, the same from the sources and from the compiled CLI (which Node
// runs from ssg-core's node_modules/.cache): a module never asks where its own file is.
const require = createRequire(import.meta.url);
/** A package's folder, its real path: installed by pnpm, runtime and theme are links beside ssg-core. */
const packageDir = (name) => path.dirname(require.resolve(`@sitegen/${name}/package.json`));

/**
 * What the paths below (and the compiled CLI's metafile) are relative to: the repository, whose
 * packages/ holds the three packages; installed, the node_modules folder that holds @sitegen/.
 */
export const CODE_ROOT = path.resolve(packageDir('ssg-core'), '../..');

/** `packages/<name>/<file>`, the repository's path of a file of a package, as it is where sitegen runs. */
const located = (file) => {
  const [, name, rest] = /^packages\/([^/]+)\/(.+)$/.exec(file);
  return path
    .relative(CODE_ROOT, path.join(packageDir(name), rest))
    .split(path.sep)
    .join('/');
};
const locatedAll = (files) => Object.fromEntries(Object.entries(files).map(([name, file]) => [name, located(file)]));

/** The CLI's entry. */
export const CLI_ENTRY = located('packages/ssg-core/bin/sitegen.ts');

/** The three packages' folders, absolute. */
export const PACKAGE_DIRS = ['ssg-core', 'runtime', 'theme'].map(packageDir);

/** The folders of sitegen's sources, the three packages' src. */
export const SOURCE_DIRS = ['packages/ssg-core/src', 'packages/runtime/src', 'packages/theme/src'].map(located);

/** sitegen's worker threads by name, each compiled to a file of its own: TypeDoc (loadApi.ts) and markdown (renderInParallel.ts). */
export const WORKER_ENTRIES = locatedAll({
  api: 'packages/ssg-core/src/typedoc/apiWorker.ts',
  markdown: 'packages/ssg-core/src/content/markdownWorker.ts',
});

/**
 * The browser code, which the build bundles for the client (bundleClient.ts) rather than runs:
 * part of the graph all the same, as the steps that bundle it remember their results.
 */
export const BROWSER_ENTRIES = locatedAll({
  client: 'packages/runtime/src/client.tsx',
  app: 'packages/theme/src/App.tsx',
  styles: 'packages/theme/src/styles/index.css',
  liveRunner: 'packages/theme/src/live/liveRunner.ts',
});

/** The package an import names (`react-dom/server` -> `react-dom`, `@shikijs/types` -> itself); undefined for a path. */
export function packageName(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('#')) return undefined;
  return specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
}
