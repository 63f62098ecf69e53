import type { HomePageData, SiteData } from '@sitegen/runtime/types.ts';
import { Link } from '@sitegen/runtime/Link.tsx';
import { renderTree } from '../content/renderTree.tsx';
import { contentComponents } from '../content/contentComponents.ts';

export function HomePage({ page, site }: { page: HomePageData; site: SiteData }) {
  return (
    <div className="sg-home">
      <header className="sg-hero">
        <h1 className="sg-hero__title">{site.title}</h1>
        <p className="sg-hero__tagline">{site.tagline}</p>
        <Link className="sg-button sg-button--primary" href="/docs/tutorials/">
          Get Started
        </Link>
      </header>
      <div className="sg-markdown sg-home__body">{renderTree(page.tree, contentComponents)}</div>
    </div>
  );
}
