import { renderMarkdown } from './src/markdown/renderMarkdown.ts';
import { formatDiagnostic } from './src/diagnostics.ts';
const cases: [string, string][] = [
  [
    'bq img',
    '> <p align="center">\n> <img src="./a.png" width="1">\n> <a href="./b.md">b</a> <a href="./missing.md">m</a>\n> </p>\n',
  ],
  ['list img', '- item\n\n  <p align="center">\n  <img src="./a.png">\n  <img src="./nope.png">\n  </p>\n'],
  ['top img', '<p align="center">\n<img src="./a.png">\n<img src="./nope.png">\n</p>\n'],
  ['admon iframe', ':::note\n<iframe\n  src="https://x">\n</iframe>\n:::\n\nAfter.\n'],
  ['list iframe', '1. Watch:\n\n   <iframe width="560"\n     src="https://x"></iframe>\n\nAfter.\n'],
  ['nested eof', 'A <object>b <object>c</object>'],
  ['nested eof block', '<object>\n<object>c</object>'],
  ['a name', '<a name="x"></a>\n<a name="y" id="z"></a> <a name="">e</a> <a NAME="Up">u</a>\n\n[to](#x) [to2](#Up)\n'],
  ['name dup', '## Install\n\n<a name="install"></a>\n'],
  ['a name js', '<a name="x" href="javascript:alert(1)">j</a> <a href="JavaScript:alert(1)">k</a>\n'],
  ['md js', '[x](javascript:alert(1))\n'],
  [
    'rel links',
    '[a](./setup#install) [b](../api/) [c](other) [d](./) [e](.) [f](../../../../x) [g](./my%20page) [h](./my page.html) [i](./café) [k](?q) [l](./?q=1#h) [m](//cdn.x/y) [n](./file.pdf) [o](setup.MD) [p](./a.md?x=1) [q](%2e%2e/x)\n\n[ref]: ./refd\n\n[r][ref]\n\n<https://auto.link> <a href="./raw">raw</a> <a href="../raw2#x">raw2</a>\n',
  ],
];
const only = process.argv[2];
for (const [name, source] of cases) {
  if (only && !name.includes(only)) continue;
  const r = await renderMarkdown({
    source,
    file: 'content/docs/guide/x.md',
    route: '/docs/guide/x',
    playgrounds: { files: {} } as any,
    resolveMarkdownLink: (u) =>
      u.startsWith('./b.md') ? '/docs/guide/b' : u.startsWith('./a.md') ? '/docs/guide/a' : undefined,
    resolveImage: (u) => (u === './a.png' ? '/assets/img/a-1234.png' : undefined),
  });
  console.log('==', name, JSON.stringify(r.tree));
  console.log('   links', JSON.stringify(r.links));
  for (const d of r.diagnostics) console.log('  ', formatDiagnostic(d).split('\n').join(' | '));
}
