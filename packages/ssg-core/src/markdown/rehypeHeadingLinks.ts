// Every h2..h6 gets a hover anchor: <a class="hash-link" href="#id" aria-label="Direct link to …">#</a>
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';

const anchoredHeadings = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);

export function rehypeHeadingLinks() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (!anchoredHeadings.has(node.tagName) || typeof node.properties.id !== 'string') return;
      const label = `Direct link to ${toString(node).trim()}`;
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: { className: ['hash-link'], href: `#${node.properties.id}`, ariaLabel: label, title: label },
        children: [{ type: 'text', value: '#' }],
      });
      return 'skip';
    });
  };
}
