import { describe, expect, test } from 'vitest';
import { renderMarkdown } from '@sitegen/ssg-core/markdown/renderMarkdown.ts';
import { build } from '@sitegen/ssg-core/build.ts';
import { prepareFixture } from '../../packages/ssg-core/test/corpus/prepareFixture.ts';
import { renderTreeToHtml } from '../../packages/ssg-core/test/renderTreeToHtml.ts';
import { findScriptVectors, isSiteScript } from './scanHtml.ts';
import { contentText } from '@sitegen/ssg-core/output/fileContent.ts';

test('the scanner itself finds what it must, and only that', () => {
  expect(findScriptVectors('<p title="x&quot; onclick=&quot;y">t</p><a href="/ok">', () => false)).toEqual([]);
  expect(
    findScriptVectors('<img src=x onerror=alert(1)><a href=" jav&#x61;script:x"><script src="/x.js">', () => false),
  ).toHaveLength(3);
});

describe('hostile input never becomes script', () => {
  test('hostile raw HTML and links in markdown: no script, javascript: URL or event handler in any built page', {
    timeout: 600_000,
  }, async () => {
    const fixture = prepareFixture('hostile-markdown');
    try {
      const result = await build({ rootDir: fixture.rootDir, write: false, linkSeverity: 'warning' });
      const html = contentText(result.files.get('docs/tutorials/intro.html')!);
      expect(html).toContain('paragraph'); // the page was rendered, with the harmless text kept
      for (const [file, content] of result.files) {
        if (!file.endsWith('.html')) continue;
        expect(findScriptVectors(contentText(content), isSiteScript), file).toEqual([]);
      }
    } finally {
      fixture.remove();
    }
  });

  test('hostile API doc comments are text: no element, link or handler comes out of them', async () => {
    const comment = [
      'Creates a schema. <script>alert(1)</script> <img src=x onerror="alert(2)">',
      '',
      '<a href="javascript:alert(3)">click</a> and [docs](javascript:alert(4)) and <b onclick="alert(5)">bold</b>',
      '',
      '```html',
      '<script>alert("in a code block is fine: it is text")</script>',
      '```',
    ].join('\n');
    const result = await renderMarkdown({ source: comment, file: 'api-source/index.ts', untrusted: true });
    const html = renderTreeToHtml(result.tree);
    expect(findScriptVectors(html, () => false)).toEqual([]);
    expect(html).not.toMatch(/<(script|img|a|b)\b/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;'); // shown as the text it was written as
  });
});
