// Reading links and ids back from the HTML the build wrote: the link check trusts what
// readers will get, not what the markdown meant.

const ID_RE = /\sid="([^"]*)"/g;
const HREF_RE = /<a\s[^>]*?href="([^"]*)"/g;

function decodeEntities(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) =>
    name === 'amp' ? '&' : name === 'lt' ? '<' : name === 'gt' ? '>' : name === 'quot' ? '"' : "'",
  );
}

export function extractIds(html: string): Set<string> {
  const ids = new Set<string>();
  for (const match of html.matchAll(ID_RE)) ids.add(decodeEntities(match[1]!));
  return ids;
}

export function extractHrefs(html: string): string[] {
  return [...html.matchAll(HREF_RE)].map((m) => decodeEntities(m[1]!));
}
