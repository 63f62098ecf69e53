import type { ReactNode } from 'react';

export type AdmonitionType = 'note' | 'tip' | 'info' | 'warning' | 'danger' | 'caution';

export interface AdmonitionProps {
  type: AdmonitionType;
  /** Custom title; defaults to the type's name. */
  title?: string;
  children?: ReactNode;
}

const defaultTitles: Record<AdmonitionType, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
};

const icons: Record<AdmonitionType, string> = {
  note: 'ℹ',
  tip: '✓',
  info: 'ℹ',
  warning: '!',
  danger: '!',
  caution: '!',
};

export function Admonition({ type, title, children }: AdmonitionProps) {
  const kind = type in defaultTitles ? type : 'note';
  return (
    <div className={`sg-admonition sg-admonition--${kind}`} role="note">
      <p className="sg-admonition__title">
        <span className="sg-admonition__icon" aria-hidden="true">
          {icons[kind]}
        </span>
        {title || defaultTitles[kind]}
      </p>
      <div className="sg-admonition__content">{children}</div>
    </div>
  );
}
