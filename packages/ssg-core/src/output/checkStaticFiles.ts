import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { lineOfConfigKey } from '../config/formatConfigIssues.ts';
import { CONFIG_FILE } from '../config/schema.ts';
import { createDiagnostic, type Diagnostic } from '../diagnostics.ts';

/**
 * A static folder the config names that is not there is an error at the config's line (the
 * default one may be missing: a site without static files). A file of the static folder named like a file the build writes (`search-index.json`, a page's
 * HTML, `sitemap.xml`) would be copied over it, or lost under it: either way one of the two is
 * not what the author meant, so it is an error naming both.
 */
export function checkStaticFiles(options: {
  rootDir: string;
  /** The static folder, relative to the site root. */
  staticDir: string;
  /** The build's files by their path in the output. */
  written: ReadonlyMap<string, unknown>;
  /** Whether the config names the static folder (else it is the default one). */
  named?: boolean;
  /** The config's text, to find its `staticDir` line. */
  configSource?: string;
}): Diagnostic[] {
  const dir = path.join(options.rootDir, options.staticDir);
  if (!existsSync(dir)) {
    if (!options.named) return [];
    const line = options.configSource && lineOfConfigKey(options.configSource, ['staticDir']);
    return [
      createDiagnostic('error', 'config/static-dir', `The static folder "${options.staticDir}" does not exist.`, {
        location: { file: CONFIG_FILE, ...(line ? { line } : {}) },
        hint: `staticDir is relative to the site's root (${options.rootDir}).`,
      }),
    ];
  }
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((entry) => entry.split(path.sep).join('/'))
    .filter((file) => options.written.has(file) && statSync(path.join(dir, file)).isFile())
    .sort()
    .map((file) => {
      const source = path.posix.join(options.staticDir, file);
      return createDiagnostic(
        'error',
        'static/collision',
        `The static file ${source} has the name of a file the build writes, "${file}": one would replace the other.`,
        { location: { file: source }, hint: 'rename or move the static file.' },
      );
    });
}
