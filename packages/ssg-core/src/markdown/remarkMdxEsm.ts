// Docusaurus reads `.md` files as MDX, so content written for it may open with ES module
// lines (`import Tabs from '@theme/Tabs';`). sitegen does not run MDX: a top-level paragraph
// of such lines is removed, with a warning for each line, instead of showing as prose.
import type { Paragraph, Root } from 'mdast';
import { report, type MarkdownContext } from './markdownContext.ts';

const esmLine =
  /^(?:import\s+(?:[\w*{}\s,$]+\s+from\s+)?['"]|export\s+(?:default\b|const\b|let\b|var\b|function\b|async\b|class\b|\{|\*))/;

export function remarkMdxEsm(context: MarkdownContext) {
  return (tree: Root) => {
    tree.children = tree.children.filter((node) => {
      if (node.type !== 'paragraph') return true;
      const lines = sourceLines(node, context);
      if (!lines || !esmLine.test(lines[0]!)) return true;
      const startLine = node.position!.start.line;
      lines.forEach((line, i) => {
        if (!line) return;
        const shown = line.length > 60 ? `${line.slice(0, 57)}...` : line;
        report(context, {
          severity: 'warning',
          code: 'mdx/esm',
          message: `MDX ${line.startsWith('export') ? 'export' : 'import'} "${shown}" is not supported in .md files; it was removed.`,
          node: {
            type: 'line',
            position: { start: { line: startLine + i, column: 1 }, end: { line: startLine + i, column: 1 } },
          },
          hint: 'sitegen renders markdown, not MDX: use its admonitions (:::note), tabs (::::tabs) and code blocks instead of components.',
        });
      });
      return false;
    });
  };
}

function sourceLines(node: Paragraph, context: MarkdownContext): string[] | undefined {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return undefined;
  return context.source
    .slice(start, end)
    .split('\n')
    .map((line) => line.trim());
}
