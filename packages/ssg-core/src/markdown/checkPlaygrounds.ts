// The playground blocks of a file (a fence the site names in `live.playgrounds`), split into their
// parts by `### part` lines and checked by the site's plugin, remembered across builds by the
// block's code and the texts of the files the plugin was bundled from: the plugin is loaded only
// for a block the memo has not seen, and an edit of the plugin, or of a file it imports, checks
// its blocks again.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PlaygroundField } from '@sitegen/theme/live/Playground.tsx';
import type { PlaygroundPlugin } from '@sitegen/theme/live/playgroundPlugin.ts';
import { defineMemo } from '../cache/memo.ts';
import { importSiteModule, lineNaming } from '../config/importSiteModule.ts';
import { unchanged, type ModuleSources } from '../config/loadConfig.ts';
import { CONFIG_FILE } from '../config/schema.ts';
import { createDiagnostic, UsageError } from '../diagnostics.ts';

/** The site's playground plugins: each file, relative to the root, by the fence it makes a playground. */
export interface PlaygroundFiles {
  rootDir: string;
  files: Record<string, string>;
  /** Each plugin's hash, by fence: of the texts of the files it was last bundled from (its own first). */
  hashes: Record<string, string>;
  /** The hash of them all: a markdown result is remembered for these plugins only. */
  version: string;
}

/** The files each plugin was last bundled from (the plugin and the site's files it imports), across runs. */
const sourcesMemo = defineMemo<string[]>('playground-sources', '@sitegen/ssg-core/markdown/checkPlaygrounds.ts');
const sourcesKey = (rootDir: string, file: string) => sourcesMemo.key(path.resolve(rootDir, file));

/** `live.playgrounds` of site.config.ts, each file read (a missing one is a config error at its line). */
export function playgroundFilesOf(rootDir: string, files: Record<string, string>): PlaygroundFiles {
  const hashes = Object.fromEntries(
    Object.entries(files).map(([lang, file]) => {
      const own = path.resolve(rootDir, file);
      const sources = [own, ...(sourcesMemo.get(sourcesKey(rootDir, file)) ?? []).filter((f) => f !== own)];
      const hash = createHash('sha256').update(lang);
      for (const source of sources) hash.update(`\0${source}\0${readPluginSource(rootDir, lang, file, source)}`);
      return [lang, hash.digest('hex')];
    }),
  );
  const version = createHash('sha256').update(JSON.stringify(hashes)).digest('hex');
  return { rootDir, files, hashes, version };
}

/** A file a plugin is bundled from; the plugin's own file missing is a config error at its line, another one reads as gone. */
function readPluginSource(rootDir: string, lang: string, file: string, source: string): string {
  try {
    return readFileSync(source, 'utf8');
  } catch {
    if (source !== path.resolve(rootDir, file)) return '';
    throw new UsageError([
      createDiagnostic(
        'error',
        'config/playground',
        `The playground plugin of "${lang}" is ${file}, which does not exist.`,
        {
          location: { file: CONFIG_FILE, ...lineNaming(rootDir, file) },
        },
      ),
    ]);
  }
}

export interface CheckedPlayground {
  /** The plugin's name for it. */
  label: string;
  fields: PlaygroundField[];
  /** What search finds it by: its required parts (a schema and a query, not their variables or resolvers). */
  text: string;
  /** Problems, each on a 1-based line of the block's code (0 is the fence). */
  problems: { line: number; message: string }[];
}

export interface PlaygroundBlock {
  lang: string;
  code: string;
}

const playgroundMemo = defineMemo<CheckedPlayground>('playground', '@sitegen/ssg-core/markdown/checkPlaygrounds.ts');

/** Each block's fields and problems, by its fence and code. */
export async function checkPlaygrounds(
  blocks: PlaygroundBlock[],
  plugins: PlaygroundFiles,
): Promise<Map<string, CheckedPlayground>> {
  const checked = new Map<string, CheckedPlayground>();
  for (const { lang, code } of blocks) {
    const id = playgroundId(lang, code);
    if (checked.has(id)) continue;
    const file = plugins.files[lang]!;
    const key = playgroundMemo.key(lang, file, plugins.hashes[lang]!, code);
    checked.set(
      id,
      await playgroundMemo.cached(key, async () =>
        checkPlayground(code, await loadPluginOnce(plugins.rootDir, file, lang)),
      ),
    );
  }
  return checked;
}

/** A block's key in the map checkPlaygrounds returns. */
export function playgroundId(lang: string, code: string): string {
  return `${lang}\n${code}`;
}

/**
 * The plugins this thread has loaded, by file and fence, with the files each was bundled from: a
 * plugin is compiled and imported again once one of them reads otherwise (dev: an edit of the
 * plugin, or of a helper it imports).
 */
const loadedPlugins = new Map<string, Promise<LoadedPlugin> | LoadedPlugin>();

interface LoadedPlugin {
  plugin: PlaygroundPlugin;
  sources: ModuleSources;
}

async function loadPluginOnce(rootDir: string, file: string, lang: string): Promise<PlaygroundPlugin> {
  const key = `${path.resolve(rootDir, file)}\0${lang}`;
  const known = loadedPlugins.get(key);
  if (known && (known instanceof Promise || unchanged(known.sources))) return (await known).plugin;
  const loading = loadPlugin(rootDir, file, lang);
  loadedPlugins.set(key, loading);
  // Once loaded, its sources are read again at each use; a plugin that failed to load is tried again on the next build (dev).
  loading.then(
    (loaded) => loadedPlugins.get(key) === loading && loadedPlugins.set(key, loaded),
    () => loadedPlugins.get(key) === loading && loadedPlugins.delete(key),
  );
  return (await loading).plugin;
}

async function loadPlugin(rootDir: string, file: string, lang: string): Promise<LoadedPlugin> {
  const what = `The playground plugin of "${lang}"`;
  const { exports, sources } = await importSiteModule(rootDir, file, { code: 'config/playground', what });
  const plugin = exports.default as Partial<PlaygroundPlugin> | undefined;
  if (!Array.isArray(plugin?.parts) || typeof plugin.run !== 'function')
    throw new UsageError([
      createDiagnostic('error', 'config/playground', `${what} is ${file}, whose default export has no parts and run.`, {
        location: { file: CONFIG_FILE, ...lineNaming(rootDir, file) },
        hint: 'export default definePlayground({ label, parts, check, run }) (@sitegen/theme/live/playgroundPlugin.ts)',
      }),
    ]);
  return { plugin: plugin as PlaygroundPlugin, sources };
}

const loadedMemo = defineMemo<true>('playground-plugins', '@sitegen/ssg-core/markdown/checkPlaygrounds.ts', {
  latestOnly: true,
});

/**
 * Loads each plugin once, in the build's own thread, while their texts are new to the memo: a
 * plugin that does not load stops the build with its config error alone, before any page is
 * rendered without its playgrounds. Returns the plugins as the pages must know them: once loaded,
 * their hashes cover the files they were bundled from, which the load has just recorded.
 */
export async function loadPlaygroundPlugins(plugins: PlaygroundFiles): Promise<PlaygroundFiles> {
  let loadedNow = false;
  await loadedMemo.cached(loadedMemo.key(plugins.rootDir, plugins.version), async (): Promise<true> => {
    for (const [lang, file] of Object.entries(plugins.files)) {
      await loadPluginOnce(plugins.rootDir, file, lang);
      const loaded = await loadedPlugins.get(`${path.resolve(plugins.rootDir, file)}\0${lang}`);
      if (loaded)
        sourcesMemo.set(
          sourcesKey(plugins.rootDir, file),
          loaded.sources.map(([source]) => source),
        );
    }
    loadedNow = true;
    return true;
  });
  if (!loadedNow) return plugins;
  const recorded = playgroundFilesOf(plugins.rootDir, plugins.files);
  if (recorded.version !== plugins.version) loadedMemo.set(loadedMemo.key(recorded.rootDir, recorded.version), true);
  return recorded;
}

const HEADING = /^###\s*(\S+)\s*$/;

/** The block split into the plugin's parts, and what is wrong with it. */
export async function checkPlayground(code: string, plugin: PlaygroundPlugin): Promise<CheckedPlayground> {
  const names = plugin.parts.map((part) => part.name);
  const problems: CheckedPlayground['problems'] = [];
  const found = new Map<string, { line: number; lines: string[] }>();
  let current: { line: number; lines: string[] } | undefined;
  code.split('\n').forEach((text, index) => {
    const heading = HEADING.exec(text);
    if (heading) {
      const name = heading[1]!;
      if (!names.includes(name))
        problems.push({
          line: index + 1,
          message: `Unknown playground part "${name}"; the parts are ${names.join(', ')}.`,
        });
      else if (found.has(name)) problems.push({ line: index + 1, message: `The playground has two "${name}" parts.` });
      current = { line: index + 1, lines: [] };
      if (!found.has(name)) found.set(name, current);
    } else if (current) current.lines.push(text);
    else if (text.trim() !== '')
      problems.push({
        line: index + 1,
        message: `Playground text before its first part: start with "### ${names[0]}".`,
      });
  });
  const text = (name: string) => found.get(name)?.lines.join('\n').trim() ?? '';
  const values = Object.fromEntries(names.map((name) => [name, text(name)]));
  for (const { name, required } of plugin.parts) {
    if (required && values[name] === '')
      problems.push({ line: found.get(name)?.line ?? 0, message: `The playground needs a "### ${name}" part.` });
  }
  for (const problem of (await plugin.check?.(values)) ?? []) {
    const part = found.get(problem.part);
    // The part's heading, the blank lines its trimmed text dropped, then the line in its text.
    const line = part ? part.line + firstContentLine(part.lines) + (problem.line ?? 1) : 0;
    problems.push({ line, message: problem.message });
  }
  const fields = plugin.parts.map(
    ({ name, label, short, folded }): PlaygroundField => ({
      name,
      label,
      ...(short !== undefined ? { short } : {}),
      ...(folded !== undefined ? { folded } : {}),
      value: values[name]!,
    }),
  );
  const searched = plugin.parts
    .filter((part) => part.required)
    .map((part) => values[part.name])
    .join('\n');
  return { label: plugin.label, fields, text: searched, problems };
}

/** Blank lines the trimmed part dropped at its start. */
function firstContentLine(lines: string[]): number {
  return Math.max(
    lines.findIndex((line) => line.trim() !== ''),
    0,
  );
}
