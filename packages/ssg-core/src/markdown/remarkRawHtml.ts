// Raw HTML in untrusted input (API doc comments) is text: shown as written, never parsed,
// which also keeps `Promise<ExecutionResult>` readable in prose; HTML comments are dropped.
// Trusted raw HTML goes on to rehypeRawHtml and rehype-sanitize.
import type { Html, Root, Text } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import type { MarkdownContext } from './markdownContext.ts';

export function remarkRawHtml(context: MarkdownContext) {
  return (tree: Root) => {
    if (!context.untrusted) return;
    visit(tree, 'html', (node: Html, index, parent) => {
      if (parent && index !== undefined && node.value.startsWith('<!--')) {
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      (node as unknown as Text).type = 'text';
      return undefined;
    });
  };
}
