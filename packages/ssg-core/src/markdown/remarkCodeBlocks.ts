// Fenced code -> a `CodeBlock` component node, highlighted at build time.
import type { Code, Parent, Root, RootContent } from 'mdast';
import type { Node } from 'unist';
import { visit } from 'unist-util-visit';
import { highlightCode } from './highlightCode.ts';
import { report, type MarkdownContext } from './markdownContext.ts';
import { parseCodeMeta } from './parseCodeMeta.ts';
// The pipeline emits exactly the props the theme's CodeBlock takes.
import type { CodeBlockProps } from '@sitegen/theme/content/CodeBlock.tsx';
import type { PlaygroundProps } from '@sitegen/theme/live/Playground.tsx';

/** Code a reader can run comes from the site's own content only, never from untrusted input (API doc comments). */
export function isPlayground(node: Code, context: Pick<MarkdownContext, 'untrusted'>): boolean {
  return node.lang?.toLowerCase() === 'graphql-playground' && !context.untrusted;
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
  if (isPlayground(node, context)) return toPlayground(node, context);
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
  if (meta.output) props.output = meta.output;
  if (meta.unknownOutput !== undefined)
    report(context, {
      code: 'code/output',
      node,
      message: `Unknown output mark "${meta.unknownOutput}": an output block is exact (output), output="formatted" or output="trimmed".`,
      hint: 'write output alone when the block is exactly what the program printed',
    });
  if (meta.live && context.untrusted) {
    // Shown as a plain block.
  } else if (meta.live && (lang !== 'js' || meta.output)) {
    report(context, {
      code: 'code/live',
      node,
      message: `Only js samples can be live; this block is ${meta.output ? 'an output block' : `"${lang ?? 'plain'}"`}.`,
      hint: 'remove "live", or write the sample as a ```js block',
    });
  } else if (meta.live) props.live = true;
  // `value` keeps the code visible to mdast-util-to-string (search sections).
  return {
    type: 'codeBlock',
    value: node.value,
    children: [],
    position: node.position,
    data: { hName: 'CodeBlock', hProperties: props },
  } as unknown as RootContent;
}

/** A ```graphql-playground block (see parsePlayground.ts): the `Playground` component, its parts checked here. */
function toPlayground(node: Code, context: MarkdownContext): RootContent {
  const checked = context.playgrounds.get(node.value);
  if (!checked) throw new Error('A playground block was not checked before the markdown steps ran.');
  const { parts, problems } = checked;
  const fence = node.position?.start.line;
  for (const problem of problems) {
    const line = fence === undefined ? undefined : fence + problem.line;
    const at = line === undefined ? undefined : { position: { start: { line, column: 1 }, end: { line, column: 1 } } };
    report(context, { code: 'code/playground', node: at as Node | undefined, message: problem.message });
  }
  const props: PlaygroundProps = { ...parts, title: parseCodeMeta(node.meta).title };
  if (props.title === undefined) delete props.title;
  return {
    type: 'playground',
    value: `${parts.schema}\n${parts.query}`,
    children: [],
    position: node.position,
    data: { hName: 'Playground', hProperties: props },
  } as unknown as RootContent;
}
