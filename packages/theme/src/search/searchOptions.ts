// How text becomes terms, shared by the build (which checks the index) and the browser.
import type { Options } from 'minisearch';
import type { SearchDoc } from './searchTypes.ts';

const WORD = /[\p{L}\p{N}_$]+/gu;
// `getQueryType` -> get, Query, Type; `GraphQLSchema` -> Graph, QL, Schema (rejoined below).
const CAMEL = /(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/;

/** Words of a text; names also give their camel-case parts, so `schema` finds `GraphQLSchema`. */
export function tokenizeForIndex(text: string, field?: string): string[] {
  const words = text.match(WORD) ?? [];
  if (field !== 'n' && field !== 'p') return words;
  const terms: string[] = [];
  for (const word of words) {
    terms.push(word);
    const parts = joinGraphQL(word.split(CAMEL));
    if (parts.length > 1) terms.push(...parts);
  }
  return terms;
}

function joinGraphQL(parts: string[]): string[] {
  const joined: string[] = [];
  for (const part of parts) {
    if (part === 'QL' && joined.at(-1) === 'Graph') joined[joined.length - 1] = 'GraphQL';
    else joined.push(part);
  }
  return joined;
}

/** Query words are kept whole: `GraphQLSchema` must not turn into `graph OR ql OR schema`. */
export function tokenizeQuery(text: string): string[] {
  return text.match(WORD) ?? [];
}

export const MINISEARCH_OPTIONS: Options<SearchDoc & { id: number }> = {
  fields: ['n', 'p', 't'],
  storeFields: [],
  tokenize: tokenizeForIndex,
  processTerm: (term) => term.toLowerCase(),
  searchOptions: {
    tokenize: tokenizeQuery,
    processTerm: (term) => term.toLowerCase(),
    boost: { n: 6, p: 1.5, t: 1 },
    // Only the word being typed is a prefix: expanding every word (`graphql*`) costs tens of ms.
    prefix: (term, index, terms) => index === terms.length - 1 && term.length > 1,
    // A typo or two in a long name (`GraphQLSchmea`); short words must match as typed.
    fuzzy: (term) => (term.length > 4 ? 0.2 : false),
  },
};
