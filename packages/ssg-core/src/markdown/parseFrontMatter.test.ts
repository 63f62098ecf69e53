import { describe, expect, test } from 'vitest';
import { formatDiagnostic } from '../diagnostics.ts';
import { renderMarkdown } from './renderMarkdown.ts';
import { parseFrontMatter } from './parseFrontMatter.ts';

const file = 'content/docs/tutorials/basic-types.md';

async function errorsFor(frontMatter: string, strict = false): Promise<string> {
  const { diagnostics } = await renderMarkdown({ source: `---\n${frontMatter}\n---\n\nBody.\n`, file, strict });
  return diagnostics.map(formatDiagnostic).join('\n');
}

describe('parseFrontMatter', () => {
  test('accepts every documented key', () => {
    const yaml = [
      'id: basic-types',
      'title: Basic Types',
      'sidebar_label: Types',
      'sidebar_position: 2',
      'slug: /basic-types',
      'description: Learn the types',
      'keywords: [graphql, types]',
      'hide_title: false',
      'hide_table_of_contents: true',
      'toc_min_heading_level: 2',
      'toc_max_heading_level: 4',
      'pagination_prev: null',
      'pagination_next: object-types',
      'pagination_label: Types, the basics',
      'sidebar_class_name: beta',
      'custom_edit_url: https://example.com/edit/basic-types.md',
      'last_update:',
      '  date: 2024-03-01',
      '  author: Ada',
      'draft: false',
      'unlisted: true',
      'image: /img/types.png',
    ].join('\n');
    const result = parseFrontMatter({ yaml, file, startLine: 1 });
    expect(result.diagnostics).toEqual([]);
    expect(result.frontMatter).toMatchObject({
      id: 'basic-types',
      keywords: ['graphql', 'types'],
      pagination_prev: null,
      toc_max_heading_level: 4,
    });
    expect(result.frontMatter).toMatchObject({
      last_update: { date: '2024-03-01', author: 'Ada' },
      unlisted: true,
      image: '/img/types.png',
    });
    expect(result.custom).toEqual({});
  });

  test('keys sitegen does not know are kept for the theme, silently unless strict', async () => {
    const source = '---\ntitle: X\ncategory: Guides\nauthors: [ada, bob]\n---\n\nBody.\n';
    const relaxed = await renderMarkdown({ source, file });
    expect(relaxed.customFrontMatter).toEqual({ category: 'Guides', authors: ['ada', 'bob'] });
    expect(relaxed.frontMatter).toEqual({ title: 'X' });
    expect(relaxed.diagnostics).toEqual([]);
    expect(await errorsFor('title: X\ncategory: Guides\nauthors: [ada, bob]', true)).toMatchInlineSnapshot(`
      "warning[frontmatter/unknown-key] content/docs/tutorials/basic-types.md:3:1
        Unknown front matter key "category"; it is passed to the theme as custom front matter.
      warning[frontmatter/unknown-key] content/docs/tutorials/basic-types.md:4:1
        Unknown front matter key "authors"; it is passed to the theme as custom front matter."
    `);
  });

  test('the strict check of known keys stays: a wrong type is an error even next to custom keys', async () => {
    expect(
      await errorsFor('category: Guides\nsidebar_position: second\nlast_update:\n  date: someday'),
    ).toMatchInlineSnapshot(`
      "error[frontmatter/invalid] content/docs/tutorials/basic-types.md:3:1
        Front matter key "sidebar_position" must be a number, got the string "second".
      error[frontmatter/invalid] content/docs/tutorials/basic-types.md:4:1
        Front matter key "last_update" must be a mapping with a date (YYYY-MM-DD) and/or an author, got a mapping."
    `);
  });

  test('a wrong type names the key and its line in the file', async () => {
    expect(await errorsFor('title: Basic Types\nsidebar_position: second')).toMatchInlineSnapshot(`
      "error[frontmatter/invalid] content/docs/tutorials/basic-types.md:3:1
        Front matter key "sidebar_position" must be a number, got the string "second"."
    `);
  });

  test('an unknown key that is a near miss of a known one is a warning with a suggestion', async () => {
    expect(await errorsFor('title: X\nsidebar_lable: Types')).toMatchInlineSnapshot(`
      "warning[frontmatter/unknown-key] content/docs/tutorials/basic-types.md:3:1
        Unknown front matter key "sidebar_lable"; it is passed to the theme as custom front matter.
        hint: did you mean "sidebar_label"?"
    `);
  });

  test('booleans, lists, levels and pagination', async () => {
    expect(
      await errorsFor('hide_title: "yes"\nkeywords: graphql\ntoc_max_heading_level: 7\npagination_next: 3'),
    ).toMatchInlineSnapshot(`
      "error[frontmatter/invalid] content/docs/tutorials/basic-types.md:2:1
        Front matter key "hide_title" must be true or false, got the string "yes".
      error[frontmatter/invalid] content/docs/tutorials/basic-types.md:3:1
        Front matter key "keywords" must be a list of strings, got the string "graphql".
      error[frontmatter/invalid] content/docs/tutorials/basic-types.md:4:1
        Front matter key "toc_max_heading_level" must be an integer from 2 to 6, got number 7.
      error[frontmatter/invalid] content/docs/tutorials/basic-types.md:5:1
        Front matter key "pagination_next" must be a doc id or null, got number 3."
    `);
  });

  test('invalid YAML', async () => {
    expect(await errorsFor('title: Basic\n  bad: [indent')).toMatchInlineSnapshot(`
      "error[frontmatter/invalid] content/docs/tutorials/basic-types.md:2:8
        Front matter is not valid YAML: Nested mappings are not allowed in compact mappings."
    `);
  });

  test('front matter that is not a mapping', async () => {
    expect(await errorsFor('- a\n- b')).toMatchInlineSnapshot(`
      "error[frontmatter/invalid] content/docs/tutorials/basic-types.md:2:1
        Front matter must be a YAML mapping of keys to values."
    `);
  });

  test('valid keys survive next to invalid ones', async () => {
    const result = await renderMarkdown({ source: '---\ntitle: Kept\nsidebar_position: x\n---\n', file });
    expect(result.frontMatter).toEqual({ title: 'Kept' });
    expect(result.title).toBe('Kept');
  });
});
