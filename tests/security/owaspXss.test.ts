import { describe, expect, test } from 'vitest';
import { renderMarkdown } from '@sitegen/ssg-core/markdown/renderMarkdown.ts';
import { renderTreeToHtml } from '../../packages/ssg-core/test/renderTreeToHtml.ts';
import { owaspXssCases } from './owaspXssCases.ts';
import { findScriptVectors } from './scanHtml.ts';

// Elements that run code, load documents or styles, or change how the rest of the page parses.
const forbiddenElement =
  /<(script|style|iframe|frame|frameset|object|embed|applet|base|meta|link|svg|math|form|button|template|noscript|textarea|title|xmp|select|input[^>]*type="image")\b/i;

describe('OWASP filter-evasion cases render to nothing that runs', () => {
  test.each(owaspXssCases.map((c) => [c.category, c.source]))('%s: %s', async (_category, source) => {
    for (const untrusted of [false, true]) {
      const result = await renderMarkdown({
        source: `Before.\n\n${source}\n\nAfter.\n`,
        file: 'content/docs/xss.md',
        untrusted,
      });
      const html = renderTreeToHtml(result.tree);
      expect(
        findScriptVectors(html, () => false),
        html,
      ).toEqual([]);
      expect(html).not.toMatch(forbiddenElement);
      expect(html).not.toMatch(/<[a-z][^>]*\sstyle=/i);
      // The text before the case survives: the sanitizer removes the attack, not the page. (An
      // unclosed <script> takes the rest of the file, as it would in a browser: the one error a
      // case may give, in trusted markdown, is that a tag removed with its content is not closed.)
      expect(html).toContain('Before.');
      const errors = result.diagnostics.filter((d) => d.severity === 'error');
      expect(errors.filter((d) => untrusted || d.code !== 'html/unclosed')).toEqual([]);
    }
  });
});
