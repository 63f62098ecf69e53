import { createSearcher, type Searcher } from './createSearcher.ts';
import { SEARCH_INDEX_VERSION, type SearchIndexData } from './searchTypes.ts';

// One download per page load, shared by the dialog and the search page.
const pending = new Map<string, Promise<Searcher>>();

/** Fetches the index and builds the searcher; a failure is forgotten so that a retry fetches again. */
export function loadSearcher(url: string): Promise<Searcher> {
  let promise = pending.get(url);
  if (!promise) {
    promise = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`The search index could not be loaded (HTTP ${response.status}).`);
        return response.json() as Promise<SearchIndexData>;
      })
      .then((data) => {
        if (data.version !== SEARCH_INDEX_VERSION)
          throw new Error('The search index is from another version of the site; reload the page.');
        return createSearcher(data);
      });
    promise.catch(() => pending.delete(url));
    pending.set(url, promise);
  }
  return promise;
}
