// Every table of the body, from markdown or raw HTML, inside the theme's ScrollArea: a table wider
// than its column scrolls sideways there, and the area is named by the table's caption or headers.
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';
import type { ScrollAreaProps } from '@sitegen/theme/scrollArea/ScrollArea.tsx';

export function rehypeScrollTables() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'table' || !parent || index === undefined) return;
      const props: Pick<ScrollAreaProps, 'label'> = { label: tableLabel(node) };
      parent.children[index] = { type: 'element', tagName: 'ScrollArea', properties: props, children: [node] };
      return SKIP;
    });
  };
}

/** "Table: " and the caption, else the first row's header cells; a table without either is just "Table". */
export function tableLabel(table: Element): string {
  const caption = table.children.find(
    (child): child is Element => child.type === 'element' && child.tagName === 'caption',
  );
  const headers: string[] = [];
  visit(table, 'element', (node: Element) => {
    if (headers.length || node.tagName !== 'tr') return;
    for (const cell of node.children) {
      if (cell.type === 'element' && cell.tagName === 'th') headers.push(toString(cell).trim());
    }
    return SKIP;
  });
  const name = caption ? toString(caption).trim() : headers.filter(Boolean).join(', ');
  return name ? `Table: ${name}` : 'Table';
}
