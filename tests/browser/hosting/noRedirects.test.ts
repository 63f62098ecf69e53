import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { serve, type RunningServer } from '@sitegen/ssg-core/server/serve.ts';
import type { HostRules } from '@sitegen/ssg-core/server/resolveRequest.ts';
import { useBrowser } from '../chromium.ts';

// The built site served as GitHub Pages, Netlify and Cloudflare Pages serve it (`sitegen serve
// --like …`, their redirects included): Chromium crawls every page, follows no link, and every
// internal link, page load and prefetch must be answered without a redirect hop.

const siteDir = inject('siteDir');
const browser = useBrowser();
const HOSTS: HostRules[] = ['github-pages', 'netlify', 'cloudflare-pages'];
const servers = new Map<HostRules, RunningServer>();

beforeAll(async () => {
  for (const like of HOSTS) servers.set(like, await serve({ dir: siteDir, port: 0, like }));
});

afterAll(async () => {
  for (const server of servers.values()) await server.close();
});

/** Every route of the site, from the sitemap the build wrote. */
function routes(): string[] {
  const sitemap = readFileSync(path.join(siteDir, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/** Status of each path without following redirects. */
async function statuses(base: string, paths: string[]): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const p of paths) {
    const response = await fetch(base + p, { redirect: 'manual' });
    await response.arrayBuffer();
    out[p] = response.status;
  }
  return out;
}

/** Paths of this origin that the pages link to (anchors, stylesheets, module preloads), filled by the crawl. */
const linked = new Set<string>();

test('Chromium crawls every page served as github-pages: each loads with no redirect, and so does each internal link', async () => {
  const base = servers.get('github-pages')!.url;
  const page = await browser.context.newPage();
  // Only the documents load: what they link to is asked for below, each once.
  await page.route('**/*', (route) =>
    route.request().resourceType() === 'document' ? route.continue() : route.abort(),
  );
  const all = routes();
  expect(all.length).toBeGreaterThan(300);
  const badLoads: string[] = [];
  for (const route of all) {
    const response = await page.goto(base + route, { waitUntil: 'domcontentloaded' });
    if (response?.request().redirectedFrom() || response?.status() !== 200)
      badLoads.push(`${route}: ${response?.status()}`);
    const hrefs = await page.$$eval('a[href], link[href]', (els) => els.map((e) => (e as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin === base) linked.add(url.pathname);
    }
  }
  await page.close();
  expect(badLoads).toEqual([]);
  // Links to pages and to assets both were found.
  expect([...linked].filter((p) => !p.startsWith('/assets/')).length).toBeGreaterThanOrEqual(all.length);
  // The assets a page names: the entry and its shared chunks, the styles, the app data, the sidebars' chunks
  // (page data is inline, and the app loads the rest: the live app's test below covers those).
  expect([...linked].filter((p) => p.startsWith('/assets/')).length).toBeGreaterThanOrEqual(8);
  const answers = await statuses(base, [...linked]);
  expect(Object.entries(answers).filter(([, status]) => status !== 200)).toEqual([]);
}, 600_000);

test.each(['netlify', 'cloudflare-pages'] as const)(
  'every internal link found by the crawl loads with no redirect on %s',
  async (like) => {
    expect(linked.size).toBeGreaterThan(300);
    const answers = await statuses(servers.get(like)!.url, [...linked]);
    expect(Object.entries(answers).filter(([, status]) => status !== 200)).toEqual([]);
  },
);

describe.each(['github-pages', 'cloudflare-pages'] as const)('served as %s', (like) => {
  test('navigating, prefetching and hovering in the live app causes no redirect', async () => {
    const base = servers.get(like)!.url;
    const page = await browser.context.newPage();
    const redirects: string[] = [];
    const failed: string[] = [];
    page.on('request', (request) => {
      const from = request.redirectedFrom();
      if (from) redirects.push(`${from.url()} -> ${request.url()}`);
    });
    page.on('response', (response) => {
      const status = response.status();
      const expected = status < 300 || status === 304 || (status === 404 && response.url() === `${base}/no/such/page`);
      if (!expected) failed.push(`${status} ${response.url()}`);
    });
    for (const route of [
      '/',
      '/docs/tutorials/',
      '/docs/tutorials/basic-types',
      '/api/graphql-js',
      '/api/graphql-js/class/GraphQLSchema',
      '/search?q=schema',
      '/no/such/page',
    ]) {
      await page.goto(base + route, { waitUntil: 'networkidle' });
      await page.waitForSelector('#__sitegen[data-ready="true"]', { state: 'attached' });
      // Scrolling brings links into view (prefetch); hovering loads their route's code.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      for (const link of (await page.locator('main a[href^="/"], nav a[href^="/"]').all()).slice(0, 15)) {
        await link.hover({ trial: false, timeout: 2000 }).catch(() => {});
      }
      await page.waitForLoadState('networkidle');
    }
    const prefetched = await page.evaluate(() => [...document.querySelectorAll('link[rel="prefetch"]')].length);
    expect(prefetched).toBeGreaterThan(0);
    // A client-side navigation through the sidebar, then a full reload of where it led.
    await page.goto(`${base}/docs/tutorials/basic-types`, { waitUntil: 'networkidle' });
    await page.locator('nav[aria-label="Docs sidebar"] a', { hasText: 'Object Types' }).first().click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/docs/tutorials/object-types');
    await page.reload({ waitUntil: 'networkidle' });
    expect(redirects).toEqual([]);
    expect(failed).toEqual([]);
    await page.close();
  }, 300_000);
});
