import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { loadCustomCss, recordCustomCssInputs } from '../bundle/loadCustomCss.ts';
import { loadConfig, type SiteConfig } from '../config/loadConfig.ts';
import type { ChangeKind } from './createDevSite.ts';
import { siteSources, watchSources } from './watchSources.ts';

// A site whose config names folders of its own (not content/docs and content/static), watched
// as `sitegen dev` watches it, and saved the ways editors and tools save.

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
// Inside the repo, so the config's imports resolve against its node_modules.
const root = path.join(repoRoot, 'node_modules', '.cache', 'sitegen-watch-test', String(process.pid));
const realConfig = readFileSync(path.join(repoRoot, 'site.config.ts'), 'utf8');
const file = (name: string) => path.join(root, name);
const write = (name: string, text: string) => {
  mkdirSync(path.dirname(file(name)), { recursive: true });
  writeFileSync(file(name), text);
};

let config: SiteConfig;
let events: [ChangeKind, string][] = [];
let watcher: ReturnType<typeof watchSources> | undefined;

beforeAll(async () => {
  write(
    'site.config.ts',
    realConfig
      .replace("contentDir: 'content/docs'", "contentDir: 'guides',\n    components: 'widgets'")
      .replace("title: 'graphql-js',", "title: 'graphql-js',\n  staticDir: 'public',\n  homeFile: 'pages/index.md',"),
  );
  for (const name of ['guides/intro.md', 'content/docs/intro.md', 'public/logo.svg', 'api-source/index.ts'])
    write(name, `${name}\n`);
  config = await loadConfig(root);
}, 60_000);

afterEach(async () => {
  await watcher?.close();
  watcher = undefined;
  events = [];
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function startWatching(options: { configLoaded: boolean } = { configLoaded: true }) {
  watcher = watchSources(root, options.configLoaded ? config : undefined, (kind, changed) =>
    events.push([kind, path.relative(root, changed)]),
  );
  await watcher.ready();
}

/** The changes told once `count` of them came and nothing more came for a while (an atomic save's unlink is told after 100 ms). */
async function changesAfter(count: number): Promise<[ChangeKind, string][]> {
  const deadline = Date.now() + 10_000;
  while (events.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  await new Promise((resolve) => setTimeout(resolve, 400));
  return events;
}

describe('watchSources', () => {
  test("watches the folders the site's config names, and its config", () => {
    expect(siteSources(root, config).map((name) => path.relative(root, name))).toEqual([
      'site.config.ts',
      'guides',
      'public',
      'pages/index.md',
      'widgets',
      'content/plugins',
      // api-source/v16, the older version's folder, is inside it
      'api-source',
    ]);
    expect(siteSources(root, undefined)).toEqual([file('site.config.ts')]);
    // A playground plugin's folder too: an edit of the plugin checks and bundles it anew.
    const withPlugin = { ...config, live: { modules: {}, playgrounds: { 'sql-playground': 'playgrounds/sql.ts' } } };
    expect(siteSources(root, withPlugin).map((name) => path.relative(root, name))).toContain('playgrounds');
  });

  test('watches the custom style sheets and, once a bundle read them, the files they import', () => {
    write('css/brand.css', '@import "../shared/tokens.css";\n');
    write('shared/tokens.css', ':root {}\n');
    const styled = { ...config, themeConfig: { ...config.themeConfig, customCss: 'css/brand.css' } };
    const sources = () => siteSources(root, styled).map((name) => path.relative(root, name));
    expect(sources()).toContain('css/brand.css');
    expect(sources()).not.toContain('shared/tokens.css');
    const { css } = loadCustomCss(styled);
    recordCustomCssInputs(css!, [file('css/brand.css'), file('shared/tokens.css')]);
    expect(sources()).toContain('shared/tokens.css');
  });

  test('a save in the content folder a non-default config names triggers one change; the default folder none', async () => {
    await startWatching();
    write('content/docs/intro.md', 'Not part of this site.\n');
    write('guides/intro.md', 'Saved.\n');
    expect(await changesAfter(1)).toEqual([['site', 'guides/intro.md']]);
  });

  test("an editor's atomic save (a temporary file renamed over the file) is one change", async () => {
    await startWatching();
    write('guides/intro.md.tmp-8123', 'Saved atomically.\n');
    // The editor syncs the temporary file to disk before the rename: the watcher sees it.
    await new Promise((resolve) => setTimeout(resolve, 5));
    renameSync(file('guides/intro.md.tmp-8123'), file('guides/intro.md'));
    expect(await changesAfter(1)).toEqual([['site', 'guides/intro.md']]);
  });

  test("vim's save (probe file, backup by rename, new file, backup removed) is one change", async () => {
    await startWatching();
    write('guides/4913', '');
    unlinkSync(file('guides/4913'));
    renameSync(file('guides/intro.md'), file('guides/intro.md~'));
    write('guides/intro.md', 'Saved by vim.\n');
    unlinkSync(file('guides/intro.md~'));
    expect(await changesAfter(1)).toEqual([['site', 'guides/intro.md']]);
  });

  test('sed -i (its own temporary file renamed over the file) is one change', async () => {
    await startWatching();
    execFileSync('sed', ['-i', 's/Saved/Edited/', file('guides/intro.md')]);
    expect(await changesAfter(1)).toEqual([['site', 'guides/intro.md']]);
  });

  test("a swap file is never a change; the config's atomic save, a new file and a removed one are one each", async () => {
    await startWatching();
    write('guides/.intro.md.swp', 'swap');
    write('site.config.ts.tmp', readFileSync(file('site.config.ts'), 'utf8'));
    renameSync(file('site.config.ts.tmp'), file('site.config.ts'));
    expect(await changesAfter(1)).toEqual([['site', 'site.config.ts']]);
    write('public/new.svg', '<svg/>');
    expect(await changesAfter(2)).toEqual([
      ['site', 'site.config.ts'],
      ['site', 'public/new.svg'],
    ]);
    unlinkSync(file('public/new.svg'));
    expect((await changesAfter(3)).slice(2)).toEqual([['site', 'public/new.svg']]);
  });

  test('a file the config names that is missing at first (the home page) is one change when it appears; the default home file none', async () => {
    await startWatching();
    write('content/home.md', "# Not this site's home\n");
    write('pages/index.md', '# Home\n');
    expect(await changesAfter(1)).toEqual([['site', 'pages/index.md']]);
    rmSync(file('pages/index.md'));
    rmSync(file('content/home.md'));
  });

  test('follows the config: once it loaded, and when it names another folder', async () => {
    // A config that did not load yet: only the config is watched.
    await startWatching({ configLoaded: false });
    write('guides/intro.md', 'Not watched yet.\n');
    write('site.config.ts', readFileSync(file('site.config.ts'), 'utf8'));
    expect(await changesAfter(1)).toEqual([['site', 'site.config.ts']]);
    watcher!.follow(config);
    watcher!.follow({ ...config, docs: { ...config.docs, contentDir: 'content/docs' } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    write('guides/intro.md', 'No longer watched.\n');
    write('content/docs/intro.md', 'Watched now.\n');
    expect(await changesAfter(2)).toEqual([
      ['site', 'site.config.ts'],
      ['site', 'content/docs/intro.md'],
    ]);
  });
});
