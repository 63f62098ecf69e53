import { useMemo } from 'react';
import { groupResults } from './groupResults.ts';
import { SearchResultList } from './SearchResultList.tsx';
import { useSearcher } from './useSearcher.ts';

interface Props {
  indexUrl: string | undefined;
  /** The query in the URL. */
  query: string;
  /** Typing: the page puts the new query in the URL, so that a search can be linked. */
  onQueryChange: (query: string) => void;
  /** The site has an API reference: the hint speaks of its kinds and types. */
  api: boolean;
}

/** Every result for the query in the URL. */
export default function SearchPageResults({ indexUrl, query, onQueryChange, api }: Props) {
  const state = useSearcher(indexUrl);
  const groups = useMemo(
    () => (state.status === 'ready' && query.trim() ? groupResults(state.searcher.search(query)) : []),
    [state, query],
  );
  const count = groups.reduce((n, g) => n + g.results.length, 0);

  return (
    <>
      <form role="search" className="sg-search-page__form" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="sg-search-page-input">Search the docs</label>
        <input
          id="sg-search-page-input"
          type="search"
          value={query}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onQueryChange(event.target.value)}
        />
      </form>
      {state.status === 'loading' && (
        <p className="sg-search-page__status" role="status">
          Loading search…
        </p>
      )}
      {state.status === 'error' && (
        <div className="sg-search-page__status" role="alert">
          <p>{state.message}</p>
          <button type="button" className="sg-button" onClick={state.retry}>
            Retry
          </button>
        </div>
      )}
      {state.status === 'ready' && (
        <p className="sg-search-page__status" role="status">
          {!query.trim()
            ? api
              ? 'Type a word or a name; API entries also by kind (class:, fn:) or by type (-> Type).'
              : 'Type a word or a phrase.'
            : count === 0
              ? `No results for “${query.trim()}”.`
              : `${count} result${count === 1 ? '' : 's'} for “${query.trim()}”.`}
        </p>
      )}
      <SearchResultList groups={groups} idPrefix="sg-search-page-" />
    </>
  );
}
