import type { HomePageData, SiteData } from '@sitegen/runtime/types.ts';
import { Link } from '@sitegen/runtime/Link.tsx';
import { renderTree } from '../content/renderTree.tsx';
import { contentComponents } from '../content/contentComponents.ts';

interface Area {
  title: string;
  summary: string;
  href: string;
  /** The most used items of the area. */
  items: { name: string; href: string }[];
}

const api = '/api/graphql-js';

/** Ways into the reference, one per part of the library. */
const areas: Area[] = [
  {
    title: 'Schema',
    summary: 'Describe your types in code or in SDL, and check that they form a valid schema.',
    href: `${api}/class/GraphQLSchema`,
    items: [
      { name: 'GraphQLSchema', href: `${api}/class/GraphQLSchema` },
      { name: 'GraphQLObjectType', href: `${api}/class/GraphQLObjectType` },
      { name: 'buildSchema', href: `${api}/function/buildSchema` },
    ],
  },
  {
    title: 'Execution',
    summary: 'Run a query against a schema and get a result, or a stream of results with @defer.',
    href: `${api}/function/execute`,
    items: [
      { name: 'graphql', href: `${api}/function/graphql` },
      { name: 'execute', href: `${api}/function/execute` },
      { name: 'ExecutionResult', href: `${api}/interface/ExecutionResult` },
    ],
  },
  {
    title: 'Language',
    summary: 'Parse GraphQL text into an AST, walk and change it, and print it back.',
    href: `${api}/function/parse`,
    items: [
      { name: 'parse', href: `${api}/function/parse` },
      { name: 'print', href: `${api}/function/print` },
      { name: 'Kind', href: `${api}/enum/Kind` },
    ],
  },
  {
    title: 'Validation',
    summary: 'Check a document against a schema with the rules of the specification, or your own.',
    href: `${api}/function/validate`,
    items: [
      { name: 'validate', href: `${api}/function/validate` },
      { name: 'NoUnusedFragmentsRule', href: `${api}/function/NoUnusedFragmentsRule` },
    ],
  },
  {
    title: 'Utilities',
    summary: 'Print a schema as SDL, introspect a server, and compare two schemas.',
    href: `${api}/function/printSchema`,
    items: [
      { name: 'printSchema', href: `${api}/function/printSchema` },
      { name: 'getIntrospectionQuery', href: `${api}/function/getIntrospectionQuery` },
    ],
  },
];

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
          <Link className="sg-button sg-button--primary sg-button--large" href="/docs/tutorials/">
            Get Started
          </Link>
          <Link className="sg-button sg-button--large" href={api}>
            API Reference
          </Link>
        </div>
      </header>
      <section className="sg-home__section sg-home__example sg-markdown">
        {renderTree(page.tree, contentComponents)}
      </section>
      <section className="sg-home__section" aria-labelledby="sg-home-explore">
        <h2 id="sg-home-explore" className="sg-home__heading">
          Explore the library
        </h2>
        <div className="sg-cards">
          <article className="sg-card sg-card--tutorials">
            <h3 className="sg-card__title">
              <Link href="/docs/tutorials/">Tutorials</Link>
            </h3>
            <p>From a first query to an Express server with authentication, one step at a time.</p>
            <ul className="sg-card__items">
              <li>
                <Link href="/docs/tutorials/basic-types">Basic Types</Link>
              </li>
              <li>
                <Link href="/docs/tutorials/passing-arguments">Passing Arguments</Link>
              </li>
              <li>
                <Link href="/docs/tutorials/mutations-and-input-types">Mutations</Link>
              </li>
            </ul>
          </article>
          {areas.map((area) => (
            <article key={area.title} className="sg-card">
              <h3 className="sg-card__title">
                <Link href={area.href}>{area.title}</Link>
              </h3>
              <p>{area.summary}</p>
              <ul className="sg-card__items">
                {area.items.map((item) => (
                  <li key={item.href}>
                    <Link href={item.href}>
                      <code>{item.name}</code>
                    </Link>
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </section>
    </>
  );
}
