import { describe, expect, test } from 'vitest';
import { defaultCodeThemes, highlightCode, loadHighlighter, resolveLanguage } from './highlightCode.ts';

describe('loadHighlighter', () => {
  test('loads the grammar of a language the first time a block names it, and none up front', async () => {
    const bare = await loadHighlighter(defaultCodeThemes);
    expect(resolveLanguage(bare, 'python')).toBe('text');
    const highlighter = await loadHighlighter(defaultCodeThemes, ['Python', 'no-such-language']);
    expect(highlighter).toBe(bare);
    expect(resolveLanguage(highlighter, 'python')).toBe('python');
    expect(resolveLanguage(highlighter, 'no-such-language')).toBe('text');
    const html = highlightCode({ highlighter, code: 'def f():\n    return 1', lang: 'python' });
    expect(html).toBe(
      [
        '<span style="--shiki-light:#D73A49;--shiki-dark:#F97583">def </span><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0">f</span>():',
        '    <span style="--shiki-light:#D73A49;--shiki-dark:#F97583">return </span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF">1</span>',
      ].join('\n'),
    );
  });
});
