// Plain text of a page split at h2/h3 headings, for the search index.
import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';

export interface Section {
  /** Heading id; absent for the text before the first h2/h3. */
  id?: string;
  heading: string;
  text: string;
}

export function collectSections(tree: Root, title: string | undefined): Section[] {
  const sections: Section[] = [];
  let current: Section = { heading: title ?? '', text: '' };
  const parts: string[] = [];
  const close = () => {
    current.text = parts.join(' ').replace(/\s+/g, ' ').trim();
    if (current.text || current.id) sections.push(current);
    parts.length = 0;
  };
  for (const node of tree.children) {
    if (node.type === 'heading' && (node.depth === 2 || node.depth === 3)) {
      close();
      const id = node.data?.hProperties?.id;
      current = { heading: toString(node).trim(), text: '', ...(typeof id === 'string' ? { id } : {}) };
    } else {
      parts.push(toString(node, { includeHtml: false }));
    }
  }
  close();
  return sections;
}
