// Heading ids: GitHub-style slugs, unique per page, or an explicit `{#my-id}` suffix.
// Explicit ids are reserved first so a generated slug never takes one.
import GithubSlugger from 'github-slugger';
import type { Heading, Root, Text } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { report, type MarkdownContext } from './markdownContext.ts';

const customIdPattern = /\s*\{#([^\s{}]+)\}\s*$/;

export function remarkHeadings(context: MarkdownContext) {
  return (tree: Root) => {
    const headings: Heading[] = [];
    visit(tree, 'heading', (node) => {
      headings.push(node);
    });
    const customIds = new Map<Heading, string>();
    for (const heading of headings) {
      const id = takeCustomId(heading);
      if (id) customIds.set(heading, id);
    }
    const reserved = new Set(customIds.values());
    const used = new Set<string>();
    const slugger = new GithubSlugger();
    for (const heading of headings) {
      const text = toString(heading).trim();
      let id = customIds.get(heading);
      if (id && used.has(id)) {
        report(context, {
          severity: 'warning',
          code: 'heading/duplicate-id',
          message: `Heading id "${id}" is used twice on this page.`,
          node: heading,
        });
      }
      if (!id) {
        do id = slugger.slug(text) || 'section';
        while (reserved.has(id) || used.has(id));
      }
      used.add(id);
      heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } };
      context.headings.push({ id, text, level: heading.depth });
    }
  };
}

/** Removes a trailing `{#id}` from the heading text and returns the id. */
function takeCustomId(heading: Heading): string | undefined {
  const last = heading.children[heading.children.length - 1];
  if (last?.type !== 'text') return undefined;
  const match = customIdPattern.exec((last as Text).value);
  if (!match) return undefined;
  last.value = last.value.slice(0, match.index);
  if (!last.value) heading.children.pop();
  return match[1];
}
