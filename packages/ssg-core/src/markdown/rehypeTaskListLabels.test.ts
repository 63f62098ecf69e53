import { expect, test } from 'vitest';
import type { TreeNode } from '@sitegen/runtime/types.ts';
import { renderMarkdown } from './renderMarkdown.ts';

type Element = Exclude<TreeNode, string>;

const render = async (source: string) =>
  (await renderMarkdown({ source, file: 'content/docs/tutorials/checklist.md' })).tree;

/** Every element with its parent's tag, depth first. */
function elements(nodes: TreeNode[], parent = ''): { node: Element; parent: string }[] {
  return nodes.flatMap((node) =>
    typeof node === 'string' ? [] : [{ node, parent }, ...elements(node.slice(2) as TreeNode[], node[0])],
  );
}

/** A label's content with the box as `[ ]` or `[x]`, its text flattened. */
function labelText(label: Element): string {
  const text = (node: TreeNode): string =>
    typeof node === 'string'
      ? node
      : node[0] === 'input'
        ? node[1]?.checked
          ? '[x]'
          : '[ ]'
        : (node.slice(2) as TreeNode[]).map(text).join('');
  return text(label);
}

test('a task list item is labelled by its own text, up to a nested list', async () => {
  const tree = await render(
    '- [ ] Swap `graphqlHTTP` for [the handler](https://example.com)\n  - [x] nested\n- [x] Done\n',
  );
  const found = elements(tree);
  expect(found.filter(({ node }) => node[0] === 'input').map(({ parent }) => parent)).toEqual([
    'label',
    'label',
    'label',
  ]);
  const labels = found.filter(({ node }) => node[0] === 'label');
  expect(labels.map(({ node, parent }) => [parent, labelText(node)])).toEqual([
    ['li', '[ ] Swap graphqlHTTP for the handler'],
    ['li', '[x] nested'],
    ['li', '[x] Done'],
  ]);
  // The nested list stays outside the label, and the link keeps its attributes inside it.
  expect(elements([labels[0]!.node]).map(({ node }) => node[0])).toEqual(['label', 'input', 'code', 'a']);
});

test('in a loose list the label sits in the paragraph that holds the box', async () => {
  const labels = elements(await render('- [ ] First\n\n- [ ] Second\n')).filter(({ node }) => node[0] === 'label');
  expect(labels.map(({ node, parent }) => [parent, labelText(node)])).toEqual([
    ['p', '[ ] First'],
    ['p', '[ ] Second'],
  ]);
});

test('a plain list is left alone', async () => {
  expect(elements(await render('- one\n- [link](https://example.com)\n')).map(({ node }) => node[0])).toEqual([
    'ul',
    'li',
    'li',
    'a',
  ]);
});
