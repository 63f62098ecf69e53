import type { DocPageData } from '@sitegen/runtime/types.ts';
import { Link } from '@sitegen/runtime/Link.tsx';
import { renderTree } from '../content/renderTree.tsx';
import { contentComponents } from '../content/contentComponents.ts';

/** A doc page from its data: DocPage renders it on a navigation (a first load keeps its HTML). */
export function DocContent({ page }: { page: DocPageData }) {
  return (
    <>
      {page.breadcrumbs.length > 0 && (
        <nav className="sg-breadcrumbs" aria-label="Breadcrumbs">
          <ol>
            {page.breadcrumbs.map((crumb, i) => (
              <li key={i}>
                {i === page.breadcrumbs.length - 1 ? (
                  <span aria-current="page">{crumb.label}</span>
                ) : crumb.href ? (
                  <Link href={crumb.href}>{crumb.label}</Link>
                ) : (
                  <span>{crumb.label}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
      )}
      {page.unlisted && (
        <div className="sg-admonition sg-admonition--caution sg-doc__unlisted" role="note">
          <p>
            <strong>Unlisted page.</strong> It is not in the sidebar, the search or the sitemap, and search engines are
            asked not to index it: only people with the link find it.
          </p>
        </div>
      )}
      {!page.hideTitle && <h1>{page.title}</h1>}
      <div className="sg-markdown">{renderTree(page.tree, contentComponents)}</div>
      {(page.editUrl || page.lastUpdate) && (
        <div className="sg-doc__footer">
          {page.editUrl && (
            <p className="sg-doc__edit">
              <a href={page.editUrl} target="_blank" rel="noopener noreferrer">
                Edit this page
              </a>
            </p>
          )}
          {page.lastUpdate && <LastUpdated {...page.lastUpdate} />}
        </div>
      )}
      {(page.prev || page.next) && (
        <nav className="sg-pagination" aria-label="Docs pages">
          {page.prev ? (
            <Link className="sg-pagination__link sg-pagination__link--prev" href={page.prev.href}>
              <span className="sg-pagination__sub">Previous</span>
              <span className="sg-pagination__label">{page.prev.label}</span>
            </Link>
          ) : (
            <span />
          )}
          {page.next && (
            <Link className="sg-pagination__link sg-pagination__link--next" href={page.next.href}>
              <span className="sg-pagination__sub">Next</span>
              <span className="sg-pagination__label">{page.next.label}</span>
            </Link>
          )}
        </nav>
      )}
    </>
  );
}

/** "Last updated on Mar 1, 2024 by Ada", from `last_update` front matter. */
function LastUpdated({ date, author }: { date?: string; author?: string }) {
  // UTC, so that the server and every reader's browser print the same day.
  const day =
    date &&
    new Date(date).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
  return (
    <p className="sg-doc__last-update">
      Last updated
      {day && (
        <>
          {' '}
          on <time dateTime={date}>{day}</time>
        </>
      )}
      {author && <> by {author}</>}
    </p>
  );
}
