import { expect, test } from 'vitest';
import { parseDefaultExportLiteral } from './parseDefaultExportLiteral.ts';

test('export default of literals, with a type import and satisfies', () => {
  const text =
    "import type { MetaRecord } from 'nextra';\n\nexport default {\n  index: 'Home',\n  '---': { type: 'separator', title: 'More' },\n  n: [1, -2, true, null, `t`],\n} satisfies MetaRecord;\n";
  expect(parseDefaultExportLiteral(text, '_meta.ts')).toEqual({
    value: { index: 'Home', '---': { type: 'separator', title: 'More' }, n: [1, -2, true, null, 't'] },
  });
});

test('code is not run: anything but literals is a problem at its line and column', () => {
  expect(parseDefaultExportLiteral("export default {\n  index: title('Home'),\n};\n", '_meta.js')).toEqual({
    problem: `"title('Home')" is not a literal.`,
    line: 2,
    column: 10,
  });
  expect(parseDefaultExportLiteral('const a = 1;\nexport default { a };\n', '_meta.js')).toEqual({
    problem:
      'Only `export default { … }` (and type imports) may be written here: sitegen reads this file, it does not run it.',
    line: 1,
    column: 1,
  });
});

test('a file that does not parse (a missing comma, a file cut off) is a problem at its line and column', () => {
  expect(parseDefaultExportLiteral("export default {\n  index: 'Home'\n  garden: 'Garden',\n};\n", '_meta.ts')).toEqual(
    {
      problem: "The file does not parse: ',' expected.",
      line: 3,
      column: 3,
    },
  );
  expect(parseDefaultExportLiteral("export default {\n  index: 'Home',\n", '_meta.js')).toMatchObject({
    problem: "The file does not parse: '}' expected.",
    line: 3,
  });
});
