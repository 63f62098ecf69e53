import type { DocPageData } from '@sitegen/runtime/types.ts';
import { StaticPart } from '@sitegen/runtime/StaticPart.tsx';
import { activateContent } from '../content/activateContent.ts';
import { pageParts } from './loadPageParts.ts';

/** A tutorial or guide: links, text and code blocks only, so a first load keeps its HTML (StaticPart). */
export function DocPage({ page }: { page: DocPageData }) {
  return (
    <StaticPart
      as="article"
      id="doc"
      className="sg-doc"
      fromHtml={page.fromHtml}
      render={() => {
        const { DocContent } = pageParts();
        return <DocContent page={page} />;
      }}
      activate={activateContent}
    />
  );
}
