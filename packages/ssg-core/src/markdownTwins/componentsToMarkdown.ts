// The MDX components of a doc's tree (remarkMdxComponents.ts) as plain markdown for its twin:
// a callout is a blockquote opened by its sign, cards a list of their links, a file tree a
// nested list of names (folders end in `/`), HTML elements and the site's components their content.
import type { BlockContent, List, ListItem, Paragraph, Parent, PhrasingContent, RootContent } from 'mdast';
import type { FileTreeItem } from '@sitegen/theme/content/FileTree.tsx';
import type { MdxComponentNode } from '../markdown/componentProps.ts';
import { admonitionLabel } from './admonitionLabel.ts';

/** Nodes that hold blocks: phrasing left directly in them (a one-line tab's text) gets a paragraph of its own. */
const flowParents = new Set([
  'root',
  'blockquote',
  'listItem',
  'containerDirective',
  'mdxComponent',
  'footnoteDefinition',
]);
const phrasingTypes = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'break',
  'html',
  'footnoteReference',
  'textDirective',
]);

export function componentsToMarkdown(parent: Parent): void {
  const children = parent.children.flatMap((child): RootContent[] => {
    if ('children' in child) componentsToMarkdown(child as Parent);
    const type = child.type as string;
    if (type === 'mdxHtml') {
      const html = child as Parent;
      // A <details>' summary reads as its heading line.
      if ((html.data as { hName?: string } | undefined)?.hName === 'summary')
        return [{ type: 'paragraph', children: [{ type: 'strong', children: html.children as PhrasingContent[] }] }];
      return html.children as RootContent[];
    }
    if (type !== 'mdxComponent') return [child];
    const node = child as unknown as MdxComponentNode;
    switch (node.name) {
      case 'Callout': {
        const label = admonitionLabel(node.props.type === 'default' ? 'note' : String(node.props.type), undefined);
        const sign: RootContent = {
          type: 'paragraph',
          children: [{ type: 'strong', children: [{ type: 'text', value: label }] }],
        };
        return [{ type: 'blockquote', children: [sign, ...(node.children as BlockContent[])] }];
      }
      case 'Cards': {
        // Its links, which the flow step above may have gathered into one paragraph: one item each.
        const links = node.children.flatMap((c) => (c.type === 'paragraph' ? c.children : [c])) as PhrasingContent[];
        return [list(links.map((link) => item([{ type: 'paragraph', children: [link] }])))];
      }
      case 'FileTree':
        return [fileList(node.props.items as unknown as FileTreeItem[])];
      default:
        return node.children as RootContent[];
    }
  });
  parent.children = (flowParents.has(parent.type) ? inParagraphs(children) : children) as Parent['children'];
}

function inParagraphs(children: RootContent[]): RootContent[] {
  const out: RootContent[] = [];
  let open: Paragraph | undefined;
  for (const child of children) {
    if (!phrasingTypes.has(child.type)) {
      out.push(child);
      open = undefined;
    } else if (open) open.children.push(child as PhrasingContent);
    else if (child.type !== 'text' || child.value.trim()) {
      open = { type: 'paragraph', children: [child as PhrasingContent] };
      out.push(open);
    }
  }
  return out;
}

function fileList(items: FileTreeItem[]): List {
  return list(
    items.map((entry) =>
      item([
        { type: 'paragraph', children: [{ type: 'inlineCode', value: entry.items ? `${entry.name}/` : entry.name }] },
        ...(entry.items?.length ? [fileList(entry.items)] : []),
      ]),
    ),
  );
}

function list(children: ListItem[]): List {
  return { type: 'list', ordered: false, spread: false, children };
}

function item(children: BlockContent[]): ListItem {
  return { type: 'listItem', spread: false, children };
}
