// Code highlighting with shiki, both themes at once: every coloured token carries
// `--shiki-light` and `--shiki-dark` variables and content.css picks one from
// `html[data-theme]`, so switching colour mode needs no re-render and has no flash.
import type { BundledLanguage, Highlighter } from 'shiki';
import { defineMemo } from '../cache/memo.ts';

export interface CodeThemes {
  light: string;
  dark: string;
}

export const defaultCodeThemes: CodeThemes = { light: 'github-light', dark: 'github-dark' };

/** Highlighted code, remembered across builds: shiki is most of a build's CPU time, and a rebuild mostly highlights code it has seen before. */
const highlightMemo = defineMemo<string>('highlight', '@sitegen/ssg-core/markdown/highlightCode.ts');

const highlighters = new Map<string, Promise<Highlighter>>();
let tokenizeTwoThemes: typeof import('./tokenizeTwoThemes.ts').tokenizeTwoThemes;

/**
 * One highlighter per theme pair for the whole process, created on first use, with the grammars of
 * these languages loaded (a grammar loads the first time a block names its language, so a site pays
 * for the languages its code is written in, whatever they are).
 */
export async function loadHighlighter(
  themes: CodeThemes = defaultCodeThemes,
  langs: string[] = [],
): Promise<Highlighter> {
  const highlighter = await highlighterOf(themes);
  const { bundledLanguages } = await import('shiki');
  const loaded = new Set(highlighter.getLoadedLanguages());
  const missing = [...new Set(langs.map((lang) => lang.trim().toLowerCase()))].filter(
    (lang): lang is BundledLanguage => Object.hasOwn(bundledLanguages, lang) && !loaded.has(lang),
  );
  if (missing.length > 0) {
    await highlighter.loadLanguage(...missing);
    loadedLanguages.delete(highlighter);
  }
  return highlighter;
}

function highlighterOf(themes: CodeThemes): Promise<Highlighter> {
  const key = `${themes.light}|${themes.dark}`;
  let highlighter = highlighters.get(key);
  if (!highlighter) {
    // shiki loads with the first highlighter: code found in the highlight cache never needs it.
    highlighter = Promise.all([
      import('shiki'),
      import('shiki/engine/javascript'),
      import('./tokenizeTwoThemes.ts'),
    ]).then(([shiki, javascript, tokenizer]) => {
      tokenizeTwoThemes = tokenizer.tokenizeTwoThemes;
      // The grammars' expressions as JavaScript RegExps rather than Oniguruma in WebAssembly: the same
      // tokens for these languages, a little faster, and no WebAssembly memory, which only ever grows
      // (about 85 MB by the end of a build, held until the process exits).
      return shiki.createHighlighter({
        themes: [themes.light, themes.dark],
        langs: [],
        engine: javascript.createJavaScriptRegexEngine(),
      });
    });
    highlighter.catch(() => highlighters.delete(key));
    highlighters.set(key, highlighter);
  }
  return highlighter;
}

export interface HighlightInput {
  /** May be absent when the code is in the highlight cache (see needsHighlighter). */
  highlighter?: Highlighter;
  code: string;
  lang: string;
  themes?: CodeThemes;
  /** 1-based line numbers that get the `highlighted` class. */
  highlightLines?: ReadonlySet<number>;
  /** Every line in a `<span class="line">` of its own, which content.css numbers. */
  lineNumbers?: boolean;
}

/**
 * The inner HTML of the `<code>` element: one line of text per line (a `<span class="line highlighted">`
 * for highlighted ones), joined
 * by newlines. Tokens in the default colour are plain text, neighbours with the same
 * colours are merged, to keep the shipped payload small.
 */
export function highlightCode(input: HighlightInput): string {
  const { highlighter, code, lang, themes = defaultCodeThemes, highlightLines, lineNumbers } = input;
  const key = keyOf(input);
  const cached = highlightMemo.get(key);
  if (cached !== undefined) return cached;
  if (!highlighter) throw new Error('highlightCode needs a highlighter for code that is not cached.');
  const resolved = resolveLanguage(highlighter, lang);
  const html = tokensToHtml({ highlighter, code, resolved, themes, highlightLines, lineNumbers });
  highlightMemo.set(key, html);
  return html;
}

function keyOf({
  code,
  lang,
  themes = defaultCodeThemes,
  highlightLines,
  lineNumbers,
}: Omit<HighlightInput, 'highlighter'>): string {
  return highlightMemo.key(
    themes.light,
    themes.dark,
    lang.trim().toLowerCase(),
    // Unnumbered blocks keep the key they always had.
    [...(highlightLines ?? [])].join(',') + (lineNumbers ? '#' : ''),
    code,
  );
}

/** Whether any of these blocks is missing from the cache, so that shiki must be loaded. */
export function needsHighlighter(blocks: Omit<HighlightInput, 'highlighter'>[]): boolean {
  return blocks.some((block) => !highlightMemo.has(keyOf(block)));
}

function tokensToHtml({
  highlighter,
  code,
  resolved,
  themes,
  highlightLines,
  lineNumbers,
}: {
  highlighter: Highlighter;
  code: string;
  resolved: string;
  themes: CodeThemes;
  highlightLines?: ReadonlySet<number>;
  lineNumbers?: boolean;
}): string {
  return tokenizeTwoThemes(highlighter, code, resolved, themes)
    .map((line, index) => {
      let html = '';
      let pendingStyle = '';
      let pendingText = '';
      const flush = () => {
        if (!pendingText) return;
        const text = escapeText(pendingText);
        html += pendingStyle ? `<span style="${escapeAttribute(pendingStyle)}">${text}</span>` : text;
        pendingText = '';
      };
      for (const token of line) {
        // Whitespace looks the same in any colour: keep it in the current run.
        if (/^\s*$/.test(token.content) && pendingText) {
          pendingText += token.content;
          continue;
        }
        if (token.style !== pendingStyle) flush();
        pendingStyle = token.style;
        pendingText += token.content;
      }
      flush();
      // Only highlighted lines need an element of their own (for their background), unless numbered.
      if (highlightLines?.has(index + 1)) return `<span class="line highlighted">${html}</span>`;
      return lineNumbers ? `<span class="line">${html}</span>` : html;
    })
    .join('\n');
}

/** Unknown or missing languages are shown as plain text, never an error. */
export function resolveLanguage(highlighter: Highlighter, lang: string): string {
  const name = lang.trim().toLowerCase();
  if (!name) return 'text';
  let loaded = loadedLanguages.get(highlighter);
  if (!loaded) loadedLanguages.set(highlighter, (loaded = new Set(highlighter.getLoadedLanguages())));
  return loaded.has(name) ? name : 'text';
}

const loadedLanguages = new WeakMap<Highlighter, Set<string>>();

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}
