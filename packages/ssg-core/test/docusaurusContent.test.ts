import { describe, expect, test } from 'vitest';
import { routeOutputFile } from '@sitegen/runtime/routePath.ts';
import { build, type BuildResult } from '../src/build.ts';
import { formatDiagnostics } from '../src/diagnostics.ts';
import { prepareFixture } from './corpus/prepareFixture.ts';
import { contentText } from '../src/output/fileContent.ts';

// Content written for Docusaurus builds unchanged (fixtures/docusaurus-content): each of its
// conventions is either honoured with Docusaurus's meaning or named in a warning with file:line.

const FULL_BUILD = { timeout: 600_000 };

async function buildContent(strict: boolean): Promise<BuildResult> {
  const fixture = prepareFixture('docusaurus-content');
  try {
    return await build({ rootDir: fixture.rootDir, write: false, strict });
  } finally {
    fixture.remove();
  }
}

const page = (result: BuildResult, slug: string) =>
  contentText(result.files.get(routeOutputFile(`/docs/tutorials/${slug}`)) ?? '');

describe('Docusaurus content', () => {
  let result: BuildResult;

  test('builds, warning only about what sitegen does not run (MDX imports and JSX)', FULL_BUILD, async () => {
    result = await buildContent(false);
    expect(formatDiagnostics(result.diagnostics)).toMatchInlineSnapshot(`
      "warning[mdx/esm] content/docs/tutorials/mdx-syntax.md:5:1
        MDX import "import Tabs from '@theme/Tabs';" is not supported in .md files; it was removed.
        hint: sitegen renders markdown, not MDX: use its admonitions (:::note), tabs (::::tabs) and code blocks instead of components.
      warning[mdx/esm] content/docs/tutorials/mdx-syntax.md:6:1
        MDX import "import TabItem from '@theme/TabItem';" is not supported in .md files; it was removed.
        hint: sitegen renders markdown, not MDX: use its admonitions (:::note), tabs (::::tabs) and code blocks instead of components.
      warning[mdx/jsx] content/docs/tutorials/mdx-syntax.md:10:1
        JSX element <Tabs> is not supported in .md files; it was removed and its content kept.
        hint: write tabs as ::::tabs{groupId="..."} with :::tab{label="..."} blocks inside.
      warning[mdx/jsx] content/docs/tutorials/mdx-syntax.md:11:1
        JSX element <TabItem> is not supported in .md files; it was removed and its content kept.
        hint: write tabs as ::::tabs{groupId="..."} with :::tab{label="..."} blocks inside.

      4 warnings"
    `);
  });

  test('unknown front matter keys reach the page data as custom front matter', () => {
    const chunks = [...result.files]
      .filter(([name]) => name.endsWith('.js'))
      .map(([, content]) => contentText(content));
    const withCustom = chunks.filter((text) => text.includes('customFrontMatter'));
    // Only the page that has custom keys carries them; its data chunk holds them as written.
    expect(withCustom).toHaveLength(1);
    expect(withCustom[0]!.replace(/\\/g, '')).toContain(
      '"customFrontMatter":{"category":"Guides","tags":["migration","docusaurus"]}',
    );
  });

  test('{#id} headings, old-style admonition titles and <details> render as on Docusaurus', () => {
    const html = page(result, 'front-matter');
    expect(html).toContain('<h2 id="kept-anchor">A heading with its own id');
    expect(html).toContain('<a href="#kept-anchor">the heading</a>');
    expect(html).toMatch(/sg-admonition--note[\s\S]*?sg-admonition__title">.*?Written the old way<\/p>/);
    expect(html).toContain(
      '<details><summary>Show the details</summary><p>Hidden <strong>markdown</strong> inside.</p></details>',
    );
  });

  test("a markdown h1 beside a front matter title is the page's heading; the title names the page elsewhere", () => {
    const html = page(result, 'screenshots');
    expect([...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((m) => m[1])).toEqual(['Screenshots, and where they live']);
    expect(html).toMatch(/<title>Screenshots \| [^<]*<\/title>/);
    expect(html).toMatch(/<a href="\/docs\/tutorials\/screenshots"[^>]*>Screenshots<\/a>/);
    expect(contentText(result.files.get('docs/tutorials/screenshots.md')!)).toMatch(
      /^# Screenshots, and where they live\n/,
    );
  });

  test('sidebar_class_name, custom_edit_url, last_update and image', () => {
    const html = page(result, 'front-matter');
    expect(html).toContain('<li class="sg-sidebar__item sidebar-beta"><a href="/docs/tutorials/front-matter"');
    expect(html).toContain(
      '<a href="https://example.com/edit/front-matter.md" target="_blank" rel="noopener noreferrer">Edit this page</a>',
    );
    // React marks where adjacent text parts meet with <!-- -->; the reader sees the text joined.
    expect(html.replaceAll('<!-- -->', '')).toContain(
      'Last updated on <time dateTime="2024-03-01">Mar 1, 2024</time> by Ada Lovelace',
    );
    expect(html).toContain('<meta property="og:image" content="https://fixture.example/img/preview.png">');
    // The site's edit URL stays the default for other pages.
    expect(page(result, 'mdx-syntax')).toContain(
      'href="https://github.com/example/site/edit/main/docs/tutorials/mdx-syntax.md"',
    );
  });

  test("pagination_label names the page in its neighbours' previous/next links", () => {
    expect(page(result, 'intro')).toMatch(
      /<a href="\/docs\/tutorials\/front-matter"[^>]*sg-pagination__link--next">.*?sg-pagination__label">Front matter, in short</,
    );
  });

  test('a draft is left out of the production build, and out of the sidebar that names it', () => {
    expect([...result.files.keys()].filter((f) => f.includes('draft-page'))).toEqual([]);
    expect(page(result, 'intro')).not.toContain('draft-page');
  });

  test('an unlisted page is built and marked noindex, but is in no sidebar, pagination, sitemap or search index', () => {
    const html = page(result, 'unlisted-page');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('Unlisted page.');
    expect(html).not.toContain('Edit this page'); // custom_edit_url: null
    expect(page(result, 'intro')).not.toContain('unlisted-page');
    expect(page(result, 'front-matter')).not.toContain('unlisted-page');
    expect(page(result, 'front-matter')).not.toContain('name="robots"');
    expect(contentText(result.files.get('sitemap.xml')!)).not.toContain('unlisted-page');
    expect(contentText(result.files.get('sitemap.xml')!)).toContain('/docs/tutorials/front-matter');
    const index = [...result.files].find(([name]) => /search-index.*\.json$/.test(name))!;
    expect(contentText(index[1])).not.toContain('unlisted-page');
    expect(contentText(index[1])).toContain('/docs/tutorials/front-matter');
  });

  test('MDX imports are removed and JSX tags dropped, their markdown content kept', () => {
    const html = page(result, 'mdx-syntax');
    expect(html).not.toContain('import Tabs');
    expect(html).not.toMatch(/<tabs|<tabitem/i);
    expect(html).toContain('<p>Install with npm.</p>');
  });

  test('a co-located image and a static one show on the page and resolve in its markdown twin', () => {
    const html = page(result, 'screenshots');
    const local = /<img src="(\/assets\/img\/architecture-[0-9a-f]{8}\.png)" alt="How the pieces fit together"/.exec(
      html,
    );
    expect(local).not.toBeNull();
    expect(result.files.has(local![1]!.slice(1))).toBe(true);
    expect(html).toContain('<img src="/img/banner.png" alt="The project banner"');
    const twin = contentText(result.files.get('docs/tutorials/screenshots.md')!);
    expect(twin).toContain(`![How the pieces fit together](https://fixture.example${local![1]})`);
    expect(twin).toContain('![The project banner](https://fixture.example/img/banner.png)');
  });

  test('strict mode warns about every unknown key, with its line', FULL_BUILD, async () => {
    const strict = await buildContent(true);
    expect(
      formatDiagnostics(strict.diagnostics.filter((d) => d.code === 'frontmatter/unknown-key')),
    ).toMatchInlineSnapshot(`
      "warning[frontmatter/unknown-key] content/docs/tutorials/front-matter.md:13:1
        Unknown front matter key "category"; it is passed to the theme as custom front matter.
      warning[frontmatter/unknown-key] content/docs/tutorials/front-matter.md:14:1
        Unknown front matter key "tags"; it is passed to the theme as custom front matter.

      2 warnings"
    `);
  });
});
