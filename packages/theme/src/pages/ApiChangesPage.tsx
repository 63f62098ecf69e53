import type { ApiChangesPageData } from '@sitegen/runtime/types.ts';
import { StaticPart } from '@sitegen/runtime/StaticPart.tsx';
import type { ApiChangesView } from '../api/apiView.ts';
import { pageParts } from './loadPageParts.ts';

/** Every change between two versions of the API, by kind of change then module; each entry links both versions. */
export function ApiChangesPage({ page }: { page: ApiChangesPageData }) {
  // Nothing on it acts in the browser but its links: a first load keeps its prerendered HTML.
  return (
    <StaticPart
      as="article"
      id="api-changes"
      className="sg-api sg-api-changes"
      fromHtml={page.fromHtml}
      render={() => {
        const { ApiChanges } = pageParts();
        return <ApiChanges changes={page.changes as ApiChangesView} />;
      }}
    />
  );
}
