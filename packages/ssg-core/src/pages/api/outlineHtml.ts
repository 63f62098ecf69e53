// Rendered HTML -> a readable outline for snapshots: headings with their ids, links as
// [text](href), code blocks as plain fenced text (no highlighting spans), one block a line.

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' };
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_m, e: string) => entities[e]!);
const links = (s: string) =>
  s.replace(/<a\s[^>]*?href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g, (_m, href: string, text: string) => `[${text}](${href})`);
const strip = (s: string) => s.replace(/<[^>]+>/g, '');

export function outlineHtml(html: string): string {
  const blocks: string[] = [];
  let out = html
    .replace(/<a class="sg-api-anchor"[^>]*>#<\/a>/g, '')
    .replace(/<button[\s\S]*?<\/button>/g, '')
    .replace(/<pre[^>]*>([\s\S]*?)<\/pre>/g, (_m, inner: string) => {
      blocks.push(decode(strip(links(inner))));
      return `\n\u0000${blocks.length - 1}\u0000\n`;
    })
    .replace(/<h([1-6])([^>]*)>([\s\S]*?)<\/h\1>/g, (_m, level: string, attrs: string, inner: string) => {
      const id = /\sid="([^"]+)"/.exec(attrs)?.[1];
      return `\n${'#'.repeat(Number(level))} ${links(inner)
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()}${id ? ` {#${id}}` : ''}\n`;
    });
  out = links(out)
    .replace(/<li[^>]*>/g, '\n- ')
    .replace(/<(dt|dd|summary|div)(\s[^>]*)?>/g, '\n')
    .replace(/<\/(p|div|section|dt|dd|ul|details|summary|header|article)>/g, '\n');
  out = decode(strip(out))
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
  return (
    out.replace(/\u0000(\d+)\u0000/g, (_m, i: string) => `\`\`\`\n${blocks[Number(i)]!.replace(/\n+$/, '')}\n\`\`\``) +
    '\n'
  );
}
