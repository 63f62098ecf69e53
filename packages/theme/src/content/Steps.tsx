import type { ReactNode } from 'react';

/** Nextra's steps: each `###` heading inside is numbered (content.css counts them). */
export function Steps({ children }: { children?: ReactNode }) {
  return <div className="sg-steps">{children}</div>;
}
