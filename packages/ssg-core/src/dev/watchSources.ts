import { existsSync, watch, type FSWatcher } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ChangeKind } from './createDevSite.ts';

const require = createRequire(import.meta.url);
const packageSrc = (name: string) => path.join(path.dirname(require.resolve(`${name}/package.json`)), 'src');

/** The folders and files `sitegen dev` watches, and what a change to each means. */
export function watchedSources(
  rootDir: string,
): { dir: string; recursive: boolean; kind: (file: string) => ChangeKind | undefined }[] {
  return [
    { dir: path.join(rootDir, 'content'), recursive: true, kind: () => 'site' },
    { dir: path.join(rootDir, 'api-source'), recursive: true, kind: () => 'site' },
    // The root itself only for the config: a single-file watch loses editors' atomic saves (rename over).
    { dir: rootDir, recursive: false, kind: (file) => (file === 'site.config.ts' ? 'site' : undefined) },
    { dir: packageSrc('@sitegen/theme'), recursive: true, kind: () => 'theme' },
    { dir: packageSrc('@sitegen/runtime'), recursive: true, kind: () => 'theme' },
  ];
}

/** Editors' swap and backup files, and hidden files, are no change to the site. */
export function isIgnored(file: string): boolean {
  const base = path.basename(file);
  // `4913` is vim's probe file, `sedXXXXXX` is sed -i's.
  return (
    base.startsWith('.') ||
    base.endsWith('~') ||
    base.endsWith('.swp') ||
    base.endsWith('.tmp') ||
    /^(\d+|sed[A-Za-z0-9]{6})$/.test(base)
  );
}

/** Calls `onChange` with what kind of input changed, for every change under the watched sources. */
export function watchSources(rootDir: string, onChange: (kind: ChangeKind, file: string) => void): { close(): void } {
  const watchers: FSWatcher[] = [];
  for (const source of watchedSources(rootDir)) {
    if (!existsSync(source.dir)) continue;
    const watcher = watch(source.dir, { recursive: source.recursive }, (_event, filename) => {
      if (!filename || isIgnored(filename)) return;
      const file = path.join(source.dir, filename);
      const kind = source.kind(filename.replace(/\\/g, '/'));
      // Editors and tools (sed -i) save through a temporary file renamed over the real one:
      // a non-markdown file that is already gone was one of those, not a change to the site.
      if (kind === 'site' && !/\.mdx?$/.test(file)) setTimeout(() => existsSync(file) && onChange(kind, file), 20);
      else if (kind) onChange(kind, file);
    });
    // A watched folder that disappears must not crash dev.
    watcher.on('error', () => watcher.close());
    watchers.push(watcher);
  }
  return { close: () => watchers.forEach((w) => w.close()) };
}
