/** Which locales a site has; the default one lives at the root, the others under `/<locale>/`. */
export interface LocaleSettings {
  defaultLocale: string;
  locales: readonly string[];
}

/** This site: English only, at the root. */
const SITE_LOCALES: LocaleSettings = { defaultLocale: 'en', locales: ['en'] };

/**
 * The same page in another locale: swaps the locale segment of the path, keeping the
 * query and hash. With only `en` at the root, it returns the path unchanged.
 */
export function swapLocale(url: string, locale: string, settings: LocaleSettings = SITE_LOCALES): string {
  if (!settings.locales.includes(locale)) {
    throw new Error(`Unknown locale "${locale}"; the site has: ${settings.locales.join(', ')}.`);
  }
  const cut = url.search(/[?#]/);
  const pathname = cut === -1 ? url : url.slice(0, cut);
  const rest = cut === -1 ? '' : url.slice(cut);
  const first = pathname.split('/')[1] ?? '';
  const isLocaleSegment = first !== settings.defaultLocale && settings.locales.includes(first);
  const bare = isLocaleSegment ? pathname.slice(first.length + 1) || '/' : pathname;
  return (locale === settings.defaultLocale ? bare : `/${locale}${bare}`) + rest;
}
