import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { TreeNode } from '@sitegen/runtime/types.ts';
import { contentComponents } from '@sitegen/theme/content/contentComponents.ts';
import { renderTree } from '@sitegen/theme/content/renderTree.tsx';

/** A rendered markdown tree as the HTML the theme gives it (React lives in ssg-core's dependencies, not the root's). */
export function renderTreeToHtml(tree: TreeNode[]): string {
  return renderToStaticMarkup(createElement('div', null, renderTree(tree, contentComponents)));
}
