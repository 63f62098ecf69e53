// The contract between the build (ssg-core), the theme and the browser runtime.
// Types only: every package imports it with `import type`.

/**
 * A rendered tree, small enough to ship in a route chunk and turned into React
 * elements by the same function on the server and in the browser.
 * A string is text; a tuple is an element. A lowercase tag is an HTML element
 * with React-style props (className, htmlFor, style object); a capitalised tag
 * names a theme component (CodeBlock, Tabs, TabItem, Admonition, ...).
 */
export type TreeNode = string | TreeElement;
export type TreeElement = [tag: string, props: TreeProps | null, ...children: TreeNode[]];
export type TreeProps = Record<string, unknown>;

/** One entry of a table of contents. */
export interface TocItem {
  /** The heading's id, used as the anchor. */
  id: string;
  /** Plain text of the heading. */
  value: string;
  /** Heading level, 2 to 6. */
  level: number;
}

export interface NavLink {
  label: string;
  href: string;
}

/** An item of a sidebar, as the theme renders it. */
export type SidebarItem =
  | {
      type: 'link';
      label: string;
      href: string;
      docId?: string /** `sidebar_class_name` of the doc. */;
      className?: string;
    }
  | {
      type: 'category';
      label: string;
      items: SidebarItem[];
      href?: string;
      collapsed?: boolean;
      /** A first load's sidebar leaves out a closed category's items (they are not on screen): `items` is empty until RuntimeApi.completeSidebar. */
      cut?: true;
    };

/** `api` is the latest API version's sidebar, `api-<segment>` an older version's (`api-v16`). */
export type SidebarName = 'tutorialSidebar' | 'api' | `api-${string}`;

/** Every route of the site; paths are exact. */
export interface RouteEntry {
  /** The exact URL path, e.g. `/docs/tutorials/basic-types`. */
  path: string;
  exact: true;
  /** The sidebar the page shows, if any. */
  sidebar?: SidebarName;
  /** Numeric id of an API item route. */
  id?: number;
}

export interface PageHead {
  /** Full document title, e.g. `Getting Started | My Site`. */
  title: string;
  description?: string;
  /** Absolute canonical URL. */
  canonical: string;
  /** Absolute URL of the link-preview image (`og:image`). */
  image?: string;
  /** Ask search engines not to index the page (unlisted docs). */
  noindex?: true;
}

export interface DocPageData {
  type: 'doc';
  head: PageHead;
  docId: string;
  /** The h1. */
  title: string;
  hideTitle?: boolean;
  tree: TreeNode[];
  toc: TocItem[];
  breadcrumbs: NavLink[];
  prev?: NavLink;
  next?: NavLink;
  editUrl?: string;
  /** From `last_update` front matter; `date` is ISO `YYYY-MM-DD`. */
  lastUpdate?: { date?: string; author?: string };
  /** Built, but left out of sidebars, search and the sitemap. */
  unlisted?: true;
  /** Front matter keys sitegen does not know, as written, for theme components to read. */
  customFrontMatter?: Record<string, unknown>;
  /** A first load's data, inlined in the HTML: the static parts come from the prerendered DOM (see StaticPart). */
  fromHtml?: true;
}

export interface ApiPageData {
  type: 'api';
  head: PageHead;
  /** The item, already rendered to trees; shape owned by the API theme components. */
  item: unknown;
  toc: TocItem[];
  /** A first load's data, inlined in the HTML: the static parts come from the prerendered DOM (see StaticPart). */
  fromHtml?: true;
  /**
   * Where the version menu goes in another API version (by name, see `SiteData.apiVersions`) when
   * that is not the same path under its root: its root when it lacks the item, or the item under
   * another kind (an interface in 16 that is a class in 17).
   */
  versionLinks?: Record<string, string>;
}

export interface ApiRootPageData {
  type: 'apiRoot';
  head: PageHead;
  root: unknown;
  toc: TocItem[];
  /** A first load's data, inlined in the HTML: the static parts come from the prerendered DOM (see StaticPart). */
  fromHtml?: true;
}

/** What changed from one API version to the next, generated from their two models. */
export interface ApiChangesPageData {
  type: 'apiChanges';
  head: PageHead;
  /** Shape owned by the API theme components; null in a first load's inlined data (the page comes from its HTML). */
  changes: unknown;
  toc: TocItem[];
  fromHtml?: true;
}

export interface HomePageData {
  type: 'home';
  head: PageHead;
  /** Rendered example code blocks and other home content. */
  tree: TreeNode[];
  /**
   * The site's logo as SVG markup (from the static folder, trusted), drawn inline in the hero: it
   * paints with the text, where an `<img>` would be the page's largest paint and wait for its own request.
   */
  logoSvg?: string;
  /** The cards below the example (`themeConfig.home.explore`): this page's data, not every page's. */
  explore?: { title: string; cards: HomeCard[] };
  /** A first load's data, inlined in the HTML: the static parts come from the prerendered DOM (see StaticPart). */
  fromHtml?: true;
}

export interface NotFoundPageData {
  type: 'notFound';
  head: PageHead;
}

export interface SearchPageData {
  type: 'search';
  head: PageHead;
}

export type PageData =
  | DocPageData
  | ApiPageData
  | ApiRootPageData
  | ApiChangesPageData
  | HomePageData
  | NotFoundPageData
  | SearchPageData;

/** Site-wide data shipped once in the client entry. */
export interface SiteData {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  titleDelimiter: string;
  generator: string;
  locale: { code: string; label: string; direction: 'ltr' | 'rtl'; htmlLang: string };
  docsVersion: { name: string; label: string; pluginId: string };
  /** The API reference's versions, latest first: the version menu and banner of API pages read them. */
  apiVersions?: ApiVersionsData;
  navbar: {
    title: string;
    logo?: { src: string; alt: string };
    hideOnScroll: boolean;
    items: NavLink[];
    githubUrl: string;
  };
  footer: { groups: { title: string; items: NavLink[] }[]; copyright: string; termsNote?: string };
  announcementBar?: {
    id: string;
    /** Inline HTML, from the config (trusted). */
    content: string;
    backgroundColor: string;
    textColor: string;
    isCloseable: boolean;
  };
  colorMode: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean };
  editUrlBase: string;
  /** The ways into the site that the home page's hero, the 404 page and the search page offer, the first the main one. */
  entryLinks: NavLink[];
  /** The config's trailingSlash: every internal link takes the form of its route (see routePath.ts). */
  trailingSlash?: boolean;
}

export interface HomeCard {
  title: string;
  summary: string;
  href: string;
  items: { label: string; href: string; code: boolean }[];
}

export interface ApiVersionsData {
  /** The reader's choice is kept under `docs-preferred-version-<pluginId>`. */
  pluginId: string;
  versions: ApiVersionData[];
}

export interface ApiVersionData {
  /** Stored as the preference: `current` for the latest, else e.g. `16.15.0`. */
  name: string;
  /** Shown in the menu, e.g. `Next`. */
  label: string;
  /** The package version, e.g. `17.1.0`. */
  version: string;
  /** The version's root route; its items live under it. */
  path: string;
}

/** A route of the route table: the URL of its page chunk and the sidebar it shows. */
export type ManifestRoute = [chunkUrl: string, sidebar?: SidebarName];

/** Every route's page chunk and sidebar, by route path: a module of its own, loaded on first need. */
export type RouteTable = Record<string, ManifestRoute>;

/** Where the loader finds route code. */
export interface RouteSources {
  /** URL of the route table's module. */
  routes: string;
  /** URL of each sidebar's chunk. */
  sidebars: Record<string, string>;
}

/**
 * What the app needs besides its code, in a data module of its own (named by its content hash,
 * `data-app` on the page's root element): content edits change it, never the entry. The route
 * table is a module of its own (`routes`), loaded when a link first needs it, not on a first load.
 */
export interface AppData extends RouteSources {
  site: SiteData;
  /** The page shown for paths that are no route. */
  notFound: PageData;
  /** URL of the search index JSON. */
  searchIndexUrl?: string;
  /** Where the live samples' code is (absent on a site with no live samples). */
  live?: LiveAssetNames;
}

/**
 * Paths inside assets/ of the live samples' worker, of each module they may import (by specifier)
 * and of each playground plugin (by fence): each file is named by its content's hash.
 */
export interface LiveAssetNames {
  runner: string;
  modules: Record<string, string>;
  playgrounds: Record<string, string>;
}

/** The client side view of the route table. */
export interface ClientRoute {
  path: string;
  sidebar?: SidebarName;
}

/**
 * What must load before a page renders from its data (the theme's code for its type), or undefined
 * when nothing must: the client awaits it before a first render and with each route's data.
 */
export type LoadPageCode = (page: PageData) => Promise<unknown> | undefined;

/** Props of the theme's root component, on the server and in the browser. */
export interface AppProps {
  site: SiteData;
  /** The route shown. */
  path: string;
  page: PageData;
  sidebar?: SidebarItem[];
}
