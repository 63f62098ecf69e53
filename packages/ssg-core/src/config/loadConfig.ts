import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as esbuild } from 'esbuild';
import { createDiagnostic, UsageError, type Diagnostic } from '../diagnostics.ts';
import { siteConfigSchema, type SiteConfigValues } from './schema.ts';
import { formatConfigIssues } from './formatConfigIssues.ts';

export const CONFIG_FILE = 'site.config.ts';

/** The validated config plus where it came from. */
export interface SiteConfig extends SiteConfigValues {
  /** Absolute path of the site root (the folder holding site.config.ts). */
  rootDir: string;
  /** Absolute path of the config file. */
  configFile: string;
  /** The config file's text, for locating diagnostics. */
  configSource: string;
}

/** Reads, compiles and validates `site.config.ts`; throws a UsageError the author can act on. */
export async function loadConfig(rootDir: string): Promise<SiteConfig> {
  const configFile = path.join(rootDir, CONFIG_FILE);
  if (!existsSync(configFile)) {
    throw new UsageError([createDiagnostic('error', 'config/missing', `No ${CONFIG_FILE} found in ${rootDir}.`)]);
  }
  const configSource = readFileSync(configFile, 'utf8');
  const exported = await importConfig(rootDir, configFile);
  const parsed = siteConfigSchema.safeParse(exported);
  if (!parsed.success) {
    throw new UsageError(formatConfigIssues(parsed.error.issues, configSource));
  }
  return { ...parsed.data, rootDir, configFile, configSource };
}

async function importConfig(rootDir: string, configFile: string): Promise<unknown> {
  const where = { file: CONFIG_FILE };
  let code: string;
  try {
    const result = await esbuild({
      entryPoints: [configFile],
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      write: false,
      sourcemap: 'inline',
      logLevel: 'silent',
    });
    code = result.outputFiles[0]!.text;
  } catch (error) {
    const first = (error as { errors?: { text: string; location?: { line: number; column: number } }[] }).errors?.[0];
    throw new UsageError([
      createDiagnostic('error', 'config/syntax', `${CONFIG_FILE} does not compile: ${first?.text ?? String(error)}.`, {
        location: { ...where, line: first?.location?.line, column: first?.location ? first.location.column + 1 : undefined },
      }),
    ]);
  }
  // Written inside the site so that bare imports resolve against its node_modules.
  const cacheDir = path.join(rootDir, 'node_modules', '.cache', 'sitegen');
  mkdirSync(cacheDir, { recursive: true });
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const compiled = path.join(cacheDir, `site.config.${hash}.mjs`);
  if (!existsSync(compiled)) writeFileSync(compiled, code);

  let mod: { default?: unknown };
  process.setSourceMapsEnabled(true);
  try {
    mod = await import(pathToFileURL(compiled).href);
  } catch (error) {
    const err = error as Error;
    throw new UsageError([
      createDiagnostic('error', 'config/throws', `${CONFIG_FILE} threw while loading: ${err?.message ?? String(err)}`, {
        location: { ...where, line: lineOfThrow(err) },
      }),
    ]);
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

/** The line of site.config.ts a load-time error was thrown from (stacks are source-mapped). */
function lineOfThrow(error: Error): number | undefined {
  const match = /site\.config\.ts:(\d+):\d+/.exec(error?.stack ?? '');
  return match ? Number(match[1]) : undefined;
}

export type { Diagnostic };
