import { createRequire } from 'node:module';
import path from 'node:path';
import { watch } from 'chokidar';
import { customCssSources } from '../bundle/loadCustomCss.ts';
import type { SiteConfig } from '../config/loadConfig.ts';
import { CONFIG_FILE } from '../config/schema.ts';
import type { ChangeKind } from './createDevSite.ts';

const require = createRequire(import.meta.url);
const packageSrc = (name: string) => path.join(path.dirname(require.resolve(`${name}/package.json`)), 'src');

/** The theme's sources: an edit there bundles the theme afresh. */
const themeSources = () => [packageSrc('@sitegen/theme'), packageSrc('@sitegen/runtime')];

/**
 * A save is told once the file has kept its size this long. Editors and tools that save through
 * a temporary file (sed -i, vim's `4913` probe) rename or remove it well within that: chokidar
 * then drops it unseen.
 */
const STABLE_MS = 20;
const POLL_MS = 10;

/** Whether `file` is inside the folder `dir`. */
const isInside = (file: string, dir: string) => file.startsWith(dir + path.sep);

/**
 * The files and folders the site is built from, as its config names them, and the config
 * itself; only the config until one has loaded (a config that does not load is fixed in place).
 */
export function siteSources(rootDir: string, config?: SiteConfig): string[] {
  if (!config) return [path.join(rootDir, CONFIG_FILE)];
  const named = [
    config.configFile,
    config.docs.contentDir,
    config.staticDir,
    config.homeFile,
    ...(config.docs.components ? [config.docs.components] : []),
    // The site's style sheets and the files they import, as their last bundle read them.
    ...customCssSources(config),
    // The folder of each live module and playground plugin: an edit of it, or of a file of the site it imports beside it, bundles it anew.
    ...Object.values({ ...config.live?.modules, ...config.live?.playgrounds }).map((file) => path.dirname(file)),
    ...(config.api ? [config.api.sourceDir, ...config.api.olderVersions.map((version) => version.sourceDir)] : []),
  ].map((name) => path.resolve(rootDir, name));
  // A folder inside another (api-source/v16 in api-source) is watched with it.
  return [...new Set(named)].filter((file, _, all) => !all.some((dir) => isInside(file, dir)));
}

/**
 * Calls `onChange` once for every saved, added or removed file of the site or of the theme.
 * chokidar makes an editor's save one event: `atomic` turns a file removed and written again
 * (a rename over it) into one change and ignores swap and backup files (`.x.swp`, `x~`);
 * `awaitWriteFinish` waits for a file to stop growing, and never tells of a temporary file
 * gone before that.
 */
export function watchSources(
  rootDir: string,
  config: SiteConfig | undefined,
  onChange: (kind: ChangeKind, file: string) => void,
) {
  const theme = themeSources();
  let site = siteSources(rootDir, config);
  const isSource = (file: string) => [...theme, ...site].some((source) => file === source || isInside(file, source));
  // The site root is watched down to its sources, so that a source missing at first (no static
  // folder yet, no home page file) is seen when it appears.
  const onTheWay = (file: string) => [...theme, ...site].some((source) => isInside(source, file));
  const watcher = watch([rootDir, ...theme, ...site], {
    ignoreInitial: true,
    ignored: (file) => !isSource(file) && !onTheWay(file),
    atomic: true,
    awaitWriteFinish: { stabilityThreshold: STABLE_MS, pollInterval: POLL_MS },
  });
  const kindOf = (file: string): ChangeKind => (theme.some((dir) => isInside(file, dir)) ? 'theme' : 'site');
  watcher.on('all', (event, file) => {
    if ((event === 'add' || event === 'change' || event === 'unlink') && isSource(file)) onChange(kindOf(file), file);
  });
  // A watched folder that cannot be read must not stop dev.
  watcher.on('error', (error) => console.warn(`sitegen dev: watching the sources failed: ${String(error)}`));
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));

  return {
    /** Resolves once the watcher has read the sources: changes from then on are told. */
    ready: () => ready,
    /** Watches what this config names (it has just loaded), and no longer what it stopped naming. */
    follow(next: SiteConfig) {
      const sources = siteSources(rootDir, next);
      const added = sources.filter((file) => !site.includes(file));
      site = sources;
      // Folders the watcher passed over until now.
      if (added.length) watcher.add(added);
    },
    close: () => watcher.close(),
  };
}
