// The live samples' code (assets/live/): the worker that runs them (liveRunner.ts) and the
// modules the site lets them import (`live.modules` in site.config.ts), each an ES module of its
// own, named by its content's hash. _headers and `sitegen serve` give that folder the worker's
// own CSP. A site that names no live modules gets none of it.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { BuildOptions } from 'esbuild';
import type { LiveAssetNames } from '@sitegen/runtime/types.ts';
import path from 'node:path';
import { BROWSER_ENTRIES } from '../cache/codeEntries.mjs';
import { REPO_ROOT } from '../cache/codeGraph.ts';
import { defineMemo } from '../cache/memo.ts';
import { lineNaming } from '../config/importSiteModule.ts';
import { CONFIG_FILE } from '../config/schema.ts';
import { createDiagnostic, UsageError } from '../diagnostics.ts';
import { esbuildDiagnostics, esbuildErrors } from './esbuildDiagnostics.ts';
import { LIVE_ASSETS_DIR } from '../hosting/buildCsp.ts';
import { withEsbuild } from '../withEsbuild.ts';

/** What the site's live samples may import: `live.modules` of site.config.ts, and the root its paths start from. */
export interface LiveModules {
  rootDir: string;
  /** The file of each module, relative to the site root, by the specifier samples import it as. */
  modules: Record<string, string>;
  /** The file of each playground plugin, relative to the site root, by the fence it takes. */
  playgrounds?: Record<string, string>;
}

export interface LiveAssets {
  /** Output files by path in the output folder, as text. */
  files: [string, string][];
  /** The app data gives them to the page (runInWorker.ts). */
  names: LiveAssetNames;
  /** The files bundled (the site's modules, what they import, the worker's code), with their texts' hashes when bundled. */
  sources: [file: string, hash: string][];
}

/**
 * The bundle, remembered while every file it was made of reads the same: the site's modules are
 * not sitegen's code, so the memo's code hash cannot see them change, and the texts can.
 */
const liveMemo = defineMemo<LiveAssets>(
  'live-assets',
  ['@sitegen/ssg-core/bundle/bundleLiveAssets.ts', BROWSER_ENTRIES.liveRunner],
  { latestOnly: true },
);

/** The live assets, remembered or bundled. */
export async function loadLiveAssets({ minify, live }: { minify: boolean; live: LiveModules }): Promise<LiveAssets> {
  const key = liveMemo.key(
    String(minify),
    live.rootDir,
    JSON.stringify(live.modules),
    JSON.stringify(live.playgrounds),
  );
  const known = liveMemo.get(key);
  if (known?.sources.every(([file, hash]) => hashOf(file) === hash)) return known;
  // Inside withEsbuild, so that another use ending meanwhile does not stop esbuild under these bundles.
  const bundled = await withEsbuild(() => bundleLiveAssets({ minify, live }));
  liveMemo.set(key, bundled);
  return bundled;
}

/** The worker and the site's modules, each bundled as an ES module of its own under assets/live/. */
export async function bundleLiveAssets({ minify, live }: { minify: boolean; live: LiveModules }): Promise<LiveAssets> {
  const { build: esbuild } = await import('esbuild');
  const entries = new Set<string>();
  const modules = Object.entries(live.modules).map(([specifier, file]) => {
    const absolute = path.resolve(live.rootDir, file);
    if (!existsSync(absolute)) throw missingModule(live.rootDir, specifier, file);
    // `m/` keeps a module named `runner` apart from the worker; the name is the specifier's, made a file name.
    let entry = `m/${specifier.replace(/[^\w.-]+/g, '_')}`;
    while (entries.has(entry)) entry += '_';
    entries.add(entry);
    return { specifier, absolute, entry };
  });
  // The worker is sitegen's, bundled from its code root; the site's modules and plugins from the
  // site's root, so that their bytes and hashed names do not depend on where either folder is.
  const options: BuildOptions & { write: false; metafile: true } = {
    bundle: true,
    format: 'esm',
    write: false,
    outdir: LIVE_ASSETS_DIR,
    entryNames: '[dir]/[name]-[hash]',
    // Names kept: a sample's error then reads as in Node ("Cannot destructure property 'nodes' of 'options'").
    minifyWhitespace: minify,
    minifySyntax: minify,
    target: ['es2022'],
    metafile: true,
    logLevel: 'silent',
  };
  // The worker and the modules are bundled at once; the plugins need the modules' names.
  const [runner, result] = await Promise.all([
    esbuild({
      entryPoints: { runner: path.join(REPO_ROOT, BROWSER_ENTRIES.liveRunner) },
      ...options,
      absWorkingDir: REPO_ROOT,
    }),
    modules.length > 0
      ? esbuild({
          entryPoints: Object.fromEntries(modules.map(({ entry, absolute }) => [entry, absolute])),
          ...options,
          absWorkingDir: live.rootDir,
        }).catch((error: unknown) => Promise.reject(siteCodeError(error, live.rootDir, 'module')))
      : undefined,
  ]);
  const files = [...outputsOf(runner, REPO_ROOT), ...(result ? outputsOf(result, live.rootDir) : [])];
  const named = (entry: string) =>
    files.find(([file]) => file.startsWith(`${LIVE_ASSETS_DIR}${entry}-`))![0].slice('assets/'.length);
  const moduleNames = Object.fromEntries(modules.map(({ specifier, entry }) => [specifier, named(entry)]));
  // The plugins, bundled after the modules: their imports of a live module's specifier load that
  // very module (its hashed file), so a playground runs with what the site's samples import.
  const plugins = Object.entries(live.playgrounds ?? {}).map(([fence, file]) => ({
    fence,
    absolute: path.resolve(live.rootDir, file),
    entry: `p/${fence}`,
  }));
  const pluginResult =
    plugins.length > 0
      ? await esbuild({
          entryPoints: Object.fromEntries(plugins.map(({ entry, absolute }) => [entry, absolute])),
          plugins: [
            {
              name: 'live-modules',
              setup(build) {
                build.onResolve({ filter: /.*/ }, ({ path: specifier }) =>
                  Object.hasOwn(moduleNames, specifier)
                    ? { path: `../${moduleNames[specifier]!.slice('live/'.length)}`, external: true }
                    : undefined,
                );
              },
            },
          ],
          ...options,
          absWorkingDir: live.rootDir,
        }).catch((error: unknown) => Promise.reject(siteCodeError(error, live.rootDir, 'playground plugin')))
      : undefined;
  if (pluginResult) files.push(...outputsOf(pluginResult, live.rootDir));
  const names: LiveAssetNames = {
    runner: named('runner'),
    modules: moduleNames,
    playgrounds: Object.fromEntries(plugins.map(({ fence, entry }) => [fence, named(entry)])),
  };
  const inputs = [
    ...Object.keys(runner.metafile.inputs).map((input) => path.resolve(REPO_ROOT, input)),
    ...[result, pluginResult].flatMap((r) =>
      Object.keys(r?.metafile.inputs ?? {}).map((input) => path.resolve(live.rootDir, input)),
    ),
  ];
  const sources = [...new Set(inputs)].map((file): [string, string] => [file, hashOf(file)]);
  return { files, names, sources };
}

/** The output files of a bundle, named from the folder it was bundled in (`assets/live/...`). */
function outputsOf(result: { outputFiles?: { path: string; text: string }[] }, workingDir: string): [string, string][] {
  return (result.outputFiles ?? []).map((file): [string, string] => [
    path.relative(workingDir, file.path).split(path.sep).join('/'),
    file.text,
  ]);
}

function missingModule(rootDir: string, specifier: string, file: string): UsageError {
  return new UsageError([
    createDiagnostic('error', 'config/live', `The live module "${specifier}" is ${file}, which does not exist.`, {
      location: { file: CONFIG_FILE, ...lineNaming(rootDir, file) },
      hint: 'live.modules names, for each specifier samples import, a file of the site relative to its root',
    }),
  ]);
}

/**
 * A live module or playground plugin of the site that does not compile, or imports what is not
 * there: the author's error, at its file:line:col (the worker's code is sitegen's own). Anything
 * but esbuild's messages is thrown as it is.
 */
function siteCodeError(error: unknown, rootDir: string, what: string): unknown {
  if (!(error as { errors?: unknown[] }).errors?.length) return error;
  return new UsageError(
    esbuildDiagnostics(esbuildErrors(error), {
      severity: 'error',
      rootDir,
      workingDir: rootDir,
      describe: (text) => ({ code: 'config/live', message: `A live ${what} of the site does not compile: ${text}.` }),
    }).map((d) => (d.location ? d : { ...d, location: { file: CONFIG_FILE } })),
  );
}

/** The hash of a file's bytes; empty for a file that cannot be read. */
function hashOf(file: string): string {
  try {
    return createHash('sha256').update(readFileSync(file)).digest('base64');
  } catch {
    return '';
  }
}
