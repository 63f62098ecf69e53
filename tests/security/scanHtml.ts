import { PAGE_DATA_ID, SIDEBAR_DATA_ID } from '@sitegen/runtime/staticHtml.ts';

const tagPattern = /<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const attributePattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'srcset']);

/**
 * Everything in a page that could run script, found by parsing tags and their attributes as a
 * browser does (so a quoted `title="... onmouseover=..."` is text, not a handler): script tags
 * other than the allowed ones, on* attributes, and javascript:/vbscript:/data: URLs.
 */
export function findScriptVectors(html: string, allowedScripts: (tag: string) => boolean): string[] {
  const found: string[] = [];
  for (const [tag, name, attributeText = ''] of html.matchAll(tagPattern)) {
    if (name.toLowerCase() === 'script' && !allowedScripts(tag)) found.push(tag);
    for (const [, attr = '', dq, sq, bare] of attributeText.matchAll(attributePattern)) {
      const key = attr.toLowerCase();
      const value = decodeEntities(dq ?? sq ?? bare ?? '')
        .replace(/[\s\u0000-\u001f]/g, '')
        .toLowerCase();
      if (key.startsWith('on')) found.push(tag);
      else if (urlAttributes.has(key) && /^(javascript|vbscript|data):/.test(value)) found.push(tag);
    }
  }
  return found;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/**
 * The site's own scripts: the inline color-mode and base-URL scripts (no attributes), module assets, and
 * the page's first-load data and sidebar (JSON blocks, never run, their `<` escaped so that nothing inside is a tag).
 */
export const isSiteScript = (tag: string) =>
  tag === '<script>' ||
  [PAGE_DATA_ID, SIDEBAR_DATA_ID].some((id) => tag === `<script type="application/json" id="${id}">`) ||
  /^<script type="module" src="\/assets\/[\w.-]+\.js">$/.test(tag);
