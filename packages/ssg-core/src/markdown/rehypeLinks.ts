// The last gate for URLs in the rendered body: links and images with a scheme
// other than http(s)/mailto/tel (javascript:, data:, vbscript:, ...) are replaced by
// their text; external links open in a new tab; every link and image is recorded, with its
// source position, for the link checker and the markdown twin.
import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { isExternalUrl } from '@sitegen/runtime/routePath.ts';
import { report, type MarkdownContext } from './markdownContext.ts';

const safeSchemes = new Set(['http', 'https', 'mailto', 'tel']);

/** True for relative URLs and the few schemes a document may link to. */
export function isSafeUrl(url: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme.
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([^/?#]*?):/.exec(compact);
  return !scheme || safeSchemes.has(scheme[1].toLowerCase());
}

export function rehypeLinks(context: MarkdownContext) {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (!parent || index === undefined) return;
      if (node.tagName === 'a') {
        const href = node.properties.href;
        if (typeof href !== 'string') return;
        if (!isSafeUrl(href)) {
          parent.children.splice(index, 1, ...node.children);
          return index;
        }
        // Another site's page opens in a new tab; a mail or phone link opens its app.
        if (isExternalUrl(href) && !/^(?:mailto|tel):/i.test(href)) {
          node.properties.target = '_blank';
          node.properties.rel = ['noopener', 'noreferrer'];
        }
        const start = node.position?.start;
        if (start) context.links.push({ url: href, line: start.line, column: start.column });
      } else if (node.tagName === 'img') {
        const src = node.properties.src;
        if (typeof src === 'string' && !isSafeUrl(src)) {
          const alt = typeof node.properties.alt === 'string' ? node.properties.alt : '';
          const replacement: ElementContent[] = alt ? [{ type: 'text', value: alt }] : [];
          parent.children.splice(index, 1, ...replacement);
          return index;
        }
        node.properties.loading = 'lazy';
        if (!context.untrusted && typeof src === 'string' && /^http:/i.test(src))
          report(context, {
            severity: 'warning',
            code: 'image/insecure',
            message: `Image "${src}" is served over plain http, which the site's Content-Security-Policy (img-src) does not load.`,
            node,
            hint: 'use its https:// address.',
          });
        const start = node.position?.start;
        if (typeof src === 'string' && start) context.links.push({ url: src, line: start.line, column: start.column });
      }
      return undefined;
    });
  };
}
