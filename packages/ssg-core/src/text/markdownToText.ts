import type { Nodes, Parent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { parseMarkdown } from '../markdown/parseMarkdown.ts';

/** The nodes whose children are a run of text: each is one block of the plain text. */
const textBlocks = new Set(['paragraph', 'heading', 'tableCell']);

/**
 * The text of each block of a markdown text (paragraph, heading, table cell), without its
 * markup: link texts, code spans, emphasis and image descriptions kept as text; code blocks
 * and HTML tags dropped.
 */
export function markdownBlocks(markdown: string): string[] {
  const blocks: string[] = [];
  const visit = (node: Nodes) => {
    if (textBlocks.has(node.type)) {
      const text = toString(restoreDirectives(node as Parent, markdown), { includeHtml: false })
        .replace(/\s+/g, ' ')
        .trim();
      if (text) blocks.push(text);
    } else if (node.type === 'leafDirective') {
      blocks.push(sourceOf(node, markdown));
    } else if (node.type !== 'code' && 'children' in node) {
      for (const child of node.children) visit(child);
    }
  };
  visit(parseMarkdown(markdown));
  return blocks;
}

/** Markdown to plain text without its markup: for meta descriptions, one-line summaries and search results. */
export function markdownToText(markdown: string): string {
  return markdownBlocks(markdown).join(' ');
}

/** Prose like "foo:bar" parses as a directive; the pages show it as written (see remarkDirectives.ts), and so does the text. */
function restoreDirectives(node: Parent, markdown: string): Parent {
  const children = node.children.map((child) =>
    child.type === 'textDirective'
      ? { type: 'text' as const, value: sourceOf(child, markdown) }
      : 'children' in child
        ? restoreDirectives(child, markdown)
        : child,
  );
  return { ...node, children } as Parent;
}

function sourceOf(node: Nodes, markdown: string): string {
  return markdown.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0);
}
