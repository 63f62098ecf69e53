/** sitemap.xml listing every route. */
export function buildSitemap(siteUrl: string, paths: string[]): string {
  const urls = paths.map((p) => `<url><loc>${new URL(p, siteUrl).href.replace(/&/g, '&amp;')}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}
