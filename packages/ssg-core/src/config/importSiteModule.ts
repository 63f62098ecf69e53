// A TypeScript module of the site (a playground plugin) loaded in Node as the config is
// (loadConfig.ts): bundled by esbuild with the site's packages left to its node_modules, then
// imported. A file that is missing, does not compile or throws is a config error at the line of
// site.config.ts that names it.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { withEsbuild } from '../withEsbuild.ts';
import { siteCacheDir } from '../cache/siteCacheDir.ts';
import { createDiagnostic, UsageError } from '../diagnostics.ts';
import { writeFileAtomic } from '../output/writeFileAtomic.ts';
import { findStringLiteralLine } from '../text/findTextLine.ts';
import { externalPackagesExceptSitegen, readSources, type ModuleSources } from './loadConfig.ts';
import { CONFIG_FILE } from './schema.ts';

/** The module's exports, and the files it was bundled from; `what` says what the config names it as, for errors. */
export async function importSiteModule(
  rootDir: string,
  file: string,
  { code, what }: { code: string; what: string },
): Promise<{ exports: Record<string, unknown>; sources: ModuleSources }> {
  const fail = (message: string) => {
    throw new UsageError([
      createDiagnostic('error', code, `${what} is ${file}, which ${message}`, {
        location: { file: CONFIG_FILE, ...lineNaming(rootDir, file) },
      }),
    ]);
  };
  if (!existsSync(path.resolve(rootDir, file))) return fail('does not exist.');
  let compiled: string;
  let sources: ModuleSources;
  try {
    const { build: esbuild } = await import('esbuild');
    const result = await withEsbuild(() =>
      esbuild({
        entryPoints: [path.resolve(rootDir, file)],
        bundle: true,
        plugins: [externalPackagesExceptSitegen],
        platform: 'node',
        format: 'esm',
        write: false,
        metafile: true,
        logLevel: 'silent',
      }),
    );
    compiled = result.outputFiles[0]!.text;
    sources = readSources(result.metafile);
  } catch (error) {
    const first = (error as { errors?: { text: string }[] }).errors?.[0];
    return fail(`does not compile: ${first?.text ?? String(error)}.`);
  }
  // Written inside the site so that bare imports resolve against its node_modules.
  const hash = createHash('sha256').update(compiled).digest('hex').slice(0, 16);
  const written = path.join(siteCacheDir(rootDir), `site-module.${hash}.${process.pid}.mjs`);
  writeFileAtomic(written, compiled);
  try {
    return { exports: (await import(pathToFileURL(written).href)) as Record<string, unknown>, sources };
  } catch (error) {
    return fail(`threw while loading: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    rmSync(written, { force: true });
  }
}

/** The line of site.config.ts that names the file. */
export function lineNaming(rootDir: string, file: string): { line?: number } {
  let text = '';
  try {
    text = readFileSync(path.join(rootDir, CONFIG_FILE), 'utf8');
  } catch {}
  const line = findStringLiteralLine(text, file);
  return line === undefined ? {} : { line };
}
