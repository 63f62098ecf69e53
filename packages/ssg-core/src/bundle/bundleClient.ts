import { createHash } from 'node:crypto';
import { siteUrl } from '@sitegen/runtime/siteUrl.ts';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Plugin } from 'esbuild';
import type {
  AppData,
  LiveAssetNames,
  PageData,
  RouteSources,
  RouteTable,
  SidebarItem,
  SiteData,
} from '@sitegen/runtime/types.ts';
import { BROWSER_ENTRIES } from '../cache/codeEntries.mjs';
import { REPO_ROOT } from '../cache/codeGraph.ts';
import { packSidebar } from '@sitegen/runtime/sidebarChunk.ts';
import { defineMemo } from '../cache/memo.ts';
import { loadLiveAssets, type LiveModules } from './bundleLiveAssets.ts';
import { recordCustomCssInputs, type CustomCss } from './loadCustomCss.ts';
import { esbuildDiagnostics, esbuildErrors, type EsbuildMessage } from './esbuildDiagnostics.ts';
import { settleAll, UsageError, type Diagnostic, type Severity } from '../diagnostics.ts';
import { jsonOf } from '../text/jsonOf.ts';
import { withEsbuild } from '../withEsbuild.ts';
import type { LoadedSiteComponents } from '../content/loadSiteComponents.ts';
import { componentCodeError, siteComponentsPlugin } from './bundleSiteComponents.ts';

export interface ClientBundleInput {
  site: SiteData;
  /** Page data per route path. */
  pages: Map<string, { page: PageData; sidebar?: string }>;
  sidebars: Map<string, SidebarItem[]>;
  notFound: PageData;
  searchIndexUrl?: string;
  baseUrl: string;
  minify: boolean;
  /** The app, when the caller has it (loadApp): else it is loaded now. */
  app?: AppBundle;
  /** The site's own MDX components, bundled with the page parts' code. */
  siteComponents?: LoadedSiteComponents;
  /** What the site's live samples may import (`live` in site.config.ts); none: no live code. */
  live?: LiveModules;
}

export interface ClientBundle {
  /** Output files, keyed by path relative to the output folder. */
  files: Map<string, Uint8Array>;
  entry: string;
  css: string[];
  /** URL of the app data module (site data, the route table's and sidebars' URLs, the not-found page): the entry imports it. */
  appData: string;
  /** The chunk URL of every route (`[pageChunk, sidebarName]`), as the route table module holds it. */
  routes: RouteTable;
  /** A route's page chunk and sidebar chunk (none for a route that has no page). */
  chunksOf(routePath: string): string[];
  /** What every page's HTML preloads: the app data and the entry's static imports (a route's chunks are chunksOf's). */
  preload: string[];
  /** What the first load's code is made of (the entry and its static imports), from esbuild's metafile: for `pnpm bench`. */
  composition: EntryComposition;
}

/** Each output file a first load runs, with the source files esbuild put in it and their bytes there, biggest first. */
export type EntryComposition = { file: string; bytes: number; inputs: [input: string, bytes: number][] }[];

const require = createRequire(import.meta.url);
/** The browser code the app is bundled from, absolute. */
const entries = Object.fromEntries(
  Object.entries(BROWSER_ENTRIES).map(([name, file]) => [name, path.join(REPO_ROOT, file)]),
) as typeof BROWSER_ENTRIES;
const themeDir = path.dirname(entries.app);
const runtimeDir = path.dirname(entries.client);
const encoder = new TextEncoder();

/** The app (entry, shared chunks, styles): it depends on nothing but this code and the browser code it bundles. */
const appMemo = defineMemo<AppBundle>(
  'app-bundle',
  ['@sitegen/ssg-core/bundle/bundleClient.ts', ...Object.values(BROWSER_ENTRIES)],
  { latestOnly: true },
);

/**
 * The route table's file. It is not named by its hash, unlike every file under assets/: it changes
 * with any page's content, and the app data (which every page's HTML names) names it. Browsers
 * revalidate it (`sitegen serve` and hosts send files outside assets/ without a long max-age).
 */
export const ROUTE_TABLE_FILE = 'route-table.js';

/**
 * One data chunk per route (and per sidebar) and the app data module naming them, written
 * directly; the app entry, bundled by esbuild and split so lazy theme parts load on demand,
 * holds no data: content edits never change its name.
 */
export async function bundleClient(input: ClientBundleInput): Promise<ClientBundle> {
  const files = new Map<string, Uint8Array>();
  const assetsUrl = siteUrl(input.baseUrl, 'assets/');

  // Data chunks: one `JSON.parse` of a page's (or sidebar's) data each, so they need no bundler.
  const usedNames = new Set<string>();
  const addChunk = (name: string, value: object) => {
    const { bytes, hash } = dataModuleOf(value);
    const file = `assets/${name}-${hash}.js`;
    files.set(file, bytes);
    return siteUrl(input.baseUrl, file);
  };
  const routes: RouteTable = {};
  for (const [routePath, { page, sidebar }] of input.pages) {
    const url = addChunk(`p/${chunkName(routePath, usedNames)}`, page);
    routes[routePath] = sidebar ? [url, sidebar as never] : [url];
  }
  // The route table changes with any page's content: named by its hash, it would change the app data and so every page's HTML.
  files.set(ROUTE_TABLE_FILE, dataModuleOf(routes).bytes);
  const sources: RouteSources = { routes: siteUrl(input.baseUrl, ROUTE_TABLE_FILE), sidebars: {} };
  for (const [name, items] of input.sidebars) sources.sidebars[name] = addChunk(`s/${name}`, packSidebar(items));
  const app =
    input.app ??
    (await loadApp({
      minify: input.minify,
      siteComponents: input.siteComponents,
      live: input.live,
      baseUrl: input.baseUrl,
    }));
  const appData: AppData = {
    site: input.site,
    ...sources,
    notFound: input.notFound,
    ...(input.searchIndexUrl ? { searchIndexUrl: input.searchIndexUrl } : {}),
    ...(app.live ? { live: app.live } : {}),
  };
  const appDataUrl = addChunk('app', appData);

  /** The URL of a route's sidebar chunk, as a list of none or one. */
  const sidebarUrlOf = (routePath: string): string[] => {
    const sidebar = routes[routePath]?.[1];
    const url = sidebar && sources.sidebars[sidebar];
    return url ? [url] : [];
  };

  for (const [file, text] of app.files) files.set(file, encoder.encode(text));
  const sharedChunks = app.sharedChunks.map((chunk) => assetsUrl + chunk);

  return {
    files,
    entry: assetsUrl + app.entry,
    css: app.css.map((file) => assetsUrl + file),
    appData: appDataUrl,
    routes,
    composition: app.composition,
    chunksOf(routePath) {
      const pageUrl = routes[routePath]?.[0];
      return pageUrl ? [pageUrl, ...sidebarUrlOf(routePath)] : [];
    },
    preload: [...sharedChunks, appDataUrl],
  };
}

/**
 * The app, remembered or bundled. It depends on nothing of the content: the build bundles it first,
 * so that esbuild (some 65 MB while it runs) is done before the build holds its pages. The live
 * assets are bundled (or remembered) beside it: the app data, not the app, names their files. The
 * app's key holds the texts of every file the site's style sheets were last bundled from (their
 * imports too), and the base URL their static urls() get.
 */
export async function loadApp({
  live,
  ...code
}: AppCodeOptions & { live: LiveModules | undefined }): Promise<AppBundle> {
  const [liveAssets, app] = await settleAll([live && loadLiveAssets({ minify: code.minify, live }), loadAppCode(code)]);
  return liveAssets ? { ...app, files: [...liveAssets.files, ...app.files], live: liveAssets.names } : app;
}

/** What the app's code (entry, chunks, one style sheet) is bundled from. */
interface AppCodeOptions {
  minify: boolean;
  siteComponents?: LoadedSiteComponents;
  customCss?: CustomCss;
  baseUrl: string;
}

async function loadAppCode(options: AppCodeOptions): Promise<AppBundle> {
  const { minify, siteComponents, customCss, baseUrl } = options;
  const keyOf = (cssHash: string) => appMemo.key(String(minify), siteComponents?.hash ?? '', cssHash, baseUrl);
  const known = appMemo.get(keyOf(customCss?.hash ?? ''));
  if (known) return known;
  const app = await withEsbuild(() => bundleApp(options));
  // Remembered by what this bundle read: the next build finds it while none of those files changes.
  appMemo.set(keyOf(customCss ? recordCustomCssInputs(customCss, app.cssInputs) : ''), app);
  return app;
}

export interface AppBundle {
  /** Output files by path in the output folder, as text. */
  files: [string, string][];
  /** Paths inside `assets/`. */
  entry: string;
  sharedChunks: string[];
  css: string[];
  composition: EntryComposition;
  /** The files of the site's style sheets esbuild read (the sheets and what they import), absolute. */
  cssInputs: string[];
  /** esbuild's warnings about the style sheets. */
  diagnostics: Diagnostic[];
  /** The live samples' files (among `files`), which the app data names; none on a site without live samples. */
  live?: LiveAssetNames;
}

/** The app entry and the styles, with the site's own components: two bundles at once. */
async function bundleApp({ minify, siteComponents, customCss, baseUrl }: AppCodeOptions): Promise<AppBundle> {
  const { build: esbuild } = await import('esbuild');
  const entrySource = [
    `import { startClient } from ${JSON.stringify(entries.client)};`,
    `import { App, loadPageCode } from ${JSON.stringify(entries.app)};`,
    'startClient({ App, loadPageCode });',
  ].join('\n');
  // The theme's styles, then the site's, in one sheet. A url() of a root path there is a static
  // file, under the site's baseUrl; a sheet's mistake is a config error, a dubious rule a warning.
  const cssImports = [entries.styles, ...(customCss?.files ?? [])].map((file) => `@import ${JSON.stringify(file)};`);
  const stylesEntry = 'sitegen-styles.css';
  const rootDir = customCss?.rootDir;
  const appBuild = esbuild({
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
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    logLevel: 'silent',
    plugins: [reactRouterProductionPlugin, ...(siteComponents ? [siteComponentsPlugin(siteComponents)] : [])],
  }).catch((error: unknown) => {
    // A site component that does not compile is the author's mistake; a theme file's is sitegen's.
    throw (siteComponents && componentCodeError(error, siteComponents, { anywhere: false })) ?? error;
  });
  const cssBuild = esbuild({
    stdin: { contents: cssImports.join('\n'), loader: 'css', resolveDir: themeDir, sourcefile: stylesEntry },
    plugins: [staticUrlsPlugin(baseUrl)],
    bundle: true,
    write: false,
    outdir: 'assets',
    entryNames: 'styles-[hash]',
    minify,
    metafile: true,
    logLevel: 'silent',
  }).catch((error: unknown) => {
    throw new UsageError(styleDiagnostics(esbuildErrors(error), 'error', rootDir));
  });
  // Both run to the end: a broken component and a broken sheet are reported together.
  const [appResult, cssResult] = await settleAll([appBuild, cssBuild]);
  const inAssets = (out: string) => out.replace(/^assets\//, '');
  const outputs = appResult.metafile.outputs;
  const entryOut = Object.entries(outputs).find(([, m]) => m.entryPoint)!;
  const firstLoad = [
    entryOut[0],
    ...entryOut[1].imports.filter((i) => i.kind === 'import-statement').map((i) => i.path),
  ];
  const bundle: AppBundle = {
    files: [...appResult.outputFiles, ...cssResult.outputFiles].map((file): [string, string] => [
      relativeOut(file.path),
      file.text,
    ]),
    entry: inAssets(entryOut[0]),
    sharedChunks: entryOut[1].imports.filter((i) => i.kind === 'import-statement').map((i) => inAssets(i.path)),
    css: Object.keys(cssResult.metafile.outputs)
      .filter((o) => o.endsWith('.css'))
      .map(inAssets),
    composition: firstLoad.map((out) => ({
      file: inAssets(out),
      bytes: outputs[out]!.bytes,
      inputs: Object.entries(outputs[out]!.inputs)
        .map(([input, { bytesInOutput }]): [string, number] => [input, bytesInOutput])
        .sort((a, b) => b[1] - a[1]),
    })),
    cssInputs: Object.keys(cssResult.metafile.inputs)
      .filter((input) => input !== stylesEntry)
      .map((input) => path.resolve(input))
      .filter((file) => !isInside(file, themeDir)),
    diagnostics: styleDiagnostics(cssResult.warnings, 'warning', rootDir),
  };
  return bundle;
}

/** A style sheet's url() of a root path (`/img/logo.svg`) names a static file: its URL under the site's baseUrl. */
function staticUrlsPlugin(baseUrl: string): Plugin {
  return {
    name: 'static-urls',
    setup(build) {
      build.onResolve({ filter: /^\//, namespace: 'file' }, ({ path, kind }) =>
        kind === 'url-token' ? { path: siteUrl(baseUrl, path), external: true } : undefined,
      );
    },
  };
}

/** Whether `file` is inside the folder `dir`. */
const isInside = (file: string, dir: string) => file.startsWith(dir + path.sep);

/**
 * esbuild's errors or warnings about the one sheet: in a sheet of the site, config/custom-css at
 * its file and line (relative to the site's root); in the theme's, theme/syntax.
 */
export function styleDiagnostics(
  messages: EsbuildMessage[],
  severity: Severity,
  rootDir: string | undefined,
): Diagnostic[] {
  return esbuildDiagnostics(messages, {
    severity,
    ...(rootDir && { rootDir }),
    describe: (text, file) =>
      file && isInside(file, themeDir)
        ? { code: 'theme/syntax', message: `The theme's styles: ${text}.` }
        : { code: 'config/custom-css', message: `${text}.` },
  });
}

/**
 * react-router's package exports always name its development build; its production build sits
 * beside it. That build still names its components for React's devtools (`Link.displayName =
 * "Link"`) and makes its components and contexts with `forwardRef`, `memo` and `createContext`
 * calls that esbuild cannot know to be pure: those keep every part of it in the bundle, used or
 * not (data routers, Form, NavLink, ScrollRestoration and what they import). Without the names,
 * and with those calls marked pure (they are), the app keeps what it uses: 6 KB of 14 gzipped.
 * The same holds for a few module-level values (`new Set`, `new URL`, `Object.getOwnPropertyNames`)
 * and for the route error boundary's `contextType`, which kept that class and the RSC error
 * handler it renders, neither used by BrowserRouter: without them 3.8 KB of 5.0 (7.18.5).
 */
const reactRouterProductionPlugin: Plugin = {
  name: 'react-router-production',
  setup(build) {
    build.onResolve({ filter: /^react-router$/ }, () => {
      const dom = require.resolve('react-router-dom/package.json', { paths: [runtimeDir] });
      const pkg = require.resolve('react-router/package.json', { paths: [path.dirname(dom)] });
      return { path: path.join(path.dirname(pkg), 'dist', 'production', 'index.mjs') };
    });
    build.onLoad({ filter: /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8'))
        .replace(/^\s*[\w$]+\.displayName = "[^"\n]*";$/gm, '')
        .replace(/= (React\d*\.(?:forwardRef|memo|createContext))\(/g, '= /* @__PURE__ */ $1(')
        .replace(/^\s*[\w$]+\.contextType = [\w$]+;$/gm, '')
        .replace(/^(var [\w$]+ = )(Object\.getOwnPropertyNames\(|new (?:URL|Set)\()/gm, '$1/* @__PURE__ */ $2'),
      loader: 'js',
    }));
  },
};

const dataModules = new WeakMap<object, { bytes: Uint8Array; hash: string }>();

/** A data chunk's bytes and content hash, once per object (dev rebuilds with the same page objects, from the memo). */
function dataModuleOf(value: object): { bytes: Uint8Array; hash: string } {
  let module = dataModules.get(value);
  if (!module) {
    const source = dataModuleSource(value);
    dataModules.set(value, (module = { bytes: encoder.encode(source), hash: contentHash(source) }));
  }
  return module;
}

/** A data chunk's module text, written as it is (no esbuild). */
export function dataModuleSource(value: object): string {
  // JSON.parse of a string literal is faster for engines than an object literal of the same size.
  // Single quotes, as esbuild prints it: JSON's many double quotes then need no escaping.
  const json = jsonOf(value).replace(/\\/g, '\\\\').replace(/'/g, "\\'");
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
  return absolute
    .slice(i + 1)
    .split(path.sep)
    .join('/');
}
