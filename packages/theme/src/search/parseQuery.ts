import type { SearchKind } from './searchTypes.ts';

/** A query as the reader typed it, taken apart. */
export interface ParsedQuery {
  /** Words to look for, trimmed; may be empty when a filter alone is given. */
  text: string;
  /** From a kind prefix such as `class:` or `fn:`. */
  kinds?: SearchKind[];
  /** `-> T`: entries returning a type named T. */
  returns?: string;
  /** `T ->`: entries taking a type named T. */
  takes?: string;
}

/** The kind prefixes a reader can type, rustdoc style. */
export const KIND_PREFIXES: Record<string, SearchKind[]> = {
  class: ['class'],
  fn: ['function'],
  function: ['function'],
  method: ['method'],
  enum: ['enum'],
  interface: ['interface'],
  type: ['typeAlias'],
  const: ['variable'],
  var: ['variable'],
  doc: ['section'],
};

const PREFIX = /^\s*([a-z]+):\s*/i;

/** `class: Parser`, `-> Parser`, `Parser ->`, `Source -> Tree`, or plain words. */
export function parseQuery(input: string): ParsedQuery {
  let rest = input;
  let kinds: SearchKind[] | undefined;
  const prefix = PREFIX.exec(rest);
  const prefixKinds = prefix && KIND_PREFIXES[prefix[1]!.toLowerCase()];
  if (prefix && prefixKinds) {
    kinds = prefixKinds;
    rest = rest.slice(prefix[0].length);
  }
  const arrow = rest.indexOf('->');
  if (arrow === -1) return { text: rest.trim(), ...(kinds ? { kinds } : {}) };
  const takes = typeName(rest.slice(0, arrow));
  const returns = typeName(rest.slice(arrow + 2));
  return {
    text: '',
    ...(kinds ? { kinds } : {}),
    ...(takes ? { takes } : {}),
    ...(returns ? { returns } : {}),
  };
}

/** The type name on one side of the arrow: one identifier, or nothing. */
function typeName(side: string): string | undefined {
  const name = side.trim().replace(/[^\w$]/g, '');
  return name || undefined;
}
