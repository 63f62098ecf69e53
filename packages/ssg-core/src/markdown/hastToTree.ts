// hast -> TreeNode[]. hast-util-to-jsx-runtime (under rehype-react) does the
// HTML-to-React prop mapping (class -> className, style string -> object, aria-*,
// table cell align -> style); our `jsx` builds compact tuples instead of elements.
// Positions are not kept; empty props become null; whitespace-only text between
// block elements is dropped (it renders as nothing there).
import type { Root } from 'hast';
import rehypeReact from 'rehype-react';
import { unified } from 'unified';
import type { TreeNode, TreeProps } from '@sitegen/runtime/types.ts';

const Fragment = Symbol('Fragment');

/**
 * Built while compiling, turned into tuples at the end: the runtime picks jsx or
 * jsxs by `Array.isArray(children)`, so a single child must not be an array yet.
 */
class Built {
  constructor(
    readonly tag: string | typeof Fragment,
    readonly props: TreeProps | null,
    readonly children: (Built | string)[],
  ) {}
}

/** Parents in which a whitespace-only text child cannot render anything. */
const blockParents = new Set([
  'blockquote',
  'ol',
  'ul',
  'div',
  'section',
  'details',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'Admonition',
  'Tabs',
  'TabItem',
  'ScrollArea',
  'Callout',
  'Steps',
  'Cards',
  'FileTree',
]);

function build(type: string | typeof Fragment, props: Record<string, unknown>): Built {
  const { children, ...rest } = props;
  const list = (children === undefined ? [] : Array.isArray(children) ? children : [children]) as (
    | Built
    | string
    | null
  )[];
  const dropWhitespace = type === Fragment || blockParents.has(type);
  const kids: (Built | string)[] = [];
  for (const child of list) {
    if (child === null || child === undefined || child === '') continue;
    if (typeof child === 'string') {
      if (dropWhitespace && /^\s*$/.test(child)) continue;
      // Merge neighbouring strings: fewer nodes, same text.
      const last = kids.length - 1;
      if (last >= 0 && typeof kids[last] === 'string') kids[last] = (kids[last] as string) + child;
      else kids.push(child);
    } else if (child.tag === Fragment) kids.push(...child.children);
    else kids.push(child);
  }
  const entries = Object.entries(rest).filter(([, value]) => value !== undefined);
  return new Built(type, entries.length ? Object.fromEntries(entries) : null, kids);
}

function toTreeNode(node: Built | string): TreeNode {
  if (typeof node === 'string') return node;
  return [node.tag as string, node.props, ...node.children.map(toTreeNode)];
}

const compiler = unified().use(rehypeReact, {
  Fragment: Fragment as never,
  jsx: build as never,
  jsxs: build as never,
  development: false,
  passKeys: false,
});

export function hastToTree(tree: Root): TreeNode[] {
  const result = compiler.stringify(tree) as unknown as Built;
  return result.tag === Fragment ? result.children.map(toTreeNode) : [toTreeNode(result)];
}
