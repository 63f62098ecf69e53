// Both themes' colours from one pass of the grammar. shiki's own dual-theme mode tokenizes the
// code once per theme, and the grammar's regular expressions are most of a build's CPU time;
// the colours only depend on each token's scopes, which one pass gives. The result is the
// `htmlStyle` string shiki would give (`--shiki-light:#D73A49;--shiki-dark:#F97583`), checked
// against shiki itself by tokenizeTwoThemes.test.ts.
import type { BundledLanguage, Highlighter } from 'shiki';
import { INITIAL, Theme, type IGrammar, type StateStack } from 'shiki/textmate';
import type { CodeThemes } from './highlightCode.ts';

export interface StyledToken {
  content: string;
  /** CSS variables of both themes; '' for text in both themes' default style. */
  style: string;
}

/** What Theme.match reads of a scope path. */
interface ScopePath {
  parent: ScopePath | null;
  scopeName: string;
}

interface ThemeColors {
  name: string;
  theme: Theme;
  colorMap: string[];
}

/**
 * How long the grammar may take over one line before it gives up on the rest of it. shiki's
 * 500 ms made the output depend on how busy the machine was: under load, compiling the
 * TypeScript grammar's patterns for an example's first line took longer, and the line came out
 * cut. This limit only guards against a grammar that never finishes; the rest of a line it
 * gives up on is kept, in the default colour.
 */
const TOKENIZE_TIME_LIMIT = 10_000;
const PLAIN_LANGUAGES = new Set(['text', 'plaintext', 'txt', 'plain']);
/** vscode-textmate's FontStyle bits (a const enum, which its types do not let us import). */
const FontStyle = { NotSet: -1, Italic: 1, Bold: 2, Underline: 4, Strikethrough: 8 } as const;
const themeCache = new WeakMap<Highlighter, Map<string, ThemeColors>>();
const styleCache = new WeakMap<Highlighter, Map<string, string>>();

export function tokenizeTwoThemes(
  highlighter: Highlighter,
  code: string,
  lang: string,
  themes: CodeThemes,
  timeLimit = TOKENIZE_TIME_LIMIT,
): StyledToken[][] {
  const lines = code.split(/\r?\n/);
  if (PLAIN_LANGUAGES.has(lang)) return lines.map((line) => [{ content: line, style: '' }]);
  const grammar = highlighter.getLanguage(lang as BundledLanguage) as unknown as IGrammar;
  const pair = [themeColors(highlighter, themes.light), themeColors(highlighter, themes.dark)] as const;
  const defaultStyle =
    `--shiki-light:${highlighter.getTheme(themes.light).fg};--shiki-dark:${highlighter.getTheme(themes.dark).fg}`.toLowerCase();
  let styles = styleCache.get(highlighter);
  if (!styles) styleCache.set(highlighter, (styles = new Map()));

  let state: StateStack = INITIAL;
  return lines.map((line) => {
    // shiki leaves empty lines out of the grammar's state, and so must we to match it.
    if (line === '') return [];
    const result = grammar.tokenizeLine(line, state, timeLimit);
    state = result.ruleStack;
    const tokens: StyledToken[] = [];
    let covered = 0;
    for (const token of result.tokens) {
      const end = Math.min(token.endIndex, line.length);
      covered = Math.max(covered, end);
      if (end <= token.startIndex) continue;
      const key = `${pair[0].name}\u0000${pair[1].name}\u0000${token.scopes.join('\u0000')}`;
      let style = styles.get(key);
      if (style === undefined) {
        style = styleOf(token.scopes, pair);
        if (style.toLowerCase() === defaultStyle) style = '';
        styles.set(key, style);
      }
      tokens.push({ content: line.slice(token.startIndex, end), style });
    }
    // What the grammar did not reach before its time limit.
    if (covered < line.length) tokens.push({ content: line.slice(covered), style: '' });
    return tokens;
  });
}

function themeColors(highlighter: Highlighter, name: string): ThemeColors {
  let themes = themeCache.get(highlighter);
  if (!themes) themeCache.set(highlighter, (themes = new Map()));
  let colors = themes.get(name);
  if (!colors) {
    const theme = Theme.createFromRawTheme(highlighter.getTheme(name));
    colors = { name, theme, colorMap: theme.getColorMap() };
    themes.set(name, colors);
  }
  return colors;
}

/**
 * What the grammar's binary tokens hold: the theme's defaults, then, scope by scope from the
 * outermost, the rule matching the path so far overrides the colour and font style it sets.
 */
function styleOf(scopes: string[], pair: readonly [ThemeColors, ThemeColors]): string {
  const parts: string[] = [];
  const attributes = pair.map(({ theme, colorMap }) => {
    const defaults = theme.getDefaults();
    let foreground = defaults.foregroundId;
    let fontStyle: number = defaults.fontStyle;
    let path: ScopePath | null = null;
    for (const scopeName of scopes) {
      path = { parent: path, scopeName };
      const matched = theme.match(path as Parameters<Theme['match']>[0]);
      if (!matched) continue;
      if (matched.fontStyle !== FontStyle.NotSet) fontStyle = matched.fontStyle;
      if (matched.foregroundId !== 0) foreground = matched.foregroundId;
    }
    return cssOf(colorMap[foreground], fontStyle);
  });
  // shiki's order: every property of the light theme, then of the dark one; a property only
  // one theme sets is `inherit` in the other.
  const keys = [...new Set(attributes.flatMap((a) => Object.keys(a)))];
  attributes.forEach((css, index) => {
    const prefix = index === 0 ? '--shiki-light' : '--shiki-dark';
    for (const key of keys) parts.push(`${prefix}${key === 'color' ? '' : `-${key}`}:${css[key] ?? 'inherit'}`);
  });
  return parts.join(';');
}

function cssOf(color: string | undefined, fontStyle: number): Record<string, string> {
  const css: Record<string, string> = {};
  if (color) css.color = color;
  if (fontStyle > 0) {
    if (fontStyle & FontStyle.Italic) css['font-style'] = 'italic';
    if (fontStyle & FontStyle.Bold) css['font-weight'] = 'bold';
    const decorations = [];
    if (fontStyle & FontStyle.Underline) decorations.push('underline');
    if (fontStyle & FontStyle.Strikethrough) decorations.push('line-through');
    if (decorations.length) css['text-decoration'] = decorations.join(' ');
  }
  return css;
}
