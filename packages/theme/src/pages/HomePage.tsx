import type { HomePageData, SiteData } from '@sitegen/runtime/types.ts';
import { StaticPart } from '@sitegen/runtime/StaticPart.tsx';
import { activateContent } from '../content/activateContent.ts';
import { pageParts } from './loadPageParts.ts';

/** The home page: links and a live example only, so a first load keeps its HTML (StaticPart). */
export function HomePage({ page, site }: { page: HomePageData; site: SiteData }) {
  return (
    <StaticPart
      id="home"
      className="sg-home"
      fromHtml={page.fromHtml}
      render={() => {
        const { HomeContent } = pageParts();
        return <HomeContent page={page} site={site} />;
      }}
      activate={activateContent}
    />
  );
}
