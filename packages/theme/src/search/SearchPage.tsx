import { useEffect, useState } from 'react';
import { lazyWithLoader } from '@sitegen/runtime/Loader.tsx';
import { useRuntime } from '@sitegen/runtime/RuntimeContext.ts';
import { useLocation, useNavigate } from '@sitegen/runtime/router.tsx';
import { siteUrl } from '@sitegen/runtime/siteUrl.ts';
import type { SearchPageData, SiteData } from '@sitegen/runtime/types.ts';

const SearchPageResults = lazyWithLoader(() => import('./SearchPageResults.tsx'), { name: 'the search results' });

/**
 * `/search?q=...`. The static HTML cannot know the query: it says that search is loading,
 * or, without JavaScript, what to do instead. The results come with the search chunk.
 */
export function SearchPage({ site }: { page: SearchPageData; site: SiteData }) {
  const { searchIndexUrl } = useRuntime();
  // The router stays out of the lazily loaded results: they get the query and its setter from here.
  const query = new URLSearchParams(useLocation().search).get('q') ?? '';
  const navigate = useNavigate();
  const setQuery = (q: string) => navigate({ search: `?q=${encodeURIComponent(q)}` }, { replace: true });
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <article className="sg-search-page">
      <h1>Search</h1>
      {mounted ? (
        <SearchPageResults
          indexUrl={searchIndexUrl}
          query={query}
          onQueryChange={setQuery}
          api={site.apiVersions !== undefined}
        />
      ) : (
        <>
          <p className="sg-search-page__status" role="status">
            Loading search…
          </p>
          <noscript>
            <p>
              Search runs in your browser and needs JavaScript, which is turned off or did not load. You can still
              browse from here:{' '}
              {site.entryLinks.map((action, i) => (
                <span key={action.href}>
                  {i > 0 && ', '}
                  <a href={siteUrl(site.baseUrl, action.href)}>{action.label}</a>
                </span>
              ))}
              .
            </p>
          </noscript>
        </>
      )}
    </article>
  );
}
