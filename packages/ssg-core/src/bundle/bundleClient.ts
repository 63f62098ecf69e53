import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { build as esbuild, type Plugin } from 'esbuild';
import type { PageData, SidebarItem, SiteData } from '@sitegen/runtime/types.ts';
import type { Manifest } from '@sitegen/runtime/routeLoader.ts';
import { createDiskMemo, hashSources, listSourceFiles, packageVersions } from '../cache/createDiskMemo.ts';

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
const encoder = new TextEncoder();

/** App bundles by entry text; stale when a source of the theme or the runtime changes. */
export const appBundleCache = createDiskMemo<AppBundle>('app-bundle', () => {
  const packages = packageVersions(import.meta.dirname, ['esbuild', 'react', 'react-dom', 'react-router-dom', 'minisearch']);
  return `${hashSources(listSourceFiles([themeDir, runtimeDir]), (f) => readFileSync(f, 'utf8'))}-${hashSources([packages], (text) => text)}`;
});

/**
 * One data chunk per route (and per sidebar), written directly, then the app entry with a
 * manifest of those chunk URLs, bundled by esbuild and split so lazy theme parts load on demand.
 */
export async function bundleClient(input: ClientBundleInput): Promise<ClientBundle> {
  const files = new Map<string, Uint8Array>();
  const assetsUrl = `${input.baseUrl}assets/`;

  // Data chunks: one `JSON.parse` of a page's (or sidebar's) data each, so they need no bundler.
  const chunkOf = new Map<string, string>();
  const usedNames = new Set<string>();
  const addChunk = (key: string, name: string, value: unknown) => {
    const source = dataModuleSource(value);
    const file = `assets/${name}${input.stableChunkNames ? '' : `-${contentHash(source)}`}.js`;
    files.set(file, encoder.encode(source));
    chunkOf.set(key, input.baseUrl + file);
  };
  for (const [routePath, { page }] of input.pages) addChunk(`page:${routePath}`, `p/${chunkName(routePath, usedNames)}`, page);
  for (const [name, items] of input.sidebars) addChunk(`sidebar:${name}`, `s/${name}`, items);

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
  const app = await bundleApp({ entrySource, minify: input.minify, production });
  for (const [file, text] of app.files) files.set(file, encoder.encode(text));
  const entry = assetsUrl + app.entry;
  const sharedChunks = app.sharedChunks.map((chunk) => assetsUrl + chunk);
  const css = app.css.map((file) => assetsUrl + file);

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

interface AppBundle {
  /** Output files by path in the output folder, as text. */
  files: [string, string][];
  /** Paths inside `assets/`. */
  entry: string;
  sharedChunks: string[];
  css: string[];
}

/**
 * The app entry and the styles. The result only depends on the entry's text and the theme's and
 * runtime's sources, so it is remembered across builds: an edit of the content does not re-run it.
 */
async function bundleApp(options: { entrySource: string; minify: boolean; production: boolean }): Promise<AppBundle> {
  const { entrySource, minify, production } = options;
  const key = appBundleCache.key(entrySource, String(minify), String(production));
  const cached = appBundleCache.get(key);
  if (cached) return cached;
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
    minify,
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
    minify,
    metafile: true,
    logLevel: 'silent',
  });
  const inAssets = (out: string) => out.replace(/^assets\//, '');
  const entryOut = Object.entries(appResult.metafile.outputs).find(([, m]) => m.entryPoint)!;
  const bundle: AppBundle = {
    files: [...appResult.outputFiles, ...cssResult.outputFiles].map((file) => [relativeOut(file.path), file.text]),
    entry: inAssets(entryOut[0]),
    sharedChunks: entryOut[1].imports.filter((i) => i.kind === 'import-statement').map((i) => inAssets(i.path)),
    css: Object.keys(cssResult.metafile.outputs)
      .filter((o) => o.endsWith('.css'))
      .map(inAssets),
  };
  appBundleCache.set(key, bundle);
  return bundle;
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

/** A data chunk's module text, written as it is (no esbuild) by the build and by dev. */
export function dataModuleSource(value: unknown): string {
  // JSON.parse of a string literal is faster for engines than an object literal of the same size.
  // Single quotes, as esbuild prints it: JSON's many double quotes then need no escaping.
  const json = JSON.stringify(value).replace(/\\/g, '\\\\').replace(/'/g, "\\'");
  return `export default JSON.parse('${json}');`;
}

/** A readable, unique chunk name from a route path: its last segment. */
function chunkName(routePath: string, used: Set<string>): string {
  const base = (routePath.split('/').filter(Boolean).pop() ?? 'index').replace(/[^A-Za-z0-9_-]/g, '_');
  let name = base;
  for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base}_${n}`;
  used.add(name.toLowerCase());
  return name;
}

/** 8 characters of the content's hash, in the form esbuild names chunks with (serve.ts marks them immutable). */
function contentHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 8).toUpperCase();
}

function relativeOut(absolute: string): string {
  const i = absolute.lastIndexOf(`${path.sep}assets${path.sep}`);
  return absolute.slice(i + 1).split(path.sep).join('/');
}
