import type { PageHead } from './types.ts';

/**
 * Keeps the document head in step with the page after a client-side navigation.
 * `fallbackDescription` is what the prerendered head uses when a page has none (the tagline).
 */
export function applyHead(head: PageHead, fallbackDescription: string): void {
  const description = head.description ?? fallbackDescription;
  document.title = head.title;
  setAttr('meta[name="description"]', 'content', description);
  setAttr('meta[property="og:title"]', 'content', head.title);
  setAttr('meta[property="og:description"]', 'content', description);
  setAttr('meta[property="og:url"]', 'content', head.canonical);
  setAttr('link[rel="canonical"]', 'href', head.canonical);
  setAttr('link[rel="alternate"][hreflang]', 'href', head.canonical);
}

function setAttr(selector: string, name: string, value: string): void {
  for (const element of document.head.querySelectorAll(selector)) element.setAttribute(name, value);
}
