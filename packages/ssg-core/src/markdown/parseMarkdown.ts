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

/**
 * Copies kept, by their text. A copy costs a twentieth of a parse; at most a few wait at once, so
 * that a cold build (every doc rendered before any twin) copies a few trees, not all of them.
 */
const kept = new Map<string, { tree: Root; at: number }>();
const KEPT_TREES = 8;
/** A copy not taken by then will not be (its twin was remembered): it makes room. */
const KEPT_MS = 60_000;
/** A longer text is not kept: its tree would hold memory for long, and copying it would take a while. */
const KEPT_MAX_CHARS = 200_000;

/** The tree of `source`, the caller's own to change. */
export function parseMarkdown(source: string): Root {
  const copy = kept.get(source);
  if (copy) {
    kept.delete(source);
    return copy.tree;
  }
  const tree = parser.parse(source);
  const now = performance.now();
  for (const [text, { at }] of kept) if (now - at > KEPT_MS) kept.delete(text);
  if (source.length <= KEPT_MAX_CHARS && kept.size < KEPT_TREES) kept.set(source, { tree: structuredClone(tree), at: now });
  return tree;
}
