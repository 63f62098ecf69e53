import { Fragment } from 'react';
import { Link } from '@sitegen/runtime/Link.tsx';
import type { ApiIndexView, ApiRootView, ApiTypesView, DeclarationView, ItemLinkView } from './apiView.ts';
import { ChangeNote } from './ChangeNote.tsx';
import { DocBlock } from './DocBlock.tsx';
import { ParamList } from './SignatureBlock.tsx';
import { Markdown } from './Markdown.tsx';
import { TypeCode } from './TypeCode.tsx';

/** The API root's or the types page's heading part, from its data (ApiRootPage renders it on a navigation). */
export function ApiRootIntro({ root }: { root: ApiRootView }) {
  return root.part === 'types' ? <TypesIntro root={root} /> : <Intro root={root} />;
}

/** The API root's listing or the types page's declarations, from its data. */
export function ApiRootListing({ root }: { root: ApiRootView }) {
  return root.part === 'types' ? <TypesListing root={root} /> : <Listing root={root} />;
}

/** The title, what the reference covers, where the types are, and the listing's heading. */
function Intro({ root }: { root: ApiIndexView }) {
  const { ids } = root;
  return (
    <>
      <h1>API Reference</h1>
      <p>
        Every public class, enum, function, interface, type alias and constant of <code>{root.packageName}</code>{' '}
        {root.version}.
      </p>
      <p>
        Type aliases, constants and the internal types the signatures use are on{' '}
        <Link href={root.typesPath}>Types and constants</Link>.
      </p>
      {root.changes && (
        <p>
          <Link href={root.changes.href}>{root.changes.label}</Link>: every item added, removed, changed or deprecated.
        </p>
      )}
      <p className="sg-api-coverage-line">{root.coverage}</p>

      <h2 id={ids.byModule}>Items by module</h2>
    </>
  );
}

/** Every item by module, each module's type aliases and variables linked, then the coverage. */
function Listing({ root }: { root: ApiIndexView }) {
  const { ids } = root;
  return (
    <>
      {root.byModule.map((module) => (
        <section key={module.id} className="sg-api-module">
          <h3 id={module.id}>
            <code>{module.title}</code>
          </h3>
          {module.overview && <Markdown tree={module.overview} />}
          {module.categories.map((category) => (
            <section key={category.title ?? ''} className="sg-api-category">
              {category.title && <h4>{category.title}</h4>}
              {category.overview && <Markdown tree={category.overview} />}
              <ul className="sg-api-summaries">
                {category.items.map((item) => (
                  <ItemSummary key={item.href} item={item} />
                ))}
              </ul>
            </section>
          ))}
          {module.declarations && (
            <div className="sg-api-module__declarations">
              <h4>Type aliases and variables</h4>
              <p className="sg-api-index">
                {module.declarations.map((d, i) => (
                  <Fragment key={d.href}>
                    {i > 0 && ' · '}
                    <Link href={d.href}>{d.name}</Link>
                  </Fragment>
                ))}
              </p>
            </div>
          )}
        </section>
      ))}

      <h2 id={ids.coverage}>Documentation coverage</h2>
      <p>{root.coverage}</p>
    </>
  );
}

/** The types page's title and what it holds. */
function TypesIntro({ root }: { root: ApiTypesView }) {
  return (
    <>
      <h1>Types and constants</h1>
      <p>
        The type aliases and constants of <code>{root.packageName}</code> {root.version}, then the internal types its
        signatures use. Its classes, enums, functions and interfaces are listed on the{' '}
        <Link href={root.rootPath}>API Reference</Link>.
      </p>
    </>
  );
}

/** The type aliases, variables and internal types, each a section with its name as anchor id. */
function TypesListing({ root }: { root: ApiTypesView }) {
  const { ids } = root;
  return (
    <>
      <h2 id={ids.typeAliases}>Type aliases</h2>
      <Declarations list={root.typeAliases} here={root.path} />
      <h2 id={ids.variables}>Variables</h2>
      <Declarations list={root.variables} here={root.path} />
      <h2 id={ids.internalTypes}>Internal types</h2>
      <p>{root.internalTypesIntro}</p>
      <Declarations list={root.internalTypes} here={root.path} />
    </>
  );
}

// The listing and the declarations are most of their pages' HTML (363 items, 159 sections): their
// markup stays lean, and the styles find their parts by position (api.css) rather than by a class
// on each. An item's kind is in its href (`{root}/{kind}/{Name}`), which the filter reads too.
function Declarations({ list, here }: { list: DeclarationView[]; here: string }) {
  return (
    <div className="sg-api-decls">
      {list.map((d) => (
        <Declaration key={d.id} decl={d} here={here} />
      ))}
    </div>
  );
}

function ItemSummary({ item }: { item: ItemLinkView }) {
  return (
    <li>
      <Link href={item.href} className={item.deprecated ? 'sg-api-index__deprecated' : undefined}>
        {item.name}
      </Link>{' '}
      <small>{item.kind}</small>
      {item.summary && ` ${item.summary}`}
    </li>
  );
}

/** One declaration: its name (a link to itself), its code, its doc and where it is declared. */
function Declaration({ decl, here }: { decl: DeclarationView; here: string }) {
  return (
    <section>
      <h3 id={decl.id}>
        <a href={`#${decl.id}`}>
          <code>{decl.name}</code>
        </a>
      </h3>
      {/* Wrapped rather than scrolled: it needs no tab stop, and a long union reads without scrolling. */}
      {decl.change && <ChangeNote name={decl.name} change={decl.change} />}
      <pre>
        <code>
          <TypeCode tokens={decl.code} here={here} />
        </code>
      </pre>
      <DocBlock doc={decl.doc} withExamples subject={decl.name} />
      {decl.typeParameters && <ParamList title="Type parameters" params={decl.typeParameters} />}
      {(decl.note || decl.source) && (
        <p>
          {decl.note && <>{decl.note} </>}
          {decl.source && (
            <a href={decl.source.url} target="_blank" rel="noopener noreferrer">
              Source
            </a>
          )}
        </p>
      )}
    </section>
  );
}
