import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { build } from '../src/build.ts';
import { extractHrefs } from '../src/links/extractHtml.ts';
import { prepareFixture } from './corpus/prepareFixture.ts';
import { contentText, type FileContent } from '../src/output/fileContent.ts';

// The `_base` fixture site (stub tutorials whose markdown links to routes, the real API) built with `trailingSlash: true` and `false`: every route, file,
// internal link (theme, sidebar, markdown, API), canonical URL and sitemap entry takes one form.

/** Builds the `_base` site with the option set; its files. */
async function buildWith(trailingSlash: boolean): Promise<Map<string, FileContent>> {
  const fixture = prepareFixture('_base');
  try {
    writeFileSync(
      path.join(fixture.rootDir, 'site.config.ts'),
      `import { defineConfig } from '@sitegen/ssg-core/config/defineConfig.ts';\nimport { baseConfig } from './base.config.ts';\nexport default defineConfig({ ...baseConfig, trailingSlash: ${trailingSlash} });\n`,
    );
    const result = await build({ rootDir: fixture.rootDir, write: false });
    expect(result.diagnostics.filter((d) => d.code.startsWith('link/'))).toEqual([]);
    return result.files;
  } finally {
    fixture.remove();
  }
}

/** Paths of pages that the site's HTML links to (assets left out), and its canonical URLs and sitemap entries. */
function urlsOf(files: Map<string, FileContent>) {
  const links = new Set<string>();
  const canonical = new Set<string>();
  for (const [file, body] of files) {
    if (!file.endsWith('.html')) continue;
    const html = String(body);
    for (const href of extractHrefs(html)) {
      if (!href.startsWith('/') || href.startsWith('//')) continue;
      const pathname = new URL(href, 'http://site').pathname;
      if (!/\.[a-z0-9]+$/i.test(pathname)) links.add(pathname);
    }
    // The not-found page stands for no route; its canonical URL names 404.html.
    if (file !== '404.html') canonical.add(new URL(/<link rel="canonical" href="([^"]+)">/.exec(html)![1]!).pathname);
  }
  const sitemap = [...contentText(files.get('sitemap.xml')!).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1]!).pathname,
  );
  return { links: [...links], canonical: [...canonical], sitemap };
}

const FULL_BUILD = { timeout: 600_000 };

test(
  'trailingSlash: true ends every route and link in a slash, each page written as x/index.html',
  FULL_BUILD,
  async () => {
    const files = await buildWith(true);
    for (const file of [
      'index.html',
      'docs/tutorials/index.html',
      'docs/tutorials/basic-types/index.html',
      'api/graphql-js/index.html',
      'api/graphql-js/types/index.html',
      'api/graphql-js/class/GraphQLSchema/index.html',
      'search/index.html',
    ]) {
      expect(files.has(file), file).toBe(true);
    }
    expect([...files.keys()].filter((f) => f.endsWith('.html') && !f.endsWith('index.html'))).toEqual(['404.html']);
    const { links, canonical, sitemap } = urlsOf(files);
    expect(links).toContain('/api/graphql-js/class/GraphQLSchema/');
    expect(links).toContain('/api/graphql-js/types/');
    expect(links).toContain('/docs/tutorials/basic-types/');
    for (const url of [...links, ...canonical, ...sitemap]) expect(url).toMatch(/\/$/);
    // The runtime's route table (a module of its own) lists the same routes.
    const routeTable = contentText(files.get('route-table.js')!);
    expect(routeTable).toContain('"/api/graphql-js/class/GraphQLSchema/":[');
    expect(routeTable).not.toContain('"/api/graphql-js/class/GraphQLSchema":[');
  },
);

test(
  'trailingSlash: false ends no route or link but the home page in a slash, each page written as x.html',
  FULL_BUILD,
  async () => {
    const files = await buildWith(false);
    for (const file of [
      'index.html',
      'docs/tutorials.html',
      'docs/tutorials/basic-types.html',
      'api/graphql-js.html',
      'api/graphql-js/types.html',
      'api/graphql-js/class/GraphQLSchema.html',
      'search.html',
    ]) {
      expect(files.has(file), file).toBe(true);
    }
    expect([...files.keys()].filter((f) => f.endsWith('index.html'))).toEqual(['index.html']);
    const { links, canonical, sitemap } = urlsOf(files);
    expect(links).toContain('/docs/tutorials');
    expect(links).toContain('/api/graphql-js/types');
    for (const url of [...links, ...canonical, ...sitemap]) expect(url === '/' || !url.endsWith('/'), url).toBe(true);
  },
);
