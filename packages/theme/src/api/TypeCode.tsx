import { Link } from '@sitegen/runtime/Link.tsx';
import { ScrollablePre } from '../content/ScrollablePre.tsx';
import type { TypeTokens } from './apiView.ts';

/** Printed TypeScript with its names linked. */
export function TypeCode({ tokens }: { tokens: TypeTokens }) {
  return (
    <>
      {tokens.map((token, i) =>
        typeof token === 'string' ? (
          token
        ) : token[1].startsWith('/') ? (
          <Link key={i} href={token[1]}>
            {token[0]}
          </Link>
        ) : (
          <a key={i} href={token[1]} className="sg-api-external" target="_blank" rel="noopener noreferrer">
            {token[0]}
          </a>
        ),
      )}
    </>
  );
}

/** A declaration or signature as a code block; `label` names it for screen readers. */
export function CodeLine({ tokens, label, className }: { tokens: TypeTokens; label: string; className?: string }) {
  return (
    <ScrollablePre className={`sg-api-code${className ? ` ${className}` : ''}`} label={label}>
      <code>
        <TypeCode tokens={tokens} />
      </code>
    </ScrollablePre>
  );
}
