import type { ReactNode } from 'react';

export interface ScrollablePreProps {
  /** What the block holds, said by a screen reader when the block takes focus. */
  label: string;
  className: string;
  children: ReactNode;
}

/**
 * A `<pre>` whose long lines scroll sideways. It takes keyboard focus, so that the arrow keys
 * can scroll it (WCAG 2.1.1), and so it gets a role and a name as well: a focused element is
 * announced by them. A group rather than a region: a page with twenty code blocks should not
 * list twenty landmarks.
 */
export function ScrollablePre({ label, className, children }: ScrollablePreProps) {
  return (
    <pre className={className} tabIndex={0} role="group" aria-label={label}>
      {children}
    </pre>
  );
}
