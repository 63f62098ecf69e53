// The site's own style sheets (`themeConfig.customCss`), bundled after the theme's: a rule there
// wins over the theme's rule of the same weight, and the theme's tokens (`--sg-primary`, ...) can
// be set anew. The app bundle is remembered by their texts' hash.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/loadConfig.ts';
import { CONFIG_FILE } from '../config/schema.ts';
import { createDiagnostic, UsageError } from '../diagnostics.ts';
import { findTextLine } from '../text/findTextLine.ts';

export interface CustomCss {
  /** Each style sheet, absolute, in the config's order. */
  files: string[];
  /** A hash of their paths and texts. */
  hash: string;
}

/** The config's style sheets; undefined when it names none. A file that is not there is an error at its config line. */
export function loadCustomCss(config: SiteConfig): CustomCss | undefined {
  const named = config.themeConfig.customCss;
  const list = typeof named === 'string' ? [named] : (named ?? []);
  if (list.length === 0) return undefined;
  const missing = list.filter((file) => {
    const abs = path.resolve(config.rootDir, file);
    return !existsSync(abs) || !statSync(abs).isFile();
  });
  if (missing.length > 0)
    throw new UsageError(
      missing.map((file) =>
        createDiagnostic('error', 'config/custom-css', `The style sheet "${file}" does not exist.`, {
          location: { file: CONFIG_FILE, line: findTextLine(config.configSource, file) },
          hint: "themeConfig.customCss names CSS files relative to the site's root.",
        }),
      ),
    );
  const files = list.map((file) => path.resolve(config.rootDir, file));
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  return { files, hash: hash.digest('hex') };
}
