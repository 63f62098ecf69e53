import { Fragment } from 'react';
import type { ApiRootPageData } from '@sitegen/runtime/types.ts';
import { Link } from '@sitegen/runtime/Link.tsx';
import type { ApiRootView, DeclarationView, ItemLinkView } from '../api/apiView.ts';
import { DocBlock } from '../api/DocBlock.tsx';
import { Markdown } from '../api/Markdown.tsx';
import { CodeLine } from '../api/TypeCode.tsx';

/** The API reference's home: every item, then the type aliases, variables and internal types. */
export function ApiRootPage({ page }: { page: ApiRootPageData }) {
  const root = page.root as ApiRootView;
  const { ids } = root;
  return (
    <article className="sg-api sg-api-root">
      <h1>API Reference</h1>
      <p>
        Every public class, enum, function, interface, type alias and constant of <code>{root.packageName}</code>{' '}
        {root.version}.
      </p>
      {root.changes && (
        <p>
          <Link href={root.changes.href}>{root.changes.label}</Link>: every item added, removed, changed or deprecated.
        </p>
      )}
      <p className="sg-api-coverage-line">{root.coverage}</p>

      <h2 id={ids.byKind}>Items by kind</h2>
      {root.byKind.map((group) => (
        <section key={group.id}>
          <h3 id={group.id}>
            {group.title} ({group.items.length})
          </h3>
          <p className="sg-api-index">
            {group.items.map((item, i) => (
              <Fragment key={item.href}>
                {i > 0 && ' · '}
                <Link href={item.href} className={item.deprecated ? 'sg-api-index__deprecated' : undefined}>
                  {item.name}
                </Link>
              </Fragment>
            ))}
          </p>
        </section>
      ))}

      <h2 id={ids.byModule}>Items by module</h2>
      {root.byModule.map((module) => (
        <section key={module.id}>
          <h3 id={module.id}>
            <code>{module.title}</code>
          </h3>
          {module.overview && <Markdown tree={module.overview} />}
          {module.categories.map((category) => (
            <Fragment key={category.title}>
              <h4>{category.title}</h4>
              {category.overview && <Markdown tree={category.overview} />}
              <ul className="sg-api-summaries">
                {category.items.map((item) => (
                  <ItemSummary key={item.href} item={item} />
                ))}
              </ul>
            </Fragment>
          ))}
          {module.declarations && (
            <>
              <h4>Type aliases and variables</h4>
              <p className="sg-api-index">
                {module.declarations.map((d, i) => (
                  <Fragment key={d.href}>
                    {i > 0 && ' · '}
                    <a href={d.href}>{d.name}</a>
                  </Fragment>
                ))}
              </p>
            </>
          )}
        </section>
      ))}

      <h2 id={ids.typeAliases}>Type aliases</h2>
      {root.typeAliases.map((d) => (
        <Declaration key={d.id} decl={d} />
      ))}
      <h2 id={ids.variables}>Variables</h2>
      {root.variables.map((d) => (
        <Declaration key={d.id} decl={d} />
      ))}
      <h2 id={ids.internalTypes}>Internal types</h2>
      <p>
        Types that the signatures above use but the package does not export. You meet them as parameter and return types;
        they cannot be imported.
      </p>
      {root.internalTypes.map((d) => (
        <Declaration key={d.id} decl={d} />
      ))}
      <h2 id={ids.coverage}>Documentation coverage</h2>
      <p>{root.coverage}</p>
    </article>
  );
}

function ItemSummary({ item }: { item: ItemLinkView }) {
  return (
    <li>
      <Link href={item.href} className={item.deprecated ? 'sg-api-index__deprecated' : undefined}>
        {item.name}
      </Link>{' '}
      <span className={`sg-api-badge sg-api-badge--${item.kind}`}>{item.kind}</span>
      {item.summary && <span className="sg-api-summaries__text"> {item.summary}</span>}
    </li>
  );
}

function Declaration({ decl }: { decl: DeclarationView }) {
  return (
    <section className="sg-api-member sg-api-decl">
      <h3 id={decl.id} className="sg-api-member__title">
        <code>{decl.name}</code>
        <a className="sg-api-anchor" href={`#${decl.id}`} aria-label={`Direct link to ${decl.name}`}>
          #
        </a>
      </h3>
      <CodeLine tokens={decl.code} label={`Declaration of ${decl.name}`} />
      <DocBlock doc={decl.doc} withExamples subject={decl.name} />
      <p className="sg-api-decl__source">
        {decl.note && <>{decl.note} </>}
        <a href={decl.source.url} target="_blank" rel="noopener noreferrer">
          Source
        </a>
      </p>
    </section>
  );
}
