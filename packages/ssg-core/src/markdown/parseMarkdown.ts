// Markdown text -> mdast, with the one parser configuration that a page and its markdown twin
// share. A doc's twin (markdownTwins/docToMarkdown.ts) parses the very text its page has just
// parsed, and parsing is most of either (30-100 ms for a 20 KB tutorial in a fresh process):
// a copy of each new tree is kept for the next caller that asks for the same text.
import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const parser = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkDirective).freeze();

/** Copies kept, by their text, oldest first: an edit or a save re-renders a doc or two, not more. */
const kept = new Map<string, Root>();
const KEPT_TREES = 8;
/** A longer text is not kept: its tree would hold memory for long, and copying it would take a while. */
const KEPT_MAX_CHARS = 200_000;

/** The tree of `source`, the caller's own to change. */
export function parseMarkdown(source: string): Root {
  const copy = kept.get(source);
  if (copy) {
    kept.delete(source);
    return copy;
  }
  const tree = parser.parse(source);
  if (source.length > KEPT_MAX_CHARS) return tree;
  kept.set(source, structuredClone(tree));
  if (kept.size > KEPT_TREES) kept.delete(kept.keys().next().value!);
  return tree;
}
