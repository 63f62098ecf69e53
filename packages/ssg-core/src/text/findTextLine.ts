/** 1-based line of the first occurrence of `needle` in `text`, if any. */
export function findTextLine(text: string, needle: string): number | undefined {
  const index = text.indexOf(needle);
  if (index < 0) return undefined;
  let line = 1;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/**
 * 1-based line of the first string literal (quoted `'`, `"` or `` ` ``) whose value is exactly
 * `value`: `a.css` is not found in `'extra-a.css'`.
 */
export function findStringLiteralLine(text: string, value: string): number | undefined {
  const lines = ['"', "'", '`'].flatMap((quote) => findTextLine(text, quote + value + quote) ?? []);
  return lines.length ? Math.min(...lines) : undefined;
}
