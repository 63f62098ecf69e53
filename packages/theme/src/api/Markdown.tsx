import type { TreeNode } from '@sitegen/runtime/types.ts';
import { contentComponents } from '../content/contentComponents.ts';
import { renderTree } from '../content/renderTree.tsx';

/** Doc-comment markdown, rendered at build time to a tree. */
export function Markdown({ tree, className }: { tree: TreeNode[]; className?: string }) {
  return <div className={`sg-markdown${className ? ` ${className}` : ''}`}>{renderTree(tree, contentComponents)}</div>;
}
