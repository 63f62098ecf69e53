import type { AnchorHTMLAttributes } from 'react';
import { Link } from '@sitegen/runtime/Link.tsx';

/**
 * A link written in markdown. With an href it is the runtime's Link: an internal one takes
 * its route's form (trailingSlash), navigates client-side and is prefetched, as links of the
 * theme are; external ones stay plain anchors.
 */
export function ContentLink({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return href === undefined ? <a {...rest} /> : <Link href={href} {...rest} />;
}
