import path from 'node:path';
import { createRequire } from 'node:module';
import { build as esbuild, type Plugin } from 'esbuild';
import type { PageData, SidebarItem, SiteData } from '@sitegen/runtime/types.ts';
import type { Manifest } from '@sitegen/runtime/routeLoader.ts';

export interface ClientBundleInput {
  site: SiteData;
  /** Page data per route path. */
  pages: Map<string, { page: PageData; sidebar?: string }>;
  sidebars: Map<string, SidebarItem[]>;
  notFound: PageData;
  baseUrl: string;
  minify: boolean;
  /** React's production build (default: when minifying). Dev uses it unminified: hydration is several times faster. */
  reactProduction?: boolean;
  /** Name data chunks without a hash (dev): a page's chunk URL then survives edits of its data, so the entry need not be rebuilt. */
  stableChunkNames?: boolean;
}

export interface ClientBundle {
  /** Output files, keyed by path relative to the output folder. */
  files: Map<string, Uint8Array>;
  entry: string;
  css: string[];
  /** The chunk URL of every route and sidebar, as embedded in the entry. */
  manifest: Manifest;
  /** What each route's HTML should preload: its page chunk, its sidebar chunk, and the entry's static imports. */
  preloadFor(routePath: string): string[];
}

const require = createRequire(import.meta.url);
const themeDir = path.join(path.dirname(require.resolve('@sitegen/theme/package.json')), 'src');
const runtimeDir = path.join(path.dirname(require.resolve('@sitegen/runtime/package.json')), 'src');

/**
 * Two esbuild passes: first one data chunk per route (and per sidebar), then the app
 * entry with a manifest of those chunk URLs, split so lazy theme parts load on demand.
 */
export async function bundleClient(input: ClientBundleInput): Promise<ClientBundle> {
  const files = new Map<string, Uint8Array>();
  const assetsUrl = `${input.baseUrl}assets/`;

  // Pass 1: data chunks.
  const dataModules = new Map<string, unknown>();
  const dataEntries: { in: string; out: string }[] = [];
  const chunkOf = new Map<string, string>();
  const usedNames = new Set<string>();
  for (const [routePath, { page }] of input.pages) {
    const key = `page:${routePath}`;
    dataModules.set(key, page);
    dataEntries.push({ in: `sitegen-data:${key}`, out: `p/${chunkName(routePath, usedNames)}` });
  }
  for (const [name, items] of input.sidebars) {
    dataModules.set(`sidebar:${name}`, items);
    dataEntries.push({ in: `sitegen-data:sidebar:${name}`, out: `s/${name}` });
  }
  const dataResult = await esbuild({
    entryPoints: dataEntries,
    bundle: true,
    format: 'esm',
    write: false,
    outdir: 'assets',
    entryNames: input.stableChunkNames ? '[dir]/[name]' : '[dir]/[name]-[hash]',
    metafile: true,
    logLevel: 'silent',
    plugins: [dataModulesPlugin(dataModules)],
  });
  for (const [out, meta] of Object.entries(dataResult.metafile.outputs)) {
    if (meta.entryPoint) chunkOf.set(meta.entryPoint.replace(/^sitegen-data:/, ''), assetsUrl + out.replace(/^assets\//, ''));
  }
  for (const file of dataResult.outputFiles) files.set(relativeOut(file.path), file.contents);

  const manifest: Manifest = { routes: {}, sidebars: {} };
  for (const [routePath, { sidebar }] of input.pages) {
    const url = chunkOf.get(`page:${routePath}`)!;
    manifest.routes[routePath] = sidebar ? [url, sidebar as never] : [url];
  }
  for (const name of input.sidebars.keys()) manifest.sidebars[name] = chunkOf.get(`sidebar:${name}`)!;

  // Pass 2: the app.
  const entrySource = [
    `import { startClient } from ${JSON.stringify(path.join(runtimeDir, 'client.tsx'))};`,
    `import { App } from ${JSON.stringify(path.join(themeDir, 'App.tsx'))};`,
    `startClient({ App, site: ${JSON.stringify(input.site)}, manifest: ${JSON.stringify(manifest)}, notFound: ${JSON.stringify(input.notFound)} });`,
  ].join('\n');
  const production = input.reactProduction ?? input.minify;
  const appResult = await esbuild({
    stdin: { contents: entrySource, loader: 'tsx', resolveDir: themeDir, sourcefile: 'sitegen-entry.tsx' },
    bundle: true,
    splitting: true,
    format: 'esm',
    write: false,
    outdir: 'assets',
    entryNames: 'entry-[hash]',
    chunkNames: 'c/[name]-[hash]',
    jsx: 'automatic',
    minify: input.minify,
    target: ['es2022'],
    define: { 'process.env.NODE_ENV': production ? '"production"' : '"development"' },
    metafile: true,
    logLevel: 'silent',
    plugins: production ? [reactRouterProductionPlugin] : [],
  });
  const cssResult = await esbuild({
    entryPoints: [path.join(themeDir, 'styles', 'index.css')],
    bundle: true,
    write: false,
    outdir: 'assets',
    entryNames: 'styles-[hash]',
    minify: input.minify,
    metafile: true,
    logLevel: 'silent',
  });
  for (const file of [...appResult.outputFiles, ...cssResult.outputFiles]) files.set(relativeOut(file.path), file.contents);

  const entryOut = Object.entries(appResult.metafile.outputs).find(([, m]) => m.entryPoint)!;
  const entry = assetsUrl + entryOut[0].replace(/^assets\//, '');
  const sharedChunks = entryOut[1].imports.filter((i) => i.kind === 'import-statement').map((i) => assetsUrl + i.path.replace(/^assets\//, ''));
  const css = Object.keys(cssResult.metafile.outputs)
    .filter((o) => o.endsWith('.css'))
    .map((o) => assetsUrl + o.replace(/^assets\//, ''));

  return {
    files,
    entry,
    css,
    manifest,
    preloadFor(routePath) {
      const route = manifest.routes[routePath];
      if (!route) return sharedChunks;
      const sidebarUrl = route[1] ? manifest.sidebars[route[1]] : undefined;
      return [...sharedChunks, route[0], ...(sidebarUrl ? [sidebarUrl] : [])];
    },
  };
}

// react-router's package exports always name its development build; its production build sits beside it.
const reactRouterProductionPlugin: Plugin = {
  name: 'react-router-production',
  setup(build) {
    build.onResolve({ filter: /^react-router$/ }, () => {
      const dom = require.resolve('react-router-dom/package.json', { paths: [runtimeDir] });
      const pkg = require.resolve('react-router/package.json', { paths: [path.dirname(dom)] });
      return { path: path.join(path.dirname(pkg), 'dist', 'production', 'index.mjs') };
    });
  },
};

function dataModulesPlugin(modules: Map<string, unknown>): Plugin {
  return {
    name: 'sitegen-data',
    setup(build) {
      build.onResolve({ filter: /^sitegen-data:/ }, (args) => ({ path: args.path.slice('sitegen-data:'.length), namespace: 'sitegen-data' }));
      build.onLoad({ filter: /.*/, namespace: 'sitegen-data' }, (args) => ({ contents: dataModuleSource(modules.get(args.path)), loader: 'js' }));
    },
  };
}

/** A data chunk's module text; dev writes changed chunks with it directly, without esbuild. */
export function dataModuleSource(value: unknown): string {
  // JSON.parse of a string literal is faster for engines than an object literal of the same size.
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(value))});`;
}

/** A readable, unique chunk name from a route path: its last segment. */
function chunkName(routePath: string, used: Set<string>): string {
  const base = (routePath.split('/').filter(Boolean).pop() ?? 'index').replace(/[^A-Za-z0-9_-]/g, '_');
  let name = base;
  for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base}_${n}`;
  used.add(name.toLowerCase());
  return name;
}

function relativeOut(absolute: string): string {
  const i = absolute.lastIndexOf(`${path.sep}assets${path.sep}`);
  return absolute.slice(i + 1).split(path.sep).join('/');
}
