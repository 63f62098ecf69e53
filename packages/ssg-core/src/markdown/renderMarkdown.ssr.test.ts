// The rendered tree with the theme's content components, through React SSR.
// Lives in ssg-core because that package has react-dom (the theme does not).
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { contentComponents } from '@sitegen/theme/content/contentComponents.ts';
import { renderTree } from '@sitegen/theme/content/renderTree.tsx';
import { createElement, Fragment } from 'react';
import { renderMarkdown } from './renderMarkdown.ts';

async function ssr(source: string): Promise<string> {
  const { tree } = await renderMarkdown({ source, file: 'content/docs/x.md' });
  return renderToString(createElement(Fragment, null, renderTree(tree, contentComponents)));
}

describe('server rendering of content components', () => {
  test('CodeBlock: title, highlighted code and copy button', async () => {
    const html = await ssr('```js title="server.js" {1}\nconst a = 1;\n```\n');
    expect(html).toContain('<div class="sg-code__title">server.js</div>');
    expect(html).toContain(
      '<code><span class="line highlighted"><span style="--shiki-light:#D73A49;--shiki-dark:#F97583">const </span>',
    );
    expect(html).toContain('aria-label="Copy code to clipboard"');
    expect(html).toContain('>Copy</button>');
  });

  test('CodeBlock output caption: Output, or the mark the block carries', async () => {
    expect(await ssr('```text output\n42\n```\n')).toContain('<span class="sg-code__label">Output</span>');
    const formatted = await ssr('```json output="formatted"\n{}\n```\n');
    expect(formatted).toContain('data-output="formatted"');
    expect(formatted).toContain('<span class="sg-code__label">Output (formatted)</span>');
    expect(await ssr('```text output="trimmed"\n42\n```\n')).toContain(
      '<span class="sg-code__label">Output (trimmed)</span>',
    );
  });

  test('Admonition: role, default and custom titles', async () => {
    const html = await ssr(':::warning\nCareful.\n:::\n\n:::tip My title\nHi.\n:::\n');
    expect(html).toMatchInlineSnapshot(
      `"<div class="sg-admonition sg-admonition--warning" role="note"><p class="sg-admonition__title"><span class="sg-admonition__icon" aria-hidden="true">!</span>Warning</p><div class="sg-admonition__content"><p>Careful.</p></div></div><div class="sg-admonition sg-admonition--tip" role="note"><p class="sg-admonition__title"><span class="sg-admonition__icon" aria-hidden="true">✓</span>My title</p><div class="sg-admonition__content"><p>Hi.</p></div></div>"`,
    );
  });

  test('Tabs: ARIA roles, first tab selected, other panels hidden', async () => {
    const html = await ssr(
      '::::tabs{groupId="style"}\n:::tab{label="SDL" value="sdl"}\nOne\n:::\n:::tab{label="Classes" value="classes"}\nTwo\n:::\n::::\n',
    );
    expect(html).toContain('role="tablist"');
    const tabs = [...html.matchAll(/<button[^>]*role="tab"[^>]*>([^<]*)<\/button>/g)];
    expect(tabs.map((m) => [m[1], /aria-selected="true"/.test(m[0]), /tabindex="0"/.test(m[0])])).toEqual([
      ['SDL', true, true],
      ['Classes', false, false],
    ]);
    const panels = [...html.matchAll(/<div role="tabpanel"[^>]*>/g)].map((m) => m[0]);
    expect(panels).toHaveLength(2);
    expect(panels[0]).not.toContain('hidden');
    expect(panels[1]).toContain('hidden=""');
    // aria-controls / aria-labelledby pair up.
    const controls = [...html.matchAll(/aria-controls="([^"]+)"/g)].map((m) => m[1]);
    for (const id of controls) expect(html).toContain(`id="${id}"`);
  });

  test('a default tab is selected first', async () => {
    const html = await ssr('::::tabs\n:::tab{label="A"}\na\n:::\n:::tab{label="B" default}\nb\n:::\n::::\n');
    expect(html).toMatch(/aria-selected="true"[^>]*>B</);
  });

  test('a whole page renders deterministically', async () => {
    const source =
      '## Title {#t}\n\nText with <kbd>Ctrl</kbd> and [link](https://graphql.org).\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n';
    const first = await ssr(source);
    expect(await ssr(source)).toBe(first);
    expect(first).toMatchInlineSnapshot(
      `"<h2 id="t">Title<a class="hash-link" href="#t" aria-label="Direct link to Title" title="Direct link to Title">#</a></h2><p>Text with <kbd>Ctrl</kbd> and <a href="https://graphql.org" target="_blank" rel="noopener noreferrer">link</a>.</p><div class="sg-scroll" tabindex="0" role="group" aria-label="Table: a, b"><table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table></div><ul class="contains-task-list"><li class="task-list-item"><label><input type="checkbox" disabled="" checked=""/> done</label></li></ul>"`,
    );
  });
});
