import { expect, test } from 'vitest';
import { tokenizeForIndex, tokenizeQuery } from './searchOptions.ts';

test('a name is indexed whole and by its camel-case parts, an acronym kept with the word it ends', () => {
  expect(tokenizeForIndex('getQueryType', 'n')).toEqual(['getQueryType', 'get', 'Query', 'Type']);
  expect(tokenizeForIndex('GraphQLSchema', 'n')).toEqual(['GraphQLSchema', 'GraphQL', 'Schema']);
  expect(tokenizeForIndex('MySQLPool', 'n')).toEqual(['MySQLPool', 'MySQL', 'Pool']);
  // An acronym that starts a name is a part of its own.
  expect(tokenizeForIndex('HTMLElement', 'n')).toEqual(['HTMLElement', 'HTML', 'Element']);
  // Text is words only; the query is never split.
  expect(tokenizeForIndex('the GraphQLSchema class')).toEqual(['the', 'GraphQLSchema', 'class']);
  expect(tokenizeQuery('MySQLPool')).toEqual(['MySQLPool']);
});
