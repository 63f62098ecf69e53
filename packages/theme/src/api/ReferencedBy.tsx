import { Fragment } from 'react';
import { Link } from '@sitegen/runtime/Link.tsx';
import type { RefGroupView, ReferencedByView } from './apiView.ts';

/** The items naming this one, then those using it through another type; one compact line per kind. */
export function ReferencedBy({ refs }: { refs: ReferencedByView }) {
  return (
    <>
      {refs.direct.length > 0 && <RefGroups groups={refs.direct} />}
      {refs.indirect.length > 0 && (
        <>
          <p className="sg-api-refs__lead">
            Through another type: functions that take a parameter of a type that uses it.
          </p>
          <RefGroups groups={refs.indirect} through />
        </>
      )}
    </>
  );
}

function RefGroups({ groups, through }: { groups: RefGroupView[]; through?: boolean }) {
  return (
    <dl className="sg-api-refs">
      {groups.map((group) => (
        <div key={group.title} className="sg-api-refs__group">
          <dt>
            {through ? (
              <>
                Through <code>{group.title}</code>
              </>
            ) : (
              group.title
            )}{' '}
            ({group.links.length})
          </dt>
          <dd>
            {group.links.map((ref, i) => (
              <Fragment key={i}>
                {i > 0 && ', '}
                <Link href={ref.href}>{ref.name}</Link>
              </Fragment>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
