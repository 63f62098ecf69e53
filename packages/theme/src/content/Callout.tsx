import type { ReactNode } from 'react';

export type CalloutType = 'default' | 'info' | 'warning' | 'error';

export interface CalloutProps {
  type: CalloutType;
  /** Shown before the text instead of the type's own sign. */
  emoji?: string;
  children?: ReactNode;
}

/** The sign each type shows when no emoji is given (Nextra's choice of sign for each). */
const signs: Record<CalloutType, string> = { default: '💡', info: 'ℹ️', warning: '⚠️', error: '🚫' };

/** Nextra's callout: a box with a sign and no title. It does nothing in the browser. */
export function Callout({ type, emoji, children }: CalloutProps) {
  const kind = type in signs ? type : 'default';
  return (
    <div className={`sg-callout sg-callout--${kind}`} role="note">
      <span className="sg-callout__sign" aria-hidden="true">
        {emoji ?? signs[kind]}
      </span>
      <div className="sg-callout__content">{children}</div>
    </div>
  );
}
