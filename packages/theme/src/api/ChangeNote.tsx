import { Link } from '@sitegen/runtime/Link.tsx';
import { ScrollArea } from '../scrollArea/ScrollArea.tsx';
import type { ItemChangeView } from './apiView.ts';

/** How an item differs between the two versions: new, removed (and what replaces it), or changed, compactly. */
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
        {change.other && (
          <>
            See <Link href={change.other.href}>{`${name} in ${change.other.label}`}</Link>.{' '}
          </>
        )}
        {all}
      </p>
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
      {change.signatures && (
        <SideBySide
          title="Signature"
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

function MemberList({ label, names }: { label: string; names: string[] }) {
  return (
    <p className="sg-api-change__members">
      <span className="sg-api-doc-part__label">{label}</span>{' '}
      {names.map((n, i) => (
        <span key={n}>
          {i > 0 && ', '}
          <code>{n}</code>
        </span>
      ))}
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
  before: string[];
  after: string[];
}) {
  return (
    <div className="sg-api-change__pair">
      <p className="sg-api-doc-part__label">{title}</p>
      {[before, after].map((lines, i) => (
        <figure key={versions[i]} className="sg-api-change__side">
          <figcaption>{versions[i]}</figcaption>
          <ScrollArea as="pre" label={`${title}, ${versions[i]}`}>
            <code>{lines.join('\n') || '(none)'}</code>
          </ScrollArea>
        </figure>
      ))}
    </div>
  );
}
