import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/loadConfig.ts';
import { CONFIG_FILE } from '../config/schema.ts';
import { createDiagnostic, type Diagnostic } from '../diagnostics.ts';
import { findTextLine } from '../text/findTextLine.ts';
import { closestHint } from '../text/closest.ts';

/** A navbar item naming a doc id that does not exist is an error. */
export function checkNavbar(config: SiteConfig, docIds: Set<string>): Diagnostic[] {
  return config.themeConfig.navbar.items.flatMap((item) =>
    item.type === 'doc' && !docIds.has(item.docId)
      ? [
          createDiagnostic(
            'error',
            'navbar/unknown-doc',
            `Navbar item "${item.label}" refers to doc "${item.docId}", which does not exist.`,
            {
              location: {
                file: CONFIG_FILE,
                line:
                  findTextLine(config.configSource, `'${item.docId}'`) ??
                  findTextLine(config.configSource, `"${item.docId}"`),
              },
              hint: closestHint(item.docId, [...docIds]),
            },
          ),
        ]
      : [],
  );
}

/** The docs' main doc (the tutorials index) must exist. */
export function checkMainDoc(config: SiteConfig, docIds: Set<string>): Diagnostic[] {
  if (docIds.has(config.docs.mainDocId)) return [];
  return [
    createDiagnostic('error', 'docs/unknown-main-doc', `The main doc "${config.docs.mainDocId}" does not exist.`, {
      location: { file: CONFIG_FILE, line: findTextLine(config.configSource, 'mainDocId') },
      hint: closestHint(config.docs.mainDocId, [...docIds]),
    }),
  ];
}

/** The navbar's logo, when it is a file of the static folder (`/img/logo.svg`), must be there. */
export function checkNavbarLogo(config: SiteConfig): Diagnostic[] {
  const src = config.themeConfig.navbar.logo?.src;
  if (!src?.startsWith('/') || src.startsWith('//')) return [];
  if (existsSync(path.join(config.rootDir, config.staticDir, src))) return [];
  return [
    createDiagnostic(
      'error',
      'navbar/missing-logo',
      `The navbar logo "${src}" is no file of the static folder (${config.staticDir}).`,
      { location: { file: CONFIG_FILE, line: findTextLine(config.configSource, src) } },
    ),
  ];
}
