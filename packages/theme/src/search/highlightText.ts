/** A piece of text, marked when it matched a search term. */
export interface TextPart {
  text: string;
  mark: boolean;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function termPattern(terms: string[]): RegExp | undefined {
  const usable = [...new Set(terms.filter((t) => t.length > 0))].sort((a, b) => b.length - a.length);
  return usable.length ? new RegExp(usable.map(escapeRegExp).join('|'), 'gi') : undefined;
}

/** Splits text into marked and unmarked parts; matching ignores case. */
export function highlightText(text: string, terms: string[]): TextPart[] {
  const pattern = termPattern(terms);
  if (!pattern) return [{ text, mark: false }];
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), mark: false });
    parts.push({ text: match[0], mark: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), mark: false });
  return parts;
}

/** About `length` characters of text around its first match, cut at word boundaries. */
export function excerpt(text: string, terms: string[], length = 160): string {
  if (text.length <= length) return text;
  const pattern = termPattern(terms);
  const at = pattern ? (pattern.exec(text)?.index ?? 0) : 0;
  let start = Math.max(0, at - Math.floor(length / 3));
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + length);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}
