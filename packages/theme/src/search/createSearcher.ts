import MiniSearch from 'minisearch';
import { parseQuery, type ParsedQuery } from './parseQuery.ts';
import { MINISEARCH_OPTIONS } from './searchOptions.ts';
import type { SearchDoc, SearchIndexData, SearchKind } from './searchTypes.ts';

export interface SearchResult {
  doc: SearchDoc;
  /** Index terms that matched, for highlighting. */
  terms: string[];
  /** The API version of an API hit (`17.1.0`), when the index has several versions. */
  version?: string;
}

export interface SearchOptions {
  /** The API version being read, as an index into the index's `versions`: its hits come first. 0 (the latest) when absent. */
  version?: number;
}

export interface Searcher {
  /** Every result for a query, best first. */
  search(input: string, options?: SearchOptions): SearchResult[];
  size: number;
}

/** Exact name first, then names starting with the query, then the rest by text score. */
enum Tier {
  Exact = 0,
  Prefix = 1,
  Text = 2,
}

// Among equally good names an export beats a member, which beats a tutorial section.
const KIND_RANK: Record<SearchKind, number> = {
  class: 0,
  enum: 0,
  function: 0,
  interface: 0,
  typeAlias: 1,
  variable: 1,
  method: 2,
  property: 2,
  accessor: 2,
  enumMember: 2,
  section: 3,
};

/** A searcher over the shipped documents; the MiniSearch index is built here, in the browser. */
export function createSearcher(data: SearchIndexData): Searcher {
  const mini = new MiniSearch<SearchDoc & { id: number }>(MINISEARCH_OPTIONS);
  mini.addAll(data.docs.map((doc, id) => ({ ...doc, id })));
  const { docs, versions } = data;
  const labelled = ({ doc, terms }: SearchResult): SearchResult =>
    versions && doc.k !== 'section' ? { doc, terms, version: versions[doc.v ?? 0] } : { doc, terms };
  return {
    size: docs.length,
    search(input, options = {}) {
      const reading = options.version ?? 0;
      // Hits of the version being read first (tutorials belong to every version), the order within each kept.
      const other = (doc: SearchDoc) => (doc.k !== 'section' && (doc.v ?? 0) !== reading ? 1 : 0);
      return find(input)
        .map((r, i) => ({ r, i }))
        .sort((a, b) => other(a.r.doc) - other(b.r.doc) || a.i - b.i)
        .map(({ r }) => labelled(r));
    },
  };

  function find(input: string): SearchResult[] {
    const query = parseQuery(input);
    if (query.takes || query.returns) return searchByType(docs, query);
    if (!query.text) return query.kinds ? listKinds(docs, query.kinds) : [];
    const wanted = query.kinds && new Set(query.kinds);
    const hits = mini.search(query.text, wanted ? { filter: (hit) => wanted.has(docs[hit.id as number]!.k) } : {});
    const needle = query.text.toLowerCase().replace(/\s+/g, ' ');
    return hits
      .map((hit) => {
        const doc = docs[hit.id as number]!;
        return { doc, terms: hit.terms, score: hit.score, tier: nameTier(doc, needle) };
      })
      .sort((a, b) => a.tier - b.tier || compareInTier(a, b) || b.score - a.score)
      .map(({ doc, terms }) => ({ doc, terms }));
  }
}

/** Exports before members; among prefix matches the shortest name is the nearest (`GraphQLObj` -> GraphQLObjectType). */
function compareInTier(a: { doc: SearchDoc; tier: Tier }, b: { doc: SearchDoc; tier: Tier }): number {
  if (a.tier === Tier.Text) return 0;
  const byKind = KIND_RANK[a.doc.k] - KIND_RANK[b.doc.k];
  if (byKind || a.tier === Tier.Exact) return byKind;
  return fullName(a.doc).length - fullName(b.doc).length;
}

/** A member is also known by its full name, `Parser.parseFile`. */
export function fullName(doc: SearchDoc): string {
  return doc.p && doc.k !== 'section' ? `${doc.p}.${doc.n}` : doc.n;
}

function nameTier(doc: SearchDoc, needle: string): Tier {
  const name = doc.n.toLowerCase();
  const full = fullName(doc).toLowerCase();
  if (name === needle || full === needle) return Tier.Exact;
  // `Parser` must not rank every member of Parser as a prefix match.
  if (name.startsWith(needle) || (needle.includes('.') && full.startsWith(needle))) return Tier.Prefix;
  return Tier.Text;
}

const TYPE_SEARCH_KINDS: SearchKind[] = ['function', 'method'];

/** `A -> B`: functions (then methods) taking an A and returning a B, by name. */
function searchByType(docs: SearchDoc[], query: ParsedQuery): SearchResult[] {
  const takes = query.takes?.toLowerCase();
  const returns = query.returns?.toLowerCase();
  const kinds = query.kinds ?? TYPE_SEARCH_KINDS;
  const has = (names: string[] | undefined, name: string) => names?.some((n) => n.toLowerCase() === name) ?? false;
  return docs
    .filter((doc) => kinds.includes(doc.k) && (!takes || has(doc.a, takes)) && (!returns || has(doc.r, returns)))
    .sort((a, b) => KIND_RANK[a.k] - KIND_RANK[b.k] || fullName(a).localeCompare(fullName(b)))
    .map((doc) => ({ doc, terms: [query.takes, query.returns].filter((t): t is string => Boolean(t)) }));
}

/** A kind prefix alone (`enum:`) lists that kind by name. */
function listKinds(docs: SearchDoc[], kinds: SearchKind[]): SearchResult[] {
  return docs
    .filter((doc) => kinds.includes(doc.k))
    .sort((a, b) => fullName(a).localeCompare(fullName(b)))
    .map((doc) => ({ doc, terms: [] }));
}
