import fc from 'fast-check';
import { expect, test } from 'vitest';
import { renderMarkdown } from '../src/markdown/renderMarkdown.ts';

// Whatever an author types, the content pipeline answers with a page or diagnostics: never an
// unhandled exception. Inputs mix markdown syntax, raw HTML, directives and front matter.

const pieces = fc.constantFrom(
  '# ',
  '## ',
  '### ',
  '\n',
  '\n\n',
  '- ',
  '1. ',
  '> ',
  '```',
  '```js\n',
  '~~~',
  '`',
  '*',
  '**',
  '_',
  '[',
  ']',
  '(',
  ')',
  '![',
  '](./a.md)',
  '](#x)',
  '](javascript:x)',
  '<',
  '>',
  '</',
  '<div>',
  '<script>',
  '<b onclick="x">',
  '<!--',
  '-->',
  '&',
  '&#x0;',
  ':::',
  ':::note',
  ':::tip[Title]',
  '::tabs',
  '{#id}',
  '|',
  '| a | b |\n|---|---|',
  '---',
  '\t',
  '\\',
  '%',
  '\u0000',
  'é',
  '😀',
  'text',
  'GraphQLSchema',
);
const markdown = fc.array(fc.oneof(pieces, fc.string()), { maxLength: 40 }).map((parts) => parts.join(''));
const yamlValue = fc.oneof(
  fc.string(),
  fc.integer().map(String),
  fc.constantFrom('[a', '{', 'true', 'null', '- x', '"unclosed', ': :', '&anchor', '*alias'),
);
const frontMatter = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        'id',
        'title',
        'slug',
        'sidebar_label',
        'toc_min_heading_level',
        'hide_title',
        'keywords',
        'unknown_key',
        '?',
      ),
      yamlValue,
    ),
    { maxLength: 5 },
  )
  .map((entries) => `---\n${entries.map(([k, v]) => `${k}: ${v}`).join('\n')}\n---\n`);

test('renderMarkdown returns a result or diagnostics for any input, never throws', { timeout: 240_000 }, async () => {
  await fc.assert(
    fc.asyncProperty(fc.option(frontMatter), markdown, async (fm, body) => {
      const result = await renderMarkdown({
        source: (fm ?? '') + body,
        file: 'content/docs/fuzz.md',
        resolveMarkdownLink: (url) => (url.startsWith('./a.md') ? '/docs/a' : undefined),
        resolveImage: () => undefined,
      });
      expect(Array.isArray(result.tree)).toBe(true);
      expect(Array.isArray(result.diagnostics)).toBe(true);
      for (const d of result.diagnostics) expect(d.location?.file).toBe('content/docs/fuzz.md');
    }),
    { numRuns: 200 },
  );
});
