// What sitegen's code is, for the two readers of its import graph: bin/compileCli.mjs, which
// compiles the CLI (its esbuild metafile is the graph the memo hashes), and codeGraph.ts, which
// makes the same graph with one esbuild pass where there is no compiled CLI (tests). Plain
// JavaScript, so that the compiler, which runs before any TypeScript can, imports it too.

/** The CLI's entry. */
export const CLI_ENTRY = 'bin/sitegen.ts';

/** sitegen's worker threads by name, each compiled to a file of its own: TypeDoc (loadApi.ts) and markdown (renderInParallel.ts). */
export const WORKER_ENTRIES = {
  api: 'packages/ssg-core/src/typedoc/apiWorker.ts',
  markdown: 'packages/ssg-core/src/content/markdownWorker.ts',
};

/**
 * The browser code, which the build bundles for the client (bundleClient.ts) rather than runs:
 * part of the graph all the same, as the steps that bundle it remember their results.
 */
export const BROWSER_ENTRIES = {
  client: 'packages/runtime/src/client.tsx',
  app: 'packages/theme/src/App.tsx',
  styles: 'packages/theme/src/styles/index.css',
  liveRunner: 'packages/theme/src/live/liveRunner.ts',
};

/** The package an import names (`react-dom/server` -> `react-dom`, `@shikijs/types` -> itself); undefined for a path. */
export function packageName(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('#')) return undefined;
  return specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
}
