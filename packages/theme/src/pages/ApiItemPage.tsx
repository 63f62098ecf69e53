import type { ApiPageData } from '@sitegen/runtime/types.ts';
import type { ApiItemView } from '../api/apiView.ts';
import { StaticPart } from '@sitegen/runtime/StaticPart.tsx';
import { activateContent } from '../content/activateContent.ts';
import { pageParts } from './loadPageParts.ts';

/** One class, enum, function or interface of the API. */
export function ApiItemPage({ page }: { page: ApiPageData }) {
  // Signatures, docs and members do nothing in the browser: a first load keeps their HTML, and
  // their code (pageParts) loads with the data of a page that renders them.
  return (
    <StaticPart
      as="article"
      id="api"
      className="sg-api"
      fromHtml={page.fromHtml}
      render={() => {
        const { ApiItem } = pageParts();
        return <ApiItem item={page.item as ApiItemView} />;
      }}
      activate={activateContent}
    />
  );
}
