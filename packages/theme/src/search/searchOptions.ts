// How text becomes terms, shared by the build (which checks the index) and the browser.
import type { Options } from 'minisearch';
import type { SearchDoc } from './searchTypes.ts';

const WORD = /[\p{L}\p{N}_$]+/gu;
// `getQueryType` -> get, Query, Type; `MySQLPool` -> My, SQL, Pool (rejoined below).
const CAMEL = /(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/;

/** Words of a text; names also give their camel-case parts, so `pool` finds `MySQLPool`. */
export function tokenizeForIndex(text: string, field?: string): string[] {
  const words = text.match(WORD) ?? [];
  if (field !== 'n' && field !== 'p') return words;
  const terms: string[] = [];
  for (const word of words) {
    terms.push(word);
    const parts = joinAcronyms(word.split(CAMEL));
    if (parts.length > 1) terms.push(...parts);
  }
  return terms;
}

/**
 * A word and the acronym that ends it are one name too (`My` + `SQL`: `MySQL`), which the split
 * broke: it is kept whole in place of the two, so that `mysql` finds `MySQLPool`.
 */
function joinAcronyms(parts: string[]): string[] {
  const joined: string[] = [];
  for (const part of parts) {
    const last = joined.at(-1);
    if (/^[A-Z]{2,}$/.test(part) && last && /^[A-Z][a-z]+$/.test(last)) joined[joined.length - 1] = last + part;
    else joined.push(part);
  }
  return joined;
}

/** Query words are kept whole: `MySQLPool` must not turn into `my OR sql OR pool`. */
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
    // Only the word being typed is a prefix: expanding every word (`schema*`) costs tens of ms.
    prefix: (term, index, terms) => index === terms.length - 1 && term.length > 1,
    // A typo or two in a long name (`ParserOptoins`); short words must match as typed.
    fuzzy: (term) => (term.length > 4 ? 0.2 : false),
  },
};
