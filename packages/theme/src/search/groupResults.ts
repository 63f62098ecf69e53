import type { SearchResult } from './createSearcher.ts';
import { groupOf, type SearchGroup } from './searchTypes.ts';

export interface ResultGroup {
  group: SearchGroup;
  results: SearchResult[];
  /** Matches in this group beyond the shown ones. */
  more: number;
}

const ORDER: SearchGroup[] = ['API', 'Tutorials'];

/** Results split into API then Tutorials, each keeping its best-first order and cut to `limit`. */
export function groupResults(results: SearchResult[], limit = Infinity): ResultGroup[] {
  return ORDER.map((group) => {
    const all = results.filter((r) => groupOf(r.doc.k) === group);
    return { group, results: all.slice(0, limit), more: Math.max(0, all.length - limit) };
  }).filter((g) => g.results.length > 0);
}
