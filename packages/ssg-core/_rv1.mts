import { renderMarkdown } from './src/markdown/renderMarkdown.ts';
import { formatDiagnostic } from './src/diagnostics.ts';
const cases: [string, string][] = [
  ['closed simple', 'A <object>fb</object> b.\n\nAfter.\n'],
  ['upper end', 'A <OBJECT>fb</OBJECT> b.\n\nAfter.\n'],
  ['end with space', 'A <object>fb</object > b.\n\nAfter.\n'],
  ['end newline', '<object>\nfb\n</object\n>\n\nAfter.\n'],
  ['selfclose object', 'A <object/> b.\n\nAfter.\n'],
  ['selfclose svg', 'A <svg width="1"/> b.\n\nAfter.\n'],
  ['svg with children', '<svg width="10"><circle r="1"/></svg>\n\nAfter.\n'],
  ['svg self inline', 'Icon <svg viewBox="0 0 1 1"><path d="M0"/></svg> here.\n\nAfter.\n'],
  ['nested unclosed outer', '<object><object>x</object>\n\nAfter para.\n'],
  ['nested unclosed outer inline', 'A <object><object>x</object> tail\n\nAfter para.\n'],
  ['closed in code span', 'A <object> then `</object>` b.\n\nAfter.\n'],
  ['blockquote multiline', '> <object data="x">\n>   fallback\n> </object>\n\nAfter.\n'],
  ['list multiline', '- item\n\n  <select>\n    <option>a</option>\n  </select>\n\nAfter.\n'],
  ['list multiline2', '- <textarea>\n  a\n  </textarea>\n\nAfter.\n'],
  ['crlf', '<object>\r\nfb\r\n</object>\r\n\r\nAfter.\r\n'],
  ['script block', '<script>\nalert(1)\n</script>\n\nAfter.\n'],
  ['style', '<style>\n.a{}\n</style>\n\nAfter.\n'],
  ['void link', '<link rel="x" href="y">\n\nAfter.\n'],
  ['embed', 'A <embed src="x"> b\n\nAfter.\n'],
  ['select closed by input', 'A <select><option>a</option><input> b\n\nAfter.\n'],
  ['template', '<template><p>x</p></template>\n\nAfter.\n'],
  ['noscript', '<noscript>no js</noscript>\n\nAfter.\n'],
  ['iframe', '<iframe src="https://x"></iframe>\n\nAfter.\n'],
  ['iframe selfclose', '<iframe src="https://x" />\n\nAfter.\n'],
  ['math', 'A <math><mi>x</mi></math> b\n\nAfter.\n'],
  ['table cell', '| a | b |\n|---|---|\n| <object> | c |\n\nAfter.\n'],
  ['end tag with attr', 'A <object>fb</object foo> b\n\nAfter.\n'],
  ['title in body', '<title>T</title>\n\nAfter.\n'],
  ['frontmatter', '---\ntitle: X\n---\n\n> <select>\n>   <option>a</option>\n> </select>\n\nAfter.\n'],
  ['admonition', ':::note[Title]\n> <select>\n>   <option>a</option>\n> </select>\n:::\n\nAfter.\n'],
  ['details nested', '<details><summary>s</summary>\n\n<object>x\n\n</details>\n\nAfter.\n'],
  ['tab indent', '- item\n\n\t<select>\n\t<option>a</option>\n\t</select>\n\nAfter.\n'],
];
const only = process.argv[2];
for (const [name, source] of cases) {
  if (only && !name.includes(only)) continue;
  const r = await renderMarkdown({ source, file: 'content/docs/x.md', playgrounds: { files: {} } as any });
  console.log('==', name, JSON.stringify(r.tree));
  for (const d of r.diagnostics) console.log('  ', formatDiagnostic(d).split('\n').join(' | '));
}
