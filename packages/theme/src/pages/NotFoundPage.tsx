import type { SiteData } from '@sitegen/runtime/types.ts';
import { Link } from '@sitegen/runtime/Link.tsx';

/**
 * One prerendered page (404.html) stands for every unknown path, so it must not show the
 * path: the hydrating browser would render different text from the server's.
 */
export function NotFoundPage({ site }: { path: string; site: SiteData }) {
  return (
    <article className="sg-not-found">
      <p className="sg-not-found__code" aria-hidden="true">
        404
      </p>
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for. The page may have moved, or the address may be mistyped.</p>
      <div className="sg-not-found__actions">
        <Link className="sg-button sg-button--primary" href="/">
          Back to the home page
        </Link>
        {site.entryLinks.map((action) => (
          <Link key={action.href} className="sg-button" href={action.href}>
            {action.label}
          </Link>
        ))}
      </div>
    </article>
  );
}
