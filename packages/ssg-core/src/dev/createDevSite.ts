import path from 'node:path';
import { routeOutputFile } from '@sitegen/runtime/routePath.ts';
import { bundleClient, dataModuleSource, type ClientBundle } from '../bundle/bundleClient.ts';
import { buildSitemap } from '../prerender/buildSitemap.ts';
import { checkLinks, type PageForLinkCheck } from '../links/checkLinks.ts';
import { createDiagnostic, UsageError, type Diagnostic } from '../diagnostics.ts';
import { createTimer, type StageTimings } from '../timing.ts';
import { createContentLoader, type ChangeKind, type SiteContent } from './createContentLoader.ts';
import { loadThemeRenderer, type ThemeRenderer } from './loadThemeRenderer.ts';
import { prerenderRoutes } from './prerenderRoutes.ts';
import { esbuildDiagnostics } from './esbuildDiagnostics.ts';

export type { ChangeKind };

/** What one rebuild did. */
export interface DevUpdate {
  /** Routes whose HTML changed; `all` when every page may have (new entry, routes or config). */
  changed: string[] | 'all';
  /** Every current problem of the site; broken links are warnings in dev. */
  diagnostics: Diagnostic[];
  ms: number;
  timings: StageTimings;
}

/**
 * The site held in memory and kept up to date. A rebuild diffs the new page data with the
 * old: only the data chunks and HTML of pages that changed are written again, and the app
 * entry is rebundled only when what it embeds (site data, route list) or the theme changed.
 */
export function createDevSite(rootDir: string) {
  const loadContent = createContentLoader(rootDir);
  /** Served files, by path inside the site, as a build would write them. */
  const files = new Map<string, string | Uint8Array>();
  const pageJson = new Map<string, string>();
  const sidebarJson = new Map<string, string>();
  const forLinks = new Map<string, PageForLinkCheck>();
  let bundle: ClientBundle | undefined;
  let entryKey = '';
  let renderer: ThemeRenderer | undefined;
  let staticDir: string | undefined;
  /** Routes (`404` included) whose HTML is older than their data. */
  const pending = new Set<string>();
  const renderFailures = new Map<string, Diagnostic>();
  const linkProblems = new Map<string, Diagnostic[]>();
  let routeOfFile = new Map<string, string>();
  let rendering: { content: SiteContent; renderer: ThemeRenderer; bundle: ClientBundle } | undefined;
  // Set by a theme edit, cleared once the renderer and the entry are rebuilt: a theme that
  // failed to compile is retried on every rebuild rather than forgotten.
  let themeStale = false;

  /** Bundles the app and every data chunk afresh; undefined when done, else why not. */
  async function rebundle(current: SiteContent): Promise<Diagnostic[] | undefined> {
    const { routes, site } = current;
    try {
      bundle = await bundleClient({
        site,
        pages: new Map(routes.routes.map((r) => [r.path, { page: current.pages.get(r.path)!, sidebar: r.sidebar }])),
        sidebars: current.sidebars,
        notFound: current.notFound,
        baseUrl: site.baseUrl,
        minify: false,
        reactProduction: true,
        stableChunkNames: true,
      });
    } catch (error) {
      if (!(error as { errors?: unknown }).errors) throw error;
      return esbuildDiagnostics(error);
    }
    // Pages are all re-rendered next; one that then throws keeps its old HTML, a removed route loses it.
    const pageFiles = new Set([...routes.routes.map((r) => routeOutputFile(r.path)), '404.html']);
    for (const file of [...files.keys()]) {
      if ((file.startsWith('assets/') && !file.startsWith('assets/img/')) || (file.endsWith('.html') && !pageFiles.has(file))) files.delete(file);
    }
    for (const [file, bytes] of bundle.files) files.set(file, bytes);
    files.set('sitemap.xml', buildSitemap(current.config.url, routes.routes.map((r) => r.path)));
    forLinks.clear();
    linkProblems.clear();
    renderFailures.clear();
    routeOfFile = new Map(routes.routes.map((r) => [routeOutputFile(r.path), r.path]));
    pageJson.clear();
    sidebarJson.clear();
    return undefined;
  }

  /** Rewrites the data chunks whose data changed (their URLs are stable); returns the routes to prerender again. */
  function writeChangedChunks(current: SiteContent, chunks: ClientBundle, writeChunks: boolean): string[] {
    const chunkFile = (url: string) => url.slice(current.site.baseUrl.length);
    const changedSidebars = new Set<string>();
    for (const [name, items] of current.sidebars) {
      const json = JSON.stringify(items);
      if (sidebarJson.get(name) === json) continue;
      sidebarJson.set(name, json);
      changedSidebars.add(name);
      if (writeChunks) files.set(chunkFile(chunks.manifest.sidebars[name]!), dataModuleSource(items));
    }
    const stale: string[] = [];
    for (const route of current.routes.routes) {
      const page = current.pages.get(route.path);
      const json = JSON.stringify(page);
      const pageChanged = pageJson.get(route.path) !== json;
      // A sidebar is part of every page's HTML that shows it.
      if (!pageChanged && !(route.sidebar && changedSidebars.has(route.sidebar))) continue;
      pageJson.set(route.path, json);
      stale.push(route.path);
      if (pageChanged && writeChunks) files.set(chunkFile(chunks.manifest.routes[route.path]![0]), dataModuleSource(page));
    }
    return stale;
  }

  async function update(changes: Set<ChangeKind>): Promise<DevUpdate> {
    const start = performance.now();
    const timer = createTimer();
    const done = (changed: string[] | 'all', diagnostics: Diagnostic[]) => ({ changed, diagnostics, ms: performance.now() - start, timings: timer.timings });
    if (changes.has('theme')) themeStale = true;
    let current: SiteContent;
    let themeRenderer: ThemeRenderer;
    try {
      if (!renderer || themeStale) renderer = await timer.time('theme', () => loadThemeRenderer(Boolean(renderer)));
      themeRenderer = renderer;
      current = await timer.time('content', () => loadContent(changes));
      staticDir = path.join(rootDir, current.config.staticDir);
    } catch (error) {
      if (error instanceof UsageError) return done([], error.diagnostics);
      throw error;
    }
    const key = JSON.stringify([current.site, current.notFound, current.routes.routes.map((r) => [r.path, r.sidebar])]);
    const all = !bundle || key !== entryKey || themeStale || changes.has('content');
    if (all) {
      const problems = await timer.time('bundle', () => rebundle(current));
      if (problems) return done([], problems);
      entryKey = key;
      themeStale = false;
    }
    const chunks = bundle!;
    for (const [name, bytes] of current.images) files.set(name, bytes);
    const stale = writeChangedChunks(current, chunks, !all);
    if (all) stale.push('404');
    for (const route of stale) pending.add(route);
    rendering = { content: current, renderer: themeRenderer, bundle: chunks };
    // After a full rebuild pages render when requested, the rest in the background (finishPending).
    if (all) return done('all', problems());
    timer.timeSync('prerender', () => renderPages(stale));
    // Generated pages' links change only with the routes (a full rebuild): re-check the authors' pages.
    if (pending.size === 0) timer.timeSync('links', () => checkPageLinks(new Set([...stale, ...current.docByPath.keys(), '/'])));
    return done(stale, problems());
  }

  /** Prerenders those of the routes whose HTML is out of date. */
  function renderPages(routes: Iterable<string>): void {
    if (!rendering) return;
    const todo = [...routes].filter((r) => pending.has(r));
    const result = prerenderRoutes({ ...rendering, routes: todo });
    for (const route of todo) {
      pending.delete(route);
      renderFailures.delete(route);
    }
    for (const [route, html] of result.html) {
      files.set(route === '404' ? '404.html' : routeOutputFile(route), html);
      const doc = rendering.content.docByPath.get(route);
      forLinks.set(route, { route, html, file: doc?.file, sourceLinks: doc?.markdown.links });
    }
    // A page that threw keeps its previous HTML; it is tried again on the next rebuild.
    for (const d of result.diagnostics) {
      renderFailures.set(d.route!, d);
      pageJson.delete(d.route!);
    }
  }

  function checkPageLinks(only?: Set<string>): void {
    const found = checkLinks([...forLinks.values()], { severity: 'warning', only });
    for (const route of only ?? forLinks.keys()) linkProblems.delete(route);
    for (const d of found) linkProblems.set(d.route!, [...(linkProblems.get(d.route!) ?? []), d]);
  }

  function problems(): Diagnostic[] {
    return [...(rendering?.content.diagnostics ?? []), ...renderFailures.values(), ...[...linkProblems.values()].flat()];
  }

  let finishing: Promise<Diagnostic[]> | undefined;
  /** Prerenders every page still out of date, a few at a time so requests get in between, then checks all links. */
  function finishPending(): Promise<Diagnostic[]> {
    finishing ??= (async () => {
      while (pending.size > 0) {
        renderPages([...pending].slice(0, 8));
        await new Promise((resolve) => setImmediate(resolve));
      }
      checkPageLinks();
      finishing = undefined;
      return problems();
    })();
    return finishing;
  }

  return {
    files,
    update,
    finishPending,
    /** Prerenders the page of an output file now if it is out of date (a request for it came in). */
    prepare(file: string): void {
      const route = file === '404.html' ? '404' : routeOfFile.get(file);
      if (route !== undefined && pending.has(route)) renderPages([route]);
    },
    /** The folder of static files, served from disk (known once the config loaded). */
    staticDir: () => staticDir,
  };
}

export type DevSite = ReturnType<typeof createDevSite>;

/** Turns an internal bug into a diagnostic, so it reaches the overlay too. */
export function internalErrorDiagnostic(error: unknown): Diagnostic {
  return createDiagnostic('error', 'internal', `sitegen hit an internal error (a bug in sitegen, not in your site): ${error instanceof Error ? error.stack : String(error)}`);
}

