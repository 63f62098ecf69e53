import type { DocView, ParamView, SignatureView } from './apiView.ts';
import { DocBlock } from './DocBlock.tsx';
import { Markdown } from './Markdown.tsx';
import { CodeLine, TypeCode } from './TypeCode.tsx';

interface Props {
  signature: SignatureView;
  /** The member's own doc, shown under the code (a method with one signature). */
  lead?: DocView;
}

/** One overload: its code, its doc, type parameters and parameters, what it returns. */
export function SignatureBlock({ signature, lead }: Props) {
  const own = signature.doc;
  const doc = lead ? { ...own, ...lead, returns: lead.returns ?? own?.returns } : own;
  return (
    <div className="sg-api-signature">
      <CodeLine tokens={signature.code} label="Signature" />
      {lead && <DocBlock doc={{ ...lead, returns: undefined, examples: undefined }} subject="This method" />}
      {own && <DocBlock doc={{ ...own, returns: undefined, examples: undefined }} subject="This signature" />}
      {signature.typeParameters && <ParamList title="Type parameters" params={signature.typeParameters} />}
      {signature.parameters && <ParamList title="Parameters" params={signature.parameters} />}
      {doc?.returns && (
        <div className="sg-api-returns">
          <span className="sg-api-doc-part__label">Returns</span>
          <Markdown tree={doc.returns} />
        </div>
      )}
      {[...(lead?.examples ?? []), ...(own?.examples ?? [])].length > 0 && (
        <DocBlock doc={{ examples: [...(lead?.examples ?? []), ...(own?.examples ?? [])] }} withExamples />
      )}
    </div>
  );
}

/** Parameters or type parameters: name, type, optional, default, description. */
export function ParamList({ title, params }: { title?: string; params: ParamView[] }) {
  return (
    <div className="sg-api-params">
      {title && <span className="sg-api-doc-part__label">{title}</span>}
      <ul className="sg-api-params__list">
        {params.map((p) => (
          <li key={p.name} className="sg-api-param">
            <code className="sg-api-inline-type">
              <span className="sg-api-param__name">
                {p.rest ? '...' : ''}
                {p.name}
              </span>
              {p.type && (
                <>
                  {p.optional ? '?: ' : ': '}
                  <TypeCode tokens={p.type} />
                </>
              )}
              {p.constraint && (
                <>
                  {' extends '}
                  <TypeCode tokens={p.constraint} />
                </>
              )}
              {p.defaultValue && (
                <>
                  {' = '}
                  <TypeCode tokens={p.defaultValue} />
                </>
              )}
            </code>
            {p.optional && <span className="sg-api-badge sg-api-badge--flag">optional</span>}
            {p.doc && <Markdown tree={p.doc} className="sg-api-param__doc" />}
            {p.properties && (
              <ul className="sg-api-params__list">
                {p.properties.map((prop) => (
                  <li key={prop.name} className="sg-api-param">
                    <code className="sg-api-inline-type">
                      <span className="sg-api-param__name">
                        {p.name}.{prop.name}
                      </span>
                    </code>
                    {prop.optional && <span className="sg-api-badge sg-api-badge--flag">optional</span>}
                    <Markdown tree={prop.doc} className="sg-api-param__doc" />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
