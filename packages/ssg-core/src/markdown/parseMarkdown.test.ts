import { expect, test } from 'vitest';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { parseMarkdown } from './parseMarkdown.ts';

const source = `---\ntitle: Kept ${Date.now()}\n---\n\n# Title\n\n:::tip\nA [link](./a.md) and \`code\`.\n:::\n\n| a | b |\n| - | - |\n| 1 | 2 |\n`;

test('the page and its twin each get the tree of the text, whatever the other did to theirs', () => {
  const fresh = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkDirective).parse(source);
  const page = parseMarkdown(source);
  expect(page).toEqual(fresh);
  // What the page's pipeline does: front matter and h1 taken, nodes replaced.
  page.children.splice(0, 2);
  page.children[0] = { type: 'thematicBreak' };
  const twin = parseMarkdown(source);
  expect(twin).toEqual(fresh);
  expect(twin).not.toBe(page);
  twin.children.length = 0;
  expect(parseMarkdown(source)).toEqual(fresh);
});
