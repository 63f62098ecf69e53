// Links written to markdown files become routes (`./basic-types.md#lists` ->
// `/docs/tutorials/basic-types#lists`); images get their public URL. Both report
// the author's mistakes at the link's position.
import type { Definition, Image, ImageReference, Link, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { isExternalUrl } from '@sitegen/runtime/routePath.ts';
import { report, type MarkdownContext } from './markdownContext.ts';

/** A link to a markdown file of this site: no scheme, path ends in .md or .mdx. */
export function isMarkdownLink(url: string): boolean {
  if (isExternalUrl(url)) return false;
  const path = url.split(/[?#]/)[0];
  return /\.mdx?$/i.test(path);
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
  const { resolveMarkdownLink } = context;
  if (!resolveMarkdownLink || !isMarkdownLink(node.url)) return;
  const route = resolveMarkdownLink(node.url);
  if (route !== undefined) node.url = route;
  else report(context, { code: 'link/broken-markdown', message: `Markdown link "${node.url}" matches no doc.`, node });
}

function resolveImage(node: Image, context: MarkdownContext): void {
  const { resolveImage } = context;
  if (!resolveImage || !isLocalFile(node.url)) return;
  const url = resolveImage(node.url);
  if (url !== undefined) node.url = url;
  else {
    const hint = 'a path that starts with "/" is a file of the static folder; any other path is relative to this file.';
    report(context, { code: 'image/missing', message: `Image "${node.url}" was not found.`, node, hint });
  }
}
