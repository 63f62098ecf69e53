import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { HomePageData, SiteData } from '@sitegen/runtime/types.ts';
import { renderMarkdown, type MarkdownResult } from '../markdown/renderMarkdown.ts';
import type { CodeThemes } from '../markdown/highlightCode.ts';
import type { PlaygroundFiles } from '../markdown/checkPlaygrounds.ts';
import { buildHead } from './buildSiteData.ts';
import { routeOfUrl } from '@sitegen/runtime/siteUrl.ts';

/** The home page (the hero from the site data, the body from the config's `homeFile`), and its body's links with their places in that file. */
export async function buildHomePage(options: {
  rootDir: string;
  /** The home page's markdown, relative to the site root. */
  homeFile: string;
  staticDir: string;
  site: SiteData;
  explore?: HomePageData['explore'];
  codeThemes?: CodeThemes;
  /** The site can run samples (see MarkdownInput). */
  live?: boolean;
  /** The site's playground plugins (see MarkdownInput). */
  playgrounds?: PlaygroundFiles;
}): Promise<{ page: HomePageData; links: MarkdownResult['links'] }> {
  const file = path.join(options.rootDir, options.homeFile);
  const source = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const markdown = await renderMarkdown({
    source,
    file: options.homeFile,
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
  const page: HomePageData = {
    type: 'home',
    head: buildHead({ site: options.site, title: 'Home', path: '/', description: options.site.tagline }),
    tree: markdown.tree,
    ...(logoSvg ? { logoSvg } : {}),
    ...(options.explore ? { explore: options.explore } : {}),
  };
  return { page, links: markdown.links };
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
