import type { PageData, SidebarItem } from '@sitegen/runtime/types.ts';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { applyTrailingSlash } from '@sitegen/runtime/routePath.ts';
import { absoluteSiteUrl, siteUrl } from '@sitegen/runtime/siteUrl.ts';
import { loadConfig, type SiteConfig } from './config/loadConfig.ts';
import { CONFIG_FILE } from './config/schema.ts';
import { loadDocs } from './content/loadDocs.ts';
import { renderDocs, type ImageFiles } from './content/renderDocs.ts';
import { buildApiReference, resolveApiVersions, type ApiReference } from './pages/buildApiReference.ts';
import { resolveSidebars } from './routes/resolveSidebars.ts';
import { buildRouteTable } from './routes/buildRouteTable.ts';
import { buildSiteData, buildFixedPages } from './pages/buildSiteData.ts';
import { checkMainDoc, checkNavbar } from './pages/checkNavbar.ts';
import { buildDocPages } from './pages/buildDocPages.ts';
import { buildHomePage } from './pages/buildHomePage.ts';
import { buildDocSearchDocs } from './search/buildSearchDocs.ts';
import { createSearchIndexFile, SEARCH_INDEX_FILE } from './search/buildSearchIndex.ts';
import { bundleClient, loadApp } from './bundle/bundleClient.ts';
import { prerenderPages } from './prerender/prerenderPages.ts';
import { buildSitemap } from './prerender/buildSitemap.ts';
import { buildHeadersFile } from './hosting/buildHeadersFile.ts';
import { inlineScriptsOf } from './prerender/inlineScripts.ts';
import { checkFileLinks, checkLinks } from './links/checkLinks.ts';
import { buildMarkdownFiles } from './markdownTwins/buildMarkdownTwins.ts';
import { openSiteMemo } from './cache/memo.ts';
import { writeOutput } from './output/writeOutput.ts';
import { UsageError, type Diagnostic } from './diagnostics.ts';
import type { BuildOptions, BuildResult, SiteBuild, SiteOptions, SitePages } from './buildTypes.ts';

export type { BuildOptions, BuildResult, SiteBuild, SiteOptions, SitePages };
import { createTimer } from './timing.ts';

/** A site without `api` in its config: its docs alone. */
const NO_API: ApiReference = {
  pages: [],
  sidebars: [],
  versions: [],
  searchDocs: [],
  coverage: 'no API configured',
  diagnostics: [],
};

/** The API reference of the versions the config names, with every route in the form its trailingSlash asks for (see routePath.ts). */
function buildApiOf(
  rootDir: string,
  config: SiteConfig,
  api: NonNullable<SiteConfig['api']>,
  options: SiteOptions,
): Promise<ApiReference> {
  const { title, titleDelimiter, url, baseUrl, trailingSlash } = config;
  const apiPath = applyTrailingSlash(api.path, trailingSlash);
  return buildApiReference({
    rootDir,
    site: { title, titleDelimiter, url, baseUrl },
    versions: resolveApiVersions(api, config, apiPath),
    changesPath: applyTrailingSlash(`${api.path.replace(/\/+$/, '')}/changes`, trailingSlash),
    pluginId: api.id,
    codeThemes: config.themeConfig.codeThemes,
    apiWorker: options.cli?.workers.api,
  });
}

/** The site in memory: every step of the build but writing it. `sitegen dev` serves what this returns. */
export async function buildSite(options: SiteOptions): Promise<SiteBuild> {
  const timer = createTimer();
  const rootDir = path.resolve(options.rootDir);
  const diagnostics: Diagnostic[] = [];
  const config = await timer.time('config', () => loadConfig(rootDir));
  const {
    url,
    baseUrl,
    trailingSlash,
    themeConfig: { codeThemes },
  } = config;
  // The API pages need nothing of the docs: TypeDoc (when the model is not remembered) runs beside the markdown.
  const apiReference = timer.time('api', () =>
    config.api ? buildApiOf(rootDir, config, config.api, options) : Promise.resolve(NO_API),
  );
  apiReference.catch(() => {});
  // The app's code needs nothing of the content: bundled (when not remembered) while TypeDoc runs, before the pages are held.
  const minify = options.minify ?? true;
  const app = await timer.time('bundle', () => loadApp(minify));

  const loaded = loadDocs({
    rootDir,
    contentDir: config.docs.contentDir,
    docsPath: config.docs.path,
    includeDrafts: options.drafts,
  });
  for (const doc of loaded.docs) doc.path = applyTrailingSlash(doc.path, trailingSlash);
  const [images, strict]: [ImageFiles, boolean] = [new Map(), options.strict ?? config.docs.strictFrontMatter];
  const toc = {
    minLevel: config.themeConfig.tableOfContents.minHeadingLevel,
    maxLevel: config.themeConfig.tableOfContents.maxHeadingLevel,
  };
  // When someone waits for the pages (dev), the docs' twins are formatted after they are shown.
  const twinsLater: (() => void)[] = [];
  const later = options.onPages && ((finish: () => void) => void twinsLater.push(finish));
  const docs = await timer.time('markdown', () =>
    renderDocs({
      rootDir,
      docs: loaded.docs,
      baseUrl,
      staticDir: config.staticDir,
      toc,
      images,
      codeThemes,
      strict,
      twins: { site: { url, baseUrl }, trailingSlash },
      later,
      cli: options.cli,
    }),
  );
  const [docIds, unlisted] = [
    new Set(docs.map((d) => d.id)),
    new Set(docs.filter((d) => d.markdown.frontMatter.unlisted).map((d) => d.path)),
  ];
  const sidebarDocs = new Map(
    docs.map((d) => [
      d.id,
      { ...d, className: d.markdown.frontMatter.sidebar_class_name, unlisted: unlisted.has(d.path) },
    ]),
  );
  const sidebars = resolveSidebars({
    config: config.sidebars,
    docs: sidebarDocs,
    configFile: CONFIG_FILE,
    configSource: config.configSource,
    draftIds: loaded.draftIds,
  });
  const api = await apiReference;
  const [latestApi, ...olderApis] = api.versions;
  const routes = buildRouteTable({
    docs,
    docSidebars: sidebars.docSidebars,
    api: latestApi,
    olderApis,
    apiChangesPath: api.changesPath,
    trailingSlash,
  });
  diagnostics.push(
    ...loaded.diagnostics,
    ...docs.flatMap((d) => d.markdown.diagnostics),
    ...checkMainDoc(config, docIds),
  );
  diagnostics.push(...sidebars.diagnostics, ...checkNavbar(config, docIds), ...api.diagnostics, ...routes.diagnostics);

  const site = buildSiteData(config, new Map(docs.map((d) => [d.id, d.path])));
  if (api.versionsData) site.apiVersions = api.versionsData;
  const { search: searchPage, notFound } = buildFixedPages(site);
  const pages = new Map<string, PageData>([...buildDocPages({ site, docs, sidebars }), ...api.pages]);
  pages.set('/', await buildHomePage({ rootDir, staticDir: config.staticDir, site, codeThemes }));
  pages.set(applyTrailingSlash('/search', trailingSlash), searchPage);
  const allSidebars = new Map<string, SidebarItem[]>([...sidebars.sidebars, ...api.sidebars]);
  const routePages = new Map(routes.routes.map((r) => [r.path, { page: pages.get(r.path)!, sidebar: r.sidebar }]));
  // The pages name the search index by a URL that does not change: it is made once they are shown.
  const searchIndexUrl = siteUrl(baseUrl, SEARCH_INDEX_FILE);
  const bundle = await timer.time('bundle', () =>
    bundleClient({ site, pages: routePages, sidebars: allSidebars, notFound, searchIndexUrl, baseUrl, minify, app }),
  );

  // An open page (dev) shows its new data chunks while the HTML is made.
  await options.onPages?.({ config, routes, files: new Map([...bundle.files, ...images]), chunksOf: bundle.chunksOf });
  const [docByPath, { entry, css, appData }] = [new Map(docs.map((d) => [d.path, d])), bundle];
  const assetsFor = (route: string) => ({
    entry,
    css,
    appData,
    preload: bundle.preloadFor(route),
    pageChunk: bundle.routes[route]?.[0],
    sidebar: bundle.routes[route]?.[1],
    favicon: config.favicon && siteUrl(baseUrl, config.favicon),
  });
  const { renderer, linkSeverity: severity = 'error' } = options;
  const prerendered = await timer.time('prerender', () =>
    prerenderPages({ site, pages: routePages, notFound, docs: docByPath, sidebars: allSidebars, assetsFor, renderer }),
  );
  const pageFiles = new Map<string, string | Uint8Array>([...bundle.files, ...prerendered.files, ...images]);
  const searchDocs = [...api.searchDocs, ...buildDocSearchDocs(docs.filter((d) => !unlisted.has(d.path)))];
  const versionLabels = api.versionsData?.versions.map((v) => v.version);
  const search = timer.timeSync('search index', () => createSearchIndexFile(searchDocs, baseUrl, versionLabels));
  const markdown = await timer.time('markdown twins', () => {
    for (const finish of twinsLater) finish();
    return buildMarkdownFiles({ site, pages: routePages, docs: docByPath, sidebars: allSidebars, unlisted });
  });
  // The static folder is copied into the output as it is, when it is written.
  const staticDir = path.join(rootDir, config.staticDir);
  const inOutput = (file: string) =>
    [markdown.files, prerendered.files, bundle.files, images].some((files) => files.has(file)) ||
    existsSync(path.join(staticDir, file));
  const fileLinks = { pages: prerendered.forLinks, siteUrl: absoluteSiteUrl(site, '/'), hasFile: inOutput, severity };
  diagnostics.push(
    ...prerendered.diagnostics,
    ...timer.timeSync('link check', () => checkLinks(prerendered.forLinks, { severity, baseUrl })),
  );
  // The twins are made of the pages' content: checked once it has no error (nor, in dev, a broken link), so that a mistake is reported once, at its source.
  if (!diagnostics.some((d) => d.severity === 'error' || /^link\/broken|^image\/missing/.test(d.code)))
    diagnostics.push(...timer.timeSync('twin link check', () => checkFileLinks(markdown.links, fileLinks)));
  // Every problem of the run at once, sorted by file and line when printed.
  if (options.throwOnError !== false && diagnostics.some((d) => d.severity === 'error'))
    throw new UsageError(diagnostics);

  const sitemap = buildSitemap(
    site,
    routes.routes.map((r) => r.path).filter((p) => !unlisted.has(p)),
  );
  const files = new Map<string, string | Uint8Array>([
    ...pageFiles,
    [search.file, search.json],
    ['sitemap.xml', sitemap],
    ...markdown.files,
  ]);
  files.set('_headers', buildHeadersFile({ baseUrl, files: files.keys(), inlineScripts: inlineScriptsOf(site) }));
  return {
    config,
    routes,
    files,
    knownHashes: prerendered.knownHashes,
    chunksOf: bundle.chunksOf,
    diagnostics,
    apiCoverage: api.coverage,
    timings: timer.timings,
    rendered: prerendered.rendered,
  };
}

/** `sitegen build`: the site, remembered steps reused, written atomically (a failed build leaves the output as it was). */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const rootDir = path.resolve(options.rootDir);
  const outDir = path.resolve(rootDir, options.outDir ?? 'build');
  const memo = await openSiteMemo(rootDir, options.cli?.metafile);
  let site: SiteBuild;
  try {
    site = await buildSite({ ...options, rootDir });
  } finally {
    memo.save();
  }
  if (options.write === false) return { ...site, outDir, output: 'not written' };
  const start = performance.now();
  const output = writeOutput(
    outDir,
    { files: site.files, knownHashes: site.knownHashes, copyDirs: [path.join(rootDir, site.config.staticDir)] },
    { cacheDir: path.dirname(memo.dir) },
  );
  site.timings.write = performance.now() - start;
  return { ...site, outDir, output };
}
