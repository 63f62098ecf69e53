import { ErrorBoundary } from '@sitegen/runtime/ErrorBoundary.tsx';
import type { AppProps, PageData } from '@sitegen/runtime/types.ts';
import { Layout } from './layout/Layout.tsx';
import { DocPage } from './pages/DocPage.tsx';
import { HomePage } from './pages/HomePage.tsx';
import { ApiItemPage } from './pages/ApiItemPage.tsx';
import { ApiChangesPage, ApiRootPage, NotFoundPage, SearchPage } from './laterParts.ts';

// The client awaits it before a page renders from its data: what renders static parts loads on first use.
export { loadPageCode } from './pages/loadPageParts.ts';

/** The whole page: layout around the page's own content. */
export function App({ site, path, page, sidebar }: AppProps) {
  return (
    <Layout site={site} path={path} page={page} sidebar={sidebar}>
      <ErrorBoundary resetKey={path}>
        <PageContent page={page} site={site} path={path} />
      </ErrorBoundary>
    </Layout>
  );
}

function PageContent({ page, site, path }: { page: PageData; site: AppProps['site']; path: string }) {
  switch (page.type) {
    case 'doc':
      return <DocPage page={page} />;
    case 'home':
      return <HomePage page={page} site={site} />;
    case 'api':
      return <ApiItemPage page={page} />;
    case 'apiRoot':
      return <ApiRootPage page={page} />;
    case 'apiChanges':
      return <ApiChangesPage page={page} />;
    case 'search':
      return <SearchPage page={page} site={site} />;
    case 'notFound':
      return <NotFoundPage path={path} site={site} />;
    default:
      throw new Error(`No page component for page type "${(page as PageData).type}".`);
  }
}
