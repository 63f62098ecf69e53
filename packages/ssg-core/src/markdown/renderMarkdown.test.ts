import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { loadCodeGraph } from '../cache/codeGraph.ts';
import { openMemoStore } from '../cache/memo.ts';
import type { TreeNode } from '@sitegen/runtime/types.ts';
import { formatDiagnostic } from '../diagnostics.ts';
import { renderMarkdown, type MarkdownInput } from './renderMarkdown.ts';
import { renderUncached } from './renderPipeline.ts';
import { loadPlaygroundPlugins, playgroundFilesOf } from './checkPlaygrounds.ts';

const file = 'content/docs/tutorials/basic-types.md';

// The repository's own site's playground plugin: its ```graphql-playground blocks.
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const playgrounds = playgroundFilesOf(repoRoot, { 'graphql-playground': 'content/plugins/graphqlPlayground.ts' });

function render(source: string, extra: Partial<MarkdownInput> = {}) {
  return renderMarkdown({ source, file, playgrounds, ...extra });
}

/** All elements of a tree, depth first. */
function elements(nodes: TreeNode[]): Exclude<TreeNode, string>[] {
  const out: Exclude<TreeNode, string>[] = [];
  const walk = (list: TreeNode[]) => {
    for (const node of list) {
      if (typeof node === 'string') continue;
      out.push(node);
      walk(node.slice(2) as TreeNode[]);
    }
  };
  walk(nodes);
  return out;
}

function find(nodes: TreeNode[], tag: string) {
  return elements(nodes).filter(([t]) => t === tag);
}

describe('title and headings', () => {
  test('a leading h1 becomes the title and leaves the body', async () => {
    const result = await render('# Basic Types\n\nIntro.\n');
    expect(result.title).toBe('Basic Types');
    expect(result.tree).toEqual([['p', null, 'Intro.']]);
  });

  test('front matter title wins over the h1', async () => {
    const result = await render('---\ntitle: From FM\n---\n# From H1\n');
    expect(result.title).toBe('From FM');
    expect(result.tree).toEqual([]);
  });

  test('GitHub-style ids, unique per page, custom ids, hash links and a 2..3 toc', async () => {
    const result = await render(
      '## Hello, World!\n\n## Hello, World!\n\n### Using `graphql()`\n\n#### Deep\n\n## Custom title {#my-id}\n\n## My id\n',
    );
    expect(result.headings).toEqual([
      { id: 'hello-world', text: 'Hello, World!', level: 2 },
      { id: 'hello-world-1', text: 'Hello, World!', level: 2 },
      { id: 'using-graphql', text: 'Using graphql()', level: 3 },
      { id: 'deep', text: 'Deep', level: 4 },
      { id: 'my-id', text: 'Custom title', level: 2 },
      { id: 'my-id-1', text: 'My id', level: 2 },
    ]);
    expect(result.toc.map((t) => `${t.level} ${t.id}`)).toEqual([
      '2 hello-world',
      '2 hello-world-1',
      '3 using-graphql',
      '2 my-id',
      '2 my-id-1',
    ]);
    expect(result.tree[0]).toEqual([
      'h2',
      { id: 'hello-world' },
      'Hello, World!',
      [
        'a',
        {
          className: 'hash-link',
          href: '#hello-world',
          'aria-label': 'Direct link to Hello, World!',
          title: 'Direct link to Hello, World!',
        },
        '#',
      ],
    ]);
  });

  test('toc levels from the option and from front matter', async () => {
    const body = '## Two\n\n### Three\n\n#### Four\n';
    expect((await render(body, { toc: { minLevel: 2, maxLevel: 4 } })).toc).toHaveLength(3);
    const fm = await render(`---\ntoc_min_heading_level: 3\ntoc_max_heading_level: 4\n---\n${body}`);
    expect(fm.toc.map((t) => t.id)).toEqual(['three', 'four']);
  });

  test('sections split at h2/h3 for search', async () => {
    const result = await render(
      '# Title\n\nIntro **text**.\n\n## First\n\nOne.\n\n```js\nlet a;\n```\n\n### Sub\n\nTwo.\n',
    );
    expect(result.sections).toEqual([
      { heading: 'Title', text: 'Intro text.' },
      { id: 'first', heading: 'First', text: 'One. let a;' },
      { id: 'sub', heading: 'Sub', text: 'Two.' },
    ]);
  });
});

describe('GFM', () => {
  test('tables, task lists, strikethrough, autolinks', async () => {
    const result = await render('| a | b |\n|---|:-:|\n| 1 | 2 |\n\n- [x] done\n\n~~old~~ www.example.com\n');
    expect(find(result.tree, 'td')[1]).toEqual(['td', { style: { textAlign: 'center' } }, '2']);
    expect(find(result.tree, 'input')[0]).toEqual(['input', { type: 'checkbox', checked: true, disabled: true }]);
    expect(find(result.tree, 'del')).toEqual([['del', null, 'old']]);
    expect(find(result.tree, 'a')[0][1]).toMatchObject({
      href: 'http://www.example.com',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
  });

  test('every table, markdown or raw HTML, sits in a scroll area named by its caption or its headers', async () => {
    const result = await render(
      [
        '| Name | Type |',
        '|---|---|',
        '| a | Int |',
        '',
        '<table><caption>Limits</caption><tr><td>1</td></tr></table>',
        '',
        '<table><tr><td>no headers</td></tr></table>',
      ].join('\n'),
    );
    const areas = find(result.tree, 'ScrollArea');
    expect(areas.map(([, props]) => props)).toEqual([
      { label: 'Table: Name, Type' },
      { label: 'Table: Limits' },
      { label: 'Table' },
    ]);
    for (const area of areas) expect((area[2] as TreeNode[])[0]).toBe('table');
  });
});

describe('code blocks', () => {
  test('both themes as CSS variables, title, highlighted lines, raw code', async () => {
    const result = await render(
      '```js title="server.js" {1,3-4} skip-test="needs a server" sample="x"\nconst a = 1;\nconst b = 2;\nconst c = 3;\nconst d = 4;\n```\n',
    );
    const [[tag, props]] = result.tree as [string, Record<string, string>][];
    expect(tag).toBe('CodeBlock');
    expect(props.title).toBe('server.js');
    expect(props.lang).toBe('js');
    expect(props.code).toBe('const a = 1;\nconst b = 2;\nconst c = 3;\nconst d = 4;');
    expect(props.html).toContain('--shiki-light:#D73A49;--shiki-dark:#F97583');
    const lines = props.html.split('\n');
    expect(lines.map((l) => l.startsWith('<span class="line highlighted">'))).toEqual([true, false, true, true]);
    expect(props.html).not.toContain('<pre');
    expect(Object.keys(props).sort()).toEqual(['code', 'html', 'lang', 'title']);
  });

  test('graphql, bash, diff, tsx and json are highlighted', async () => {
    for (const [lang, code] of [
      ['graphql', 'type Query { hello: String }'],
      ['bash', 'npm install graphql'],
      ['diff', '+ added'],
      ['tsx', 'const a = <div />;'],
      ['json', '{"a": 1}'],
      ['sh', 'echo hi'],
    ]) {
      const result = await render(`\`\`\`${lang}\n${code}\n\`\`\`\n`);
      const props = result.tree[0][1] as { html: string };
      expect(props.html, lang).toContain('--shiki-dark:');
    }
  });

  test('an unknown language is plain text, not an error', async () => {
    const result = await render('```klingon\nQapla <b>\n```\n');
    const props = result.tree[0][1] as { html: string; lang: string };
    expect(result.diagnostics).toEqual([]);
    expect(props.lang).toBe('klingon');
    expect(props.html).toBe('Qapla &lt;b&gt;');
  });

  test('output meta word and its marks; an unknown mark is an error naming the block', async () => {
    const result = await render('```text output\n{ data: 1 }\n```\n\n```json output="formatted"\n{}\n```\n');
    expect(result.diagnostics).toEqual([]);
    expect(result.tree[0][1]).toMatchObject({ output: 'exact', lang: 'text' });
    expect(result.tree[1][1]).toMatchObject({ output: 'formatted', lang: 'json' });
    const bad = await render('# T\n\n```json output="pretty"\n{}\n```\n');
    expect(bad.diagnostics.map(formatDiagnostic)).toMatchInlineSnapshot(`
      [
        "error[code/output] content/docs/tutorials/basic-types.md:3:1
        Unknown output mark "pretty": an output block is exact (output), output="formatted" or output="trimmed".
        hint: write output alone when the block is exactly what the program printed",
      ]
    `);
  });

  test('live js samples; live on anything else is an error naming the block', async () => {
    const ok = await render('```js title="a.js" live\nconsole.log(1);\n```\n');
    expect(ok.diagnostics).toEqual([]);
    expect(ok.tree[0][1]).toMatchObject({ live: true, lang: 'js', title: 'a.js' });
    const bad = await render('# T\n\n```bash live\nnode a.js\n```\n\n```js output live\n1\n```\n');
    expect(bad.diagnostics.map(formatDiagnostic)).toMatchInlineSnapshot(`
      [
        "error[code/live] content/docs/tutorials/basic-types.md:3:1
        Only js samples can be live; this block is "bash".
        hint: remove "live", or write the sample as a \`\`\`js block",
        "error[code/live] content/docs/tutorials/basic-types.md:7:1
        Only js samples can be live; this block is an output block.
        hint: remove "live", or write the sample as a \`\`\`js block",
      ]
    `);
  });

  test('on a site that names no live modules, a live sample is an error naming the block, and a playground fence is code', async () => {
    const source =
      '```js live\nconsole.log(1);\n```\n\n```graphql-playground\n### schema\ntype Query { a: Int }\n### query\n{ a }\n```\n';
    expect((await render(source)).diagnostics).toEqual([]);
    const result = await render(source, { live: false, playgrounds: undefined });
    expect(result.tree[0][1]).not.toHaveProperty('live');
    expect(result.tree[1]).toMatchObject(['CodeBlock', { lang: 'graphql-playground' }]);
    expect(result.diagnostics.map(formatDiagnostic)).toMatchInlineSnapshot(`
      [
        "error[code/live] content/docs/tutorials/basic-types.md:1:1
        This block runs in the page, but the site names no live modules: it cannot run.
        hint: name what samples import in site.config.ts (live: { modules: { 'my-lib': 'content/plugins/my-lib.ts' } }), or remove "live"",
      ]
    `);
  });

  test('untrusted input (API doc comments) gets no live sample and no playground', async () => {
    const result = await render('```js live\nconsole.log(1);\n```\n\n```graphql-playground\n### schema\n```\n', {
      untrusted: true,
    });
    expect(result.diagnostics).toEqual([]);
    expect(
      result.tree.map((node) => [
        node[0],
        (node[1] as { live?: boolean; lang?: string }).live,
        (node[1] as { lang?: string }).lang,
      ]),
    ).toEqual([
      ['CodeBlock', undefined, 'js'],
      ['CodeBlock', undefined, 'graphql-playground'],
    ]);
  });

  test("a graphql-playground block becomes a Playground with the plugin's four parts", async () => {
    const source = [
      '```graphql-playground title="Try it"',
      '### schema',
      'type Query { hello(name: String): String }',
      '### query',
      'query ($name: String) { hello(name: $name) }',
      '### variables',
      '{ "name": "Ada" }',
      '### rootValue',
      '{ hello: ({ name }) => `Hello ${name}` }',
      '```',
      '',
    ].join('\n');
    const result = await render(source);
    expect(result.diagnostics).toEqual([]);
    expect(result.tree[0]).toEqual([
      'Playground',
      {
        playground: 'graphql-playground',
        label: 'GraphQL playground',
        parts: JSON.stringify([
          {
            name: 'schema',
            label: 'Schema (SDL)',
            short: 'Schema',
            value: 'type Query { hello(name: String): String }',
          },
          { name: 'query', label: 'Query', value: 'query ($name: String) { hello(name: $name) }' },
          { name: 'variables', label: 'Variables (JSON)', short: 'Variables', value: '{ "name": "Ada" }' },
          {
            name: 'rootValue',
            label: 'Root value (JavaScript)',
            short: 'Root value',
            folded: 'Root value: what the fields return',
            value: '{ hello: ({ name }) => `Hello ${name}` }',
          },
        ]),
        title: 'Try it',
      },
    ]);
  });

  test('a playground with a bad schema, query, variables or part names its file and line', async () => {
    const source = [
      'Intro.',
      '',
      '```graphql-playground',
      '### schema',
      '',
      'type Query { hello: Strin',
      '### query',
      '{ hello ',
      '### variables',
      '[1]',
      '### data',
      '{}',
      '```',
      '',
    ].join('\n');
    const result = await render(source);
    expect(result.diagnostics.map(formatDiagnostic)).toMatchInlineSnapshot(`
      [
        "error[code/playground] content/docs/tutorials/basic-types.md:11:1
        Unknown playground part "data"; the parts are schema, query, variables, rootValue.",
        "error[code/playground] content/docs/tutorials/basic-types.md:6:1
        Its schema is not valid: Syntax Error: Expected Name, found <EOF>.",
        "error[code/playground] content/docs/tutorials/basic-types.md:8:1
        Its query is not valid: Syntax Error: Expected Name, found <EOF>.",
        "error[code/playground] content/docs/tutorials/basic-types.md:10:1
        Its variables must be a JSON object.",
      ]
    `);
    const missing = await render('```graphql-playground\n### schema\ntype Query { a: Int }\n```\n');
    expect(missing.diagnostics.map(formatDiagnostic)).toMatchInlineSnapshot(`
      [
        "error[code/playground] content/docs/tutorials/basic-types.md:1:1
        The playground needs a "### query" part.",
      ]
    `);
  });
});

describe('admonitions', () => {
  test('types, bracket titles and the Docusaurus title form', async () => {
    const result = await render(
      ':::note\nA *b*.\n:::\n\n:::tip[Use `it`]\nTip.\n:::\n\n:::warning Heads up\nCareful.\n:::\n\n```md\n:::danger Not parsed\n```\n',
    );
    expect(result.tree.slice(0, 3)).toEqual([
      ['Admonition', { type: 'note' }, ['p', null, 'A ', ['em', null, 'b'], '.']],
      ['Admonition', { type: 'tip', title: 'Use it' }, ['p', null, 'Tip.']],
      ['Admonition', { type: 'warning', title: 'Heads up' }, ['p', null, 'Careful.']],
    ]);
    expect((result.tree[3][1] as { code: string }).code).toBe(':::danger Not parsed');
    expect(result.diagnostics).toEqual([]);
  });

  test('prose with colons is left alone; unknown blocks warn', async () => {
    const result = await render('At 10:30 see foo:bar{x}.\n\n:::spoiler\nHidden\n:::\n');
    expect(result.tree[0]).toEqual(['p', null, 'At 10:30 see foo:bar{x}.']);
    expect(result.diagnostics.map(formatDiagnostic)).toMatchInlineSnapshot(`
      [
        "warning[directive/unknown] content/docs/tutorials/basic-types.md:3:1
        Unknown block ":::spoiler".
        hint: known blocks are :::note, :::tip, :::info, :::warning, :::danger, :::caution, :::tabs.",
      ]
    `);
  });
});

describe('tabs', () => {
  test('Tabs with TabItems', async () => {
    const source = [
      '::::tabs{groupId="schema-style"}',
      ':::tab{label="SDL" value="sdl"}',
      'Use **SDL**.',
      ':::',
      ':::tab{label="Classes" value="classes"}',
      '```js',
      'new GraphQLObjectType({});',
      '```',
      ':::',
      '::::',
    ].join('\n');
    const result = await render(source);
    expect(result.diagnostics).toEqual([]);
    const [tabs] = result.tree as [string, unknown, ...TreeNode[]][];
    expect(tabs[0]).toBe('Tabs');
    expect(tabs[1]).toEqual({ groupId: 'schema-style' });
    expect(tabs.slice(2).map((t) => [(t as TreeNode[])[0], (t as TreeNode[])[1]])).toEqual([
      ['TabItem', { label: 'SDL', value: 'sdl' }],
      ['TabItem', { label: 'Classes', value: 'classes' }],
    ]);
    expect(find(result.tree, 'CodeBlock')).toHaveLength(1);
  });

  test('content outside a tab is reported', async () => {
    const result = await render('::::tabs\nstray\n:::tab{label="A"}\nx\n:::\n::::\n');
    expect(result.diagnostics.map(formatDiagnostic)).toMatchInlineSnapshot(`
      [
        "error[tabs/invalid] content/docs/tutorials/basic-types.md:2:1
        A "::::tabs" block may only contain ":::tab" blocks.",
      ]
    `);
    expect(result.tree[0]).toEqual(['Tabs', null, ['TabItem', { label: 'A', value: 'A' }, ['p', null, 'x']]]);
  });
});

describe('links and images', () => {
  const docs: Record<string, string> = {
    './basic-types.md': '/docs/tutorials/basic-types',
    './object-types.md': '/docs/tutorials/object-types',
  };
  const resolveMarkdownLink = (url: string) => {
    const [path, hash] = url.split('#');
    return docs[path] && docs[path] + (hash ? `#${hash}` : '');
  };

  test('markdown links become routes; broken ones are reported at their position', async () => {
    const source =
      'See [lists](./basic-types.md#lists) and\n[objects][obj] and [oops](./objet-types.md).\n\n[obj]: ./object-types.md\n';
    const result = await render(source, { resolveMarkdownLink });
    expect(find(result.tree, 'a').map((a) => (a[1] as { href: string }).href)).toEqual([
      '/docs/tutorials/basic-types#lists',
      '/docs/tutorials/object-types',
      './objet-types.md',
    ]);
    expect(result.links).toEqual([
      { url: '/docs/tutorials/basic-types#lists', line: 1, column: 5 },
      { url: '/docs/tutorials/object-types', line: 2, column: 1 },
      { url: './objet-types.md', line: 2, column: 20 },
    ]);
    expect(result.diagnostics.map(formatDiagnostic)).toMatchInlineSnapshot(`
      [
        "error[link/broken-markdown] content/docs/tutorials/basic-types.md:2:20
        Markdown link "./objet-types.md" matches no doc.",
      ]
    `);
  });

  test('external links open in a new tab; other links do not', async () => {
    const result = await render('[a](https://graphql.org) [b](/api/graphql-js) [c](#x) [d](mailto:a@b.c)');
    expect(find(result.tree, 'a').map((a) => a[1])).toEqual([
      { href: 'https://graphql.org', target: '_blank', rel: 'noopener noreferrer' },
      { href: '/api/graphql-js' },
      { href: '#x' },
      { href: 'mailto:a@b.c' },
    ]);
  });

  test('images are resolved; missing ones are reported', async () => {
    const resolveImage = (url: string) => (url === './img/a.png' ? '/assets/a.1234.png' : undefined);
    const result = await render('![A](./img/a.png)\n\n![B](./img/b.png)\n\n![C](https://x.org/c.png)', {
      resolveImage,
    });
    expect(find(result.tree, 'img').map((i) => (i[1] as { src: string }).src)).toEqual([
      '/assets/a.1234.png',
      './img/b.png',
      'https://x.org/c.png',
    ]);
    expect(result.diagnostics.map(formatDiagnostic)).toMatchInlineSnapshot(`
      [
        "error[image/missing] content/docs/tutorials/basic-types.md:3:1
        Image "./img/b.png" was not found.
        hint: a path that starts with "/" is a file of the static folder; any other path is relative to this file.",
      ]
    `);
  });
});

describe('raw HTML and XSS', () => {
  const dangerous = /script|onerror|onclick|javascript:|vbscript:|data:text|srcdoc/i;

  test('allowlisted tags render, with safe attributes only', async () => {
    const result = await render(
      'Press <kbd class="x" onclick="evil()">Ctrl</kbd>+<kbd>C</kbd>, H<sub>2</sub>O<br/>\n\n<details open>\n<summary>More</summary>\n\nInside **md**.\n\n</details>\n\n<abbr title="GraphQL">GQL</abbr>\n',
    );
    expect(result.tree).toEqual([
      [
        'p',
        null,
        'Press ',
        ['kbd', null, 'Ctrl'],
        '+',
        ['kbd', null, 'C'],
        ', H',
        ['sub', null, '2'],
        'O',
        ['br', null],
      ],
      ['details', { open: true }, ['summary', null, 'More'], ['p', null, 'Inside ', ['strong', null, 'md'], '.']],
      ['p', null, ['abbr', { title: 'GraphQL' }, 'GQL']],
    ]);
  });

  test.each([
    ['script tag', '<script>alert(1)</script>\n\nok'],
    ['inline script', 'a <script>alert(1)</script> b'],
    ['onerror attribute', '<img src=x onerror="alert(1)">'],
    ['event handler on an allowed tag', '<kbd onmouseover="alert(1)">k</kbd>'],
    ['javascript: link', '[click](javascript:alert(1))'],
    [
      'obfuscated javascript: link',
      '[click](JaVa%0ascript:alert(1)) [x](  java\tscript:alert(1)) <jav&#x09;ascript:alert(1)>',
    ],
    ['javascript: autolink', '<javascript:alert(1)>'],
    ['vbscript and data links', '[a](vbscript:msgbox) [b](data:text/html;base64,PHNjcmlwdD4=)'],
    ['data: image', '![x](data:text/html,<script>alert(1)</script>)'],
    ['javascript: in a reference definition', '[a][r]\n\n[r]: javascript:alert(1)'],
    ['iframe', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['svg onload', '<svg onload=alert(1)><circle/></svg>'],
  ])('%s produces nothing dangerous', async (_name, source) => {
    for (const untrusted of [false, true]) {
      const result = await render(source, { untrusted });
      for (const [tag, props] of elements(result.tree)) {
        expect(['script', 'iframe', 'svg', 'object', 'embed', 'style']).not.toContain(tag);
        for (const [key, value] of Object.entries(props ?? {})) {
          expect(key.toLowerCase().startsWith('on')).toBe(false);
          if (key === 'href' || key === 'src') expect(String(value)).not.toMatch(/^\s*(javascript|vbscript|data):/i);
        }
      }
      // Anything left is text, which React escapes.
      const attributes = JSON.stringify(elements(result.tree).map(([, props]) => props));
      expect(attributes).not.toMatch(dangerous);
    }
  });

  test('untrusted input gets no HTML at all: tags are text', async () => {
    const result = await render(
      'Returns `Promise<ExecutionResult>` or Promise<ExecutionResult>. <kbd>k</kbd> <!-- c -->',
      { untrusted: true },
    );
    expect(result.tree).toEqual([
      [
        'p',
        null,
        'Returns ',
        ['code', null, 'Promise<ExecutionResult>'],
        ' or Promise<ExecutionResult>. <kbd>k</kbd> ',
      ],
    ]);
  });

  test('tags outside the schema are removed with a warning: script-like ones with their content', async () => {
    const result = await render('A <marquee class="x">moving</marquee> and <style>body{}</style>.');
    expect(result.tree).toEqual([['p', null, 'A moving and .']]);
    expect(result.diagnostics.map(formatDiagnostic)).toMatchInlineSnapshot(`
      [
        "warning[html/unknown-tag] content/docs/tutorials/basic-types.md:1:3
        Raw HTML tag <marquee> is not allowed; it was removed and its content kept.",
        "warning[html/unsafe] content/docs/tutorials/basic-types.md:1:43
        Raw HTML tag <style> is not allowed; it was removed.",
      ]
    `);
  });

  test('event handlers, script URLs and attributes the schema does not keep (style) are removed with a warning naming them; harmless markup stays', async () => {
    const result = await render(
      '<img src="/img/logo.png" alt="Logo" onerror="alert(1)" width="40">\n\n<a href="https://graphql.org" style="color:red">ok</a> <a href="javascript:alert(1)">bad</a>\n',
    );
    expect(result.tree).toEqual([
      ['img', { src: '/img/logo.png', alt: 'Logo', width: 40, loading: 'lazy' }],
      ['p', null, ['a', { href: 'https://graphql.org', target: '_blank', rel: 'noopener noreferrer' }, 'ok'], ' bad'],
    ]);
    expect(result.diagnostics.map(formatDiagnostic)).toMatchInlineSnapshot(`
      [
        "warning[html/unsafe] content/docs/tutorials/basic-types.md:1:1
        Event handler attribute "onerror" on <img> is not allowed; it was removed.",
        "warning[html/attribute] content/docs/tutorials/basic-types.md:3:1
        Attribute "style" on <a> is not kept; it was removed.
        hint: content takes its look from the theme: class and style attributes are removed with the rest.",
        "warning[html/unsafe] content/docs/tutorials/basic-types.md:3:56
        URL "javascript:alert(1)" in <a> is not allowed; it was removed.",
      ]
    `);
  });

  test('a tag removed with its content that is never closed is an error: it would take the rest of the page with it', async () => {
    // A JavaScript error message in a changelog: `#<Object>` opens an <object> to the end of the list.
    const result = await render("- Property 'x' of object #<Object> is not a function\n- second item\n\nAfter.\n");
    expect(result.diagnostics.map(formatDiagnostic)).toMatchInlineSnapshot(`
      [
        "error[html/unclosed] content/docs/tutorials/basic-types.md:1:27
        Raw HTML <Object> is never closed: what follows it would be removed with it.
        hint: close it with </Object>, or write it as code (\`<Object>\`) or as text (\\<Object>).",
      ]
    `);
    // Closed, it is removed with what it holds, and only that, with a warning.
    const closed = await render('A <object>fallback</object> and <select><option>x</option></select>, then more.');
    expect(closed.tree).toEqual([['p', null, 'A  and , then more.']]);
    expect(closed.diagnostics.map((d) => `${d.severity} ${d.code}`)).toEqual([
      'warning html/unsafe',
      'warning html/unsafe',
    ]);
  });

  test('a closed tag is no error inside a blockquote or a list, nor a self-closed <svg/>; an unclosed one is, though a later one of its name closes', async () => {
    for (const closed of [
      '> <object data="x">\n>   fallback\n> </object>\n',
      '- item\n\n  <select>\n    <option>a</option>\n  </select>\n',
      '1. Watch:\n\n   <iframe width="560"\n     src="https://x"></iframe>\n',
      'A <svg width="1"/> b.\n',
      'A <!-- <object> --> b. `<object>` c.\n',
      '<script>if (a <object) b();</script>\n',
    ]) {
      const result = await render(closed);
      expect(
        result.diagnostics.filter((d) => d.severity === 'error'),
        closed,
      ).toEqual([]);
    }
    const later = await render('A #<Object> broke.\n\nMore text.\n\nLater: <object>x</object>\n');
    expect(later.diagnostics.map((d) => `${d.severity} ${d.code} ${d.location?.line}:${d.location?.column}`)).toEqual([
      'error html/unclosed 1:4',
    ]);
  });

  test('raw <img> and <a> on any line of an HTML block in a blockquote resolve; nothing inside a removed tag does', async () => {
    const asked: string[] = [];
    const result = await render(
      '> <p>\n> <img src="./a.png" alt="a">\n> <a href="./b.md">b</a>\n> </p>\n\n<object><img src="./gone.png"></object>\n',
      {
        resolveImage: (url) => (asked.push(url), url === './a.png' ? '/assets/img/a-1.png' : undefined),
        resolveMarkdownLink: (url) => (asked.push(url), url === './b.md' ? '/docs/b' : undefined),
      },
    );
    expect(find(result.tree, 'img')).toEqual([['img', { src: '/assets/img/a-1.png', alt: 'a', loading: 'lazy' }]]);
    expect(find(result.tree, 'a')).toEqual([['a', { href: '/docs/b' }, 'b']]);
    expect(asked).toEqual(['./a.png', './b.md']);
    expect(result.diagnostics.map((d) => d.code)).toEqual(['html/unsafe']);
  });

  test('after text on a later line of an HTML block in a blockquote or a list, raw <a> and <img> resolve, and problems are placed at their column', async () => {
    const result = await render(
      '> <p>\n> See <a href="./b.md">b</a> now\n> </p>\n\n- item\n\n  <p>\n  Logo: <img src="./nope.png">\n  </p>\n\n> <div>\n> hi <object>\n',
      {
        resolveImage: () => undefined,
        resolveMarkdownLink: (url) => (url === './b.md' ? '/docs/b' : undefined),
      },
    );
    expect(find(result.tree, 'a')).toEqual([['a', { href: '/docs/b' }, 'b']]);
    expect(result.diagnostics.map((d) => `${d.code} ${d.location?.line}:${d.location?.column}`)).toEqual([
      'html/unclosed 12:6',
      'image/missing 8:9',
    ]);
  });

  test('<noscript> holds tags as the parser reads it, <SCRIPT> is HTML, and a quoted ">" ends no tag', async () => {
    const noscript = await render('Intro\n\n<noscript><object></noscript>\n\nText after.\n');
    expect(noscript.diagnostics.map((d) => `${d.code} ${d.message.split(' is ')[0]}`)).toEqual([
      'html/unclosed Raw HTML <object>',
      'html/unsafe Raw HTML tag <noscript>',
    ]);
    const upper = await render('<SCRIPT>alert(1)</SCRIPT>\n');
    expect(upper.diagnostics.map((d) => d.code)).toEqual(['html/unsafe']);
    const quoted = await render('<div title="a > <object>">x</div>\n');
    expect(quoted.diagnostics.map((d) => d.code)).toEqual([]);
  });

  test('JSX named like an HTML tag the schema removes (<Link>) keeps its MDX hint', async () => {
    const result = await render('<Link to="/x">t</Link>\n');
    expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([
      'mdx/jsx: JSX element <Link> is not supported in .md files; it was removed and its content kept.',
    ]);
  });

  test("a table's cells keep their row and column spans; a warning names an attribute as it was written", async () => {
    const result = await render('<table><tr><th rowspan="2" valign="top">A</th><td colspan="2">B</td></tr></table>\n');
    expect(find(result.tree, 'th')).toEqual([['th', { rowSpan: 2 }, 'A']]);
    expect(find(result.tree, 'td')).toEqual([['td', { colSpan: 2 }, 'B']]);
    expect(result.diagnostics.map((d) => d.message)).toEqual([
      'Attribute "valign" on <th> is not kept; it was removed.',
    ]);
  });

  test("a relative link becomes the route it reaches from the page's, written in markdown or in HTML", async () => {
    const result = await render(
      '[a](./setup#install) [b](../api/) [c](other) <a href="sibling?x=1">d</a> [e](?q=1) [f](#here) [g](https://example.org/x)\n',
      { route: '/docs/guide/intro' },
    );
    expect(find(result.tree, 'a').map(([, props]) => props!.href)).toEqual([
      '/docs/guide/setup#install',
      '/docs/api/',
      '/docs/guide/other',
      '/docs/guide/sibling?x=1',
      '?q=1',
      '#here',
      'https://example.org/x',
    ]);
  });

  test("an image over plain http, which the site's CSP blocks, is named in a warning, in markdown and in HTML", async () => {
    const result = await render('![badge](http://img.example/b.svg) <img src="HTTP://img.example/c.svg" alt="c">\n');
    expect(result.diagnostics.map((d) => `${d.severity} ${d.code} ${d.location?.line}:${d.location?.column}`)).toEqual([
      'warning image/insecure 1:1',
      'warning image/insecure 1:36',
    ]);
    expect((await render('![badge](https://img.example/b.svg)\n')).diagnostics).toEqual([]);
  });

  test('an old-style <a name> becomes the id a link to it finds', async () => {
    const result = await render('<a name="legacy"></a>Text.\n\n[Back](#legacy)\n');
    expect(find(result.tree, 'a')).toEqual([
      ['a', { id: 'legacy' }],
      ['a', { href: '#legacy' }, 'Back'],
    ]);
    expect(result.diagnostics).toEqual([]);
  });

  test('an old-style <a name> gives no second element the id a heading has, and no warning', async () => {
    const result = await render('<a name="install"></a>\n\n## Install\n');
    const withId = elements(result.tree).filter(([, props]) => props?.id === 'install');
    expect(withId.map(([tag]) => tag)).toEqual(['h2']);
    expect(result.diagnostics).toEqual([]);
  });

  test('raw HTML is parsed as a browser does: a div closes the paragraph it opens in', async () => {
    const result = await render('A <div>block</div> after.');
    expect(result.tree).toEqual([['p', null, 'A '], ['div', null, 'block'], ' after.', ['p', null]]);
  });

  test('JSX in a .md file is named with a hint; its content is kept', async () => {
    const result = await render('<Tabs groupId="x">\n\nInside.\n\n</Tabs>\n');
    expect(result.tree).toEqual([['p', null, 'Inside.']]);
    expect(result.diagnostics.map(formatDiagnostic)).toMatchInlineSnapshot(`
      [
        "warning[mdx/jsx] content/docs/tutorials/basic-types.md:1:1
        JSX element <Tabs> is not supported in .md files; it was removed and its content kept.
        hint: write tabs as ::::tabs{groupId="..."} with :::tab{label="..."} blocks inside.",
      ]
    `);
  });

  test('components made by the pipeline keep their props next to raw HTML', async () => {
    const result = await render(':::tip[Title <b>bold</b>]\n<kbd>K</kbd>\n:::\n\n```js title="a.js"\nx\n```\n\n<br>\n');
    expect(result.tree[0]).toEqual([
      'Admonition',
      { type: 'tip', title: 'Title <b>bold</b>' },
      ['p', null, ['kbd', null, 'K']],
    ]);
    expect(result.tree[1]).toMatchObject(['CodeBlock', { code: 'x', lang: 'js', title: 'a.js' }]);
  });
});

describe('robustness', () => {
  test('never throws on odd input', async () => {
    const inputs = [
      '',
      '---\n',
      '---\n---\n',
      ':::',
      '::::tabs\n',
      '```',
      '<details>',
      '</kbd>',
      '# ',
      '[x]: <>',
      '\u0000\uFFFF',
      '## {#}',
      '```js {999999999}\na\n```',
    ];
    for (const source of inputs) {
      const result = await render(source, { resolveMarkdownLink: () => undefined, resolveImage: () => undefined });
      expect(Array.isArray(result.tree)).toBe(true);
    }
  });

  test('the tree carries no positions and uses null for empty props', async () => {
    const result = await render('Para [a](/x).\n\n> quote\n');
    expect(JSON.stringify(result.tree)).not.toContain('position');
    expect(result.tree).toEqual([
      ['p', null, 'Para ', ['a', { href: '/x' }, 'a'], '.'],
      ['blockquote', null, ['p', null, 'quote']],
    ]);
  });
});

test('speed: 50 typical snippets after warm-up', async () => {
  const snippet = [
    '## Example',
    '',
    'Run the `graphql` function with a [schema](./basic-types.md):',
    '',
    '```js title="server.js" {2}',
    "import { graphql, buildSchema } from 'graphql';",
    "const schema = buildSchema('type Query { hello: String }');",
    "const rootValue = { hello: () => 'Hello world!' };",
    "graphql({ schema, source: '{ hello }', rootValue }).then((response) => {",
    '  console.log(response);',
    '});',
    '```',
    '',
    ':::tip',
    'Use **SDL** when you can.',
    ':::',
  ].join('\n');
  await render(snippet);
  const start = performance.now();
  for (let i = 0; i < 50; i++) await render(snippet.replace('hello', `hello${i}`));
  const ms = performance.now() - start;
  console.log(`renderMarkdown: 50 snippets in ${ms.toFixed(1)} ms (${(ms / 50).toFixed(2)} ms each)`);
  // A guard against pathological slowness only: shared CI machines vary a lot.
  expect(ms).toBeLessThan(15_000);
});

describe('memo across renders', () => {
  const source = `# Memo ${Date.now()}\n\nSee [next](./next.md) and ![pic](./pic.png).\n`;
  // The build's memo, in a folder of its own.
  beforeAll(async () => {
    openMemoStore({
      dir: mkdtempSync(path.join(os.tmpdir(), 'sitegen-memo-')),
      graph: await loadCodeGraph(),
    }).beginRun();
  });

  test('reuses a result while the resolvers answer the same, asking them again', async () => {
    const asked: string[] = [];
    const input = {
      source,
      resolveMarkdownLink: (url: string) => {
        asked.push(url);
        return '/docs/next';
      },
      resolveImage: (url: string) => {
        asked.push(url);
        return '/assets/img/pic-1.png';
      },
    };
    const first = await render(source, input);
    const second = await render(source, input);
    expect(second).toBe(first);
    // The image resolver runs again: it is what copies the image into the output.
    expect(asked).toEqual(['./next.md', './pic.png', './next.md', './pic.png']);
  });

  test('a remembered playground check is placed at the block where the edited file has it', async () => {
    const block = [
      '```graphql-playground',
      '### schema',
      `type Query { memo${Date.now()}: Strin`,
      '### query',
      '{ a }',
      '```',
    ];
    const first = await render([...block, ''].join('\n'));
    const moved = await render(['Two lines', 'added above.', '', ...block, ''].join('\n'));
    expect([...first.diagnostics, ...moved.diagnostics].map(formatDiagnostic)).toMatchInlineSnapshot(`
      [
        "error[code/playground] content/docs/tutorials/basic-types.md:3:1
        Its schema is not valid: Syntax Error: Expected Name, found <EOF>.",
        "error[code/playground] content/docs/tutorials/basic-types.md:6:1
        Its schema is not valid: Syntax Error: Expected Name, found <EOF>.",
      ]
    `);
    expect(moved.tree[1]).toEqual(first.tree[0]);
  });

  test('an edit of a playground plugin checks its blocks again; a plugin that throws is an error at its config line', async () => {
    // A site of its own: a plugin with no imports, and a config that names it on line 3.
    const site = mkdtempSync(path.join(os.tmpdir(), 'sitegen-playground-'));
    writeFileSync(
      path.join(site, 'site.config.ts'),
      "export default {\n  live: {\n    playgrounds: { 'echo-playground': 'plugins/echo.ts' },\n  },\n};\n",
    );
    mkdirSync(path.join(site, 'plugins'));
    const plugin = (check: string) =>
      writeFileSync(
        path.join(site, 'plugins/echo.ts'),
        `export default { label: 'Echo', parts: [{ name: 'text', label: 'Text', required: true }], ${check} run: async (parts: Record<string, string>) => ({ response: parts.text }) };\n`,
      );
    const source = ['Before.', '', '```echo-playground', '### text', '', 'hello', '```', ''].join('\n');
    const renderIn = () =>
      render(source, { playgrounds: playgroundFilesOf(site, { 'echo-playground': 'plugins/echo.ts' }) });
    plugin('');
    const first = await renderIn();
    expect(first.diagnostics).toEqual([]);
    expect(first.tree[1]).toMatchObject(['Playground', { playground: 'echo-playground', label: 'Echo' }]);
    plugin("check: (parts: Record<string, string>) => [{ part: 'text', message: `no ${parts.text} here` }],");
    expect((await renderIn()).diagnostics.map(formatDiagnostic)).toEqual([
      'error[code/playground] content/docs/tutorials/basic-types.md:6:1\n  no hello here',
    ]);
    plugin("check: () => { throw new Error('not ready'); }, oops: (() => { throw new Error('broken at load'); })(),");
    expect((await renderIn()).diagnostics.map(formatDiagnostic)).toEqual([
      'error[config/playground] site.config.ts:3\n  The playground plugin of "echo-playground" is plugins/echo.ts, which threw while loading: broken at load',
    ]);
    // The build loads the plugins before it renders a page: this error alone stops it.
    const files = () => playgroundFilesOf(site, { 'echo-playground': 'plugins/echo.ts' });
    await expect(loadPlaygroundPlugins(files())).rejects.toThrow('threw while loading: broken at load');
    writeFileSync(path.join(site, 'plugins/echo.ts'), "export default { label: 'Echo', parts: [] };\n");
    await expect(loadPlaygroundPlugins(files())).rejects.toThrow(
      'The playground plugin of "echo-playground" is plugins/echo.ts, whose default export has no parts and run.',
    );
    plugin('');
    await expect(loadPlaygroundPlugins(files())).resolves.toMatchObject({
      files: { 'echo-playground': 'plugins/echo.ts' },
    });
    rmSync(path.join(site, 'plugins/echo.ts'));
    expect(() => playgroundFilesOf(site, { 'echo-playground': 'plugins/echo.ts' })).toThrow(
      'The playground plugin of "echo-playground" is plugins/echo.ts, which does not exist.',
    );
  });

  test('a twin formatted later is the twin formatted at once; a remembered result whose twin was never finished is rendered again', async () => {
    const twin = {
      pageUrl: 'https://example.org/docs/later',
      site: { url: 'https://example.org', baseUrl: '/' },
      trailingSlash: undefined,
      fallbackTitle: 'later',
    };
    const stamp = Date.now();
    const at = (n: number) => `# Later ${stamp}-${n}\n\nSee [next](./next.md).\n`;
    const finishes: (() => void)[] = [];
    const deferred = await render(at(1), { twin, twinLater: (finish) => finishes.push(finish) });
    expect(deferred.twin).toBeUndefined();
    expect(finishes).toHaveLength(1);
    finishes[0]!();
    expect(deferred.twin).toEqual((await renderUncached({ source: at(1), file, twin })).twin);
    expect(await render(at(1), { twin })).toBe(deferred);

    const unfinished = await render(at(2), { twin, twinLater: () => {} });
    const again = await render(at(2), { twin });
    expect(again).not.toBe(unfinished);
    expect(again.twin?.markdown).toMatch(/^# Later /);
  });

  test('renders again when a resolver answers differently', async () => {
    const before = await render(source, {
      resolveMarkdownLink: () => '/docs/next',
      resolveImage: () => '/assets/img/pic-1.png',
    });
    const after = await render(source, {
      resolveMarkdownLink: () => undefined,
      resolveImage: () => '/assets/img/pic-1.png',
    });
    expect(after).not.toBe(before);
    expect(before.diagnostics).toEqual([]);
    expect(after.diagnostics.map((d) => d.code)).toEqual(['link/broken-markdown']);
  });
});
