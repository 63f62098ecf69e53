import { spawn } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { formatDiagnostic, formatDiagnostics, sortDiagnostics } from '../diagnostics.ts';
import { createDevSite, internalErrorDiagnostic, type ChangeKind, type DevUpdate } from './createDevSite.ts';
import { createDevServer } from './createDevServer.ts';
import type { DevMessage } from './client/devClient.ts';
import { createRebuildQueue } from './createRebuildQueue.ts';
import { watchSources } from './watchSources.ts';
import { formatTimings } from '../formatTimings.ts';
import type { CompiledCli } from '../cache/codeEntries.mjs';
import { memoDirOf } from '../cache/siteCacheDir.ts';
import { loadConfig } from '../config/loadConfig.ts';

export interface DevOptions {
  /** The site root: the folder holding site.config.ts. */
  rootDir: string;
  /** 0 picks a free port (printed with the URL). */
  port: number;
  host: string;
  /** Open the site in the default browser once it is served. */
  open: boolean;
  /** The compiled CLI that runs dev (see SiteOptions). */
  cli?: CompiledCli;
}

/** Saves within this many milliseconds make one rebuild: editors often write a file in two steps. */
const BURST_MS = 8;

/** `sitegen dev`: build into memory, serve, watch the sources and rebuild what changed, tell the pages. */
export async function dev(options: DevOptions): Promise<void> {
  const rootDir = path.resolve(options.rootDir);
  const start = performance.now();
  // The problems the pages show, until a rebuild has ended and found the current ones.
  let told: Pick<DevMessage, 'problems' | 'errors'> = { problems: [], errors: 0 };
  // A rebuild's pages are shown as soon as they are made, before its last checks end.
  const site = createDevSite(rootDir, {
    cli: options.cli,
    onPages: (pages) => server.broadcast({ ...pages, ...told }),
  });
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  let shown = '';

  /** Prints the problems when they changed and tells every open page (the changed pages, unless they were already told). */
  const publish = (update: DevUpdate) => {
    const problems = sortDiagnostics(update.diagnostics);
    const text = problems.length ? formatDiagnostics(problems) : '';
    if (text !== shown) console.log(text || 'No problems left.');
    shown = text;
    told = { problems: problems.map(formatDiagnostic), errors: problems.filter((d) => d.severity === 'error').length };
    server.broadcast({
      ...(update.pagesShown ? { changed: [] } : { changed: update.changed, chunks: update.chunks }),
      ...told,
    });
  };

  let first = true;
  const queue = createRebuildQueue<ChangeKind>(
    async (changes) => {
      let update: DevUpdate;
      try {
        update = await site.update(changes);
      } catch (error) {
        console.error(error);
        update = { changed: [], pagesShown: false, diagnostics: [internalErrorDiagnostic(error)], ms: 0, timings: {} };
      }
      const pages =
        update.changed === 'all'
          ? 'all pages'
          : `${update.changed.length} page${update.changed.length === 1 ? '' : 's'}`;
      const stages = formatTimings(update.timings);
      const head = first
        ? `Ready in ${Math.round(performance.now() - start)} ms`
        : `Rebuilt ${pages} in ${Math.round(update.ms)} ms`;
      console.log(`${head}${stages ? ` (${stages})` : ''}.`);
      // The config may name other folders now.
      const config = site.config();
      if (config) watcher.follow(config);
      publish(update);
      // The first pages are served once the watcher has read the sources: an edit made after
      // a page loaded is seen (installed, the theme's sources sit deep in node_modules).
      if (first) await watcher.ready().then(markReady);
      first = false;
    },
    { delayMs: BURST_MS },
  );
  const server = await createDevServer({ site, ready, port: options.port, host: options.host });
  // The address names the site's base URL, and the config names the folders to watch. Loaded before
  // the first build, which then finds it loaded; a config that does not load is that build's to report.
  const config = await loadConfig(rootDir).catch(() => undefined);
  const watcher = watchSources(rootDir, config, (kind) => queue.push(kind));
  queue.push('site');
  const url = server.url + (config?.baseUrl ?? '/');
  console.log(`sitegen dev serving ${path.relative(process.cwd(), rootDir) || '.'} at ${url}`);
  if (options.open) void ready.then(() => openBrowser(url));

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    watcher.close();
    // A rebuild still running (a cold TypeDoc run can take a minute) is not worth waiting long for.
    await Promise.race([queue.stop(), new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
    await server.close();
    site.flush();
    removeOwnTempFiles(rootDir);
    console.log('sitegen dev stopped.');
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

/** A memo write cut short leaves `<file>.<pid>.tmp` behind (in the memo's folders): remove ours. */
function removeOwnTempFiles(rootDir: string): void {
  const dir = memoDirOf(rootDir);
  try {
    for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' }))
      if (name.endsWith(`.${process.pid}.tmp`)) rmSync(path.join(dir, name), { force: true });
  } catch {
    // no such cache folder: nothing to remove
  }
}

function openBrowser(url: string): void {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
  const child = spawn(command, [url], { stdio: 'ignore', detached: true });
  child.on('error', () => console.warn(`Could not open a browser; visit ${url}`));
  child.unref();
}
