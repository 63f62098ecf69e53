import { describe, expect, test } from 'vitest';
import { formatDiagnostic } from '../diagnostics.ts';
import { renderUncached } from './renderPipeline.ts';

const file = 'content/docs/guide/page.mdx';

async function problems(source: string): Promise<string> {
  const result = await renderUncached({ source, file });
  return result.diagnostics.map(formatDiagnostic).join('\n');
}

describe("MDX that does not parse is the author's error, at its place", () => {
  test.each([
    [
      'a tag left open',
      "import Tabs from '@theme/Tabs';\n\n<Tabs>\n\nText.\n",
      /^error\[mdx\/syntax\] content\/docs\/guide\/page\.mdx:3:1\n {2}This MDX does not parse: Expected a closing tag for `<Tabs>`\n/,
    ],
    [
      'an expression left open',
      'Text with a < b and {unclosed\n',
      /^error\[mdx\/syntax\] content\/docs\/guide\/page\.mdx:1:\d+\n {2}This MDX does not parse: /,
    ],
    [
      'an import line run into the text',
      "import Tabs from '@theme/Tabs';\nSome text.\n",
      /^error\[mdx\/syntax\] content\/docs\/guide\/page\.mdx:\d+:\d+\n {2}This MDX does not parse: /,
    ],
  ])('%s', async (_, source, expected) => {
    const found = await problems(source);
    expect(found).toMatch(expected);
    expect(found).not.toContain('sitegen bug');
  });
});

describe('MDX the build does not run', () => {
  test('an element no component is registered for', async () => {
    expect(
      await problems('import Tabs from \'@theme/Tabs\';\n\nSome text.\n\n<Gallery size="2" />\n'),
    ).toMatchInlineSnapshot(`
        "error[mdx/unknown-component] content/docs/guide/page.mdx:5:1
          No component is registered for <Gallery>.
          hint: import it from @theme/Tabs, @theme/TabItem, @theme/Admonition, @theme/CodeBlock, nextra/components (Tabs, Tab, Callout, Steps, Cards, Card, FileTree); this file imports Tabs. Lowercase elements are HTML (details, summary, div, span, …)."
      `);
  });

  test('a prop that is not a literal', async () => {
    expect(
      await problems(
        "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs groupId={group}>\n  <TabItem value=\"a\">A</TabItem>\n</Tabs>\n",
      ),
    ).toMatchInlineSnapshot(`
      "error[mdx/expression] content/docs/guide/page.mdx:4:7
        Prop "groupId" of <Tabs> is the expression "{group}", which sitegen does not evaluate.
        hint: a prop may be a string, a number, a boolean, or an array or object of those."
    `);
  });

  test('an expression in the text', async () => {
    expect(await problems('Two and two make {2 + 2}.\n')).toMatchInlineSnapshot(`
      "error[mdx/expression] content/docs/guide/page.mdx:1:18
        The expression "{2 + 2}" is not supported in MDX content.
        hint: sitegen evaluates no JavaScript in content: write the text itself, or a {/* comment */}."
    `);
  });

  test('an import of a module the build does not know', async () => {
    expect(await problems("import { format } from 'date-fns';\n\nText.\n")).toMatchInlineSnapshot(`
      "error[mdx/import] content/docs/guide/page.mdx:1:1
        Import of "format" from "date-fns" is not supported.
        hint: sitegen understands imports of @theme/Tabs, @theme/TabItem, @theme/Admonition, @theme/CodeBlock, nextra/components (Tabs, Tab, Callout, Steps, Cards, Card, FileTree)."
    `);
  });

  test("the site's components: the one its folder has is rendered, another name fails at its line", async () => {
    const result = await renderUncached({
      file,
      siteComponents: { dir: 'src/components', names: ['Badge'] },
      source:
        "import Badge from '@site/src/components/Badge';\nimport { Medal } from '../../../src/components';\n\n<Badge level={2}>new</Badge>\n",
    });
    // Written on one line, it is inline: the site's component may be a span as well as a block.
    expect(result.tree).toEqual([['p', null, ['Badge', { level: 2 }, 'new']]]);
    expect(result.diagnostics.map(formatDiagnostic).join('\n')).toMatchInlineSnapshot(`
      "error[mdx/import] content/docs/guide/page.mdx:2:1
        Import of "Medal" from "../../../src/components" is not supported.
        hint: sitegen understands imports of @theme/Tabs, @theme/TabItem, @theme/Admonition, @theme/CodeBlock, nextra/components (Tabs, Tab, Callout, Steps, Cards, Card, FileTree), and the site's components in src/components (Badge)."
    `);
  });

  test('Tabs as Docusaurus reads them: values over labels, an unknown defaultValue, an item no value names', async () => {
    const result = await renderUncached({
      file,
      source: [
        "import Tabs from '@theme/Tabs';",
        "import TabItem from '@theme/TabItem';",
        '',
        "<Tabs defaultValue=\"rye\" values={[{ label: 'Rice', value: 'rice' }, { label: 'Oats', value: 'oats' }]}>",
        '  <TabItem value="rice" label="Ignored">Soft.</TabItem>',
        '  <TabItem value="oats">Quick.</TabItem>',
        '  <TabItem value="spelt">Never shown.</TabItem>',
        '</Tabs>',
        '',
      ].join('\n'),
    });
    const tabs = (result.tree[0] as unknown[]).slice(2) as [string, { label: string; value: string }][];
    expect(tabs.map(([, props]) => `${props.label}=${props.value}`)).toEqual(['Rice=rice', 'Oats=oats']);
    expect(result.diagnostics.map(formatDiagnostic).join('\n')).toMatchInlineSnapshot(`
      "error[mdx/prop] content/docs/guide/page.mdx:4:1
        <Tabs> has the defaultValue "rye", which no tab has (Docusaurus stops there too).
        hint: its values are rice, oats.
      warning[mdx/tab] content/docs/guide/page.mdx:7:3
        <TabItem value="spelt"> is none of the values of its <Tabs>: Docusaurus never shows it, nor does sitegen."
    `);
  });

  test('Nextra Tabs with more panels than items: the extra panel has no tab, with a warning', async () => {
    const result = await renderUncached({
      file,
      source:
        "import { Tabs } from 'nextra/components';\n\n<Tabs items={['Spring']}>\n  <Tabs.Tab>Peas.</Tabs.Tab>\n  <Tabs.Tab>Garlic.</Tabs.Tab>\n</Tabs>\n",
    });
    expect(result.tree).toEqual([
      ['Tabs', null, ['TabItem', { label: 'Spring', value: 'Spring', default: true }, 'Peas.']],
    ]);
    expect(result.diagnostics.map(formatDiagnostic).join('\n')).toMatchInlineSnapshot(`
      "warning[mdx/tab] content/docs/guide/page.mdx:5:3
        <Tabs.Tab> is panel 2 of a <Tabs> with 1 item: it has no tab, and Nextra never shows it, nor does sitegen.
        hint: add its label to \`items\`."
    `);
  });

  test('an export', async () => {
    expect(await problems('Text.\n\nexport const servings = 4;\n')).toMatchInlineSnapshot(`
      "error[mdx/export] content/docs/guide/page.mdx:3:1
        An MDX export is not supported: "export const servings = 4;".
        hint: sitegen runs no code from the content: write the value into the page, or into site.config.ts."
    `);
  });

  test('a prop a built-in component does not take, and spread props', async () => {
    expect(
      await problems('import { Callout } from \'nextra/components\';\n\n<Callout kind="info" {...rest}>Hi</Callout>\n'),
    ).toMatchInlineSnapshot(`
      "error[mdx/prop] content/docs/guide/page.mdx:3:10
        <Callout> has no prop "kind".
        hint: its props are type, emoji.
      error[mdx/expression] content/docs/guide/page.mdx:3:22
        The props "{...rest}" of <Callout> are not supported.
        hint: write each prop out; a prop may be a string, a number, a boolean, or an array or object of those."
    `);
  });

  test('a comment is no expression, and literal props of every kind are read', async () => {
    const result = await renderUncached({
      file,
      source:
        "import { Tabs } from 'nextra/components';\n\n{/* hidden */}\n\n<Tabs items={['One', `Two`]} defaultIndex={1}>\n  <Tabs.Tab>first</Tabs.Tab>\n  <Tabs.Tab>second</Tabs.Tab>\n</Tabs>\n",
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.tree).toEqual([
      [
        'Tabs',
        null,
        ['TabItem', { label: 'One', value: 'One' }, 'first'],
        ['TabItem', { label: 'Two', value: 'Two', default: true }, 'second'],
      ],
    ]);
  });

  test('a tab outside its tabs, and anything but tabs inside them', async () => {
    expect(
      await problems(
        "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<TabItem value=\"a\">Alone</TabItem>\n\n<Tabs>\n  Loose text\n</Tabs>\n",
      ),
    ).toMatchInlineSnapshot(`
      "error[mdx/children] content/docs/guide/page.mdx:4:1
        <TabItem> belongs inside <Tabs>.
      error[mdx/children] content/docs/guide/page.mdx:7:3
        <Tabs> may only hold <TabItem> elements; found the text "Loose text"."
    `);
  });

  test('a link to a missing .mdx file fails like a .md one, at its position', async () => {
    const result = await renderUncached({
      file,
      source: 'See [the setup](./setup.mdx#install).\n',
      resolveMarkdownLink: () => undefined,
    });
    expect(result.diagnostics.map(formatDiagnostic).join('\n')).toMatchInlineSnapshot(`
      "error[link/broken-markdown] content/docs/guide/page.mdx:1:5
        Markdown link "./setup.mdx#install" matches no doc."
    `);
  });
});

describe('CodeBlock', () => {
  test('written on one line, its code is its text, not its tags', async () => {
    const result = await renderUncached({
      file,
      source: 'import CodeBlock from \'@theme/CodeBlock\';\n\n<CodeBlock language="js">const jars = 3;</CodeBlock>\n',
    });
    expect(result.diagnostics).toEqual([]);
    const [[tag, props]] = result.tree as [[string, { code: string; lang: string }]];
    expect([tag, props.code, props.lang]).toEqual(['CodeBlock', 'const jars = 3;', 'js']);
  });

  test('its code may be written as text, indented with the element', async () => {
    const result = await renderUncached({
      file,
      source:
        'import CodeBlock from \'@theme/CodeBlock\';\n\n<CodeBlock language="text" title="notes.txt">\n  first line\n    indented line\n</CodeBlock>\n',
    });
    expect(result.diagnostics).toEqual([]);
    const [[tag, props]] = result.tree as [[string, { code: string; title: string; lang: string }]];
    expect([tag, props.code, props.title, props.lang]).toEqual([
      'CodeBlock',
      'first line\n  indented line',
      'notes.txt',
      'text',
    ]);
  });
});
