import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BundledLanguage, Highlighter } from 'shiki';
import { beforeAll, describe, expect, test } from 'vitest';
import { defaultCodeThemes, loadHighlighter, resolveLanguage } from './highlightCode.ts';
import { tokenizeTwoThemes } from './tokenizeTwoThemes.ts';

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

/** Blocks in languages the tutorials do not use, with italics, bold and embedded grammars. */
const otherBlocks = [
  {
    lang: 'markdown',
    code: '# Title\n\nSome *italic*, **bold** and ~~gone~~ text.\n\n```js\nconst a = 1;\n```\n\n> quoted `code`',
  },
  {
    lang: 'css',
    code: '.a > b:hover {\n  color: #fff !important; /* note */\n}\n\n@media (max-width: 996px) { .x { margin: 0 } }',
  },
  { lang: 'yaml', code: 'title: A page\ntags: [a, b]\n# comment\nnested:\n  key: "value"\n\n  other: 3' },
  { lang: 'diff', code: '--- a/x.js\n+++ b/x.js\n@@ -1,2 +1,2 @@\n-const a = 1;\n+const a = 2;\n unchanged' },
  {
    lang: 'html',
    code: '<!doctype html>\n<div class="x" onclick="go()">\n  <script>const y = `t${1}`;</script>\n  <style>p { color: red }</style>\n</div>',
  },
  { lang: 'jsonc', code: '{\n  // comment\n  "a": [1, true, null],\n\n  "b": { "c": "d" }\n}' },
  { lang: 'shellsession', code: '$ npm install graphql\nadded 1 package\n$ node server.js' },
  { lang: 'tsx', code: 'export function A({ n }: { n: number }) {\n  return <p className="x">{n * 2}</p>;\n}' },
  {
    lang: 'graphql',
    code: '"""\nDocs\n"""\ntype Query {\n  hero(episode: Episode = NEWHOPE): Character @deprecated(reason: "no")\n}\n\nquery Q($id: ID!) { node(id: $id) { ...F } }',
  },
  {
    lang: 'typescript',
    code: 'const a = 1;\r\nconst b = `x${a}`;\r\n\r\n/** @param x the x */\r\nfunction f(x: string): void {}',
  },
];

/** What shiki's own dual-theme tokens give: for each line, runs of [text, style]. */
function referenceRuns(highlighter: Highlighter, code: string, lang: string): [string, string][][] {
  const { tokens, fg } = highlighter.codeToTokens(code, {
    lang: lang as BundledLanguage,
    themes: { light: defaultCodeThemes.light, dark: defaultCodeThemes.dark },
    defaultColor: false,
  });
  return tokens.map((line) =>
    runs(
      line.map((token) => {
        const style = Object.entries(token.htmlStyle ?? {})
          .map(([name, value]) => `${name}:${value}`)
          .join(';');
        return { content: token.content, style: style.toLowerCase() === (fg ?? '').toLowerCase() ? '' : style };
      }),
    ),
  );
}

function runs(tokens: { content: string; style: string }[]): [string, string][] {
  const out: [string, string][] = [];
  for (const { content, style } of tokens) {
    const last = out[out.length - 1];
    if (last && last[1] === style) last[0] += content;
    else out.push([content, style]);
  }
  return out;
}

describe('tokenizeTwoThemes', () => {
  let highlighter: Highlighter;
  beforeAll(async () => {
    const langs = [...tutorialBlocks(), ...otherBlocks].map(({ lang }) => lang);
    highlighter = await loadHighlighter(defaultCodeThemes, [...langs, 'markdown', 'ts']);
  });

  test('gives the colours and font styles shiki gives, from one pass of the grammar', () => {
    const blocks = [...tutorialBlocks(), ...otherBlocks];
    expect(blocks.length).toBeGreaterThan(100);
    let styled = 0;
    for (const { lang, code } of blocks) {
      const resolved = resolveLanguage(highlighter, lang);
      const ours = tokenizeTwoThemes(highlighter, code, resolved, defaultCodeThemes).map(runs);
      expect({ lang, code, runs: ours }).toEqual({ lang, code, runs: referenceRuns(highlighter, code, resolved) });
      styled += ours.flat().filter(([, style]) => style).length;
    }
    expect(styled).toBeGreaterThan(1000);
  });

  test('markdown emphasis carries both themes font styles', () => {
    const line = tokenizeTwoThemes(highlighter, 'Some *italic* text', 'markdown', defaultCodeThemes)[0]!;
    expect(line.find((t) => t.content === 'italic')?.style).toBe(
      '--shiki-light:#24292E;--shiki-light-font-style:italic;--shiki-dark:#E1E4E8;--shiki-dark-font-style:italic',
    );
  });

  test('plain text and empty lines', () => {
    expect(tokenizeTwoThemes(highlighter, 'a <b>\n\nc', 'text', defaultCodeThemes)).toEqual([
      [{ content: 'a <b>', style: '' }],
      [{ content: '', style: '' }],
      [{ content: 'c', style: '' }],
    ]);
  });

  test('keeps the whole text of a line the grammar gives up on at its time limit', () => {
    // A line long enough that tokenizing it takes well over 1 ms.
    const line = Array.from({ length: 2000 }, (_, i) => `const value${i} = compute(${i}, 'text');`).join(' ');
    const cut = tokenizeTwoThemes(highlighter, `${line}\nconst after = 1;`, 'ts', defaultCodeThemes, 1);
    expect(cut.map((tokens) => tokens.map((t) => t.content).join(''))).toEqual([line, 'const after = 1;']);
    // Without a limit hit, the styles are shiki's (the test above); cut, the rest is plain text.
    expect(cut[0]!.at(-1)!.style).toBe('');
  });
});
