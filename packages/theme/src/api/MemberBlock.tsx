import type { MemberView } from './apiView.ts';
import { DocBlock } from './DocBlock.tsx';
import { SignatureBlock } from './SignatureBlock.tsx';
import { CodeLine, TypeCode } from './TypeCode.tsx';

/** A property, accessor or method, under an h3 whose id is the member's name. */
export function MemberBlock({ member }: { member: MemberView }) {
  return (
    <section className="sg-api-member">
      <h3 id={member.id} className="sg-api-member__title">
        <code>{member.name}</code>
        {member.flags?.map((f) => (
          <span key={f} className="sg-api-badge sg-api-badge--flag">
            {f}
          </span>
        ))}
        <a className="sg-api-anchor" href={`#${member.id}`} aria-label={`Direct link to ${member.name}`}>
          #
        </a>
      </h3>
      {member.code && <CodeLine tokens={member.code} label={`Declaration of ${member.name}`} />}
      {/* One signature: the member's doc goes under its code; overloads share it above. */}
      {member.doc && member.signatures?.length !== 1 && (
        <DocBlock doc={member.doc} withExamples subject={member.name} />
      )}
      {member.signatures?.map((s, i) => (
        <SignatureBlock key={i} signature={s} lead={member.signatures!.length === 1 ? member.doc : undefined} />
      ))}
      {member.inheritedFrom && (
        <p className="sg-api-inherited">
          Inherited from{' '}
          <code>
            <TypeCode tokens={[member.inheritedFrom]} />
          </code>
          .
        </p>
      )}
    </section>
  );
}
