// Markdown text -> mdast, with the one parser configuration of the pages and their markdown twins
// (a doc's twin is made from a copy of its page's parse: see renderPipeline.ts).
import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const parser = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkDirective).freeze();

/** The tree of `source`, the caller's own to change. */
export function parseMarkdown(source: string): Root {
  return parser.parse(source);
}
