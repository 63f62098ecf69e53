// Fenced code -> a `CodeBlock` component node, highlighted at build time.
import type { Code, Parent, Root, RootContent } from 'mdast';
import type { Node } from 'unist';
import { visit } from 'unist-util-visit';
import { highlightCode } from './highlightCode.ts';
import { report, type MarkdownContext } from './markdownContext.ts';
import { parseCodeMeta } from './parseCodeMeta.ts';
import { convertNpmCommand, packageManagers, type PackageManager } from './convertNpmCommand.ts';
// The pipeline emits exactly the props the theme's CodeBlock takes.
import type { CodeBlockProps } from '@sitegen/theme/content/CodeBlock.tsx';
import type { PlaygroundProps } from '@sitegen/theme/live/Playground.tsx';
import { playgroundId } from './checkPlaygrounds.ts';

/** Code a reader can run comes from the site's own content only, never from untrusted input (API doc comments). */
export function isPlayground(node: Code, context: Pick<MarkdownContext, 'untrusted' | 'playgroundFences'>): boolean {
  return !context.untrusted && context.playgroundFences.has(node.lang?.toLowerCase() ?? '');
}

const NO_LIVE = 'This block runs in the page, but the site names no live modules: it cannot run.';
/** What to do about a live block on a site that runs nothing. */
const NO_LIVE_HINT =
  "name what samples import in site.config.ts (live: { modules: { 'my-lib': 'content/plugins/my-lib.ts' } }), or remove \"live\"";

export function remarkCodeBlocks(context: MarkdownContext) {
  return (tree: Root) => {
    visit(tree, 'code', (node: Code, index, parent: Parent | undefined) => {
      if (!parent || index === undefined) return;
      parent.children[index] = toCodeBlock(node, context);
    });
  };
}

/** The code a block shows: itself, or for `npm2yarn` one block per package manager, each its command. */
export function codeVariants(node: Code): { code: string; manager?: PackageManager }[] {
  if (!parseCodeMeta(node.meta).npm2yarn) return [{ code: node.value }];
  return packageManagers.map(({ value }) => ({ code: convertNpmCommand(node.value, value), manager: value }));
}

function toCodeBlock(node: Code, context: MarkdownContext): RootContent {
  if (isPlayground(node, context)) return toPlayground(node, context);
  const variants = codeVariants(node);
  if (variants.length === 1) return codeBlockOf(node, node.value, context);
  // npm2yarn: Docusaurus's tabs, in its `npm2yarn` group, so a reader's choice holds on every page.
  const tabs = variants.map(({ code, manager }) => {
    const { label } = packageManagers.find((m) => m.value === manager)!;
    return componentNode('TabItem', { label, value: manager }, [codeBlockOf(node, code, context)], node);
  });
  return componentNode('Tabs', { groupId: 'npm2yarn' }, tabs, node);
}

function componentNode(name: string, props: Record<string, unknown>, children: RootContent[], at: Node): RootContent {
  return {
    type: 'componentBlock',
    children,
    position: at.position,
    data: { hName: name, hProperties: props },
  } as unknown as RootContent;
}

function codeBlockOf(node: Code, code: string, context: MarkdownContext): RootContent {
  const meta = parseCodeMeta(node.meta);
  const lang = node.lang?.toLowerCase() || undefined;
  const html = highlightCode({
    highlighter: context.highlighter,
    code,
    lang: lang ?? 'text',
    themes: context.codeThemes,
    highlightLines: meta.highlightLines,
    lineNumbers: meta.showLineNumbers,
  });
  const props: CodeBlockProps = { html, code };
  if (lang) props.lang = lang;
  if (meta.title) props.title = meta.title;
  if (meta.showLineNumbers) props.showLineNumbers = true;
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
  } else if (meta.live && !context.live) {
    report(context, { code: 'code/live', node, message: NO_LIVE, hint: NO_LIVE_HINT });
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
    value: code,
    children: [],
    position: node.position,
    data: { hName: 'CodeBlock', hProperties: props },
  } as unknown as RootContent;
}

/** A block of a fence a playground plugin takes (see checkPlaygrounds.ts): the `Playground` component, its parts checked there. */
function toPlayground(node: Code, context: MarkdownContext): RootContent {
  const lang = node.lang!.toLowerCase();
  const checked = context.playgrounds.get(playgroundId(lang, node.value));
  if (!checked) throw new Error('A playground block was not checked before the markdown steps ran.');
  const { label, fields, text, problems } = checked;
  const fence = node.position?.start.line;
  for (const problem of problems) {
    const line = fence === undefined ? undefined : fence + problem.line;
    const at = line === undefined ? undefined : { position: { start: { line, column: 1 }, end: { line, column: 1 } } };
    report(context, { code: 'code/playground', node: at as Node | undefined, message: problem.message });
  }
  const props: PlaygroundProps = {
    playground: lang,
    label,
    parts: JSON.stringify(fields),
    title: parseCodeMeta(node.meta).title,
  };
  if (props.title === undefined) delete props.title;
  return {
    type: 'playground',
    value: text,
    children: [],
    position: node.position,
    data: { hName: 'Playground', hProperties: props },
  } as unknown as RootContent;
}
