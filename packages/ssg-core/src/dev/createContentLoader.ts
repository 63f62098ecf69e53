import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageData, SidebarItem, SiteData } from '@sitegen/runtime/types.ts';
import { loadConfig, CONFIG_FILE, type SiteConfig } from '../config/loadConfig.ts';
import { loadDocs, type DocSource } from '../content/loadDocs.ts';
import { renderDocs, type ImageFiles, type RenderedDoc } from '../content/renderDocs.ts';
import { loadApi } from '../typedoc/loadApi.ts';
import { highlightCache } from '../markdown/highlightCache.ts';
import { markdownCache } from '../markdown/markdownCache.ts';
import type { ApiModel } from '../typedoc/ApiModel.ts';
import { resolveSidebars } from '../routes/resolveSidebars.ts';
import { buildRouteTable, type RouteTable } from '../routes/buildRouteTable.ts';
import { buildSiteData, buildFixedPages } from '../pages/buildSiteData.ts';
import { checkNavbar } from '../pages/checkNavbar.ts';
import { buildDocPages } from '../pages/buildDocPages.ts';
import { buildApiPages, buildApiSidebar } from '../pages/buildApiPages.ts';
import { buildHomePage, HOME_FILE } from '../pages/buildHomePage.ts';
import { createDiagnostic, type Diagnostic } from '../diagnostics.ts';
import { createDiskCache } from './createDiskCache.ts';

/** What changed on disk, as far as the rebuild cares. */
export type ChangeKind = 'config' | 'api' | 'theme' | 'markdown' | 'content';

/** Everything the pages of the site are made of, before bundling and prerendering. */
export interface SiteContent {
  config: SiteConfig;
  site: SiteData;
  routes: RouteTable;
  pages: Map<string, PageData>;
  sidebars: Map<string, SidebarItem[]>;
  notFound: PageData;
  /** Docs by route, for diagnostics and link positions. */
  docByPath: Map<string, RenderedDoc>;
  images: ImageFiles;
  diagnostics: Diagnostic[];
}

/**
 * The load and render stages of the build, keeping their results between rebuilds:
 * a markdown edit re-renders only the docs whose text changed (all of them when a doc
 * appears, disappears or moves, since relative links resolve against every doc), the
 * API model and its pages are reused until `api-source/` or the config changes.
 */
export function createContentLoader(rootDir: string) {
  let config: SiteConfig | undefined;
  let api: ApiModel | undefined;
  let apiPages: Map<string, PageData> | undefined;
  let rendered = new Map<string, RenderedDoc>();
  let docIdentities = '';
  let home: { source: string; page: PageData } | undefined;
  const images: ImageFiles = new Map();
  const sitegenCache = path.join(rootDir, 'node_modules', '.cache', 'sitegen');
  const cacheDir = path.join(sitegenCache, 'api');
  const cache = createDiskCache(path.join(sitegenCache, 'dev'));
  // The build's memos of highlighted code and rendered markdown: with them, a start after
  // a build never loads shiki.
  const memos = [highlightCache, markdownCache];
  const memosLoaded = Promise.all(memos.map((m) => m.load(sitegenCache)));

  return async function loadContent(changes: Set<ChangeKind>): Promise<SiteContent> {
    await memosLoaded;
    try {
      return await loadFresh(changes);
    } finally {
      await Promise.all(memos.map((m) => m.save(sitegenCache)));
    }
  };

  async function loadFresh(changes: Set<ChangeKind>): Promise<SiteContent> {
    const everything = !config || changes.has('config') || changes.has('api');
    // A config that fails to load throws a UsageError: the previous state stays as it was.
    if (!config || changes.has('config')) config = await loadConfig(rootDir);
    const cfg = config;
    const apiPromise = !api || everything ? loadApi({ rootDir, cacheDir }) : Promise.resolve(api);
    apiPromise.catch(() => {});

    const diagnostics: Diagnostic[] = [];
    const loaded = loadDocs({ rootDir, contentDir: cfg.docs.contentDir, docsPath: cfg.docs.path, includeDrafts: true });
    diagnostics.push(...loaded.diagnostics);
    const identities = JSON.stringify(loaded.docs.map((d) => [d.relativePath, d.id, d.path]));
    const relinkAll = everything || changes.has('content') || identities !== docIdentities;
    const stale = loaded.docs.filter((d) => relinkAll || rendered.get(d.relativePath)?.source !== d.source);
    const toc = { minLevel: cfg.themeConfig.tableOfContents.minHeadingLevel, maxLevel: cfg.themeConfig.tableOfContents.maxHeadingLevel };
    const docInputs = (d: DocSource) => [d.source, d.file, identities, toc, cfg.baseUrl];
    const cached = stale.flatMap((d) => cache.read<RenderedDoc>(`doc-${d.relativePath}`, docInputs(d)) ?? []);
    const uncached = stale.filter((d) => !cached.some((c) => c.relativePath === d.relativePath));
    const imageCount = images.size;
    const fresh = await renderDocs({ rootDir, docs: uncached, linkTargets: loaded.docs, baseUrl: cfg.baseUrl, toc, images, codeThemes: cfg.themeConfig.codeThemes });
    // A cached doc would not bring its images back: docs with images are not cached.
    if (images.size === imageCount) for (const d of fresh) cache.write(`doc-${d.relativePath}`, docInputs(d), d);
    const freshByPath = new Map([...cached, ...fresh].map((d) => [d.relativePath, d]));
    const docs = loaded.docs.map((d) => freshByPath.get(d.relativePath) ?? rendered.get(d.relativePath)!);
    rendered = new Map(docs.map((d) => [d.relativePath, d]));
    docIdentities = identities;
    for (const doc of docs) diagnostics.push(...doc.markdown.diagnostics);

    const docIds = new Set(docs.map((d) => d.id));
    if (!docIds.has(cfg.docs.mainDocId)) {
      diagnostics.push(
        createDiagnostic('error', 'docs/unknown-main-doc', `The main doc "${cfg.docs.mainDocId}" does not exist.`, { location: { file: CONFIG_FILE } }),
      );
    }
    const sidebars = resolveSidebars({
      config: cfg.sidebars,
      docs: new Map(docs.map((d) => [d.id, { id: d.id, path: d.path, label: d.label }])),
      configFile: CONFIG_FILE,
      configSource: cfg.configSource,
    });
    diagnostics.push(...sidebars.diagnostics, ...checkNavbar(cfg, docIds));

    if (everything) apiPages = undefined;
    api = await apiPromise;
    const routes = buildRouteTable({ docs, docSidebars: sidebars.docSidebars, api: { path: cfg.api.path, items: api.items } });
    diagnostics.push(...routes.diagnostics);

    const site = buildSiteData(cfg, new Map(docs.map((d) => [d.id, d.path])));
    if (!apiPages) {
      const inputs = [{ ...api, fromCache: undefined }, site, cfg.api.path];
      apiPages = new Map(cache.read<[string, PageData][]>('api-pages', inputs));
      if (apiPages.size === 0) {
        apiPages = await buildApiPages({ site, model: api, apiPath: cfg.api.path, codeThemes: cfg.themeConfig.codeThemes });
        cache.write('api-pages', inputs, [...apiPages]);
      }
    }
    const homeSource = readHome(rootDir);
    if (everything || !home || home.source !== homeSource) home = { source: homeSource, page: await buildHomePage({ rootDir, site, codeThemes: cfg.themeConfig.codeThemes }) };

    const { search, notFound } = buildFixedPages(site);
    const pages = new Map<string, PageData>([...buildDocPages({ site, docs, sidebars }), ...apiPages, ['/', home.page], ['/search', search]]);
    const allSidebars = new Map<string, SidebarItem[]>(sidebars.sidebars);
    allSidebars.set('api', buildApiSidebar(api, cfg.api.path));
    return { config: cfg, site, routes, pages, sidebars: allSidebars, notFound, docByPath: new Map(docs.map((d) => [d.path, d])), images, diagnostics };
  }
}

function readHome(rootDir: string): string {
  const file = path.join(rootDir, HOME_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}
