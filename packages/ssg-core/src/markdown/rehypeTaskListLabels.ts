// GFM task list items render as `<li><input type="checkbox" disabled> text</li>`: a checkbox
// without a label (axe `label`, critical). The item's own text is its label, so the box and the
// text after it, up to a nested list or block, are wrapped in a <label>.
import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';

/** What may sit inside a <label> beside the box: the phrasing content a list item's text is made of. */
const phrasing = new Set([
  'a',
  'abbr',
  'b',
  'br',
  'code',
  'del',
  'em',
  'i',
  'img',
  'kbd',
  's',
  'span',
  'strong',
  'sub',
  'sup',
]);

export function rehypeTaskListLabels() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'li' || !String(node.properties.className ?? '').includes('task-list-item')) return;
      // A loose list puts the box in the item's first paragraph.
      const first = node.children.find((c): c is Element => c.type === 'element');
      const holder = first?.tagName === 'p' ? first : node;
      const box = holder.children.findIndex((c) => c.type === 'element' && c.tagName === 'input');
      if (box === -1) return;
      let end = box + 1;
      while (end < holder.children.length && isPhrasing(holder.children[end]!)) end++;
      // The line break before a nested list stays outside.
      while (end > box + 1 && isBlank(holder.children[end - 1]!)) end--;
      const label: Element = {
        type: 'element',
        tagName: 'label',
        properties: {},
        children: holder.children.slice(box, end),
      };
      holder.children.splice(box, end - box, label);
    });
  };
}

function isPhrasing(node: ElementContent): boolean {
  return node.type !== 'element' || phrasing.has(node.tagName);
}

function isBlank(node: ElementContent): boolean {
  return node.type === 'text' && node.value.trim() === '';
}
