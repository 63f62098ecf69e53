import type { PageHead } from './types.ts';

/** Keeps the document head in step with the page after a client-side navigation. */
export function applyHead(head: PageHead): void {
  document.title = head.title;
  setAttr('meta[name="description"]', 'content', head.description ?? '');
  setAttr('meta[property="og:title"]', 'content', head.title);
  setAttr('meta[property="og:description"]', 'content', head.description ?? '');
  setAttr('meta[property="og:url"]', 'content', head.canonical);
  setAttr('link[rel="canonical"]', 'href', head.canonical);
}

function setAttr(selector: string, name: string, value: string): void {
  document.head.querySelector(selector)?.setAttribute(name, value);
}
