import type { DocView } from './apiView.ts';
import { Markdown } from './Markdown.tsx';

/** A deprecation notice, with its reason when there is one. */
export function DeprecatedBanner({ reason, subject }: { reason: DocView['deprecated']; subject: string }) {
  if (!reason) return null;
  return (
    <div className="sg-api-deprecated" role="note">
      <strong>Deprecated.</strong>{' '}
      {reason.length ? (
        <Markdown tree={reason} className="sg-api-deprecated__reason" />
      ) : (
        <span>{subject} should no longer be used.</span>
      )}
    </div>
  );
}

interface Props {
  doc: DocView;
  /** Show the examples here (members, overloads); item pages give them a section. */
  withExamples?: boolean;
  /** Name used in the deprecation notice; no notice when undefined. */
  subject?: string;
}

/** A rendered doc comment: summary, remarks, returns, throws, see also, other tags. */
export function DocBlock({ doc, withExamples, subject }: Props) {
  return (
    <>
      {subject !== undefined && <DeprecatedBanner reason={doc.deprecated} subject={subject} />}
      {doc.modifiers && (
        <p className="sg-api-modifiers">
          {doc.modifiers.map((m) => (
            <span key={m} className="sg-api-badge sg-api-badge--modifier">
              {m}
            </span>
          ))}
        </p>
      )}
      {doc.summary && <Markdown tree={doc.summary} />}
      {doc.remarks && <Markdown tree={doc.remarks} />}
      {doc.returns && (
        <div className="sg-api-doc-part">
          <span className="sg-api-doc-part__label">Returns</span>
          <Markdown tree={doc.returns} />
        </div>
      )}
      {doc.throws && <DocList label="Throws" entries={doc.throws} />}
      {doc.see && <DocList label="See also" entries={doc.see} />}
      {doc.tags?.map((t, i) => (
        <div key={i} className="sg-api-doc-part">
          <span className="sg-api-doc-part__label">{t.tag}</span>
          <Markdown tree={t.content} />
        </div>
      ))}
      {withExamples && doc.examples && (
        <div className="sg-api-doc-part sg-api-examples">
          <span className="sg-api-doc-part__label">{doc.examples.length > 1 ? 'Examples' : 'Example'}</span>
          {doc.examples.map((tree, i) => (
            <Markdown key={i} tree={tree} />
          ))}
        </div>
      )}
    </>
  );
}

function DocList({ label, entries }: { label: string; entries: NonNullable<DocView['throws']> }) {
  return (
    <div className="sg-api-doc-part">
      <span className="sg-api-doc-part__label">{label}</span>
      <ul className="sg-api-doc-list">
        {entries.map((tree, i) => (
          <li key={i}>
            <Markdown tree={tree} />
          </li>
        ))}
      </ul>
    </div>
  );
}
