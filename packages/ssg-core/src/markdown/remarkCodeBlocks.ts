// Fenced code -> a `CodeBlock` component node, highlighted at build time.
import type { Code, Parent, Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import { highlightCode } from './highlightCode.ts';
import type { MarkdownContext } from './markdownContext.ts';
import { parseCodeMeta } from './parseCodeMeta.ts';
// The pipeline emits exactly the props the theme's CodeBlock takes.
import type { CodeBlockProps } from '@sitegen/theme/content/CodeBlock.tsx';

export function remarkCodeBlocks(context: MarkdownContext) {
  return (tree: Root) => {
    visit(tree, 'code', (node: Code, index, parent: Parent | undefined) => {
      if (!parent || index === undefined) return;
      parent.children[index] = toCodeBlock(node, context);
    });
  };
}

function toCodeBlock(node: Code, context: MarkdownContext): RootContent {
  const meta = parseCodeMeta(node.meta);
  const lang = node.lang?.toLowerCase() || undefined;
  const html = highlightCode({
    highlighter: context.highlighter,
    code: node.value,
    lang: lang ?? 'text',
    themes: context.codeThemes,
    highlightLines: meta.highlightLines,
  });
  const props: CodeBlockProps = { html, code: node.value };
  if (lang) props.lang = lang;
  if (meta.title) props.title = meta.title;
  if (meta.output) props.output = true;
  // `value` keeps the code visible to mdast-util-to-string (search sections).
  return {
    type: 'codeBlock',
    value: node.value,
    children: [],
    position: node.position,
    data: { hName: 'CodeBlock', hProperties: props },
  } as unknown as RootContent;
}
