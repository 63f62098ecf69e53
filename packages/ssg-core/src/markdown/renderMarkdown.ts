// Markdown text -> a rendered tree plus everything the page and the checks need, remembered
// across builds. The pipeline itself (renderPipeline.ts, with unified and shiki) is loaded only
// when a result is not in the memo, so a warm build never loads it.
import type { TocItem, TreeNode } from '@sitegen/runtime/types.ts';
import type { SiteLocation } from '@sitegen/runtime/siteUrl.ts';
import type { Diagnostic } from '../diagnostics.ts';
import type { CodeThemes } from './highlightCode.ts';
import type { SiteComponents } from './mdxModules.ts';
import { defineMemo } from '../cache/memo.ts';
import type { FrontMatter } from './parseFrontMatter.ts';
import type { PlaygroundFiles } from './checkPlaygrounds.ts';
import type { Section } from './collectSections.ts';
import type { TocLevels } from './buildToc.ts';
import type { FormattedMarkdown } from '../markdownTwins/formatMarkdown.ts';

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
  /**
   * The page's route (`/docs/guide/intro`): a relative link to anything but a markdown file
   * (`./setup#install`) becomes the route it reaches from there, as the browser would resolve it,
   * so that it navigates client-side as the site's other links do.
   */
  route?: string;
  /** Heading levels of the table of contents; default 2..3. Front matter overrides it. */
  toc?: TocLevels;
  /** The site's own MDX components, which an `.mdx` file may import. */
  siteComponents?: SiteComponents;
  /** Doc comments from the API source: no raw HTML at all. */
  untrusted?: boolean;
  /** Shiki themes for light and dark mode; default github-light / github-dark. */
  codeThemes?: CodeThemes;
  /** Whether the site can run samples (`live` in site.config.ts): false makes a `live` block or a playground an error. Default true. */
  live?: boolean;
  /** The site's playground plugins (`live.playgrounds`): a fence they name is a playground. None by default. */
  playgrounds?: PlaygroundFiles;
  /** Warn about every front matter key sitegen does not know (`sitegen build --strict`). */
  strict?: boolean;
  /** A doc's page: its markdown twin is made from the same parse (see docToMarkdown.ts). */
  twin?: TwinOf;
  /**
   * Formats the twin when the caller calls `finish`, not before the result is returned (dev shows
   * the page first). A remembered result whose twin was never finished is not reused.
   */
  twinLater?: (finish: () => void) => void;
}

/** Where a doc's page is, and its title when the file gives none. */
export interface TwinOf {
  /** Absolute URL of the page: relative links resolve against it. */
  pageUrl: string;
  /** Where the site is served: links to its routes become its absolute URLs (siteUrl.ts). */
  site: SiteLocation;
  trailingSlash: boolean | undefined;
  fallbackTitle: string;
}

export interface MarkdownResult {
  /** Validated front matter (invalid keys left out). */
  frontMatter: FrontMatter;
  /** Front matter keys sitegen does not know, passed to the theme as they are. */
  customFrontMatter: Record<string, unknown>;
  /** The body, without front matter and without a leading h1. */
  tree: TreeNode[];
  /** Front matter title, else the text of the leading h1. */
  title?: string;
  /**
   * The text of the leading h1, when the file has one: the page shows it as its heading, as
   * Docusaurus does, even beside a front matter title (which names the page in its <title>, the
   * sidebar and search).
   */
  h1?: string;
  toc: TocItem[];
  /** Every heading of the body, in order. */
  headings: { id: string; text: string; level: number }[];
  /** Every link and image of the body as rendered (markdown links and images resolved), with its source position. */
  links: { url: string; line: number; column: number }[];
  /** Plain text split at h2/h3, for search. */
  sections: Section[];
  /** The author's mistakes, with file:line:col. */
  diagnostics: Diagnostic[];
  /** The page's markdown twin, when the input asked for it. */
  twin?: FormattedMarkdown;
}

/** Whole results, with the questions each render asked its link and image resolvers: the API doc comments (over a thousand) and the docs. */
const markdownMemo = defineMemo<RecordedRender>('markdown', '@sitegen/ssg-core/markdown/renderMarkdown.ts');

export async function renderMarkdown(input: MarkdownInput): Promise<MarkdownResult> {
  const remembered = rememberedRender(input);
  if (remembered) return remembered;
  const rendered = await renderRecorded(input);
  remember(markdownKey(input), rendered);
  return rendered.result;
}

/** The memo's result for this input, if an earlier render's questions get the same answers again. */
export function rememberedRender(input: MarkdownInput): MarkdownResult | undefined {
  // A result also depends on what the resolvers answered: it is reused only when asking them
  // again gives the same answers (which also lets resolveImage copy the images again).
  const cached = markdownMemo.get(markdownKey(input));
  return cached && (!input.twin || cached.result.twin) && answersAgain(input, cached.calls) ? cached.result : undefined;
}

/** A render without the memo, with the questions it asked the resolvers: a worker thread's part of renderMarkdown. */
export async function renderRecorded(input: MarkdownInput): Promise<RecordedRender> {
  const calls: ResolverCall[] = [];
  const recording: MarkdownInput = {
    ...input,
    resolveMarkdownLink:
      input.resolveMarkdownLink && ((url) => record(calls, 'link', url, input.resolveMarkdownLink!(url))),
    resolveImage: input.resolveImage && ((url) => record(calls, 'image', url, input.resolveImage!(url))),
  };
  const { renderUncached } = await import('./renderPipeline.ts');
  return { result: await renderUncached(recording), calls };
}

/**
 * Another thread's render of this input (renderRecorded), taken as a remembered one is: when this
 * thread's resolvers answer its questions the same (and have copied its images). Else undefined.
 */
export function adoptRender(input: MarkdownInput, rendered: RecordedRender): MarkdownResult | undefined {
  if (!answersAgain(input, rendered.calls)) return undefined;
  remember(markdownKey(input), rendered);
  return rendered.result;
}

export interface RecordedRender {
  result: MarkdownResult;
  calls: ResolverCall[];
}

function markdownKey(input: MarkdownInput): string {
  return markdownMemo.key(
    input.source,
    input.file,
    input.route ?? '',
    String(input.untrusted ?? false),
    JSON.stringify(input.toc ?? null),
    JSON.stringify(input.codeThemes ?? null),
    String(input.strict ?? false),
    JSON.stringify(input.twin ?? null),
    JSON.stringify(input.siteComponents ?? null),
    String(input.live ?? true),
    // The plugins' texts are in it: an edit of one checks the playgrounds again.
    JSON.stringify(input.playgrounds ?? null),
  );
}

function remember(key: string, rendered: RecordedRender): void {
  if (!rendered.result.diagnostics.some((d) => d.code === 'markdown/internal')) markdownMemo.set(key, rendered);
}

/** One question a render asked a resolver, and the answer it got. */
export interface ResolverCall {
  kind: 'link' | 'image';
  url: string;
  answer: string | undefined;
}

function record(
  calls: ResolverCall[],
  kind: ResolverCall['kind'],
  url: string,
  answer: string | undefined,
): string | undefined {
  calls.push({ kind, url, answer });
  return answer;
}

function answersAgain(input: MarkdownInput, calls: ResolverCall[]): boolean {
  return calls.every(
    (call) => (call.kind === 'link' ? input.resolveMarkdownLink : input.resolveImage)?.(call.url) === call.answer,
  );
}
