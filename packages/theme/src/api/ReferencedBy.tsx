import { Fragment } from 'react';
import { Link } from '@sitegen/runtime/Link.tsx';
import type { RefGroupView } from './apiView.ts';

/** The items using this one, one compact line per kind. */
export function ReferencedBy({ groups }: { groups: RefGroupView[] }) {
  return (
    <dl className="sg-api-refs">
      {groups.map((group) => (
        <div key={group.title} className="sg-api-refs__group">
          <dt>
            {group.title} ({group.links.length})
          </dt>
          <dd>
            {group.links.map((ref, i) => (
              <Fragment key={i}>
                {i > 0 && ', '}
                <Link href={ref.href}>{ref.name}</Link>
                {ref.via && <span className="sg-api-refs__via"> (via {ref.via})</span>}
              </Fragment>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
