import { applyTrailingSlash, isExternalUrl } from '@sitegen/runtime/routePath.ts';
import { siteUrl } from '@sitegen/runtime/siteUrl.ts';
import type { SiteConfig } from '../config/loadConfig.ts';
import { CONFIG_FILE } from '../config/schema.ts';
import type { SourceLocation } from '../diagnostics.ts';
import { findTextLine } from '../text/findTextLine.ts';

/**
 * The links the config puts on pages (navbar, footer, the home page's buttons and cards), by their
 * href as a page renders it, with the config's line that wrote each: checkLinks reports a broken
 * one once, there, instead of on every page that shows it.
 */
export function configLinkLocations(config: SiteConfig): Map<string, SourceLocation> {
  const { navbar, footer, home } = config.themeConfig;
  const hrefs = [
    ...navbar.items.flatMap((item) => (item.type === 'link' ? [item.href] : [])),
    ...footer.links.flatMap((group) => group.items.map((item) => item.href)),
    ...(home.actions ?? []).map((action) => action.href),
    ...(home.explore?.cards ?? []).flatMap((card) => [card.href, ...card.items.map((item) => item.href)]),
  ];
  const locations = new Map<string, SourceLocation>();
  for (const href of hrefs) {
    const rendered =
      href.startsWith('/') && !isExternalUrl(href)
        ? siteUrl(config.baseUrl, applyTrailingSlash(href, config.trailingSlash))
        : href;
    const line = ['"', "'", '`'].map((quote) => findTextLine(config.configSource, quote + href + quote)).find(Boolean);
    locations.set(rendered, { file: CONFIG_FILE, line });
  }
  return locations;
}
