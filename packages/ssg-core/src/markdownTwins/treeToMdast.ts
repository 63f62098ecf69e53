// A rendered tree (TreeNode[], what the HTML is made from) back to markdown nodes, for the
// twins of pages that have no markdown file of their own: the API doc comments and the home
// page. hast-util-to-mdast does the HTML; the theme's components are handled here.
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import { toMdast, type Handle, type State } from 'hast-util-to-mdast';
import type { BlockContent, Code, Paragraph, RootContent } from 'mdast';
import type { TreeNode } from '@sitegen/runtime/types.ts';
import { type OutputMark, outputCaption } from '@sitegen/theme/content/outputMark.ts';
import { admonitionLabel } from './admonitionLabel.ts';

/** Block content for these trees. */
export function treeToMdast(nodes: TreeNode[]): RootContent[] {
  const root: HastRoot = { type: 'root', children: nodes.flatMap(toHast) };
  const mdast = toMdast(root, { handlers });
  return mdast.type === 'root' ? mdast.children : [mdast as RootContent];
}

function toHast(node: TreeNode): ElementContent[] {
  if (typeof node === 'string') return [{ type: 'text', value: node }];
  const [tagName, props, ...children] = node;
  // The hover anchor of a heading (`#`) is no content.
  if (tagName === 'a' && props?.className === 'hash-link') return [];
  return [
    {
      type: 'element',
      tagName,
      properties: { ...(props as Element['properties']) },
      children: children.flatMap(toHast),
    },
  ];
}

const prop = (node: Element, name: string) => {
  const value = node.properties[name];
  return typeof value === 'string' ? value : undefined;
};

const flow = (state: State, node: Element) => state.toFlow(state.all(node)) as BlockContent[];

const strongParagraph = (label: string): Paragraph => ({
  type: 'paragraph',
  children: [{ type: 'strong', children: [{ type: 'text', value: label }] }],
});

const handlers: Record<string, Handle> = {
  CodeBlock: (_state, node): Code => ({
    type: 'code',
    lang: prop(node, 'lang') ?? null,
    meta: titleMeta(prop(node, 'title'), prop(node, 'output') as OutputMark | undefined),
    value: prop(node, 'code') ?? '',
  }),
  Admonition: (state, node) => ({
    type: 'blockquote',
    children: [
      strongParagraph(admonitionLabel(prop(node, 'type') ?? 'note', prop(node, 'title'))),
      ...flow(state, node),
    ],
  }),
  Tabs: (state, node) => flow(state, node),
  TabItem: (state, node) => [strongParagraph(prop(node, 'label') ?? ''), ...flow(state, node)],
};

/**
 * A code block's title in the meta it was written with (`title="server.js"`); an output block's
 * caption joins it (`title="Output (trimmed)"`), so that a reader of the twin sees the mark the page shows.
 */
export function titleMeta(title: string | undefined, output?: OutputMark): string | null {
  const label = [title, output && outputCaption(output)].filter(Boolean).join(' · ');
  return label ? `title="${label.replace(/"/g, "'")}"` : null;
}
