import type { ReactNode } from 'react';

/** Nextra's cards: a grid of the links inside it (each card is a link the build checks). */
export function Cards({ children }: { children?: ReactNode }) {
  return <div className="sg-cards">{children}</div>;
}
