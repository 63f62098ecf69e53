import { createElement, Fragment, type ComponentType, type ReactNode } from 'react';
import type { TreeNode } from '@sitegen/runtime/types.ts';

// biome-ignore lint/suspicious/noExplicitAny: each component takes its own props; the tree's attributes are checked by the renderer.
export type TreeComponents = Record<string, ComponentType<any>>;

/**
 * Turns a rendered tree (see TreeNode) into React elements. The same function runs
 * during prerendering and in the browser, so hydration sees identical markup.
 */
export function renderTree(nodes: TreeNode[], components: TreeComponents): ReactNode {
  return nodes.map((node, index) => renderNode(node, components, index));
}

function renderNode(node: TreeNode, components: TreeComponents, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const [tag, props, ...children] = node;
  // A capitalised tag must be a registered component; an HTML tag may be one too (`a`).
  const type = Object.hasOwn(components, tag) ? components[tag] : /^[A-Z]/.test(tag) ? undefined : tag;
  if (!type) throw new Error(`No theme component named "${tag}" is registered for rendered content.`);
  const kids = children.length ? children.map((c, i) => renderNode(c, components, i)) : undefined;
  return createElement(type ?? Fragment, { ...props, key }, kids);
}
