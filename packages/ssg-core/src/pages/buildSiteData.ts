import type { PageHead, SiteData, PageData } from '@sitegen/runtime/types.ts';
import { applyTrailingSlash, isExternalUrl } from '@sitegen/runtime/routePath.ts';
import type { SiteConfig } from '../config/loadConfig.ts';

export const GENERATOR_NAME = 'sitegen';

/** The site-wide data the theme needs, derived from the config; shipped once in the client entry. */
export function buildSiteData(config: SiteConfig, docPaths: Map<string, string>): SiteData {
  const locale = config.i18n.localeConfigs[config.i18n.defaultLocale]!;
  const { navbar, footer, announcementBar, colorMode } = config.themeConfig;
  // Links written in the config take the form of their route too.
  const internal = (href: string) =>
    href.startsWith('/') && !isExternalUrl(href) ? applyTrailingSlash(href, config.trailingSlash) : href;
  return {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    titleDelimiter: config.titleDelimiter,
    generator: `${GENERATOR_NAME} ${config.siteMetadata.generatorVersion}`,
    locale: {
      code: config.i18n.defaultLocale,
      label: locale.label,
      direction: locale.direction,
      htmlLang: locale.htmlLang,
    },
    docsVersion: {
      name: config.docs.lastVersion,
      label: config.docs.versions[config.docs.lastVersion]?.label ?? config.docs.lastVersion,
      pluginId: config.docs.id,
    },
    navbar: {
      title: navbar.title,
      ...(navbar.logo ? { logo: navbar.logo } : {}),
      hideOnScroll: navbar.hideOnScroll,
      githubUrl: navbar.githubUrl,
      items: navbar.items.map((item) => ({
        label: item.label,
        // Unknown doc ids are reported by checkNavbar; the link check would report them again.
        href: item.type === 'doc' ? (docPaths.get(item.docId) ?? '#') : internal(item.href),
      })),
    },
    footer: {
      groups: footer.links.map((group) => ({
        title: group.title,
        items: group.items.map((item) => ({ ...item, href: internal(item.href) })),
      })),
      copyright: footer.copyright,
      ...(footer.termsNote ? { termsNote: footer.termsNote } : {}),
    },
    ...(announcementBar ? { announcementBar } : {}),
    colorMode,
    editUrlBase: config.docs.editUrl ?? '',
    ...(config.trailingSlash !== undefined ? { trailingSlash: config.trailingSlash } : {}),
  };
}

/** The pages every site has besides its docs, API and home: search and not found. */
export function buildFixedPages(site: SiteData): { search: PageData; notFound: PageData } {
  return {
    search: {
      type: 'search',
      head: buildHead({ site, title: 'Search', path: applyTrailingSlash('/search', site.trailingSlash) }),
    },
    notFound: { type: 'notFound', head: buildHead({ site, title: 'Page Not Found', path: '/404.html' }) },
  };
}

/** What a page's head takes of the site data. */
export type HeadSiteData = Pick<SiteData, 'title' | 'titleDelimiter' | 'url'>;

/** `{page} | {site}` with the configured delimiter. */
export function buildHead(options: {
  site: HeadSiteData;
  title: string;
  path: string;
  description?: string;
}): PageHead {
  const { site } = options;
  return {
    title: `${options.title} ${site.titleDelimiter} ${site.title}`,
    ...(options.description ? { description: options.description } : {}),
    canonical: new URL(options.path, site.url).href,
  };
}
