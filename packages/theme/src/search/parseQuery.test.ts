import { describe, expect, test } from 'vitest';
import { parseQuery } from './parseQuery.ts';

describe('parseQuery', () => {
  test('plain words stay as typed, trimmed', () => {
    expect(parseQuery('  object types ')).toEqual({ text: 'object types' });
  });
  test('kind prefixes become kind filters, case-insensitive, with or without a space', () => {
    expect(parseQuery('class: Schema')).toEqual({ text: 'Schema', kinds: ['class'] });
    expect(parseQuery('FN:print')).toEqual({ text: 'print', kinds: ['function'] });
    expect(parseQuery('type: Thunk')).toEqual({ text: 'Thunk', kinds: ['typeAlias'] });
    expect(parseQuery('enum:')).toEqual({ text: '', kinds: ['enum'] });
  });
  test('an unknown prefix is just text', () => {
    expect(parseQuery('https://x')).toEqual({ text: 'https://x' });
  });
  test('arrows make type searches', () => {
    expect(parseQuery('-> GraphQLSchema')).toEqual({ text: '', returns: 'GraphQLSchema' });
    expect(parseQuery('GraphQLSchema ->')).toEqual({ text: '', takes: 'GraphQLSchema' });
    expect(parseQuery('DocumentNode -> ExecutionResult')).toEqual({
      text: '',
      takes: 'DocumentNode',
      returns: 'ExecutionResult',
    });
    expect(parseQuery('fn: -> string')).toEqual({ text: '', kinds: ['function'], returns: 'string' });
  });
});
