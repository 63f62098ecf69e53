import { describe, expect, test } from 'vitest';
import { docToMarkdown } from './docToMarkdown.ts';
import { renderUncached } from '../markdown/renderPipeline.ts';

const pageUrl = 'https://example.org/docs/guide/setup';
const site = { url: 'https://example.org', baseUrl: '/' };
const twin = (source: string, links: { url: string; line: number; column: number }[] = []) =>
  docToMarkdown({
    source,
    file: 'content/docs/guide/setup.md',
    title: 'Setup',
    description: 'Install it and run it.',
    pageUrl,
    site,
    links,
    trailingSlash: undefined,
  });

describe('a doc twin', () => {
  test('front matter and the leading h1 give way to the title and description; MDX imports are left out', () => {
    const result = twin(
      "---\ntitle: Setup\ndescription: Install it and run it.\n---\n\n# Setup\n\nimport Tabs from '@theme/Tabs';\n\nText.\n",
    );
    expect(result.markdown).toBe('# Setup\n\nInstall it and run it.\n\nText.\n');
  });

  test('admonitions become labelled blockquotes, in both title syntaxes; tabs their labelled contents; unknown directives their text', () => {
    const source = [
      ':::tip',
      'Plain tip.',
      ':::',
      '',
      ':::warning Mind the gap',
      'Careful.',
      ':::',
      '',
      '::::tabs{groupId="pm"}',
      ':::tab{label="npm"}',
      '```bash skip-test="installs"',
      'npm install graphql',
      '```',
      ':::',
      ':::tab{value="yarn"}',
      '```bash',
      'yarn add graphql',
      '```',
      ':::',
      '::::',
      '',
      'Times like 10:30 stay as written.',
    ].join('\n');
    expect(twin(source).markdown).toMatchInlineSnapshot(`
      "# Setup

      Install it and run it.

      > **Tip**
      >
      > Plain tip.

      > **Warning: Mind the gap**
      >
      > Careful.

      **npm**

      \`\`\`bash
      npm install graphql
      \`\`\`

      **yarn**

      \`\`\`bash
      yarn add graphql
      \`\`\`

      Times like 10:30 stay as written.
      "
    `);
  });

  test("an output block keeps the page's caption as its title, its mark included", () => {
    const source = [
      '```json output',
      '{"a":1}',
      '```',
      '',
      '```json output="formatted"',
      '{ "a": 1 }',
      '```',
      '',
      '```http title="response" output="trimmed"',
      'HTTP/1.1 200 OK',
      '```',
    ].join('\n');
    const { markdown } = twin(source, []);
    expect(markdown).toContain('```json title="Output"\n{"a":1}\n```');
    expect(markdown).toContain('```json title="Output (formatted)"\n{ "a": 1 }\n```');
    expect(markdown).toContain('```http title="response · Output (trimmed)"\nHTTP/1.1 200 OK\n```');
  });

  test('links take the URL the page renders (by source position), made absolute; references become links; titles of code blocks stay', () => {
    const source = [
      'See [types](./types.md#lists), [the API](/api/x), [here](#install) and [ref][r].',
      '',
      '```js title="a.js" {2}',
      'x',
      '```',
      '',
      '[r]: https://graphql.org/',
    ].join('\n');
    const result = twin(source, [{ url: '/docs/guide/types#lists', line: 1, column: 5 }]);
    expect(result.markdown).toContain(
      'See [types](https://example.org/docs/guide/types#lists), [the API](https://example.org/api/x), [here](https://example.org/docs/guide/setup#install) and [ref](https://graphql.org/).',
    );
    expect(result.markdown).toContain('```js title="a.js"\nx\n```');
    expect(result.markdown).not.toContain('[r]:');
    // Each with its place in the file, where a problem with it is reported.
    expect(result.links).toEqual([
      { url: 'https://example.org/docs/guide/types#lists', line: 1, column: 5 },
      { url: 'https://example.org/api/x', line: 1, column: 32 },
      { url: 'https://example.org/docs/guide/setup#install', line: 1, column: 51 },
      { url: 'https://graphql.org/', line: 1, column: 72 },
    ]);
  });

  test('images take the file the page shows (by source position), made absolute, with their alt text and title', () => {
    const source = ['![A shot](./shot.png "The shot")', '', '![Again][shot]', '', '[shot]: ./shot.png'].join('\n');
    const rendered = [
      { url: '/assets/img/shot-12345678.png', line: 1, column: 1 },
      { url: '/assets/img/shot-12345678.png', line: 3, column: 1 },
    ];
    const result = twin(source, rendered);
    expect(result.markdown).toContain('![A shot](https://example.org/assets/img/shot-12345678.png "The shot")');
    expect(result.markdown).toContain('![Again](https://example.org/assets/img/shot-12345678.png)');
    expect(result.links.map((l) => l.url)).toEqual([
      'https://example.org/assets/img/shot-12345678.png',
      'https://example.org/assets/img/shot-12345678.png',
    ]);
  });

  test('under a base URL, links to routes and the images the page shows are URLs under it, each once', () => {
    const source = [
      'See [types](./types.md#lists), [the API](/api/x) and [here](#install).',
      '',
      '![A shot](./shot.png)',
    ].join('\n');
    const result = docToMarkdown({
      source,
      file: 'content/docs/guide/setup.md',
      title: 'Setup',
      pageUrl: 'https://example.org/graphql-js/docs/guide/setup',
      site: { url: 'https://example.org', baseUrl: '/graphql-js/' },
      links: [
        { url: '/docs/guide/types#lists', line: 1, column: 5 },
        { url: '/graphql-js/assets/img/shot-12345678.png', line: 3, column: 1 },
      ],
      trailingSlash: undefined,
    });
    expect(result.links.map((l) => l.url)).toEqual([
      'https://example.org/graphql-js/docs/guide/types#lists',
      'https://example.org/graphql-js/api/x',
      'https://example.org/graphql-js/docs/guide/setup#install',
      'https://example.org/graphql-js/assets/img/shot-12345678.png',
    ]);
  });

  test('a doc rendered with its twin: the page is the page rendered alone, the twin is the one made from the file, from one parse', async () => {
    const source = [
      '---',
      'title: Setup',
      'description: Install it and run it.',
      '---',
      '',
      '# Setting it up',
      '',
      ':::warning Mind the gap',
      'See [types](./types.md#lists) and [the API](/api/x).',
      ':::',
      '',
      '## Install {#install}',
      '',
      '```js title="a.js" {2}',
      'const a = 1;',
      '```',
    ].join('\n');
    const resolveMarkdownLink = (url: string) =>
      url.startsWith('./types.md') ? `/docs/guide/types${url.slice('./types.md'.length)}` : undefined;
    const input = { source, file: 'content/docs/guide/setup.md', resolveMarkdownLink };
    const alone = await renderUncached(input);
    const both = await renderUncached({
      ...input,
      twin: { pageUrl, site, trailingSlash: undefined, fallbackTitle: 'setup' },
    });
    const { twin: made, ...page } = both;
    expect(page).toEqual(alone);
    expect(made).toEqual(
      docToMarkdown({
        source,
        file: input.file,
        // The page's heading: its h1, beside the front matter title (as Docusaurus shows it).
        title: 'Setting it up',
        description: 'Install it and run it.',
        pageUrl,
        site,
        links: alone.links,
        trailingSlash: undefined,
      }),
    );
    expect(made!.markdown).toContain(
      '> **Warning: Mind the gap**\n>\n> See [types](https://example.org/docs/guide/types#lists) and [the API](https://example.org/api/x).',
    );
    expect(made!.markdown).toMatch(/^# Setting it up\n\nInstall it and run it\.\n/);
  });

  test('a file with neither a title nor an h1 takes the fallback title, even when it is one plain paragraph', async () => {
    const result = await renderUncached({
      source: 'Just a sentence.\n',
      file: 'content/docs/guide/plain.md',
      twin: { pageUrl, site, trailingSlash: undefined, fallbackTitle: 'plain' },
    });
    expect(result.twin?.markdown).toBe('# plain\n\nJust a sentence.\n');
  });
});
