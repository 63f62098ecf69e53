import { Link } from '@sitegen/runtime/Link.tsx';
import { ScrollArea } from '../scrollArea/ScrollArea.tsx';
import type { ItemChangeView, TypeTokens } from './apiView.ts';
import { TypeCode } from './TypeCode.tsx';

/** How an export differs between the two versions: new, removed (and what replaces it), or changed, compactly. */
export function ChangeNote({ name, change }: { name: string; change: ItemChangeView }) {
  const [older, newer] = change.versions;
  const all = (
    <Link href={change.changesHref} className="sg-api-change__all">
      All changes from {older} to {newer}
    </Link>
  );
  return (
    <div className={`sg-api-change sg-api-change--${change.status}`} role="note" aria-label={change.label}>
      <p>
        <strong>{change.label}.</strong>{' '}
        {change.status === 'new' && (
          <>
            <code>{name}</code> is not in {older}.{' '}
          </>
        )}
        {change.status === 'removed' && (
          <>
            {newer} no longer exports <code>{name}</code>.{' '}
            {change.replacement && (
              <>
                Use{' '}
                <code>
                  <Link href={change.replacement.href}>{change.replacement.label}</Link>
                </code>{' '}
                instead.{' '}
              </>
            )}
          </>
        )}
        {change.status === 'takesChanged' && (
          <>
            Its signature is the same in {older} and {newer}; the types it takes changed.{' '}
          </>
        )}
        {change.form && <>{`${change.form.charAt(0).toUpperCase()}${change.form.slice(1)}.`} </>}
        {change.other && (
          <>
            See <Link href={change.other.href}>{`${name} in ${change.other.label}`}</Link>.{' '}
          </>
        )}
        {all}
      </p>
      {change.summary && <p>{change.summary.join(' ')}</p>}
      {change.parameterTypes && (
        <p className="sg-api-change__members">
          <span className="sg-api-doc-part__label">Takes changed types</span>{' '}
          {change.parameterTypes.map((t, i) => (
            <span key={t.name}>
              {i > 0 && ', '}
              <code>
                <Link href={t.href}>{t.name}</Link>
              </code>
            </span>
          ))}
        </p>
      )}
      {change.addedMembers && <MemberList label={`Added in ${newer}`} names={change.addedMembers} />}
      {change.removedMembers && <MemberList label={`Removed in ${newer}`} names={change.removedMembers} />}
      {change.internalMembers && (
        <MemberList
          label={`Marked @internal in ${newer}`}
          names={change.internalMembers}
          after={`: still declared in ${newer}, but its doc comment marks it @internal; these pages leave such members out.`}
        />
      )}
      {change.signatures && (
        <SideBySide
          title={change.signatures.title}
          versions={change.versions}
          before={change.signatures.before}
          after={change.signatures.after}
        />
      )}
      {change.changedMembers?.map((m) => (
        <SideBySide key={m.name} title={m.name} versions={change.versions} before={[m.before]} after={[m.after]} />
      ))}
    </div>
  );
}

function MemberList({ label, names, after }: { label: string; names: string[]; after?: string }) {
  return (
    <p className="sg-api-change__members">
      <span className="sg-api-doc-part__label">{label}</span>{' '}
      {names.map((n, i) => (
        <span key={n}>
          {i > 0 && ', '}
          <code>{n}</code>
        </span>
      ))}
      {after}
    </p>
  );
}

function SideBySide({
  title,
  versions,
  before,
  after,
}: {
  title: string;
  versions: [string, string];
  before: TypeTokens[];
  after: TypeTokens[];
}) {
  return (
    <div className="sg-api-change__pair">
      <p className="sg-api-doc-part__label">{title}</p>
      {[before, after].map((lines, i) => {
        const tokens = lines.flatMap((line, j) => (j ? ['\n', ...line] : line));
        return (
          <figure key={versions[i]} className="sg-api-change__side">
            <figcaption>{versions[i]}</figcaption>
            <ScrollArea as="pre" label={`${title}, ${versions[i]}`}>
              <code>{tokens.length ? <TypeCode tokens={tokens} /> : '(none)'}</code>
            </ScrollArea>
          </figure>
        );
      })}
    </div>
  );
}
