import type { HomePageData, NavLink, PageHead, SiteData, PageData } from '@sitegen/runtime/types.ts';
import { applyTrailingSlash, isExternalUrl } from '@sitegen/runtime/routePath.ts';
import { absoluteSiteUrl, siteUrl } from '@sitegen/runtime/siteUrl.ts';
import ssgCorePackage from '../../package.json' with { type: 'json' };
import type { SiteConfig } from '../config/loadConfig.ts';

export const GENERATOR_NAME = 'sitegen';

/** Links written in the config take the form of their route too. */
function internalOf(config: SiteConfig): (href: string) => string {
  return (href) =>
    href.startsWith('/') && !isExternalUrl(href) ? applyTrailingSlash(href, config.trailingSlash) : href;
}

/** The ways into the site: the configured ones, else the main doc and the API reference. */
function entryLinksOf(config: SiteConfig, docPaths: Map<string, string>): NavLink[] {
  const internal = internalOf(config);
  const { actions } = config.themeConfig.home;
  if (actions) return actions.map((a) => ({ ...a, href: internal(a.href) }));
  return [
    { label: 'Get Started', href: docPaths.get(config.docs.mainDocId) ?? '#' },
    ...(config.api ? [{ label: 'API Reference', href: internal(config.api.path) }] : []),
  ];
}

/** The home page's cards, as `themeConfig.home.explore` names them. */
export function homeExploreOf(config: SiteConfig): HomePageData['explore'] {
  const { explore } = config.themeConfig.home;
  if (!explore) return undefined;
  const internal = internalOf(config);
  return {
    title: explore.title,
    cards: explore.cards.map((card) => ({
      ...card,
      href: internal(card.href),
      items: card.items.map((item) => ({ ...item, href: internal(item.href) })),
    })),
  };
}

/** The site-wide data the theme needs, derived from the config; shipped once in the client entry. */
export function buildSiteData(config: SiteConfig, docPaths: Map<string, string>): SiteData {
  const locale = config.i18n.localeConfigs[config.i18n.defaultLocale]!;
  const { navbar, footer, announcementBar, colorMode } = config.themeConfig;
  const internal = internalOf(config);
  return {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    titleDelimiter: config.titleDelimiter,
    generator: `${GENERATOR_NAME} ${config.siteMetadata?.generatorVersion ?? ssgCorePackage.version}`,
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
      ...(navbar.logo ? { logo: { ...navbar.logo, src: siteUrl(config.baseUrl, navbar.logo.src) } } : {}),
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
    ...(announcementBar
      ? { announcementBar: { ...announcementBar, content: hrefsUnderBaseUrl(announcementBar.content, config.baseUrl) } }
      : {}),
    colorMode,
    editUrlBase: config.docs.editUrl ?? '',
    entryLinks: entryLinksOf(config, docPaths),
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

/**
 * The announcement's HTML (from the config, trusted) with each root-relative `href` under the base
 * URL, as a Link gives it: the bar is shown as HTML, without the runtime's links.
 */
export function hrefsUnderBaseUrl(html: string, baseUrl: string): string {
  return html.replace(
    /(\shref=)(["'])(\/(?!\/)[^"']*)\2/gi,
    (_, attr, quote, href) => attr + quote + siteUrl(baseUrl, href) + quote,
  );
}

/** What a page's head takes of the site data. */
export type HeadSiteData = Pick<SiteData, 'title' | 'titleDelimiter' | 'url' | 'baseUrl'>;

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
    canonical: absoluteSiteUrl(site, options.path),
  };
}
