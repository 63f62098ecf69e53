import { useState } from 'react';
import type { ApiRootPageData } from '@sitegen/runtime/types.ts';
import type { ApiIndexView, ApiItemKind, ApiRootView } from '../api/apiView.ts';
import { StaticPart } from '@sitegen/runtime/StaticPart.tsx';
import { activateContent } from '../content/activateContent.ts';
import { pageParts } from './loadPageParts.ts';

/**
 * The API reference's home (every item once, by module, narrowed by kind on demand) and its types
 * page (the type aliases, variables and internal types): one page type, two views (ApiRootView).
 */
export function ApiRootPage({ page }: { page: ApiRootPageData }) {
  const root = page.root as ApiRootView;
  const [kind, setKind] = useState<ApiItemKind | undefined>(undefined);
  // A first load's view holds the root's `kinds` only (buildFirstLoadPage): the rest comes from the HTML.
  const kinds = 'kinds' in root ? root.kinds : undefined;
  // The filter is a stylesheet rule keyed by `data-kind` (api.css): the listing itself never re-renders.
  return (
    <article className="sg-api sg-api-root" data-kind={kind}>
      <StaticPart
        id="api-root-intro"
        className="sg-static"
        fromHtml={page.fromHtml}
        render={() => {
          const { ApiRootIntro } = pageParts();
          return <ApiRootIntro root={root} />;
        }}
      />
      {kinds && <KindFilter kinds={kinds} shown={kind} onChange={setKind} />}
      <StaticPart
        id="api-root"
        className="sg-static"
        fromHtml={page.fromHtml}
        render={() => {
          const { ApiRootListing } = pageParts();
          return <ApiRootListing root={root} />;
        }}
        activate={activateContent}
      />
    </article>
  );
}

/** Buttons narrowing the listing to one kind of item; "All" shows every item again. */
function KindFilter({
  kinds,
  shown,
  onChange,
}: {
  kinds: ApiIndexView['kinds'];
  shown?: ApiItemKind;
  onChange(kind?: ApiItemKind): void;
}) {
  const total = kinds.reduce((sum, k) => sum + k.count, 0);
  const options: { kind?: ApiItemKind; label: string }[] = [
    { label: `All (${total})` },
    ...kinds.map((k) => ({ kind: k.kind, label: `${k.title} (${k.count})` })),
  ];
  return (
    <div className="sg-api-filter" role="group" aria-label="Show the items of one kind">
      {options.map((option) => (
        <button
          key={option.label}
          type="button"
          className="sg-api-filter__button"
          aria-pressed={shown === option.kind}
          onClick={() => onChange(option.kind)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
