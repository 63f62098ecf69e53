// mdast -> markdown text, every link and image made absolute on the way and listed for the link check.
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { applyTrailingSlash, isExternalUrl } from '@sitegen/runtime/routePath.ts';
import { absoluteSiteUrl, type SiteLocation } from '@sitegen/runtime/siteUrl.ts';
import type { WrittenLink } from '../links/checkLinks.ts';

export interface FormattedMarkdown {
  markdown: string;
  /** Every URL the text links to, absolute. */
  links: WrittenLink[];
}

const stringifier = unified()
  .use(remarkGfm)
  .use(remarkStringify, { bullet: '-', emphasis: '_', strong: '*', fences: true, rule: '-', listItemIndent: 'one' })
  .freeze();

/**
 * `pageUrl` is the absolute URL of the page: relative links resolve against it as a browser would.
 * A link to a path of the site is a route: it takes its route's form, as the page's Link component
 * gives it, and becomes the route's absolute URL under the site's base URL.
 * `positions`: the tree's positions are those of the author's file, kept with each link.
 */
export function formatMarkdown(
  tree: Root,
  options: { pageUrl: string; site: SiteLocation; trailingSlash: boolean | undefined; positions?: boolean },
): FormattedMarkdown {
  const links: WrittenLink[] = [];
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      const internal = node.type === 'link' && node.url.startsWith('/') && !isExternalUrl(node.url);
      node.url = internal
        ? absoluteSiteUrl(options.site, applyTrailingSlash(node.url, options.trailingSlash))
        : absoluteUrl(node.url, options.pageUrl);
      const start = options.positions ? node.position?.start : undefined;
      links.push(start ? { url: node.url, line: start.line, column: start.column } : { url: node.url });
    }
  });
  return { markdown: stringifier.stringify(tree), links };
}

/** A URL without a scheme, resolved against the page; `mailto:`, `https:` and the like as they are. */
function absoluteUrl(url: string, pageUrl: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  return new URL(url, pageUrl).href;
}
