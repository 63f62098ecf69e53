import path from 'node:path';
import { buildSite, type SiteBuild, type SitePages } from '../build.ts';
import type { CompiledCli } from '../cache/codeEntries.mjs';
import { loadCodeGraph } from '../cache/codeGraph.ts';
import { openSiteMemo, type MemoStore } from '../cache/memo.ts';
import { createDiagnostic, UsageError, type Diagnostic } from '../diagnostics.ts';
import type { BodyRenderer } from '../prerender/prerenderPages.ts';
import { loadThemeRenderer } from './loadThemeRenderer.ts';
import type { StageTimings } from '../timing.ts';

/** How long the memo waits after a rebuild before it is written. */
const SAVE_DELAY_MS = 2000;
/** How long a rebuild waits, once its changed pages are told, for them to fetch their new data. */
const PAGES_FETCH_MS = 30;

/** What changed on disk, as far as the rebuild cares: the theme's code, or the site's inputs. */
export type ChangeKind = 'theme' | 'site';

/** The pages of a rebuild, ready before its last checks: what changed, for the open pages to show it. */
export interface PagesUpdate {
  /** Routes whose page changed; `all` when every page may have (the app or the routes changed). */
  changed: string[] | 'all';
  /** The URLs of each changed route's page and sidebar chunks: an open page refreshes its data from them. */
  chunks?: Record<string, string[]>;
}

/** What one rebuild did. */
export interface DevUpdate extends PagesUpdate {
  /** The changed pages were already handed to `onPages`, before the checks ended. */
  pagesShown: boolean;
  /** Every current problem of the site; broken links are warnings in dev. */
  diagnostics: Diagnostic[];
  ms: number;
  timings: StageTimings;
}

/**
 * The site held in memory, rebuilt by the build's own steps after each change: the memo
 * (kept in memory across rebuilds) answers every step whose inputs and code did not change.
 * A page that fails to build is missing until fixed (the problems say why); a rebuild that cannot
 * finish (a broken config, a theme that does not compile) keeps the last site on display.
 */
export function createDevSite(
  rootDir: string,
  options: { cli?: CompiledCli; onPages?: (update: PagesUpdate) => void } = {},
) {
  let current: SiteBuild | undefined;
  // A rebuild's assets (its pages' chunks among them), served from the moment they are made until the rebuild ends.
  let staged: SitePages['files'] | undefined;
  let renderer: BodyRenderer | undefined;
  let staticDir: string | undefined;
  // Set by a theme edit, cleared once the theme compiled: a theme that failed to compile is retried on every rebuild.
  let themeStale = false;
  let saveTimer: NodeJS.Timeout | undefined;
  let memo: MemoStore | undefined;
  // The rebuild that told the open pages its changes, until it ends: its HTML is not made yet.
  let told: Promise<void> | undefined;

  async function update(changes: Set<ChangeKind>): Promise<DevUpdate> {
    const start = performance.now();
    let settle: (() => void) | undefined;
    const done = (update: Omit<DevUpdate, 'ms' | 'pagesShown'>): DevUpdate => ({
      ...update,
      pagesShown: shown !== undefined,
      ms: performance.now() - start,
    });
    const previous = current;
    // What the open pages were told once their chunks were made (the rebuild's changed routes are those).
    let shown: PagesUpdate | undefined;
    // The open pages show their new content while the HTML, the markdown twins and the link checks are made.
    const onPages = async (pages: SitePages) => {
      staged = pages.files;
      shown = pagesUpdate(previous, pages);
      told = new Promise<void>((resolve) => (settle = resolve));
      options.onPages?.(shown);
      // The steps that follow hold the thread: the open pages first fetch what they show (their chunks).
      if (shown.changed === 'all' || shown.changed.length > 0)
        await new Promise((resolve) => setTimeout(resolve, PAGES_FETCH_MS));
    };
    if (changes.has('theme')) themeStale = true;
    memo = await openSiteMemo(rootDir, options.cli?.metafile);
    let next: SiteBuild;
    try {
      if (themeStale) {
        // Node keeps the modules it imported: the edited theme is bundled afresh, and hashed afresh for the memo's keys.
        renderer = await loadThemeRenderer();
        memo.graph = await loadCodeGraph({ fresh: true });
        themeStale = false;
      }
      next = await buildSite({
        rootDir,
        cli: options.cli,
        linkSeverity: 'warning',
        renderer,
        throwOnError: false,
        drafts: true,
        onPages: current && onPages,
      });
    } catch (error) {
      if (error instanceof UsageError) return done({ changed: [], diagnostics: error.diagnostics, timings: {} });
      throw error;
    } finally {
      staged = told = undefined;
      settle?.();
      // Once saves stop for a moment: writing the memo is not what an author waits for.
      clearTimeout(saveTimer);
      saveTimer = setTimeout(() => memo!.save(), SAVE_DELAY_MS);
    }
    current = next;
    staticDir = path.join(rootDir, next.config.staticDir);
    return done({ ...(shown ?? pagesUpdate(previous, next)), diagnostics: next.diagnostics, timings: next.timings });
  }

  return {
    update,
    /** Writes what the memo learnt now (dev is stopping). */
    flush() {
      clearTimeout(saveTimer);
      memo?.save();
    },
    /** A file of the site as the build would write it (static files aside). */
    file: (name: string) => staged?.get(name) ?? current?.files.get(name),
    /** Resolves once the pages' HTML is up to date: at once, unless a rebuild told the open pages and is still making it. */
    settled: () => told ?? Promise.resolve(),
    /** The folder of static files, served from disk (known once the config loaded). */
    staticDir: () => staticDir,
    /** The path the site is served under (its config's baseUrl; `/` until the config loaded). */
    baseUrl: () => current?.config.baseUrl ?? '/',
    /** The config of the site on display (undefined until a build has loaded one). */
    config: () => current?.config,
  };
}

export type DevSite = ReturnType<typeof createDevSite>;

/** The routes whose page changed, with the chunks they now load. */
function pagesUpdate(previous: SitePages | undefined, next: SitePages): PagesUpdate {
  const changed = changedRoutes(previous, next);
  return changed === 'all'
    ? { changed }
    : { changed, chunks: Object.fromEntries(changed.map((route) => [route, next.chunksOf(route)])) };
}

/**
 * Routes whose page or sidebar chunk changed (a page's body is made of those and the app data);
 * all of them when the app's code, its data (the settings) or the route list did.
 */
function changedRoutes(previous: SitePages | undefined, next: SitePages): string[] | 'all' {
  if (!previous) return 'all';
  const app = (site: SitePages) => [...site.files.keys()].filter((f) => /^assets\/(entry|styles|app)-/.test(f)).join();
  const routes = (site: SitePages) => site.routes.routes.map((r) => r.path);
  if (app(previous) !== app(next) || routes(previous).join() !== routes(next).join()) return 'all';
  return routes(next).filter((route) => previous.chunksOf(route).join() !== next.chunksOf(route).join());
}

/** Turns an internal bug into a diagnostic, so it reaches the overlay too. */
export function internalErrorDiagnostic(error: unknown): Diagnostic {
  return createDiagnostic(
    'error',
    'internal',
    `sitegen hit an internal error (a bug in sitegen, not in your site): ${error instanceof Error ? error.stack : String(error)}`,
  );
}
