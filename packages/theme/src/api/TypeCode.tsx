import { Link } from '@sitegen/runtime/Link.tsx';
import { ScrollArea } from '../scrollArea/ScrollArea.tsx';
import type { TypeTokens } from './apiView.ts';

/** `href` as a link within the page at `here` (`#id`) when it points there, else as it is. */
export function inPage(href: string, here?: string): string {
  return here && href.startsWith(`${here}#`) ? href.slice(here.length) : href;
}

/** Printed TypeScript with its names linked; links into the page at `here` are written `#id`. */
export function TypeCode({ tokens, here }: { tokens: TypeTokens; here?: string }) {
  return (
    <>
      {tokens.map((token, i) =>
        typeof token === 'string' ? (
          token
        ) : inPage(token[1], here).startsWith('#') ? (
          <a key={i} href={inPage(token[1], here)}>
            {token[0]}
          </a>
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
    <ScrollArea as="pre" className={`sg-api-code${className ? ` ${className}` : ''}`} label={label}>
      <code>
        <TypeCode tokens={tokens} />
      </code>
    </ScrollArea>
  );
}
