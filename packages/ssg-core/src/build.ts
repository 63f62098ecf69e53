import { createHash } from 'node:crypto';
import path from 'node:path';
import type { PageData, SidebarItem } from '@sitegen/runtime/types.ts';
import { applyTrailingSlash, routeOutputFile } from '@sitegen/runtime/routePath.ts';
import { loadConfig, CONFIG_FILE, type SiteConfig } from './config/loadConfig.ts';
import { loadDocs } from './content/loadDocs.ts';
import { renderDocs, type ImageFiles } from './content/renderDocs.ts';
import { loadApi } from './typedoc/loadApi.ts';
import { resolveSidebars } from './routes/resolveSidebars.ts';
import { buildRouteTable, type RouteTable } from './routes/buildRouteTable.ts';
import { buildSiteData, buildFixedPages } from './pages/buildSiteData.ts';
import { checkNavbar } from './pages/checkNavbar.ts';
import { buildDocPages } from './pages/buildDocPages.ts';
import { buildApiPages, buildApiSidebar, formatApiCoverage } from './pages/buildApiPages.ts';
import { apiPagesCache, type ApiPages } from './pages/apiPagesCache.ts';
import { buildHomePage } from './pages/buildHomePage.ts';
import { buildSearchIndex } from './search/buildSearchIndex.ts';
import { appBundleCache, bundleClient } from './bundle/bundleClient.ts';
import { buildSitemap } from './prerender/buildSitemap.ts';
import { buildHeadersFile } from './prerender/buildHeadersFile.ts';
import { pageCache } from './prerender/pageCache.ts';
import { renderDocument } from './prerender/renderDocument.ts';
import { checkLinks, type PageForLinkCheck } from './links/checkLinks.ts';
import { linkCache } from './links/linkCache.ts';
import { writeOutput } from './output/writeOutput.ts';
import { highlightCache } from './markdown/highlightCache.ts';
import { markdownCache } from './markdown/markdownCache.ts';
import { createDiagnostic, UsageError, type Diagnostic } from './diagnostics.ts';
import { createTimer, type StageTimings } from './timing.ts';

/** Stands for the search index's URL in what is remembered across builds (see stableSite below). */
const SEARCH_INDEX_STAND_IN = '/__sitegen-search-index-url__';

export interface BuildOptions {
  /** The site root: the folder holding site.config.ts. */
  rootDir: string;
  /** Output folder, relative to rootDir or absolute. Default `build`. */
  outDir?: string;
  /** Write the output to disk (tests pass false). Default true. */
  write?: boolean;
  /** Minify the client bundle. Default true. */
  minify?: boolean;
  /** Severity of broken links: errors in build, warnings in dev. */
  linkSeverity?: 'error' | 'warning';
}

export interface BuildResult {
  config: SiteConfig;
  routes: RouteTable;
  /** Every emitted file, by path inside the output folder. */
  files: Map<string, string | Uint8Array>;
  /** Warnings (errors throw a UsageError). */
  diagnostics: Diagnostic[];
  timings: StageTimings;
  outDir: string;
  /** How many page bodies were rendered with React (the others came from the page cache). */
  rendered: number;
  /** Whether the output folder was written, or already held this output and was left alone. */
  output: 'written' | 'unchanged' | 'not written';
}

/** The whole build: load, render, bundle, prerender, check links, write. */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const timer = createTimer();
  const rootDir = path.resolve(options.rootDir);
  const outDir = path.resolve(rootDir, options.outDir ?? 'build');
  const diagnostics: Diagnostic[] = [];
  const fail = () => {
    if (diagnostics.some((d) => d.severity === 'error')) throw new UsageError(diagnostics);
  };

  const cacheDir = path.join(rootDir, 'node_modules', '.cache', 'sitegen');
  const config = await timer.time('config', () => loadConfig(rootDir));
  const apiPromise = timer.time('typedoc', () => loadApi({ rootDir, cacheDir: path.join(cacheDir, 'api') }));
  apiPromise.catch(() => {});

  // What earlier builds remember (each memo goes stale by itself when its inputs' code changes).
  const memos = [highlightCache, markdownCache, apiPagesCache, appBundleCache, pageCache, linkCache];
  await Promise.all(memos.map((memo) => memo.load(cacheDir)));
  const loaded = loadDocs({ rootDir, contentDir: config.docs.contentDir, docsPath: config.docs.path });
  diagnostics.push(...loaded.diagnostics);
  // Every route in the form the config's trailingSlash asks for, from here on (see routePath.ts).
  for (const doc of loaded.docs) doc.path = applyTrailingSlash(doc.path, config.trailingSlash);
  const apiPath = applyTrailingSlash(config.api.path, config.trailingSlash);
  const images: ImageFiles = new Map();
  const codeThemes = config.themeConfig.codeThemes;
  const toc = { minLevel: config.themeConfig.tableOfContents.minHeadingLevel, maxLevel: config.themeConfig.tableOfContents.maxHeadingLevel };
  const docs = await timer.time('markdown', () => renderDocs({ rootDir, docs: loaded.docs, baseUrl: config.baseUrl, toc, images, codeThemes }));
  for (const doc of docs) diagnostics.push(...doc.markdown.diagnostics);

  const docIds = new Set(docs.map((d) => d.id));
  if (!docIds.has(config.docs.mainDocId)) {
    diagnostics.push(
      createDiagnostic('error', 'docs/unknown-main-doc', `The main doc "${config.docs.mainDocId}" does not exist.`, { location: { file: CONFIG_FILE } }),
    );
  }
  const sidebars = resolveSidebars({
    config: config.sidebars,
    docs: new Map(docs.map((d) => [d.id, { id: d.id, path: d.path, label: d.label }])),
    configFile: CONFIG_FILE,
    configSource: config.configSource,
  });
  diagnostics.push(...sidebars.diagnostics, ...checkNavbar(config, docIds));

  const api = await apiPromise;
  const routes = buildRouteTable({
    docs,
    docSidebars: sidebars.docSidebars,
    api: { path: apiPath, items: api.items },
    trailingSlash: config.trailingSlash,
  });
  diagnostics.push(...routes.diagnostics);
  fail();

  const search = timer.timeSync('search index', () => buildSearchIndex({ docs, api, apiPath, baseUrl: config.baseUrl }));
  const site = { ...buildSiteData(config, new Map(docs.map((d) => [d.id, d.path]))), searchIndexUrl: search.url };
  // The search index's URL is content-hashed: it changes with any edit. What is remembered across
  // builds (API page data, page bodies) is made with a stand-in for it, replaced in the documents.
  const stableSite = { ...site, searchIndexUrl: SEARCH_INDEX_STAND_IN };
  const pages = new Map<string, PageData>();
  for (const [p, page] of buildDocPages({ site, docs, sidebars })) pages.set(p, page);
  const apiPages = await timer.time('api pages', async (): Promise<ApiPages> => {
    const key = api.cacheKey && apiPagesCache.key(api.cacheKey, JSON.stringify(stableSite), apiPath, JSON.stringify(codeThemes ?? null));
    const cached = key ? apiPagesCache.get(key) : undefined;
    if (cached) return cached;
    const found: Diagnostic[] = [];
    const built = { pages: [...(await buildApiPages({ site: stableSite, model: api, apiPath, diagnostics: found, codeThemes }))], diagnostics: found };
    if (key) apiPagesCache.set(key, built);
    return built;
  });
  diagnostics.push(...apiPages.diagnostics);
  for (const [p, page] of apiPages.pages) pages.set(p, page);
  console.log(`API doc coverage: ${formatApiCoverage(api.coverage)}`);
  pages.set('/', await buildHomePage({ rootDir, site, codeThemes }));
  const { search: searchPage, notFound } = buildFixedPages(site);
  pages.set(applyTrailingSlash('/search', config.trailingSlash), searchPage);
  const allSidebars = new Map<string, SidebarItem[]>(sidebars.sidebars);
  allSidebars.set('api', buildApiSidebar(api, apiPath));

  const bundle = await timer.time('bundle', () =>
    bundleClient({
      site,
      pages: new Map(routes.routes.map((r) => [r.path, { page: pages.get(r.path)!, sidebar: r.sidebar }])),
      sidebars: allSidebars,
      notFound,
      baseUrl: config.baseUrl,
      minify: options.minify ?? true,
    }),
  );

  let rendered = 0;
  const files = new Map<string, string | Uint8Array>(bundle.files);
  files.set(search.file, search.json);
  for (const [name, bytes] of images) files.set(name, bytes);
  const forLinks: PageForLinkCheck[] = [];
  /** What each page in forLinks was made from: its body's cache key and its document's assets. */
  const pageKeys: string[] = [];
  const docByPath = new Map(docs.map((d) => [d.path, d]));
  await timer.time('prerender', async () => {
    // React and the theme load only when a page body is not in the page cache.
    let renderer: typeof import('./prerender/renderPage.tsx') | undefined;
    const failures: Diagnostic[] = [];
    const targets = [
      ...routes.routes.map((r) => ({ path: r.path, page: pages.get(r.path)!, sidebarName: r.sidebar })),
      { path: '404', page: notFound, sidebarName: undefined },
    ];
    // Bodies are remembered without the search index's URL and the assets' URLs (the entry
    // carries the site data): an edit re-renders only the pages whose data or sidebar changed.
    // Hashed once here rather than within every page's key (the API sidebar alone is ~50 KB of JSON).
    const siteKey = pageCache.key(JSON.stringify(stableSite));
    const sidebarKeys = new Map([...allSidebars].map(([name, items]) => [name, pageCache.key(JSON.stringify(items))]));
    for (const { sidebarName, ...rest } of targets) {
      const target = { ...rest, sidebar: sidebarName ? allSidebars.get(sidebarName) : undefined };
      const assets = { entry: bundle.entry, css: bundle.css, preload: bundle.preloadFor(target.path), favicon: config.favicon };
      try {
        const key = pageCache.key(siteKey, target.path, JSON.stringify(target.page), (sidebarName && sidebarKeys.get(sidebarName)) ?? '');
        let body = pageCache.get(key);
        if (body === undefined) {
          renderer ??= await import('./prerender/renderPage.tsx');
          body = renderer.renderBody({ site: stableSite, target });
          pageCache.set(key, body);
          rendered++;
        }
        body = body.replaceAll(SEARCH_INDEX_STAND_IN, search.url);
        const html = renderDocument({ site, route: target.path, head: target.page.head, body, assets });
        files.set(target.path === '404' ? '404.html' : routeOutputFile(target.path), html);
        const doc = docByPath.get(target.path);
        forLinks.push({ route: target.path, html, file: doc?.file, sourceLinks: doc?.markdown.links });
        pageKeys.push(pageCache.key(key, search.url, JSON.stringify(assets)));
      } catch (error) {
        if (!renderer || !(error instanceof renderer.PrerenderError)) throw error;
        failures.push(
          createDiagnostic('error', 'prerender/throws', error.message, {
            route: error.route,
            location: docByPath.get(error.route) ? { file: docByPath.get(error.route)!.file } : undefined,
          }),
        );
      }
    }
    diagnostics.push(...failures);
  });
  fail();

  diagnostics.push(
    ...timer.timeSync('link check', () => {
      const severity = options.linkSeverity ?? 'error';
      const key = linkCache.key(severity, ...forLinks.map((p, i) => `${p.route}\u0001${pageKeys[i]}\u0001${p.file ?? ''}\u0001${JSON.stringify(p.sourceLinks ?? null)}`));
      const found = linkCache.get(key) ?? checkLinks(forLinks, { severity });
      linkCache.set(key, found);
      return found;
    }),
  );
  fail();

  await Promise.all(memos.map((memo) => memo.save(cacheDir)));
  let outputState: BuildResult['output'] = 'not written';
  files.set('sitemap.xml', buildSitemap(config.url, routes.routes.map((r) => r.path)));
  files.set('_headers', buildHeadersFile({ site, files: files.keys() }));
  if (options.write !== false) {
    // The manifest lets a build whose output did not change leave the folder as it is.
    const manifestFile = path.join(cacheDir, `output-${createHash('sha1').update(outDir).digest('hex').slice(0, 12)}.json`);
    outputState = await timer.time('write', () => writeOutput(outDir, { files, copyDirs: [path.join(rootDir, config.staticDir)] }, { manifestFile }));
  }
  return { config, routes, files, diagnostics, timings: timer.timings, outDir, output: outputState, rendered };
}
