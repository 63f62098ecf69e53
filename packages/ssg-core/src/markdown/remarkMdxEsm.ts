// Docusaurus reads `.md` files as MDX, so content written for it may open with ES module
// lines (`import Tabs from '@theme/Tabs';`). sitegen does not run MDX: such a top-level
// paragraph is removed with a warning instead of showing as prose.
import type { Paragraph, Root } from 'mdast';
import { report, type MarkdownContext } from './markdownContext.ts';

const esmLine = /^(?:import\s+(?:[\w*{}\s,$]+\s+from\s+)?['"]|export\s+(?:default\b|const\b|let\b|var\b|function\b|async\b|class\b|\{|\*))/;

export function remarkMdxEsm(context: MarkdownContext) {
  return (tree: Root) => {
    tree.children = tree.children.filter((node) => {
      if (node.type !== 'paragraph') return true;
      const line = firstLine(node, context);
      if (!line || !esmLine.test(line)) return true;
      report(context, {
        severity: 'warning',
        code: 'mdx/esm',
        message: `MDX ${line.startsWith('import') ? 'import' : 'export'} "${line.length > 60 ? line.slice(0, 57) + '...' : line}" is not supported in .md files; it was removed.`,
        node,
        hint: 'sitegen renders markdown, not MDX: use its admonitions (:::note), tabs (::::tabs) and code blocks instead of components.',
      });
      return false;
    });
  };
}

function firstLine(node: Paragraph, context: MarkdownContext): string | undefined {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return undefined;
  return context.source.slice(start, end).split('\n')[0]!.trim();
}
