// The site's own style sheets (`themeConfig.customCss`), bundled after the theme's: a rule there
// wins over the theme's rule of the same weight, and the theme's tokens (`--sg-primary`, ...) can
// be set anew. The app bundle is remembered by the texts of every file a bundle of them read (the
// named sheets and what they `@import`), known from the last bundle's metafile.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { defineMemo } from '../cache/memo.ts';
import type { SiteConfig } from '../config/loadConfig.ts';
import { CONFIG_FILE } from '../config/schema.ts';
import { createDiagnostic, type Diagnostic } from '../diagnostics.ts';
import { findStringLiteralLine } from '../text/findTextLine.ts';

export interface CustomCss {
  /** The site root, which a diagnostic's path is relative to. */
  rootDir: string;
  /** Each style sheet, absolute, in the config's order. */
  files: string[];
  /** Every file the last bundle of them read, absolute (the named sheets alone before any). */
  inputs: string[];
  /** A hash of the inputs' paths and texts. */
  hash: string;
}

/** The files the last bundle of each list of sheets read, across runs. */
const inputsMemo = defineMemo<string[]>('custom-css-inputs', '@sitegen/ssg-core/bundle/loadCustomCss.ts');
/** The same in this process, for `dev`'s watcher. */
const knownInputs = new Map<string, string[]>();

/** The config's style sheets, absolute. */
function namedSheets(config: Pick<SiteConfig, 'rootDir' | 'themeConfig'>): string[] {
  const named = config.themeConfig.customCss;
  return (typeof named === 'string' ? [named] : (named ?? [])).map((file) => path.resolve(config.rootDir, file));
}

/**
 * The config's style sheets (undefined when it names none) and a config/custom-css error at its
 * line for each that is not there: the others are bundled, and the build reports every problem of the run.
 */
export function loadCustomCss(config: SiteConfig): { css?: CustomCss; diagnostics: Diagnostic[] } {
  const named = config.themeConfig.customCss;
  const list = typeof named === 'string' ? [named] : (named ?? []);
  const isFile = (file: string) => existsSync(file) && statSync(file).isFile();
  const diagnostics = list
    .filter((file) => !isFile(path.resolve(config.rootDir, file)))
    .map((file) =>
      createDiagnostic('error', 'config/custom-css', `The style sheet "${file}" does not exist.`, {
        location: { file: CONFIG_FILE, line: findStringLiteralLine(config.configSource, file) },
        hint: "themeConfig.customCss names CSS files relative to the site's root.",
      }),
    );
  const files = namedSheets(config).filter(isFile);
  if (files.length === 0) return { diagnostics };
  const inputs = inputsMemo.get(inputsMemo.key(...files)) ?? knownInputs.get(files.join('\0')) ?? files;
  knownInputs.set(files.join('\0'), inputs);
  return { css: { rootDir: config.rootDir, files, inputs, hash: hashFiles(inputs) }, diagnostics };
}

/** Records the files a bundle of the sheets read; returns their hash, which the bundle is remembered by. */
export function recordCustomCssInputs(css: CustomCss, inputs: string[]): string {
  inputsMemo.set(inputsMemo.key(...css.files), inputs);
  knownInputs.set(css.files.join('\0'), inputs);
  return hashFiles(inputs);
}

/** What `dev` watches of the sheets: the named ones, and every file their last bundle read. */
export function customCssSources(config: Pick<SiteConfig, 'rootDir' | 'themeConfig'>): string[] {
  const files = namedSheets(config);
  return [...new Set([...files, ...(knownInputs.get(files.join('\0')) ?? [])])];
}

function hashFiles(files: string[]): string {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file).update('\0');
    try {
      hash.update(readFileSync(file)).update('\0');
    } catch {
      hash.update('\u0001missing\0');
    }
  }
  return hash.digest('hex');
}
