import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { afterAll, expect, test, vi } from 'vitest';
import { createDevSite } from '../src/dev/createDevSite.ts';
import { createSiteCopy } from '../../../scripts/bench/createSiteCopy.ts';
import { REPO_ROOT } from './corpus/prepareFixture.ts';
import { contentText } from '../src/output/fileContent.ts';

// The dev site in this process, with a theme that throws on one route: the problem names the
// route and the page's file (what the terminal and the overlay show), and goes once it renders.
const theme = vi.hoisted(() => ({ throwOnRoute: undefined as string | undefined }));
vi.mock('@sitegen/theme/App.tsx', async (importOriginal) => {
  const real = await importOriginal<typeof import('@sitegen/theme/App.tsx')>();
  function Crashing(): never {
    throw new TypeError('The theme broke here.');
  }
  return {
    ...real,
    App: (props: Parameters<typeof real.App>[0]) =>
      props.path === theme.throwOnRoute ? createElement(Crashing) : createElement(real.App, props),
  };
});

// Nothing rendered is copied: a page body remembered from the real theme would hide the mocked one.
const copy = createSiteCopy({ repoRoot: REPO_ROOT, name: `dev-site-${process.pid}`, apiCache: true });
afterAll(() => copy.remove());

test('a theme component that throws is a problem naming the route and file, gone when the page renders again; the new page is told, and its chunks served, before its HTML, its twin and the checks are made', {
  timeout: 300_000,
}, async () => {
  const route = '/docs/tutorials/basic-types';
  const doc = path.join(copy.rootDir, 'content/docs/tutorials/basic-types.md');
  theme.throwOnRoute = route;
  // What the pages are told once the rebuild's pages are made, and what dev serves at that moment.
  const early: {
    changed: string[] | 'all';
    chunks?: Record<string, string[]>;
    html?: string;
    twin?: string;
    htmlOnceSettled?: Promise<string>;
  }[] = [];
  const text = (file: string) => contentText(site.file(file) ?? '');
  const site = createDevSite(copy.rootDir, {
    onPages: (pages) => {
      const html = () => text('docs/tutorials/basic-types.html');
      // What the dev server serves a page's HTML after: the rebuild's end.
      early.push({
        ...pages,
        html: html(),
        twin: text('docs/tutorials/basic-types.md'),
        htmlOnceSettled: site.settled().then(html),
      });
    },
  });
  const first = await site.update(new Set(['site']));
  // The first build has no pages open to tell.
  expect(early).toEqual([]);
  expect(first.pagesShown).toBe(false);
  const problems = first.diagnostics;
  expect(problems.filter((d) => d.code === 'prerender/throws')).toEqual([
    expect.objectContaining({
      severity: 'error',
      route,
      location: { file: 'content/docs/tutorials/basic-types.md' },
      message: `Rendering route "${route}" threw: The theme broke here.`,
    }),
  ]);

  theme.throwOnRoute = undefined;
  writeFileSync(doc, `${readFileSync(doc, 'utf8')}\nOne more line.\n`);
  const second = await site.update(new Set(['site']));
  expect(second.diagnostics.filter((d) => d.code === 'prerender/throws')).toEqual([]);
  expect(second.changed).toContain(route);
  // The new page was told and its chunks served before its HTML, the twins and the link checks were made.
  expect(second.pagesShown).toBe(true);
  expect(early).toHaveLength(1);
  expect(early[0]).toMatchObject({ changed: second.changed, chunks: second.chunks });
  // The page refreshes from its new data chunk, which dev serves and which holds the new line.
  const [pageChunk] = second.chunks![route]!;
  expect(pageChunk).toMatch(/^\/assets\/p\/basic-types-\w{8}\.js$/);
  expect(text(pageChunk!.slice(1))).toContain('One more line.');
  expect(early[0]!.html).not.toContain('One more line.');
  expect(await early[0]!.htmlOnceSettled).toContain('One more line.');
  expect(early[0]!.twin).not.toContain('One more line.');
  expect(text('docs/tutorials/basic-types.html')).toContain('One more line.');
  expect(text('docs/tutorials/basic-types.md')).toContain('One more line.');
});
