import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Highlighter } from 'shiki';
import { beforeAll, describe, expect, test } from 'vitest';
import { highlightCode, loadHighlighter } from './highlightCode.ts';

const repo = path.resolve(import.meta.dirname, '../../../..');

/** Every fenced block of the tutorials. */
function tutorialBlocks(): { lang: string; code: string }[] {
  const dir = path.join(repo, 'content/docs/tutorials');
  return readdirSync(dir).flatMap((file) =>
    [...readFileSync(path.join(dir, file), 'utf8').matchAll(/^```(\w*)[^\n]*\n([\s\S]*?)^```/gm)].map((m) => ({
      lang: m[1]!,
      code: m[2]!.replace(/\n$/, ''),
    })),
  );
}

/** The text a reader sees: the HTML without its tags, unescaped. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const keyword = '--shiki-light:#D73A49;--shiki-dark:#F97583';

describe('highlightCode', () => {
  let highlighter: Highlighter;
  beforeAll(async () => {
    highlighter = await loadHighlighter();
  });

  test('colours TypeScript in both themes, and leaves text in the default colour unwrapped', () => {
    expect(highlightCode({ highlighter, code: 'let b = "x";', lang: 'ts' })).toBe(
      `<span style="${keyword}">let </span>b <span style="${keyword}">= </span>` +
        '<span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF">"x"</span>;',
    );
  });

  test('carries both themes font styles (markdown emphasis)', () => {
    expect(highlightCode({ highlighter, code: 'Some *italic* text', lang: 'markdown' })).toBe(
      'Some <span style="--shiki-light:#24292E;--shiki-light-font-style:italic;--shiki-dark:#E1E4E8;' +
        '--shiki-dark-font-style:italic">*italic* </span>text',
    );
  });

  test('keeps every character of every tutorial block, colouring most of them', () => {
    const blocks = tutorialBlocks();
    expect(blocks.length).toBeGreaterThan(100);
    let spans = 0;
    for (const { lang, code } of blocks) {
      const html = highlightCode({ highlighter, code, lang });
      expect({ lang, text: textOf(html) }).toEqual({ lang, text: code.replace(/\r\n/g, '\n') });
      spans += html.split('<span style=').length - 1;
    }
    expect(spans).toBeGreaterThan(1000);
  });

  test('plain text, unknown languages and empty lines are escaped text without spans', () => {
    expect(highlightCode({ highlighter, code: 'a <b> & c\n\nd', lang: 'text' })).toBe('a &lt;b&gt; &amp; c\n\nd');
    expect(highlightCode({ highlighter, code: 'a <b>', lang: 'no-such-language' })).toBe('a &lt;b&gt;');
  });

  test('a highlighted line gets an element of its own', () => {
    expect(highlightCode({ highlighter, code: 'a\nb', lang: 'text', highlightLines: new Set([2]) })).toBe(
      'a\n<span class="line highlighted">b</span>',
    );
  });
});
