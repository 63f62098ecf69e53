import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { HomePageData, SiteData } from '@sitegen/runtime/types.ts';
import { renderMarkdown } from '../markdown/renderMarkdown.ts';
import type { CodeThemes } from '../markdown/highlightCode.ts';
import type { PlaygroundFiles } from '../markdown/checkPlaygrounds.ts';
import { buildHead } from './buildSiteData.ts';
import { routeOfUrl } from '@sitegen/runtime/siteUrl.ts';

export const HOME_FILE = 'content/home.md';

/** The home page: the hero comes from the site data, the body from content/home.md. */
export async function buildHomePage(options: {
  rootDir: string;
  staticDir: string;
  site: SiteData;
  explore?: HomePageData['explore'];
  codeThemes?: CodeThemes;
  /** The site can run samples (see MarkdownInput). */
  live?: boolean;
  /** The site's playground plugins (see MarkdownInput). */
  playgrounds?: PlaygroundFiles;
}): Promise<HomePageData> {
  const file = path.join(options.rootDir, HOME_FILE);
  const source = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const markdown = await renderMarkdown({
    source,
    file: HOME_FILE,
    codeThemes: options.codeThemes,
    live: options.live,
    ...(options.playgrounds && { playgrounds: options.playgrounds }),
  });
  const logo = options.site.navbar.logo?.src;
  // The logo's URL is under the base URL; its file is where that URL is in the static folder.
  const logoSvg = readSvgLogo(
    path.join(options.rootDir, options.staticDir),
    logo && routeOfUrl(options.site.baseUrl, logo),
  );
  return {
    type: 'home',
    head: buildHead({ site: options.site, title: 'Home', path: '/', description: options.site.tagline }),
    tree: markdown.tree,
    ...(logoSvg ? { logoSvg } : {}),
    ...(options.explore ? { explore: options.explore } : {}),
  };
}

/** The navbar logo's SVG markup when it is an SVG file of the static folder (else the hero shows it as an image). */
function readSvgLogo(staticDir: string, src: string | undefined): string | undefined {
  if (!src?.startsWith('/') || !src.endsWith('.svg')) return undefined;
  const file = path.join(staticDir, src);
  return existsSync(file)
    ? readFileSync(file, 'utf8')
        .replace(/<\?xml[^>]*>\s*/, '')
        .trim()
    : undefined;
}
