import { z } from 'zod';
import { BASE_URL_FORM } from '@sitegen/runtime/siteUrl.ts';

// The schema of site.config.ts: the single source of truth for its types and its errors.

/** The config's file name, in the site root. */
export const CONFIG_FILE = 'site.config.ts';

const link = z.strictObject({ label: z.string(), href: z.string() });

const navbarItem = z.union([
  z.strictObject({ type: z.literal('doc'), docId: z.string(), label: z.string() }),
  z.strictObject({ type: z.literal('link'), label: z.string(), href: z.string() }),
]);

const sidebarItem: z.ZodType<SidebarItemConfig> = z.lazy(() =>
  z.union([
    z.string(),
    z.strictObject({ type: z.literal('doc'), id: z.string(), label: z.string().optional() }),
    z.strictObject({ type: z.literal('link'), label: z.string(), href: z.string() }),
    z.strictObject({
      type: z.literal('category'),
      label: z.string(),
      items: z.array(sidebarItem),
      collapsed: z.boolean().optional(),
    }),
  ]),
);

export type SidebarItemConfig =
  | string
  | { type: 'doc'; id: string; label?: string }
  | { type: 'link'; label: string; href: string }
  | { type: 'category'; label: string; items: SidebarItemConfig[]; collapsed?: boolean };

const localeConfig = z.strictObject({
  label: z.string(),
  direction: z.enum(['ltr', 'rtl']),
  htmlLang: z.string(),
  calendar: z.string(),
});

const apiVersion = z.strictObject({
  /** The version, e.g. `16.15.0`: its label in the dropdown and the value stored as the reader's preference. */
  name: z.string().min(1),
  /** The package documented, e.g. `graphql-16` (installed as `npm:graphql@16.15.0`). */
  packageName: z.string().min(1),
  /** Folder whose `index.ts` re-exports the package, relative to the site root. */
  sourceDir: z.string().min(1),
  /** Git tag the source links point at, e.g. `v16.15.0`. */
  sourceTag: z.string().min(1),
  /** Path segment of the version's pages under the API path, e.g. `v16`. */
  segment: z.string().regex(/^[\w.-]+$/, 'must be one path segment'),
  /**
   * What the changes page and change marks say of an export beyond its two declarations (how it
   * behaves now, what a replacement does differently), by export name: plain sentences, each
   * checked by running both versions. A name the diff does not list is an error.
   */
  upgradeNotes: z.record(z.string(), z.string().min(1)).default({}),
  /** The route of the guide to upgrading from this version, linked from the changes page. */
  upgradeGuide: z.string().regex(/^\//, 'must be a route starting with "/"').optional(),
});

export const siteConfigSchema = z.strictObject({
  title: z.string().min(1),
  tagline: z.string(),
  /** Production origin, e.g. https://graphql-js.org */
  url: z.url(),
  /** Path the site is served under; starts and ends with `/`. */
  baseUrl: z.string().regex(BASE_URL_FORM, 'must start and end with "/"'),
  titleDelimiter: z.string().default('|'),
  /**
   * Docusaurus's option. `true`: every route ends in `/` and is written as `x/index.html`;
   * `false`: no route but `/` ends in `/`, each written as `x.html`; unset: routes as written,
   * `/x` as `x.html` and `/x/` as `x/index.html`. Links follow their route's form.
   */
  trailingSlash: z.boolean().optional(),
  favicon: z.string().optional(),
  /** Version strings shown in site metadata. */
  siteMetadata: z.strictObject({ generatorVersion: z.string(), apiPluginVersion: z.string() }),
  i18n: z.strictObject({
    defaultLocale: z.string(),
    locales: z.array(z.string()).min(1),
    localeConfigs: z.record(z.string(), localeConfig),
  }),
  docs: z.strictObject({
    id: z.string().default('default'),
    /** URL path of the docs, e.g. /docs */
    path: z.string().regex(/^\/[\s\S]*[^/]$/, 'must start with "/" and not end with "/"'),
    /** Folder holding the markdown, relative to the site root. */
    contentDir: z.string(),
    mainDocId: z.string(),
    editUrl: z.string().optional(),
    /** Warn about every front matter key sitegen does not know (`sitegen build --strict` does too). */
    strictFrontMatter: z.boolean().default(false),
    versions: z.record(z.string(), z.strictObject({ label: z.string() })),
    lastVersion: z.string(),
  }),
  sidebars: z.record(z.string(), z.array(sidebarItem)),
  api: z
    .strictObject({
      /** Plugin id of the API's versions: the reader's choice is kept under `docs-preferred-version-<id>`. */
      id: z.string().min(1).default('api'),
      packageName: z.string(),
      path: z.string(),
      sourceDir: z.string(),
      repoUrl: z.url(),
      sourceTag: z.string(),
      /** The label of this (the latest) version in the version dropdown. */
      label: z.string().default('Next'),
      /** Older versions documented beside it, each from its own package (an npm alias) under `{path}/{segment}`. */
      olderVersions: z.array(apiVersion).default([]),
    })
    /** Without it, the site is its docs alone: no API pages, no API sidebar. */
    .optional(),
  staticDir: z.string().default('content/static'),
  themeConfig: z.strictObject({
    navbar: z.strictObject({
      title: z.string(),
      logo: z.strictObject({ src: z.string(), alt: z.string() }).optional(),
      hideOnScroll: z.boolean().default(false),
      items: z.array(navbarItem),
      githubUrl: z.url(),
    }),
    footer: z.strictObject({
      links: z.array(z.strictObject({ title: z.string(), items: z.array(link) })),
      copyright: z.string(),
      termsNote: z.string().optional(),
    }),
    announcementBar: z
      .strictObject({
        id: z.string().min(1),
        content: z.string(),
        backgroundColor: z.string().default('#e434aa'),
        textColor: z.string().default('#ffffff'),
        isCloseable: z.boolean().default(true),
      })
      .optional(),
    colorMode: z
      .strictObject({
        defaultMode: z.enum(['light', 'dark']).default('light'),
        respectPrefersColorScheme: z.boolean().default(false),
      })
      .prefault({}),
    /**
     * The home page below its hero: the hero's buttons (by default, one to the main doc and one to
     * the API reference when there is one) and cards of ways into the site.
     */
    home: z
      .strictObject({
        actions: z
          .array(z.strictObject({ label: z.string(), href: z.string() }))
          .min(1)
          .optional(),
        explore: z
          .strictObject({
            title: z.string(),
            cards: z.array(
              z.strictObject({
                title: z.string(),
                summary: z.string(),
                href: z.string(),
                /** Each item's label is shown as code (an API name), unless `code` is false. */
                items: z.array(
                  z.strictObject({ label: z.string(), href: z.string(), code: z.boolean().default(true) }),
                ),
              }),
            ),
          })
          .optional(),
      })
      .prefault({}),
    codeThemes: z.strictObject({ light: z.string(), dark: z.string() }),
    tableOfContents: z
      .strictObject({
        minHeadingLevel: z.number().int().min(2).max(6),
        maxHeadingLevel: z.number().int().min(2).max(6),
      })
      .prefault({ minHeadingLevel: 2, maxHeadingLevel: 3 }),
  }),
});

/** What an author writes in site.config.ts. */
export type UserConfig = z.input<typeof siteConfigSchema>;
/** The validated config with defaults applied. */
export type SiteConfigValues = z.output<typeof siteConfigSchema>;
