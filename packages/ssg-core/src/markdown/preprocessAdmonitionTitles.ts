// Docusaurus writes an admonition title after the name (`:::tip My title`); the
// directive syntax wants it in brackets (`:::tip[My title]`). Rewrite those opening
// lines before parsing, outside fenced code. Line numbers do not change.

export const admonitionTypes = ['note', 'tip', 'info', 'warning', 'danger', 'caution'] as const;

const opening = new RegExp(`^( {0,3}:{3,})(${admonitionTypes.join('|')})[ \\t]+([^\\s{[].*?)[ \\t]*$`);
const fence = /^ {0,3}(`{3,}|~{3,})/;

export function preprocessAdmonitionTitles(source: string): string {
  if (!source.includes(':::')) return source;
  const lines = source.split('\n');
  let openFence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const fenceMatch = fence.exec(line);
    if (openFence) {
      if (
        fenceMatch &&
        fenceMatch[1][0] === openFence[0] &&
        fenceMatch[1].length >= openFence.length &&
        !line.slice(fenceMatch[0].length).trim()
      ) {
        openFence = undefined;
      }
      continue;
    }
    if (fenceMatch) {
      openFence = fenceMatch[1];
      continue;
    }
    const match = opening.exec(line.replace(/\r$/, ''));
    if (match) {
      const [, colons, name, title] = match;
      lines[i] = `${colons}${name}[${title.replace(/[[\]\\]/g, '\\$&')}]`;
    }
  }
  return lines.join('\n');
}
