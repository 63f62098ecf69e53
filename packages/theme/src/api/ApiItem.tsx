import type { ReactNode } from 'react';
import type { ApiItemView } from './apiView.ts';
import { DeprecatedBanner, DocBlock } from './DocBlock.tsx';
import { ChangeNote } from './ChangeNote.tsx';
import { Markdown } from './Markdown.tsx';
import { MemberBlock } from './MemberBlock.tsx';
import { ReferencedBy } from './ReferencedBy.tsx';
import { ParamList, SignatureBlock } from './SignatureBlock.tsx';
import { CodeLine, TypeCode } from './TypeCode.tsx';
import { Link } from '@sitegen/runtime/Link.tsx';

/** An API item's page content from its data: what its page renders on a navigation and prerenders (a first load keeps its HTML). */
export function ApiItem({ item }: { item: ApiItemView }) {
  const { ids, doc } = item;
  const examples = doc.examples && (
    <Section id={ids.examples} title={doc.examples.length > 1 ? 'Examples' : 'Example'}>
      {doc.examples.map((tree, i) => (
        <Markdown key={i} tree={tree} />
      ))}
    </Section>
  );
  // A function's examples follow its signature; any other item's come first, before its members.
  const examplesFirst = item.kind !== 'function';
  return (
    <>
      <header className="sg-api__header">
        <h1 className="sg-api__title">
          <code>{item.name}</code>
          <span className={`sg-api-badge sg-api-badge--${item.kind}`}>{item.kindLabel}</span>
          {item.typeOnly && <span className="sg-api-badge sg-api-badge--flag">type only</span>}
          {doc.deprecated && <span className="sg-api-badge sg-api-badge--deprecated">deprecated</span>}
          {item.change && <span className="sg-api-badge sg-api-badge--change">{item.change.label}</span>}
        </h1>
      </header>
      <DeprecatedBanner reason={doc.deprecated} subject={`${item.kindLabel} ${item.name}`} />
      {item.change && <ChangeNote name={item.name} change={item.change} />}
      <DocBlock doc={{ ...doc, deprecated: undefined }} />
      <CodeLine tokens={[item.imports.join('\n')]} label={`How to import ${item.name}`} className="sg-api-import" />
      {item.typeOnly && !item.valueExport && (
        <p className="sg-api-note">
          <code>{item.name}</code> is exported as a type only: import it with <code>import type</code> to annotate
          values the library gives you; it cannot be constructed or used as a value.
        </p>
      )}
      {item.valueExport && (
        <p className="sg-api-note">
          {item.valueExport.typeModules.map((m, i) => (
            <span key={m}>
              {i > 0 && ' and '}
              <code>{m}</code>
            </span>
          ))}{' '}
          export <code>{item.name}</code> as a type only. The class itself, constructor included, is exported as a value
          by <code>{item.valueExport.module}</code>.
        </p>
      )}
      {examplesFirst && examples}
      {item.signatures && (
        <Section id={ids.signatures} title={item.signaturesTitle!}>
          {item.signatures.map((s, i) => (
            <SignatureBlock key={i} signature={s} />
          ))}
        </Section>
      )}
      {item.typeParameters && (
        <Section id={ids.typeParameters} title="Type parameters">
          <ParamList params={item.typeParameters} />
        </Section>
      )}
      {(item.extends || item.implements || item.extendedBy || item.implementedBy) && (
        <Section id={ids.hierarchy} title="Hierarchy">
          {item.extends && <TypeList label="Extends" types={item.extends} />}
          {item.implements && <TypeList label="Implements" types={item.implements} />}
          {item.extendedBy && <LinkList label="Extended by" links={item.extendedBy} />}
          {item.implementedBy && <LinkList label="Implemented by" links={item.implementedBy} />}
        </Section>
      )}
      {item.indexSignatures && (
        <Section
          id={ids.indexSignatures}
          title={item.indexSignatures.length > 1 ? 'Index signatures' : 'Index signature'}
        >
          {item.indexSignatures.map((s, i) => (
            <div key={i} className="sg-api-signature">
              <CodeLine tokens={s.code} label={`Index signature of ${item.name}`} />
              {s.doc && <DocBlock doc={s.doc} withExamples />}
            </div>
          ))}
        </Section>
      )}
      {item.memberGroups?.map((group) => (
        <Section key={group.id} id={group.id} title={group.title}>
          {group.members.map((m) => (
            <MemberBlock key={m.id} member={m} />
          ))}
        </Section>
      ))}
      {item.builtinMembers && (
        <details className="sg-api-builtin">
          <summary>
            Inherited from <code>{item.builtinMembers.from}</code> ({item.builtinMembers.names.length})
          </summary>
          <p>
            {item.builtinMembers.names.map((n, i) => (
              <span key={n}>
                {i > 0 && ', '}
                <code>{n}</code>
              </span>
            ))}
          </p>
        </details>
      )}
      {item.enumMembers && (
        <Section id={ids.members} title="Members">
          {item.enumMembers.map((m) => (
            <section key={m.id} className="sg-api-member">
              <h3 id={m.id} className="sg-api-member__title">
                <code>{m.name}</code>
                <a className="sg-api-anchor" href={`#${m.id}`} aria-label={`Direct link to ${m.name}`}>
                  #
                </a>
              </h3>
              <CodeLine tokens={[`${item.name}.${m.name} = ${m.value}`]} label={`Value of ${item.name}.${m.name}`} />
              {m.doc && <Markdown tree={m.doc} />}
            </section>
          ))}
        </Section>
      )}
      {item.typeHalf && (
        <Section id={ids.type} title="Type">
          <CodeLine tokens={item.typeHalf.code} label={`Type ${item.name}`} />
          {item.typeHalf.doc && <DocBlock doc={item.typeHalf.doc} withExamples />}
          {item.typeHalf.note && <Markdown tree={item.typeHalf.note} />}
        </Section>
      )}
      {!examplesFirst && examples}
      {(item.referencedBy.direct.length > 0 || item.referencedBy.indirect.length > 0) && (
        <Section id={ids.referencedBy} title="Referenced by">
          <ReferencedBy refs={item.referencedBy} />
        </Section>
      )}
      {item.source && (
        <Section id={ids.source} title="Source">
          <p>
            <a href={item.source.url} target="_blank" rel="noopener noreferrer">
              {item.source.label}
            </a>{' '}
            on GitHub
          </p>
        </Section>
      )}
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="sg-api__section">
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function LinkList({ label, links }: { label: string; links: { name: string; href: string }[] }) {
  return (
    <p className="sg-api-hierarchy">
      <span className="sg-api-doc-part__label">{label}</span>{' '}
      {links.map((l, i) => (
        <span key={l.name}>
          {i > 0 && ', '}
          <code className="sg-api-inline-type">
            <Link href={l.href}>{l.name}</Link>
          </code>
        </span>
      ))}
    </p>
  );
}

function TypeList({ label, types }: { label: string; types: ApiItemView['extends'] & {} }) {
  return (
    <p className="sg-api-hierarchy">
      <span className="sg-api-doc-part__label">{label}</span>{' '}
      {types.map((t, i) => (
        <span key={i}>
          {i > 0 && ', '}
          <code className="sg-api-inline-type">
            <TypeCode tokens={t} />
          </code>
        </span>
      ))}
    </p>
  );
}
