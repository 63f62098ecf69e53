import { describe, expect, test } from 'vitest';
import { excerpt, highlightText } from './highlightText.ts';

describe('highlightText', () => {
  test('marks every match whatever its case, longest term first', () => {
    expect(highlightText('GraphQLSchema builds a schema', ['schema', 'graphqlschema'])).toEqual([
      { text: 'GraphQLSchema', mark: true },
      { text: ' builds a ', mark: false },
      { text: 'schema', mark: true },
    ]);
  });
  test('no terms, no marks; regex characters are literal', () => {
    expect(highlightText('a.b', [])).toEqual([{ text: 'a.b', mark: false }]);
    expect(highlightText('a.b axb', ['a.b'])).toEqual([
      { text: 'a.b', mark: true },
      { text: ' axb', mark: false },
    ]);
  });
});

describe('excerpt', () => {
  const text = `${'word '.repeat(60)}the middleware runs ${'tail '.repeat(60)}`;
  test('keeps the first match in view and marks the cuts', () => {
    const cut = excerpt(text, ['middleware'], 80);
    expect(cut).toContain('middleware');
    expect(cut.startsWith('…')).toBe(true);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(82);
  });
  test('short text is left whole', () => {
    expect(excerpt('short', ['x'])).toBe('short');
  });
});
