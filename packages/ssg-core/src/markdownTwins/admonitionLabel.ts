/** What opens an admonition's blockquote in a twin: `Note`, or `Note: Coming from version 1`. */
export function admonitionLabel(type: string, title: string | undefined): string {
  const name = type.charAt(0).toUpperCase() + type.slice(1);
  return title ? `${name}: ${title}` : name;
}
