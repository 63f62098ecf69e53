import { useCallback, useEffect, useState } from 'react';
import type { Searcher } from './createSearcher.ts';
import { loadSearcher } from './loadSearcher.ts';

export type SearcherState =
  | { status: 'loading' }
  | { status: 'ready'; searcher: Searcher }
  | { status: 'error'; message: string; retry: () => void };

/** The searcher for an index URL, loading it on first use. */
export function useSearcher(indexUrl: string | undefined): SearcherState {
  const [state, setState] = useState<SearcherState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry: a new value loads the index again.
  useEffect(() => {
    if (!indexUrl) {
      setState({ status: 'error', message: 'This build of the site has no search index.', retry });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    loadSearcher(indexUrl).then(
      (searcher) => live && setState({ status: 'ready', searcher }),
      (error: unknown) =>
        live && setState({ status: 'error', message: error instanceof Error ? error.message : String(error), retry }),
    );
    return () => {
      live = false;
    };
  }, [indexUrl, attempt, retry]);
  return state;
}
