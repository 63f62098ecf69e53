import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { HomePageData, SiteData } from '@sitegen/runtime/types.ts';
import { renderMarkdown } from '../markdown/renderMarkdown.ts';
import type { CodeThemes } from '../markdown/highlightCode.ts';
import { buildHead } from './buildSiteData.ts';

export const HOME_FILE = 'content/home.md';

/** The home page: the hero comes from the site data, the body from content/home.md. */
export async function buildHomePage(options: { rootDir: string; site: SiteData; codeThemes?: CodeThemes }): Promise<HomePageData> {
  const file = path.join(options.rootDir, HOME_FILE);
  const source = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const markdown = await renderMarkdown({ source, file: HOME_FILE, codeThemes: options.codeThemes });
  return {
    type: 'home',
    head: buildHead({ site: options.site, title: 'Home', path: '/', description: options.site.tagline }),
    tree: markdown.tree,
  };
}
