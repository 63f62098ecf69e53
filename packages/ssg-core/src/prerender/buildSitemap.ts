import { absoluteSiteUrl, type SiteLocation } from '@sitegen/runtime/siteUrl.ts';

/** sitemap.xml listing every route, each by its absolute URL. */
export function buildSitemap(site: SiteLocation, paths: string[]): string {
  const urls = paths.map((p) => `<url><loc>${absoluteSiteUrl(site, p).replace(/&/g, '&amp;')}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}
