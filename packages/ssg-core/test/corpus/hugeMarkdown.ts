/** Sections of prose, lists and code blocks until `bytes` long (pnpm bench builds a 5 MB one). */
export function hugeMarkdown(bytes: number, linkTarget = './intro.md'): string {
  const parts = ['---\ntitle: Huge\n---\n'];
  let size = parts[0]!.length;
  for (let i = 0; size < bytes; i++) {
    const part = [
      `## Section ${i}`,
      `Paragraph ${i} with **bold**, \`code\` and a [link](${linkTarget}). `.repeat(8),
      `- item a${i}\n- item b${i}\n- item c${i}`,
      i % 20 === 0 ? `\`\`\`js\nconst value${i} = { id: ${i}, name: 'n${i}' };\nconsole.log(value${i});\n\`\`\`` : '',
      '',
    ].join('\n\n');
    parts.push(part);
    size += part.length;
  }
  return parts.join('\n');
}
