import type { ReactNode } from 'react';

export interface ScrollAreaProps {
  /** What the area holds (a table's caption or headers, a code block's title or language), announced when it takes focus. */
  label: string;
  /** The element it is: a `div` around a table, or the `pre` of a code block. */
  as?: 'div' | 'pre';
  className?: string;
  children?: ReactNode;
}

/**
 * The one container for content that may be wider than its column (tables, code, signatures,
 * program output): it scrolls sideways, and while it does, it takes keyboard focus so that the
 * arrow keys can scroll it (WCAG 2.1.1; axe's scrollable-region-focusable). A focused element is
 * announced by its role and name: a group rather than a region, since a page with twenty code
 * blocks should not list twenty landmarks. It is focusable in the prerendered HTML (a reader
 * without JavaScript can still scroll it); in the browser, watchScrollAreas keeps the tab stop
 * only on the areas that overflow.
 */
export function ScrollArea({ label, as: Tag = 'div', className, children }: ScrollAreaProps) {
  return (
    <Tag className={className ? `sg-scroll ${className}` : 'sg-scroll'} tabIndex={0} role="group" aria-label={label}>
      {children}
    </Tag>
  );
}
