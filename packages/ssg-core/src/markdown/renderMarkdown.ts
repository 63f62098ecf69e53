// Markdown text -> a rendered tree plus everything the page and the checks need.
// The steps: front matter, title, directives, raw HTML, heading ids, links, code,
// search sections, then hast with heading anchors and safe links, then TreeNode[].
import type { Root as HastRoot } from 'hast';
import type { Code, Root, Yaml } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { TocItem, TreeNode } from '@sitegen/runtime/types.ts';
import { createDiagnostic, type Diagnostic } from '../diagnostics.ts';
import { buildToc, defaultTocLevels, type TocLevels } from './buildToc.ts';
import { collectSections, type Section } from './collectSections.ts';
import { hastToTree } from './hastToTree.ts';
import { defaultCodeThemes, loadHighlighter, needsHighlighter, type CodeThemes } from './highlightCode.ts';
import { parseCodeMeta } from './parseCodeMeta.ts';
import { markdownCache } from './markdownCache.ts';
import { visit } from 'unist-util-visit';
import type { MarkdownContext } from './markdownContext.ts';
import { parseFrontMatter, type FrontMatter } from './parseFrontMatter.ts';
import { preprocessAdmonitionTitles } from './preprocessAdmonitionTitles.ts';
import { rehypeHeadingLinks } from './rehypeHeadingLinks.ts';
import { rehypeLinks } from './rehypeLinks.ts';
import { remarkCodeBlocks } from './remarkCodeBlocks.ts';
import { remarkDirectives } from './remarkDirectives.ts';
import { remarkHeadings } from './remarkHeadings.ts';
import { remarkLinks } from './remarkLinks.ts';
import { remarkRawHtml } from './remarkRawHtml.ts';

export type { FrontMatter } from './parseFrontMatter.ts';
export type { Section } from './collectSections.ts';

export interface MarkdownInput {
  /** File text. */
  source: string;
  /** Path relative to the site root, for diagnostics, e.g. content/docs/tutorials/basic-types.md. */
  file: string;
  /** Resolve a relative link to a .md file to a route; undefined if no doc matches. Given the url (path + optional #hash) as written. */
  resolveMarkdownLink?: (url: string) => string | undefined;
  /** Resolve an image path to its public URL; undefined if the file is missing. */
  resolveImage?: (url: string) => string | undefined;
  /** Heading levels of the table of contents; default 2..3. Front matter overrides it. */
  toc?: TocLevels;
  /** Doc comments from the API source: no raw HTML at all. */
  untrusted?: boolean;
  /** Shiki themes for light and dark mode; default github-light / github-dark. */
  codeThemes?: CodeThemes;
}

export interface MarkdownResult {
  /** Validated front matter (invalid keys left out). */
  frontMatter: FrontMatter;
  /** The body, without front matter and without a leading h1. */
  tree: TreeNode[];
  /** Front matter title, else the text of the leading h1. */
  title?: string;
  toc: TocItem[];
  /** Every heading of the body, in order. */
  headings: { id: string; text: string; level: number }[];
  /** Every link of the body as rendered (markdown links resolved), with its source position. */
  links: { url: string; line: number; column: number }[];
  /** Plain text split at h2/h3, for search. */
  sections: Section[];
  /** The author's mistakes, with file:line:col. */
  diagnostics: Diagnostic[];
}

export async function renderMarkdown(input: MarkdownInput): Promise<MarkdownResult> {
  const key = markdownCache.key(input.source, input.file, String(input.untrusted ?? false), JSON.stringify(input.toc ?? null), JSON.stringify(input.codeThemes ?? null));
  // A result also depends on what the resolvers answered: it is reused only when asking them
  // again gives the same answers (which also lets resolveImage copy the images again).
  const cached = markdownCache.get(key);
  if (cached && cached.calls.every((call) => ask(input, call) === call.answer)) return cached.result;
  const calls: ResolverCall[] = [];
  const recording: MarkdownInput = {
    ...input,
    resolveMarkdownLink: input.resolveMarkdownLink && ((url) => record(calls, 'link', url, input.resolveMarkdownLink!(url))),
    resolveImage: input.resolveImage && ((url) => record(calls, 'image', url, input.resolveImage!(url))),
  };
  const result = await renderUncached(recording);
  if (!result.diagnostics.some((d) => d.code === 'markdown/internal')) markdownCache.set(key, { result, calls });
  return result;
}

/** One question a render asked a resolver, and the answer it got. */
export interface ResolverCall {
  kind: 'link' | 'image';
  url: string;
  answer: string | undefined;
}

function record(calls: ResolverCall[], kind: ResolverCall['kind'], url: string, answer: string | undefined): string | undefined {
  calls.push({ kind, url, answer });
  return answer;
}

function ask(input: MarkdownInput, call: ResolverCall): string | undefined {
  const resolve = call.kind === 'link' ? input.resolveMarkdownLink : input.resolveImage;
  return resolve?.(call.url);
}

async function renderUncached(input: MarkdownInput): Promise<MarkdownResult> {
  const codeThemes = input.codeThemes ?? defaultCodeThemes;
  const source = preprocessAdmonitionTitles(input.source);
  const context: MarkdownContext = {
    file: input.file,
    source,
    untrusted: input.untrusted ?? false,
    highlighter: undefined,
    codeThemes,
    resolveMarkdownLink: input.resolveMarkdownLink,
    resolveImage: input.resolveImage,
    diagnostics: [],
    headings: [],
    links: [],
  };
  try {
    const mdast = parser.parse(source);
    if (needsHighlighter(codeBlocksOf(mdast, codeThemes))) context.highlighter = await loadHighlighter(codeThemes);
    return renderWithContext(context, mdast, input.toc ?? defaultTocLevels);
  } catch (error) {
    // Our bug, not the author's: say so, keep the cause, and let the build go on.
    const message = error instanceof Error ? error.message : String(error);
    const diagnostic = createDiagnostic('error', 'markdown/internal', `Rendering this file failed inside sitegen: ${message}`, {
      location: { file: input.file },
      hint: 'this is a sitegen bug; please report it with the file.',
    });
    return { frontMatter: {}, tree: [], toc: [], headings: [], links: [], sections: [], diagnostics: [...context.diagnostics, diagnostic] };
  }
}

const parser = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkDirective).freeze();

/** The code blocks of a file, as highlightCode will see them. */
function codeBlocksOf(tree: Root, themes: CodeThemes) {
  const blocks: { code: string; lang: string; themes: CodeThemes; highlightLines?: ReadonlySet<number> }[] = [];
  visit(tree, 'code', (node: Code) => {
    blocks.push({ code: node.value, lang: node.lang?.toLowerCase() || 'text', themes, highlightLines: parseCodeMeta(node.meta).highlightLines });
  });
  return blocks;
}

function renderWithContext(context: MarkdownContext, mdast: Root, tocOption: TocLevels): MarkdownResult {
  const { frontMatter, diagnostics } = takeFrontMatter(mdast, context.file);
  context.diagnostics.push(...diagnostics);
  const h1 = takeLeadingH1(mdast);
  const title = frontMatter.title ?? h1;

  let sections: Section[] = [];
  const processor = unified()
    .use(remarkDirectives, context)
    .use(remarkRawHtml, context)
    .use(remarkHeadings, context)
    .use(remarkLinks, context)
    .use(remarkCodeBlocks, context)
    .use(() => (tree: Root) => {
      sections = collectSections(tree, title);
    })
    .use(remarkRehype, { allowDangerousHtml: false })
    .use(rehypeHeadingLinks)
    .use(rehypeLinks, context);
  const hast = processor.runSync(mdast) as HastRoot;
  const tree = hastToTree(hast);

  const levels = {
    minLevel: frontMatter.toc_min_heading_level ?? tocOption.minLevel,
    maxLevel: frontMatter.toc_max_heading_level ?? tocOption.maxLevel,
  };
  return {
    frontMatter,
    tree,
    ...(title !== undefined ? { title } : {}),
    toc: buildToc(context.headings, levels),
    headings: context.headings,
    links: context.links,
    sections,
    diagnostics: context.diagnostics,
  };
}

function takeFrontMatter(tree: Root, file: string): { frontMatter: FrontMatter; diagnostics: Diagnostic[] } {
  const first = tree.children[0];
  if (!first || first.type !== 'yaml') return { frontMatter: {}, diagnostics: [] };
  tree.children.shift();
  const yaml = (first as Yaml).value;
  return parseFrontMatter({ yaml, file, startLine: first.position?.start.line ?? 1 });
}

/** Removes a `# Title` that opens the body and returns its text. */
function takeLeadingH1(tree: Root): string | undefined {
  const first = tree.children[0];
  if (!first || first.type !== 'heading' || first.depth !== 1) return undefined;
  tree.children.shift();
  return toString(first).replace(/\s*\{#[^\s{}]+\}\s*$/, '').trim();
}
