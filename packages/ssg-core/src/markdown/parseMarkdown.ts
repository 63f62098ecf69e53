// Markdown text -> mdast, with the one parser configuration of the pages and their markdown twins
// (a doc's twin is made from a copy of its page's parse: see renderPipeline.ts).
import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const parser = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkDirective).freeze();
/** An `.mdx` file: the same, read as MDX (JSX, `{expressions}`, import/export lines; no raw HTML). */
const mdxParser = parser().use(remarkMdx).freeze();

/** Whether a file is read as MDX: by its extension, as Docusaurus and Nextra read it. */
export function isMdxFile(file: string): boolean {
  return file.endsWith('.mdx');
}

/** The tree of `source`, the caller's own to change. */
export function parseMarkdown(source: string, options: { mdx?: boolean } = {}): Root {
  return (options.mdx ? mdxParser : parser).parse(source);
}
