import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type DefaultTreeAdapterTypes, parse } from 'parse5';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { serve, type RunningServer } from '@sitegen/ssg-core/server/serve.ts';
import type { HostRules } from '@sitegen/ssg-core/server/resolveRequest.ts';
import { useBrowser } from '../chromium.ts';

// The built site served as GitHub Pages, Netlify and Cloudflare Pages serve it (`sitegen serve
// --like …`, their redirects included): every page is fetched, no redirect followed, and every
// internal link, page load and prefetch must be answered without a redirect hop. The crawl is
// HTTP and an HTML parser (parse5, the HTML standard's algorithm, the tree Chromium builds):
// a redirect is a status code, and what a page links to is in its markup, so a browser loading
// 700 pages (once 7 minutes of this suite) saw nothing more. The live app, whose scripts ask for
// more, is driven in Chromium below.

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

/** Fetches each path without following redirects, a few at a time; `use` takes each response, in order. */
async function fetchEach(base: string, paths: string[], use: (path: string, response: Response) => Promise<void>) {
  const responses = paths.map((p) => async () => [p, await fetch(base + p, { redirect: 'manual' })] as const);
  for (let i = 0; i < responses.length; i += 8) {
    for (const [p, response] of await Promise.all(responses.slice(i, i + 8).map((get) => get())))
      await use(p, response);
  }
}

/** Status of each path without following redirects. */
async function statuses(base: string, paths: string[]): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  await fetchEach(base, paths, async (p, response) => {
    await response.arrayBuffer();
    out[p] = response.status;
  });
  return out;
}

/** The URL of every `a[href]` and `link[href]` of a page, resolved as the browser's `.href` resolves it. */
function linksOf(html: string, pageUrl: string): URL[] {
  const elements: DefaultTreeAdapterTypes.Element[] = [];
  // `childNodes` leaves out a <template>'s content, as querySelectorAll does.
  const walk = (node: DefaultTreeAdapterTypes.ParentNode) => {
    for (const child of node.childNodes)
      if ('tagName' in child) {
        elements.push(child);
        walk(child);
      }
  };
  walk(parse(html));
  const href = (el: DefaultTreeAdapterTypes.Element) => el.attrs.find((a) => a.name === 'href')?.value;
  const base = elements.find((el) => el.tagName === 'base' && href(el) !== undefined);
  const baseUrl = base ? new URL(href(base)!, pageUrl).href : pageUrl;
  return elements.flatMap((el) => {
    const value = href(el);
    return (el.tagName === 'a' || el.tagName === 'link') && value !== undefined ? [new URL(value, baseUrl)] : [];
  });
}

/** Paths of this origin that the pages link to (anchors, stylesheets, module preloads), filled by the crawl. */
const linked = new Set<string>();

test('every page served as github-pages loads with no redirect, and so does each internal link', async () => {
  const base = servers.get('github-pages')!.url;
  const all = routes();
  expect(all.length).toBeGreaterThan(300);
  const badLoads: string[] = [];
  await fetchEach(base, all, async (route, response) => {
    const html = await response.text();
    if (response.status !== 200) badLoads.push(`${route}: ${response.status}`);
    for (const url of linksOf(html, base + route)) if (url.origin === base) linked.add(url.pathname);
  });
  expect(badLoads).toEqual([]);
  // Links to pages and to assets both were found.
  expect([...linked].filter((p) => !p.startsWith('/assets/')).length).toBeGreaterThanOrEqual(all.length);
  // The assets a page names: the entry and its shared chunks, the styles, the app data (page data and
  // the sidebar as it shows are inline, and the app loads the rest: the live app's test below covers those).
  expect([...linked].filter((p) => p.startsWith('/assets/')).length).toBeGreaterThanOrEqual(5);
  const answers = await statuses(base, [...linked]);
  expect(Object.entries(answers).filter(([, status]) => status !== 200)).toEqual([]);
}, 600_000);

/** Every path and query the live app asked this origin for (pages, chunks, prefetches), filled by its test. */
const requested = new Set<string>();

test('navigating, prefetching and hovering in the live app, served as github-pages, causes no redirect', async () => {
  const base = servers.get('github-pages')!.url;
  const page = await browser.context.newPage();
  const redirects: string[] = [];
  const failed: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === base) requested.add(url.pathname + url.search);
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
    '/search?q=subscribe',
    '/no/such/page',
  ]) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await page.waitForSelector('#__sitegen[data-ready="true"]', { state: 'attached' });
    // Scrolling brings links into view (prefetch); hovering loads their route's code. Hidden links
    // (closed dropdowns and categories) cannot be hovered: the first 15 that can be are.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const links = page.locator('main a[href^="/"]:visible, nav a[href^="/"]:visible');
    for (const link of (await links.all()).slice(0, 15)) {
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

// The other hosts' rules answer the same requests: the app asks each host for the same URLs (its
// files are the same), so every link the crawl found and every request the app made is asked of
// them directly, no redirect followed.
test.each(['netlify', 'cloudflare-pages'] as const)(
  'every internal link found by the crawl, and every request of the live app, loads with no redirect on %s',
  async (like) => {
    expect(linked.size).toBeGreaterThan(300);
    expect([...requested].filter((p) => p.startsWith('/assets/')).length).toBeGreaterThan(10);
    // The page reloaded after a client-side navigation, and a prefetched route's code, are among them.
    expect(requested).toContain('/docs/tutorials/object-types');
    expect([...requested].some((p) => p.startsWith('/assets/p/'))).toBe(true);
    const answers = await statuses(servers.get(like)!.url, [...new Set([...linked, ...requested])]);
    const unexpected = Object.entries(answers).filter(
      ([p, status]) => status !== 200 && !(p === '/no/such/page' && status === 404),
    );
    expect(unexpected).toEqual([]);
  },
);
