import { createElement } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildFixture } from './corpus/buildFixture.ts';
import { hugeMarkdown } from './corpus/hugeMarkdown.ts';

// The bad-input corpus: each fixture site holds one mistake an author can make, and the build
// must end with the exact message below (naming the file, and the line where there is one).

const theme = vi.hoisted(() => ({ throwOnRoute: undefined as string | undefined }));

// "A theme component that throws during prerender": the real App, except on one route.
vi.mock('@sitegen/theme/App.tsx', async (importOriginal) => {
  const real = await importOriginal<typeof import('@sitegen/theme/App.tsx')>();
  function Crashing(): never {
    throw new TypeError("Cannot read properties of undefined (reading 'items')");
  }
  return {
    ...real,
    App: (props: Parameters<typeof real.App>[0]) =>
      props.path === theme.throwOnRoute ? createElement(Crashing) : createElement(real.App, props),
  };
});

// Cases caught by the link check or prerender run the whole build (~370 pages, React in
// development mode under vitest): seconds on an idle machine, minutes on a crowded one.
const FULL_BUILD = { timeout: 600_000 };

// The first case builds the fixtures' API pages (their site is not the real one's): generous limits on a busy machine.
describe('bad input fails the build with a clear message', { timeout: 300_000 }, () => {
  test('invalid YAML front matter', async () => {
    const outcome = await buildFixture('frontmatter-invalid-yaml');
    expect(outcome.ok).toBe(false);
    expect(outcome.report).toMatchInlineSnapshot(`
      "error[frontmatter/invalid] content/docs/tutorials/intro.md:3:22
        Front matter is not valid YAML: Flow sequence in block collection must be sufficiently indented and end with a ].

      1 error"
    `);
  });

  test('a front matter field of the wrong type', async () => {
    const outcome = await buildFixture('frontmatter-wrong-type');
    expect(outcome.ok).toBe(false);
    expect(outcome.report).toMatchInlineSnapshot(`
      "error[frontmatter/invalid] content/docs/tutorials/intro.md:3:1
        Front matter key "hide_title" must be true or false, got the string "sometimes".

      1 error"
    `);
  });

  test('two docs with the same route', async () => {
    const outcome = await buildFixture('duplicate-route');
    expect(outcome.ok).toBe(false);
    expect(outcome.report).toMatchInlineSnapshot(`
      "error[route/duplicate] content/docs/tutorials/intro.md
        Route "/docs/tutorials/intro" is produced by both content/docs/tutorials/intro-copy.md and content/docs/tutorials/intro.md.
        hint: give one of them another \`slug\` or \`id\` in its front matter

      1 error"
    `);
  });

  test('an unknown doc id in a sidebar', async () => {
    const outcome = await buildFixture('sidebar-unknown-doc');
    expect(outcome.ok).toBe(false);
    expect(outcome.report).toMatchInlineSnapshot(`
      "error[sidebar/unknown-doc] site.config.ts:7
        Sidebar "tutorialSidebar" refers to doc "tutorials/intro-duction", which does not exist.

      1 error"
    `);
  });

  test('an unknown doc id in the navbar', async () => {
    const outcome = await buildFixture('navbar-unknown-doc');
    expect(outcome.ok).toBe(false);
    expect(outcome.report).toMatchInlineSnapshot(`
      "error[navbar/unknown-doc] site.config.ts:10
        Navbar item "Start" refers to doc "tutorials/intro-duction", which does not exist.

      1 error"
    `);
  });

  test('a broken link', FULL_BUILD, async () => {
    const outcome = await buildFixture('broken-link');
    expect(outcome.ok).toBe(false);
    expect(outcome.report).toMatchInlineSnapshot(`
      "error[link/broken] content/docs/tutorials/intro.md:5:12
        Link "/api/graphql-js/function/exeucte" matches no route.
        hint: did you mean "/api/graphql-js/function/execute"?

      1 error"
    `);
  });

  test(
    "broken links of the home page's file and of the config's footer: each reported once, where it is written",
    FULL_BUILD,
    async () => {
      const outcome = await buildFixture('broken-shared-links');
      expect(outcome.ok).toBe(false);
      expect(outcome.report).toMatchInlineSnapshot(`
        "error[link/broken] content/home.md:3:53
          Link "/docs/changes" matches no route.
        error[link/broken] site.config.ts:11
          Link "/docs/roadmap" matches no route.

        2 errors"
      `);
    },
  );

  test("broken links of each kind, one twice and one to the site's own URL: one run reports each, once per place, sorted by line", async () => {
    const outcome = await buildFixture('two-broken-links');
    expect(outcome.ok).toBe(false);
    expect(outcome.report).toMatchInlineSnapshot(`
      "error[link/broken-markdown] content/docs/tutorials/intro.md:5:6
        Markdown link "./no-such-doc.md" matches no doc.
      error[link/broken] content/docs/tutorials/intro.md:7:15
        Link "/docs/tutorials/no-such-page" matches no route.
      error[link/broken] content/docs/tutorials/intro.md:9:5
        Link "https://fixture.example/docs/tutorials/gone" matches no route.
        hint: did you mean "/docs/tutorials/"?
      error[link/broken] content/docs/tutorials/intro.md:9:104
        Link "/docs/tutorials/no-such-page" matches no route.

      4 errors"
    `);
  });

  test('a broken markdown link', async () => {
    const outcome = await buildFixture('broken-markdown-link');
    expect(outcome.ok).toBe(false);
    expect(outcome.report).toMatchInlineSnapshot(`
      "error[link/broken-markdown] content/docs/tutorials/intro.md:5:15
        Markdown link "./next-step.md" matches no doc.

      1 error"
    `);
  });

  test('a link to a missing anchor', FULL_BUILD, async () => {
    const outcome = await buildFixture('missing-anchor');
    expect(outcome.ok).toBe(false);
    expect(outcome.report).toMatchInlineSnapshot(`
      "error[link/broken-anchor] content/docs/tutorials/intro.md:5:5
        Link "/docs/tutorials/#set-up" points to "#set-up", which is no id in page /docs/tutorials/.
        hint: did you mean "setup"?

      1 error"
    `);
  });

  test('a missing image', async () => {
    const outcome = await buildFixture('missing-image');
    expect(outcome.ok).toBe(false);
    expect(outcome.report).toMatchInlineSnapshot(`
      "error[image/missing] content/docs/tutorials/intro.md:5:1
        Image "./diagram.png" was not found.
        hint: a path that starts with "/" is a file of the static folder; any other path is relative to this file.

      1 error"
    `);
  });

  test("a site component and a live module that do not compile, and a style sheet's missing import: one run reports all three", async () => {
    const outcome = await buildFixture('broken-app-code');
    expect(outcome.ok).toBe(false);
    expect(outcome.report).toMatchInlineSnapshot(`
      "error[config/custom-css] brand.css:1:9
        Could not resolve "./colors.css".
      error[config/live] live/servings.ts:2:54
        A live module of the site does not compile: Expected "]" but found ";".
      error[mdx/component-code] src/components/Badge.tsx:2:58
        A site component does not compile: Unexpected ")".

      3 errors"
    `);
  });

  test('a site.config.ts that throws', async () => {
    const outcome = await buildFixture('config-throws');
    expect(outcome.ok).toBe(false);
    expect(outcome.report).toMatchInlineSnapshot(`
      "error[config/throws] site.config.ts
        site.config.ts threw while loading: SITE_URL is not set

      1 error"
    `);
  });

  test('a site.config.ts that exports nothing', async () => {
    const outcome = await buildFixture('config-no-export');
    expect(outcome.ok).toBe(false);
    expect(outcome.report).toMatchInlineSnapshot(`
      "error[config/no-export] site.config.ts
        site.config.ts has no default export.
        hint: end the file with \`export default defineConfig({ ... })\`

      1 error"
    `);
  });

  test('a site.config.ts with an unknown field', async () => {
    const outcome = await buildFixture('config-unknown-field');
    expect(outcome.ok).toBe(false);
    expect(outcome.report).toMatchInlineSnapshot(`
      "error[config/invalid] site.config.ts:5
        Unknown field "titel" at the top level.

      1 error"
    `);
  });

  test('a site.config.ts with a mistyped field', async () => {
    const outcome = await buildFixture('config-mistyped-field');
    expect(outcome.ok).toBe(false);
    expect(outcome.report).toMatchInlineSnapshot(`
      "error[config/invalid] site.config.ts:5
        Field "baseUrl" must be a string (received number).

      1 error"
    `);
  });

  test('a markdown file that is not UTF-8', async () => {
    const outcome = await buildFixture('not-utf8');
    expect(outcome.ok).toBe(false);
    expect(outcome.report).toMatchInlineSnapshot(`
      "error[link/broken-markdown] content/docs/tutorials/index.md:5:16
        Markdown link "./intro.md" matches no doc.
      error[content/encoding] content/docs/tutorials/intro.md
        File is not valid UTF-8.
      error[sidebar/unknown-doc] site.config.ts
        Sidebar "tutorialSidebar" refers to doc "tutorials/intro", which does not exist.
        hint: did you mean "tutorials/index"?

      3 errors"
    `);
  });

  test('an empty markdown file', async () => {
    const outcome = await buildFixture('empty-file');
    expect(outcome.ok).toBe(false);
    expect(outcome.report).toMatchInlineSnapshot(`
      "error[link/broken-markdown] content/docs/tutorials/index.md:5:16
        Markdown link "./intro.md" matches no doc.
      error[content/empty] content/docs/tutorials/intro.md
        File is empty.
      error[sidebar/unknown-doc] site.config.ts
        Sidebar "tutorialSidebar" refers to doc "tutorials/intro", which does not exist.
        hint: did you mean "tutorials/index"?

      3 errors"
    `);
  });

  test('a theme component that throws during prerender names the route', FULL_BUILD, async () => {
    theme.throwOnRoute = '/docs/tutorials/intro';
    try {
      const outcome = await buildFixture('prerender-throws');
      expect(outcome.ok).toBe(false);
      expect(outcome.report).toMatchInlineSnapshot(`
        "error[prerender/throws] content/docs/tutorials/intro.md
          Rendering route "/docs/tutorials/intro" threw: Cannot read properties of undefined (reading 'items')

        1 error"
      `);
    } finally {
      theme.throwOnRoute = undefined;
    }
  });

  test('an api-source/ that does not compile', { timeout: 180_000 }, async () => {
    const outcome = await buildFixture('api-source-broken');
    expect(outcome.ok).toBe(false);
    expect(outcome.report).toMatchInlineSnapshot(`
      "error[api/typescript] api-source/index.ts:3:14
        TS2322: Type 'string' is not assignable to type 'number'.

      1 error"
    `);
  });
});

describe('a configured API version that cannot be documented stops the build', { timeout: 300_000 }, () => {
  test('its package is not installed', async () => {
    const outcome = await buildFixture('api-version-missing-package');
    expect(outcome.ok).toBe(false);
    expect(outcome.report).toMatchInlineSnapshot(`
      "error[api/missing-package] site.config.ts:9
        api.olderVersions[0] (version "15.8.0", package "graphql-15"): Package "graphql-15" is not installed where api-source-v15/ can import it.
        hint: from api-source-v15/index.ts; add "graphql-15" to the site's dependencies

      1 error"
    `);
  });

  test('its package has no declarations to load', async () => {
    const outcome = await buildFixture('api-version-no-declarations');
    expect(outcome.ok).toBe(false);
    expect(outcome.report).toMatchInlineSnapshot(`
      "error[api/typescript] site.config.ts:9
        api.olderVersions[0] (version "22.0.0", package "node22"): TS2307: Cannot find module 'node22' or its corresponding type declarations.
        hint: from api-source-v22/index.ts:1

      1 error"
    `);
  });
});

describe('big but valid input builds', () => {
  test('a 512 KB markdown file builds in bounded time', FULL_BUILD, async () => {
    await expectHugeFileBuilds(512 * 1024, 300);
  });

  // A 5 MB file takes minutes (about 4 s per 512 KB on two busy cores): `pnpm bench` builds it.
});

async function expectHugeFileBuilds(bytes: number, maxSeconds: number) {
  const started = performance.now();
  const outcome = await buildFixture('_base', (rootDir) => {
    writeFileSync(path.join(rootDir, 'content/docs/tutorials/huge.md'), hugeMarkdown(bytes));
  });
  const seconds = (performance.now() - started) / 1000;
  expect(outcome.report).toBe('\nno problems');
  expect(outcome.pages).toContain('docs/tutorials/huge.html');
  expect(seconds).toBeLessThan(maxSeconds);
}
