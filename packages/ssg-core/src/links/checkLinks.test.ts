import { describe, expect, test } from 'vitest';
import { formatDiagnostic } from '../diagnostics.ts';
import { checkFileLinks, checkLinks, type LinksOfFile, type PageForLinkCheck } from './checkLinks.ts';

const page = (route: string, body: string, extra: Partial<PageForLinkCheck> = {}): PageForLinkCheck => ({
  route,
  html: `<html><body>${body}</body></html>`,
  ...extra,
});

describe('checkLinks', () => {
  const target = page(
    '/api/graphql-js/function/execute',
    '<h1 id="execute">execute</h1><h2 id="parameters">Parameters</h2>',
  );

  test('links to routes and existing anchors pass; external and mailto links are not checked', () => {
    const pages = [
      target,
      page(
        '/docs/tutorials/basic-types',
        '<a href="/api/graphql-js/function/execute#parameters">ok</a><a href="#here">self</a><h2 id="here">x</h2>' +
          '<a href="https://example.com/nowhere">ext</a><a href="mailto:a@b.c">mail</a><a href="./basic-types">rel</a>',
      ),
    ];
    expect(checkLinks(pages)).toEqual([]);
  });

  test('under a base URL, links are URLs under it: the route a markdown link named is found there, and a link outside it is broken', () => {
    const pages = [
      target,
      page(
        '/docs/tutorials/basic-types',
        '<a href="/graphql-js/api/graphql-js/function/execute#parameters">ok</a><a href="../../api/graphql-js/function/execute">rel</a>' +
          '<a href="/graphql-js/api/graphql-js/function/exeucte">typo</a><a href="/api/graphql-js/function/execute">outside</a>',
        {
          file: 'content/docs/tutorials/basic-types.md',
          sourceLinks: [{ url: '/api/graphql-js/function/exeucte', line: 7, column: 3 }],
        },
      ),
    ];
    expect(checkLinks(pages, { baseUrl: '/graphql-js/' }).map(formatDiagnostic)).toMatchInlineSnapshot(`
      [
        "error[link/broken] content/docs/tutorials/basic-types.md:7:3
        Link "/graphql-js/api/graphql-js/function/exeucte" matches no route.
        hint: did you mean "/api/graphql-js/function/execute"?",
        "error[link/broken] page /docs/tutorials/basic-types
        Link "/api/graphql-js/function/execute" matches no route.
        hint: the site's pages are under its baseUrl "/graphql-js/"",
      ]
    `);
  });

  test('a path ending in .html or /index.html stands for the route without it, with a warning naming the canonical form', () => {
    const pages = [
      target,
      page(
        '/',
        '<a href="/api/graphql-js/function/execute.html#parameters">x</a><a href="/api/graphql-js/function/execute/index.html">y</a>',
        {
          file: 'content/home.md',
          sourceLinks: [{ url: '/api/graphql-js/function/execute.html#parameters', line: 3, column: 1 }],
        },
      ),
    ];
    expect(checkLinks(pages).map(formatDiagnostic)).toMatchInlineSnapshot(`
      [
        "warning[link/not-canonical] content/home.md:3:1
        Link "/api/graphql-js/function/execute.html#parameters" reaches page /api/graphql-js/function/execute by another form of its path.
        hint: write "/api/graphql-js/function/execute#parameters", which hosts serve without a redirect",
        "warning[link/not-canonical] page /
        Link "/api/graphql-js/function/execute/index.html" reaches page /api/graphql-js/function/execute by another form of its path.
        hint: write "/api/graphql-js/function/execute", which hosts serve without a redirect",
      ]
    `);
  });

  test("a broken link of the config's footer, on every page, is reported once at the config's line", () => {
    const footer = '<footer><a href="/docs/changelog">Changelog</a></footer>';
    const pages = [
      page('/', footer, { file: 'content/home.md', sourceLinks: [] }),
      page('/docs/a', `<a href="/docs/changelog">in the doc</a>${footer}`, {
        file: 'content/docs/a.md',
        sourceLinks: [{ url: '/docs/changelog', line: 4, column: 1 }],
      }),
      page('/docs/b', footer),
    ];
    const sharedLinks = new Map([['/docs/changelog', { file: 'site.config.ts', line: 31 }]]);
    expect(checkLinks(pages, { sharedLinks }).map(formatDiagnostic)).toMatchInlineSnapshot(`
      [
        "error[link/broken] site.config.ts:31
        Link "/docs/changelog" matches no route.",
        "error[link/broken] content/docs/a.md:4:1
        Link "/docs/changelog" matches no route.",
      ]
    `);
  });

  test('a link matching no route is reported at its markdown source, with a suggestion', () => {
    const pages = [
      target,
      page('/docs/tutorials/basic-types', '<a href="/api/graphql-js/function/exeucte">x</a>', {
        file: 'content/docs/tutorials/basic-types.md',
        sourceLinks: [{ url: '/api/graphql-js/function/exeucte', line: 42, column: 7 }],
      }),
    ];
    expect(checkLinks(pages).map(formatDiagnostic)).toMatchInlineSnapshot(`
      [
        "error[link/broken] content/docs/tutorials/basic-types.md:42:7
        Link "/api/graphql-js/function/exeucte" matches no route.
        hint: did you mean "/api/graphql-js/function/execute"?",
      ]
    `);
  });

  test('an anchor missing from the target page HTML is reported; links in theme parts name the page', () => {
    const pages = [target, page('/', '<a href="/api/graphql-js/function/execute#paramters">x</a>')];
    expect(checkLinks(pages).map(formatDiagnostic)).toMatchInlineSnapshot(`
      [
        "error[link/broken-anchor] page /
        Link "/api/graphql-js/function/execute#paramters" points to "#paramters", which is no id in page /api/graphql-js/function/execute.
        hint: did you mean "parameters"?",
      ]
    `);
  });

  test('encoded anchors are decoded before the comparison; dev reports warnings', () => {
    const pages = [page('/a', '<h2 id="ünïcode">x</h2><a href="#%C3%BCn%C3%AFcode">ok</a><a href="/nope">bad</a>')];
    const diagnostics = checkLinks(pages, { severity: 'warning' });
    expect(diagnostics.map((d) => [d.severity, d.code])).toEqual([['warning', 'link/broken']]);
  });

  test('a page that failed to render is still a route: links to it and its anchors are not reported (its own error is)', () => {
    const pages = [
      { route: '/broken', html: '', failed: true },
      page('/a', '<a href="/broken">ok</a><a href="/broken#part">ok too</a><a href="/nope">bad</a>'),
    ];
    expect(checkLinks(pages).map((d) => d.message)).toEqual(['Link "/nope" matches no route.']);
  });

  test('a relative .md link is left to the markdown step, which reports it once', () => {
    expect(checkLinks([page('/a', '<a href="./missing.md">x</a><a href="missing.md#part">y</a>')])).toEqual([]);
  });

  test('a broken link the markdown wrote several times is reported at each place', () => {
    const pages = [
      target,
      page(
        '/a',
        '<a href="/api/graphql-js/function/execute#nope">x</a><a href="/api/graphql-js/function/execute#nope">y</a>',
        {
          file: 'content/docs/a.md',
          sourceLinks: [
            { url: '/api/graphql-js/function/execute#nope', line: 36, column: 5 },
            { url: '/api/graphql-js/function/execute#nope', line: 431, column: 9 },
          ],
        },
      ),
    ];
    expect(checkLinks(pages).map((d) => `${d.location?.line}:${d.location?.column} ${d.code}`)).toEqual([
      '36:5 link/broken-anchor',
      '431:9 link/broken-anchor',
    ]);
  });

  test('with trailingSlash, a broken link is still found at its place in the markdown (the page renders it with its slash)', () => {
    const pages = [
      page('/a/', '<a href="/nope/">x</a>', {
        file: 'content/docs/a.md',
        sourceLinks: [{ url: '/nope', line: 4, column: 2 }],
      }),
    ];
    expect(checkLinks(pages, { trailingSlash: true }).map(formatDiagnostic)).toEqual([
      'error[link/broken] content/docs/a.md:4:2\n  Link "/nope/" matches no route.',
    ]);
  });

  test("a link to a file of the output (the sitemap, a static file) is no broken link, by the site's own URL too", () => {
    const pages = [
      page('/a', '<a href="/img/c.png">c</a><a href="https://example.org/sitemap.xml">s</a><a href="/gone.png">g</a>'),
    ];
    const hasFile = (file: string) => file === 'img/c.png' || file === 'sitemap.xml';
    const diagnostics = checkLinks(pages, { siteUrl: 'https://example.org/', hasFile });
    expect(diagnostics.map((d) => d.message)).toEqual(['Link "/gone.png" matches no route.']);
  });

  test("a link to the site's own absolute URL is checked as the path it names; another site's is not", () => {
    const pages = [
      target,
      page(
        '/a',
        '<a href="https://example.org/docs-site/api/graphql-js/function/execute#parameters">ok</a>' +
          '<a href="https://example.org/docs-site/api/users">broken</a><a href="https://example.org/api/users">other site</a>',
      ),
    ];
    const diagnostics = checkLinks(pages, { baseUrl: '/docs-site/', siteUrl: 'https://example.org/docs-site/' });
    expect(diagnostics.map((d) => d.message)).toEqual([
      'Link "https://example.org/docs-site/api/users" matches no route.',
    ]);
  });
});

describe('checkFileLinks (markdown twins, llms.txt)', () => {
  const pages = [
    page('/api/graphql-js/function/execute', '<h2 id="parameters">Parameters</h2>'),
    page('/docs/tutorials/', '<h1 id="intro">x</h1>'),
  ];
  const files = new Set(['api/graphql-js/function/execute.md', 'llms.txt']);
  const check = (links: Map<string, LinksOfFile>) =>
    checkFileLinks(links, { pages, siteUrl: 'https://graphql-js.org/', hasFile: (f) => files.has(f) });

  test('links to the site reach routes, their ids and the output files; links elsewhere are not checked', () => {
    const links = [
      'https://graphql-js.org/api/graphql-js/function/execute#parameters',
      'https://graphql-js.org/api/graphql-js/function/execute.md',
      'https://graphql-js.org/docs/tutorials/',
      'https://github.com/graphql/graphql-js/nowhere',
      'mailto:a@b.c',
    ];
    expect(check(new Map([['llms.txt', { links: links.map((url) => ({ url })) }]]))).toEqual([]);
  });

  test("a problem is reported at the author's file and line; in text sitegen wrote itself, as sitegen's bug", () => {
    const links = new Map<string, LinksOfFile>([
      [
        'docs/tutorials/index.md',
        {
          source: 'content/docs/tutorials/index.md',
          links: [
            { url: 'https://graphql-js.org/api/graphql-js/function/exeucte', line: 12, column: 5 },
            { url: 'https://graphql-js.org/api/graphql-js/function/execute#paramters', line: 14, column: 1 },
          ],
        },
      ],
      ['llms.txt', { links: [{ url: 'https://graphql-js.org/api/graphql-js/function/missing.md' }] }],
    ]);
    expect(check(links).map(formatDiagnostic)).toMatchInlineSnapshot(`
      [
        "error[link/broken] content/docs/tutorials/index.md:12:5
        Link "/api/graphql-js/function/exeucte" of the markdown twin docs/tutorials/index.md matches no route or file of the output.
        hint: did you mean "/api/graphql-js/function/execute"?",
        "error[link/broken-anchor] content/docs/tutorials/index.md:14:1
        Link "/api/graphql-js/function/execute#paramters" of the markdown twin docs/tutorials/index.md points to "#paramters", which is no id in page /api/graphql-js/function/execute.
        hint: did you mean "parameters"?",
        "error[link/broken]
        Link "/api/graphql-js/function/missing.md" of llms.txt matches no route or file of the output.
        hint: sitegen wrote this link into llms.txt itself: this is a bug in sitegen, not in your site; please report it.",
      ]
    `);
  });
});
