import type { AnchorHTMLAttributes } from 'react';
import { Link } from '@sitegen/runtime/Link.tsx';

/**
 * A link written in markdown. A link to a page of the site is the runtime's Link: it takes
 * its route's form (trailingSlash), navigates client-side and is prefetched, as links of the
 * theme are. Anchors on the page, external and relative links stay plain anchors.
 */
export function ContentLink(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { href, target, download } = props;
  const toPage = typeof href === 'string' && href.startsWith('/') && !href.startsWith('//') && !target && !download;
  return toPage ? <Link {...props} href={href} /> : <a {...props} />;
}
