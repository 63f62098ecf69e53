import type { HomePageData, SiteData } from '@sitegen/runtime/types.ts';
import { Link } from '@sitegen/runtime/Link.tsx';
import { renderTree } from '../content/renderTree.tsx';
import { contentComponents } from '../content/contentComponents.ts';

/** The home page from its data: HomePage renders it on a navigation (a first load keeps its HTML). */
export function HomeContent({ page, site }: { page: HomePageData; site: SiteData }) {
  return (
    <>
      <header className="sg-hero">
        {page.logoSvg ? (
          // Inline: it paints with the first frame instead of becoming the largest paint, late.
          <span className="sg-hero__logo" aria-hidden="true" dangerouslySetInnerHTML={{ __html: page.logoSvg }} />
        ) : (
          site.navbar.logo && <img className="sg-hero__logo" src={site.navbar.logo.src} alt="" width={96} height={96} />
        )}
        <h1 className="sg-hero__title">{site.title}</h1>
        <p className="sg-hero__tagline">{site.tagline}</p>
        <div className="sg-hero__actions">
          {site.entryLinks.map((action, i) => (
            <Link
              key={action.href}
              className={`sg-button sg-button--large${i === 0 ? ' sg-button--primary' : ''}`}
              href={action.href}
            >
              {action.label}
            </Link>
          ))}
        </div>
      </header>
      <section className="sg-home__section sg-home__example sg-markdown">
        {renderTree(page.tree, contentComponents)}
      </section>
      {page.explore && (
        <section className="sg-home__section" aria-labelledby="sg-home-explore">
          <h2 id="sg-home-explore" className="sg-home__heading">
            {page.explore.title}
          </h2>
          <div className="sg-cards">
            {page.explore.cards.map((card) => (
              <article key={card.title} className="sg-card">
                <h3 className="sg-card__title">
                  <Link href={card.href}>{card.title}</Link>
                </h3>
                <p>{card.summary}</p>
                <ul className="sg-card__items">
                  {card.items.map((item) => (
                    <li key={item.href}>
                      <Link href={item.href}>{item.code ? <code>{item.label}</code> : item.label}</Link>
                    </li>
                  ))}
                </ul>
              </article>
            ))}
          </div>
        </section>
      )}
    </>
  );
}
