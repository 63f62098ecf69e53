import { Link } from '@sitegen/runtime/Link.tsx';
import type { ApiChangesView } from './apiView.ts';

/** The changes page's content from its data (ApiChangesPage renders it on a navigation). */
export function ApiChanges({ changes }: { changes: ApiChangesView }) {
  return (
    <>
      <h1>
        Changes from {changes.from} to {changes.to}
      </h1>
      <p>
        Generated from the two versions' declarations. The API of each:{' '}
        {changes.roots.map((r, i) => (
          <span key={r.href}>
            {i > 0 && ', '}
            <Link href={r.href}>{r.label}</Link>
          </span>
        ))}
        .
        {changes.guide && (
          <>
            {' '}
            <Link href={changes.guide.href}>{changes.guide.label}</Link>.
          </>
        )}
      </p>
      <p>{changes.counts}</p>
      {changes.sections.map((section) => (
        <section key={section.id} className="sg-api__section">
          <h2 id={section.id}>{section.title}</h2>
          <p>{section.intro}</p>
          {section.byKind.length > 0 && (
            <p className="sg-api-changes__counts">
              By kind: {section.byKind.map((k) => `${k.label} ${k.count}`).join(' · ')}
            </p>
          )}
          {section.modules.map((module) => (
            <section key={module.id}>
              <h3 id={module.id}>{module.group ? module.title : <code>{module.title}</code>}</h3>
              {module.intro && <p>{module.intro}</p>}
              <ul className="sg-api-changes__list">
                {module.entries.map((entry) => (
                  <li key={entry.name}>
                    <code>{entry.name}</code> <span className="sg-api-changes__kind">{entry.kindLabel}</span>
                    {entry.fromHref && (
                      <>
                        {' '}
                        <Link href={entry.fromHref} aria-label={`${entry.name} in ${changes.from}`}>
                          {changes.from}
                        </Link>
                      </>
                    )}
                    {entry.toHref && (
                      <>
                        {' '}
                        <Link href={entry.toHref} aria-label={`${entry.name} in ${changes.to}`}>
                          {changes.to}
                        </Link>
                      </>
                    )}
                    {entry.detail && <span className="sg-api-changes__detail"> — {entry.detail}</span>}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </section>
      ))}
    </>
  );
}
