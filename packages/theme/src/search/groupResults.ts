import type { SearchResult } from './createSearcher.ts';
import { groupOf, type SearchGroup } from './searchTypes.ts';

export interface ResultGroup {
  group: SearchGroup;
  results: SearchResult[];
  /** Matches in this group beyond the shown ones. */
  more: number;
}

/**
 * Results split into API and Tutorials, each keeping its best-first order and cut to `limit`.
 * The group holding the best result comes first: `object types` is foremost a tutorial.
 */
export function groupResults(results: SearchResult[], limit = Infinity): ResultGroup[] {
  const order: SearchGroup[] =
    results[0] && groupOf(results[0].doc.k) === 'Tutorials' ? ['Tutorials', 'API'] : ['API', 'Tutorials'];
  return order
    .map((group) => {
      const all = results.filter((r) => groupOf(r.doc.k) === group);
      return { group, results: all.slice(0, limit), more: Math.max(0, all.length - limit) };
    })
    .filter((g) => g.results.length > 0);
}
