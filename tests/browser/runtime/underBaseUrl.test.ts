import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serve, type RunningServer } from '@sitegen/ssg-core/server/serve.ts';
import { createSiteCopy } from '../../../scripts/bench/createSiteCopy.ts';
import { launchBrowser, openPage } from '../chromium.ts';
import { gotoReady, h1Text, hasMarker, setMarker, sidebarLink } from './runtimeHelpers.ts';

// The real site built with `baseUrl: '/graphql-js/'` and served under that path only, as GitHub
// Pages serves a repository's site: first loads, navigation, search, versions and the not-found
// page work there, and no request leaves the prefix. The same output served at `/` shows the
// wrong-base-URL banner.

const BASE = '/graphql-js/';
const ORIGIN = 'https://graphql-js.org';
const copy = createSiteCopy({
  repoRoot: process.cwd(),
  name: `base-url-${process.pid}`,
  apiCache: true,
  renderCaches: true,
});
const outDir = path.join(copy.rootDir, 'build');
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let underBase: RunningServer;
let atRoot: RunningServer;

beforeAll(async () => {
  const configFile = path.join(copy.rootDir, 'site.config.ts');
  const config = readFileSync(configFile, 'utf8');
  const prefixed = config.replace("baseUrl: '/',", `baseUrl: '${BASE}',`);
  if (prefixed === config) throw new Error(`No "baseUrl: '/'," to replace in ${configFile}.`);
  writeFileSync(configFile, prefixed);
  await promisify(execFile)(
    process.execPath,
    ['bin/sitegen.mjs', 'build', '--root', copy.rootDir, '--out-dir', outDir],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  underBase = await serve({ dir: outDir, port: 0, baseUrl: BASE });
  atRoot = await serve({ dir: outDir, port: 0 });
  browser = await launchBrowser();
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await underBase?.close();
  await atRoot?.close();
  copy.remove();
});

/** A page that records the path of every request it makes to the site's server. */
async function openRecorded(): Promise<{ page: Page; errors: string[]; requested: string[] }> {
  const { page, errors } = await openPage(browser.context);
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === underBase.url) requested.push(url.pathname);
  });
  return { page, errors, requested };
}

const outsideBase = (paths: string[]) => paths.filter((p) => !p.startsWith(BASE));

/** The hrefs of the page's root-relative links (a link of the site must carry the base URL). */
const rootRelativeHrefs = (page: Page) =>
  page.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));

const headUrls = (page: Page) =>
  page.evaluate(() => ({
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content'),
  }));

describe(`the site built with baseUrl ${BASE}, served under it`, { timeout: 120_000 }, () => {
  test('first loads of a tutorial and an API page: their links, assets, canonical and og:url are under the base URL', async () => {
    const { page, errors, requested } = await openRecorded();
    for (const [route, title] of [
      ['docs/tutorials/basic-types', 'Basic Types'],
      ['api/graphql-js/class/GraphQLSchema', 'GraphQLSchema'],
    ] as const) {
      await gotoReady(page, `${underBase.url}${BASE}${route}`);
      await page.waitForLoadState('networkidle');
      expect(await h1Text(page)).toContain(title);
      expect(await headUrls(page)).toEqual({
        canonical: `${ORIGIN}${BASE}${route}`,
        ogUrl: `${ORIGIN}${BASE}${route}`,
      });
      const hrefs = await rootRelativeHrefs(page);
      expect(hrefs.length).toBeGreaterThan(20);
      expect(outsideBase(hrefs)).toEqual([]);
    }
    expect(requested.some((p) => p.startsWith(`${BASE}assets/`))).toBe(true);
    expect(outsideBase(requested)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a sidebar link navigates client-side, to the URL under the base URL, and the head follows', async () => {
    const { page, errors, requested } = await openRecorded();
    await gotoReady(page, `${underBase.url}${BASE}docs/tutorials/basic-types`);
    await setMarker(page);
    await sidebarLink(page, 'Passing Arguments').click();
    await page.waitForURL(`${underBase.url}${BASE}docs/tutorials/passing-arguments`);
    await expect.poll(() => h1Text(page)).toBe('Passing Arguments');
    expect(await hasMarker(page)).toBe(true);
    expect((await headUrls(page)).canonical).toBe(`${ORIGIN}${BASE}docs/tutorials/passing-arguments`);
    // The route table and the page's chunks came from under the base URL.
    expect(requested).toContain(`${BASE}route-table.js`);
    expect(outsideBase(requested)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('search finds a page and opens it', async () => {
    const { page, errors, requested } = await openRecorded();
    await gotoReady(page, `${underBase.url}${BASE}docs/tutorials/basic-types`);
    await setMarker(page);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('combobox', { name: 'Search the docs' }).fill('GraphQLSchema');
    const first = dialog.getByRole('option').first();
    await expect.poll(() => first.textContent()).toContain('GraphQLSchema');
    expect(await first.getAttribute('href')).toBe(`${BASE}api/graphql-js/class/GraphQLSchema`);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${underBase.url}${BASE}api/graphql-js/class/GraphQLSchema`);
    await expect.poll(() => h1Text(page)).toContain('GraphQLSchema');
    expect(await hasMarker(page)).toBe(true);
    expect(requested).toContain(`${BASE}search-index.json`);
    expect(outsideBase(requested)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the version menu goes to the item in v16 and back', async () => {
    const { page, errors, requested } = await openRecorded();
    await gotoReady(page, `${underBase.url}${BASE}api/graphql-js/class/GraphQLSchema`);
    const menu = page.getByRole('navigation', { name: 'Main' }).locator('.sg-navbar__right .sg-dropdown').first();
    const choose = async (label: string, route: string) => {
      await menu.locator('.sg-dropdown__button').hover();
      await menu.locator('.sg-dropdown__menu a').getByText(label, { exact: true }).click();
      await page.waitForURL(`${underBase.url}${BASE}${route}`);
      await expect.poll(() => menu.locator('.sg-dropdown__button').textContent()).toBe(label);
    };
    await choose('16.15.0', 'api/graphql-js/v16/class/GraphQLSchema');
    expect(await page.locator('h1 code').textContent()).toBe('GraphQLSchema');
    await choose('Next (17.1.0)', 'api/graphql-js/class/GraphQLSchema');
    expect(outsideBase(requested)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('an unknown path under the base URL shows the not-found page, with status 404', async () => {
    const { page, requested } = await openRecorded();
    const response = await page.goto(`${underBase.url}${BASE}docs/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.waitForSelector('#__sitegen[data-ready="true"]', { state: 'attached' });
    expect(await h1Text(page)).toBe('Page Not Found');
    // Its links work from any depth: the navbar's tutorial link is under the base URL.
    expect(outsideBase(await rootRelativeHrefs(page))).toEqual([]);
    expect(outsideBase(requested)).toEqual([]);
  });

  test('the sitemap, llms.txt, a markdown twin and _headers name URLs under the base URL', () => {
    const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
    const locs = [...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeGreaterThan(600);
    expect(locs.filter((loc) => !loc.startsWith(`${ORIGIN}${BASE}`))).toEqual([]);
    const twinLinks = [...read('docs/tutorials/basic-types.md').matchAll(/\]\((https:\/\/graphql-js\.org[^)]*)\)/g)];
    expect(twinLinks.length).toBeGreaterThan(3);
    expect(twinLinks.map((m) => m[1]!).filter((url) => !url.startsWith(`${ORIGIN}${BASE}`))).toEqual([]);
    expect(read('llms.txt')).toContain(`(${ORIGIN}${BASE}docs/tutorials/basic-types.md)`);
    const patterns = read('_headers')
      .split('\n')
      .filter((line) => line && !line.startsWith(' '));
    expect(patterns).toEqual([`${BASE}*`, `${BASE}assets/*`, `${BASE}assets/live/*`, `${BASE}*.md`]);
  });
});

describe(`the same output served at /`, () => {
  test('the home page shows the wrong-base-URL banner, suggesting /', async () => {
    const { page } = await openPage(browser.context);
    await page.goto(`${atRoot.url}/`);
    const banner = page.locator('#__sitegen-base-url-issue');
    await banner.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await banner.textContent()).toContain(
      `The current URL does not match the configured baseUrl ${BASE}, so its scripts and styles cannot load. We suggest trying baseUrl = /`,
    );
  });
});
