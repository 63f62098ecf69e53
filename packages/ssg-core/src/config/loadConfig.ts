import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { findSourceMap } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { withEsbuild } from '../withEsbuild.ts';
import { defineMemo } from '../cache/memo.ts';
import { siteCacheDir } from '../cache/siteCacheDir.ts';
import { createDiagnostic, UsageError, type Diagnostic } from '../diagnostics.ts';
import { CONFIG_FILE, siteConfigSchema, type SiteConfigValues, type UserConfig } from './schema.ts';
import { writeFileAtomic } from '../output/writeFileAtomic.ts';
import { formatConfigIssues } from './formatConfigIssues.ts';

/** The validated config plus where it came from. */
export interface SiteConfig extends SiteConfigValues {
  /** Absolute path of the site root (the folder holding site.config.ts). */
  rootDir: string;
  /** Absolute path of the config file. */
  configFile: string;
  /** The config file's text, for locating diagnostics. */
  configSource: string;
  /** The config as the file exports it, before defaults: whether it names a field or leaves it to its default. */
  asWritten: UserConfig;
}

/**
 * The last config of each site with the files its bundle was made of: while none of them
 * changes (dev's rebuilds after a content edit), loading it again gives the same object.
 */
const lastLoaded = new Map<string, { sources: ModuleSources; config: SiteConfig }>();

/** Reads, compiles and validates `site.config.ts`; throws a UsageError the author can act on. */
export async function loadConfig(rootDir: string): Promise<SiteConfig> {
  const configFile = path.join(rootDir, CONFIG_FILE);
  if (!existsSync(configFile)) {
    throw new UsageError([createDiagnostic('error', 'config/missing', `No ${CONFIG_FILE} found in ${rootDir}.`)]);
  }
  const last = lastLoaded.get(configFile);
  if (last && unchanged(last.sources)) return last.config;
  const configSource = readFileSync(configFile, 'utf8');
  const { exported, sources } = await importConfig(rootDir, configFile);
  const parsed = siteConfigSchema.safeParse(exported, { reportInput: true });
  if (!parsed.success) {
    throw new UsageError(formatConfigIssues(parsed.error.issues, configSource));
  }
  const config = { ...parsed.data, rootDir, configFile, configSource, asWritten: exported as UserConfig };
  lastLoaded.set(configFile, { sources, config });
  return config;
}

/** The files a bundle was made of (its esbuild metafile's inputs, absolute), each with its text now. */
export function readSources(metafile: { inputs: Record<string, unknown> }): ModuleSources {
  return Object.keys(metafile.inputs)
    .map((file) => path.resolve(file))
    .map((file) => [file, readText(file)]);
}

/** Whether each of these files still reads as it did. */
export function unchanged(sources: ModuleSources): boolean {
  return sources.every(([file, text]) => readText(file) === text);
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** The config as esbuild compiled it, with the files it was made of: reused while each of them reads the same. */
const compiledMemo = defineMemo<Compiled>('config', '@sitegen/ssg-core/config/loadConfig.ts');

/** Files with their texts (undefined: the file could not be read). */
export type ModuleSources = [file: string, text: string | undefined][];

interface Compiled {
  code: string;
  sources: ModuleSources;
}

/** The config module's default export, and the files esbuild bundled into it, with their texts. */
async function importConfig(
  rootDir: string,
  configFile: string,
): Promise<{ exported: unknown; sources: ModuleSources }> {
  const key = compiledMemo.key(configFile);
  const known = compiledMemo.get(key);
  const compiled = known && unchanged(known.sources) ? known : await compileConfig(configFile);
  if (compiled !== known) compiledMemo.set(key, compiled);
  return { exported: await importCompiled(rootDir, compiled.code), sources: compiled.sources };
}

async function compileConfig(configFile: string): Promise<Compiled> {
  try {
    const { build: esbuild } = await import('esbuild');
    const result = await withEsbuild(() =>
      esbuild({
        entryPoints: [configFile],
        bundle: true,
        // sitegen's own modules are bundled in; other packages resolve from the site's node_modules.
        plugins: [externalPackagesExceptSitegen],
        platform: 'node',
        format: 'esm',
        write: false,
        sourcemap: 'inline',
        metafile: true,
        logLevel: 'silent',
      }),
    );
    return {
      code: result.outputFiles[0]!.text,
      sources: readSources(result.metafile),
    };
  } catch (error) {
    const first = (error as { errors?: { text: string; location?: { line: number; column: number } }[] }).errors?.[0];
    throw new UsageError([
      createDiagnostic('error', 'config/syntax', `${CONFIG_FILE} does not compile: ${first?.text ?? String(error)}.`, {
        location: {
          file: CONFIG_FILE,
          line: first?.location?.line,
          column: first?.location ? first.location.column + 1 : undefined,
        },
      }),
    ]);
  }
}

/** The default export of the compiled config. */
async function importCompiled(rootDir: string, code: string): Promise<unknown> {
  const where = { file: CONFIG_FILE };
  // Written inside the site so that bare imports resolve against its node_modules.
  // One file per process (and per text, as a module is imported once per URL), removed once loaded.
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const compiled = path.join(siteCacheDir(rootDir), `site.config.${hash}.${process.pid}.mjs`);
  writeFileAtomic(compiled, code);

  let mod: { default?: unknown };
  process.setSourceMapsEnabled(true);
  try {
    mod = await import(pathToFileURL(compiled).href);
  } catch (error) {
    const err = error as Error;
    throw new UsageError([
      createDiagnostic('error', 'config/throws', `${CONFIG_FILE} threw while loading: ${err?.message ?? String(err)}`, {
        location: { ...where, line: lineOfThrow(err, compiled) },
      }),
    ]);
  } finally {
    rmSync(compiled, { force: true });
  }
  if (mod.default === undefined) {
    throw new UsageError([
      createDiagnostic('error', 'config/no-export', `${CONFIG_FILE} has no default export.`, {
        location: where,
        hint: 'end the file with `export default defineConfig({ ... })`',
      }),
    ]);
  }
  return mod.default;
}

export const externalPackagesExceptSitegen: Plugin = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@sitegen/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** The line of site.config.ts a load-time error was thrown from, through the inline source map. */
function lineOfThrow(error: Error, compiled: string): number | undefined {
  const stack = error?.stack ?? '';
  const mapped = /site\.config\.ts:(\d+):\d+/.exec(stack);
  if (mapped) return Number(mapped[1]);
  // Test runners may install their own stack formatting: map the compiled position ourselves.
  const raw = new RegExp(`${path.basename(compiled).replace(/\./g, '\\.')}:(\\d+):(\\d+)`).exec(stack);
  const map = raw && findSourceMap(compiled);
  if (!raw || !map) return undefined;
  const entry = map.findEntry(Number(raw[1]) - 1, Number(raw[2]) - 1) as { originalLine?: number };
  return entry.originalLine !== undefined ? entry.originalLine + 1 : undefined;
}

export type { Diagnostic };
