// Markdown text -> a rendered tree plus everything the page and the checks need.
// The steps: front matter, title, directives, raw HTML, heading ids, links, code,
// search sections, then hast: raw HTML parsed, safe links, sanitized, heading anchors; then TreeNode[].
import type { Root as HastRoot } from 'hast';
import type { Code, Root, Yaml } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkRehype from 'remark-rehype';
import rehypeSanitize from 'rehype-sanitize';
import { unified } from 'unified';
import type { TreeNode } from '@sitegen/runtime/types.ts';
import { createDiagnostic, UsageError, type Diagnostic } from '../diagnostics.ts';
import { buildToc, defaultTocLevels, type TocLevels } from './buildToc.ts';
import { collectSections, type Section } from './collectSections.ts';
import { hastToTree } from './hastToTree.ts';
import { defaultCodeThemes, loadHighlighter, needsHighlighter, type HighlightInput } from './highlightCode.ts';
import { parseCodeMeta } from './parseCodeMeta.ts';
import { visit } from 'unist-util-visit';
import type { MarkdownContext } from './markdownContext.ts';
import { isMdxFile, parseMarkdown } from './parseMarkdown.ts';
import { remarkComponentProps, restoreComponentProps } from './componentProps.ts';
import { remarkMdxComponents } from './remarkMdxComponents.ts';
import { docToMarkdown } from '../markdownTwins/docToMarkdown.ts';
import { parseFrontMatter, type FrontMatterResult } from './parseFrontMatter.ts';
import { preprocessAdmonitionTitles } from './preprocessAdmonitionTitles.ts';
import { rehypeHeadingLinks } from './rehypeHeadingLinks.ts';
import { rehypeLinks } from './rehypeLinks.ts';
import { rehypeTaskListLabels } from './rehypeTaskListLabels.ts';
import { codeVariants, isPlayground, remarkCodeBlocks } from './remarkCodeBlocks.ts';
import { checkPlaygrounds, type PlaygroundBlock } from './checkPlaygrounds.ts';
import { remarkDirectives } from './remarkDirectives.ts';
import { remarkHeadings } from './remarkHeadings.ts';
import { remarkLinks } from './remarkLinks.ts';
import { remarkMdxEsm } from './remarkMdxEsm.ts';
import { remarkRawHtml } from './remarkRawHtml.ts';
import { rehypeRawHtml } from './rehypeRawHtml.ts';
import { rehypeScrollTables } from './rehypeScrollTables.ts';
import { sanitizeSchemaFor } from './sanitizeSchema.ts';
import type { MarkdownInput, MarkdownResult } from './renderMarkdown.ts';

export async function renderUncached(input: MarkdownInput): Promise<MarkdownResult> {
  return (input.twin ? undefined : renderPlainParagraph(input)) ?? renderParsed(input);
}

/**
 * Most doc comments are a sentence or two of plain text ("The schema to validate against."):
 * one paragraph, which the whole pipeline would take a millisecond to find. Text that cannot
 * hold any markdown is turned into that paragraph directly; anything else returns undefined.
 * renderPipeline.test.ts checks the result equals the pipeline's.
 */
export function renderPlainParagraph(input: MarkdownInput): MarkdownResult | undefined {
  const text = plainParagraphText(input.source);
  if (text === undefined) return undefined;
  const tree: TreeNode[] = text ? [['p', null, text]] : [];
  const sections = text ? [{ heading: '', text: text.replace(/\s+/g, ' ') }] : [];
  return { frontMatter: {}, customFrontMatter: {}, tree, toc: [], headings: [], links: [], sections, diagnostics: [] };
}

/**
 * Printable ASCII without any character markdown (with GFM and directives) gives a meaning to:
 * no emphasis, code, links, autolinks, entities, HTML, tables, escapes, directives or tabs.
 */
const PLAIN_CHARACTERS = /^[A-Za-z0-9 \n,.;?!'"()/%$=+-]*$/;
/** Line starts that open a block: lists, setext underlines, thematic breaks; and indented code. */
const BLOCK_LINE_START = /^(?: {4}| *[-+=]| *\d+[.)])/m;

/** The paragraph's text as CommonMark reads it (lines trimmed, soft breaks kept), or undefined if it may be more. */
function plainParagraphText(source: string): string | undefined {
  if (!PLAIN_CHARACTERS.test(source) || BLOCK_LINE_START.test(source) || /www\./i.test(source)) return undefined;
  const lines = source.split('\n').map((line) => line.trim());
  // A blank line between two lines of text makes two paragraphs.
  while (lines.length && !lines[0]) lines.shift();
  while (lines.length && !lines[lines.length - 1]) lines.pop();
  if (lines.includes('')) return undefined;
  // Two spaces before a line break make a hard break.
  if (/ {2,}\n/.test(source.trimEnd())) return undefined;
  return lines.join('\n');
}

export async function renderParsed(input: MarkdownInput): Promise<MarkdownResult> {
  const codeThemes = input.codeThemes ?? defaultCodeThemes;
  const source = preprocessAdmonitionTitles(input.source);
  const context: MarkdownContext = {
    file: input.file,
    source,
    untrusted: input.untrusted ?? false,
    highlighter: undefined,
    codeThemes,
    live: input.live ?? true,
    playgrounds: new Map(),
    playgroundFences: new Set(Object.keys(input.playgrounds?.files ?? {}).map((lang) => lang.toLowerCase())),
    resolveMarkdownLink: input.resolveMarkdownLink,
    resolveImage: input.resolveImage,
    ...(input.route !== undefined && { route: input.route }),
    ...(input.siteComponents && { siteComponents: input.siteComponents }),
    componentProps: [],
    diagnostics: [],
    headings: [],
    links: [],
  };
  try {
    const mdx = isMdxFile(input.file);
    const mdast = parseMarkdown(source, { mdx });
    // MDX's own nodes become what the steps below know (directives, code, components), for the twin too.
    if (mdx) remarkMdxComponents(context)(mdast);
    // The twin's own copy of the parse: the page's steps below change the tree.
    const twinTree = input.twin && structuredClone(mdast);
    const { highlighted, playgrounds } = codeBlocksOf(mdast, context);
    if (needsHighlighter(highlighted))
      context.highlighter = await loadHighlighter(
        codeThemes,
        highlighted.map(({ lang }) => lang),
      );
    if (playgrounds.length > 0) context.playgrounds = await checkPlaygrounds(playgrounds, input.playgrounds!);
    const result = renderWithContext(context, mdast, {
      toc: input.toc ?? defaultTocLevels,
      strict: input.strict ?? false,
    });
    if (!input.twin || !twinTree) return result;
    const { pageUrl, site, trailingSlash, fallbackTitle } = input.twin;
    const page = {
      title: result.h1 ?? result.title ?? fallbackTitle,
      description: result.frontMatter.description,
      links: result.links,
    };
    const withTwin: MarkdownResult = { ...result };
    const finish = () =>
      void (withTwin.twin = docToMarkdown(
        { source, file: input.file, pageUrl, site, trailingSlash, ...page },
        twinTree,
      ));
    if (input.twinLater) input.twinLater(finish);
    else finish();
    return withTwin;
  } catch (error) {
    // A playground plugin that does not load is the config's error, at its line.
    const diagnostics =
      error instanceof UsageError
        ? error.diagnostics
        : [mdxSyntaxError(error, input.file) ?? internalError(error, input.file)];
    return {
      frontMatter: {},
      customFrontMatter: {},
      tree: [],
      toc: [],
      headings: [],
      links: [],
      sections: [],
      diagnostics: [...context.diagnostics, ...diagnostics],
    };
  }
}

/**
 * An MDX file that does not parse (a tag left open, an `{expression}` or an import line that
 * acorn cannot read): the author's error, at the place micromark names.
 */
function mdxSyntaxError(error: unknown, file: string): Diagnostic | undefined {
  const message = error as { reason?: unknown; line?: unknown; column?: unknown };
  // A VFileMessage (micromark's and its MDX extensions' way of failing): a reason, and its place when known.
  if (!isMdxFile(file) || error?.constructor?.name !== 'VFileMessage' || typeof message.reason !== 'string')
    return undefined;
  // Some messages carry their place only in their text: "Expected a closing tag for `<Tabs>` (3:1-3:7)".
  const inText = /\s*\((\d+):(\d+)(?:-\d+:\d+)?\)$/.exec(message.reason);
  const line = typeof message.line === 'number' ? message.line : inText ? Number(inText[1]) : undefined;
  const column = typeof message.column === 'number' ? message.column : inText ? Number(inText[2]) : undefined;
  const reason = inText ? message.reason.slice(0, inText.index) : message.reason;
  return createDiagnostic('error', 'mdx/syntax', `This MDX does not parse: ${reason}`, {
    location: { file, ...(line ? { line } : {}), ...(line && column ? { column } : {}) },
    hint: 'MDX reads `<` as the start of a tag and `{` as the start of an expression (write `\\<` and `\\{` for the characters), and an import line must be followed by a blank line.',
  });
}

/** Our bug, not the author's: say so, keep the cause, and let the build go on. */
function internalError(error: unknown, file: string): Diagnostic {
  const message = error instanceof Error ? error.message : String(error);
  return createDiagnostic('error', 'markdown/internal', `Rendering this file failed inside sitegen: ${message}`, {
    location: { file },
    hint: 'this is a sitegen bug; please report it with the file.',
  });
}

/** The code blocks of a file as remarkCodeBlocks will see them: highlighted (as highlightCode sees them), or playgrounds (their code). */
function codeBlocksOf(tree: Root, context: MarkdownContext) {
  const highlighted: Omit<HighlightInput, 'highlighter'>[] = [];
  const playgrounds: PlaygroundBlock[] = [];
  visit(tree, 'code', (node: Code) => {
    if (isPlayground(node, context)) return void playgrounds.push({ lang: node.lang!.toLowerCase(), code: node.value });
    const meta = parseCodeMeta(node.meta);
    for (const { code } of codeVariants(node))
      highlighted.push({
        code,
        lang: node.lang?.toLowerCase() || 'text',
        themes: context.codeThemes,
        highlightLines: meta.highlightLines,
        lineNumbers: meta.showLineNumbers,
      });
  });
  return { highlighted, playgrounds };
}

function renderWithContext(
  context: MarkdownContext,
  mdast: Root,
  options: { toc: TocLevels; strict: boolean },
): MarkdownResult {
  const { frontMatter, custom, diagnostics } = takeFrontMatter(mdast, context.file, options.strict);
  context.diagnostics.push(...diagnostics);
  const h1 = takeLeadingH1(mdast);
  const title = frontMatter.title ?? h1;

  let sections: Section[] = [];
  const processor = unified()
    .use(remarkDirectives, context)
    .use(remarkMdxEsm, context)
    .use(remarkRawHtml, context)
    .use(remarkHeadings, context)
    .use(remarkLinks, context)
    .use(remarkCodeBlocks, context)
    .use(() => (tree: Root) => {
      sections = collectSections(tree, title);
    })
    .use(remarkComponentProps, context)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRawHtml, context)
    .use(rehypeLinks, context)
    .use(rehypeSanitize, sanitizeSchemaFor(context.siteComponents?.names))
    .use(rehypeScrollTables)
    .use(rehypeHeadingLinks)
    .use(rehypeTaskListLabels);
  const hast = processor.runSync(mdast) as HastRoot;
  const tree = hastToTree(hast);
  restoreComponentProps(tree, context.componentProps);

  const levels = {
    minLevel: frontMatter.toc_min_heading_level ?? options.toc.minLevel,
    maxLevel: frontMatter.toc_max_heading_level ?? options.toc.maxLevel,
  };
  return {
    frontMatter,
    customFrontMatter: custom,
    tree,
    ...(title !== undefined ? { title } : {}),
    ...(h1 !== undefined ? { h1 } : {}),
    toc: buildToc(context.headings, levels),
    headings: context.headings,
    links: context.links,
    sections,
    diagnostics: context.diagnostics,
  };
}

function takeFrontMatter(tree: Root, file: string, strict: boolean): FrontMatterResult {
  const first = tree.children[0];
  if (first?.type !== 'yaml') return { frontMatter: {}, custom: {}, diagnostics: [] };
  tree.children.shift();
  const yaml = (first as Yaml).value;
  return parseFrontMatter({ yaml, file, startLine: first.position?.start.line ?? 1, strict });
}

/** Removes a `# Title` that opens the body and returns its text. */
function takeLeadingH1(tree: Root): string | undefined {
  const first = tree.children[0];
  if (first?.type !== 'heading' || first.depth !== 1) return undefined;
  tree.children.shift();
  return toString(first)
    .replace(/\s*\{#[^\s{}]+\}\s*$/, '')
    .trim();
}
