// The props of MDX components (remarkMdxComponents.ts) are values (arrays, objects, numbers),
// which hast, made for HTML attributes, would turn into strings or drop. Each component's hast
// element carries only the index of its props in the context, and the built tree gets them back.
import type { Parent, Root } from 'mdast';
import type { TreeNode } from '@sitegen/runtime/types.ts';
import { visit } from 'unist-util-visit';
import type { MarkdownContext } from './markdownContext.ts';
import type { LiteralValue } from './evaluateLiteral.ts';

/** A component of the theme or the site (remarkMdxComponents.ts), with its props. */
export interface MdxComponentNode extends Parent {
  type: 'mdxComponent';
  name: string;
  props: Record<string, LiteralValue>;
}

/** The one attribute a component's element keeps through rehype (sanitizeSchema allows it on components). */
export const PROPS_INDEX_PROPERTY = 'dataMdxProps';
const PROPS_INDEX_ATTRIBUTE = 'data-mdx-props';

/** Names each `mdxComponent` node's element, its props set aside in the context. */
export function remarkComponentProps(context: MarkdownContext) {
  return (tree: Root) => {
    visit(tree, 'mdxComponent' as never, (node: MdxComponentNode) => {
      const index = context.componentProps.push(node.props) - 1;
      node.data = { hName: node.name, hProperties: { [PROPS_INDEX_PROPERTY]: String(index) } };
    });
  };
}

/** Puts each component's props back in the built tree, in place. */
export function restoreComponentProps(nodes: TreeNode[], props: Record<string, unknown>[]): void {
  if (props.length === 0) return;
  for (const node of nodes) {
    if (typeof node === 'string') continue;
    const index = node[1]?.[PROPS_INDEX_ATTRIBUTE];
    if (typeof index === 'string')
      node[1] = Object.keys(props[Number(index)]!).length ? { ...props[Number(index)] } : null;
    restoreComponentProps(node.slice(2) as TreeNode[], props);
  }
}
