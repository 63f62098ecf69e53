// Fenced code -> a `CodeBlock` component node, highlighted at build time.
import type { Code, Parent, Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import { highlightCode } from './highlightCode.ts';
import type { MarkdownContext } from './markdownContext.ts';
import { parseCodeMeta } from './parseCodeMeta.ts';

/** Props of the theme's CodeBlock component, as the pipeline emits them. */
export interface CodeBlockProps {
  /** Inner HTML of `<code>`: highlighted text, highlighted lines wrapped in `<span class="line highlighted">`. */
  html: string;
  /** The raw code, for the copy button. */
  code: string;
  /** Language as written after the fence, lowercased; absent when none. */
  lang?: string;
  /** File name shown above the code. */
  title?: string;
  /** The block shows program output (`output` meta word). */
  output?: boolean;
}

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
