// Links written to markdown files become routes (`./basic-types.md#lists` ->
// `/docs/tutorials/basic-types#lists`); images get their public URL. Both report
// the author's mistakes at the link's position. rehypeRawHtml does the same for <a> and <img>
// written as raw HTML.
import type { Definition, Image, ImageReference, Link, Root } from 'mdast';
import type { Node } from 'unist';
import { visit } from 'unist-util-visit';
import { isExternalUrl } from '@sitegen/runtime/routePath.ts';
import { report, type MarkdownContext } from './markdownContext.ts';

/** A link to a markdown file of this site: no scheme, path ends in .md or .mdx. */
export function isMarkdownLink(url: string): boolean {
  if (isExternalUrl(url)) return false;
  const path = url.split(/[?#]/)[0];
  return /\.mdx?$/i.test(path);
}

/**
 * A path relative to the page (`setup`, `../api/`), which the link checker reads as the browser
 * does, against the page's URL. Not a file's (`../files/a.zip`): that is no route to navigate to.
 */
function isRelativePath(url: string): boolean {
  const path = url.split(/[?#]/)[0]!;
  return isLocalFile(url) && !url.startsWith('/') && !url.startsWith('?') && !/\.(?!html?$)[\w-]+$/i.test(path);
}

/** A local file: not external, not a pure #anchor. */
function isLocalFile(url: string): boolean {
  return url !== '' && !isExternalUrl(url) && !url.startsWith('#');
}

export function remarkLinks(context: MarkdownContext) {
  return (tree: Root) => {
    const definitions = new Map<string, Definition>();
    visit(tree, 'definition', (node) => void definitions.set(node.identifier, node));
    visit(tree, (node, index, parent) => {
      if (node.type === 'link' || node.type === 'definition') resolveLink(node, context);
      else if (node.type === 'image') resolveImage(node, context);
      else if (node.type === 'imageReference' && parent && index !== undefined) {
        // `![alt][ref]` is an image at the definition's URL: resolved as one, so that a definition
        // shared with links keeps its own URL.
        const definition = definitions.get(node.identifier);
        if (!definition) return;
        const image = imageOf(node, definition);
        parent.children[index] = image;
        resolveImage(image, context);
      }
    });
  };
}

function imageOf(node: ImageReference, definition: Definition): Image {
  return { type: 'image', url: definition.url, title: definition.title, alt: node.alt, position: node.position };
}

function resolveLink(node: Link | Definition, context: MarkdownContext): void {
  node.url = resolveLinkUrl(node.url, node, context);
}

function resolveImage(node: Image, context: MarkdownContext): void {
  node.url = resolveImageUrl(node.url, node, context);
}

/**
 * The route of a link to a markdown file (reported when no doc has it), or of a relative link from
 * the page's route; any other URL as it is.
 */
export function resolveLinkUrl(url: string, node: Node, context: MarkdownContext): string {
  const { resolveMarkdownLink } = context;
  if (context.route !== undefined && isRelativePath(url) && !isMarkdownLink(url)) {
    const resolved = new URL(url, `http://site${context.route}`);
    return resolved.pathname + resolved.search + resolved.hash;
  }
  if (!resolveMarkdownLink || !isMarkdownLink(url)) return url;
  const route = resolveMarkdownLink(url);
  if (route === undefined)
    report(context, { code: 'link/broken-markdown', message: `Markdown link "${url}" matches no doc.`, node });
  return route ?? url;
}

/** The public URL of a local image (reported when there is no such file); any other URL as it is. */
export function resolveImageUrl(url: string, node: Node, context: MarkdownContext): string {
  const { resolveImage } = context;
  if (!resolveImage || !isLocalFile(url)) return url;
  const resolved = resolveImage(url);
  if (resolved === undefined) {
    const hint = 'a path that starts with "/" is a file of the static folder; any other path is relative to this file.';
    report(context, { code: 'image/missing', message: `Image "${url}" was not found.`, node, hint });
  }
  return resolved ?? url;
}
