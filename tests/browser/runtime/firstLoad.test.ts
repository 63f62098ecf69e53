import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useBrowser } from '../chromium.ts';
import { gotoReady, h1Text, hasMarker, selectTab, setMarker, sidebarLink, sleep } from './runtimeHelpers.ts';

// A first load takes the page's content from its HTML: no page data chunk is fetched, React
// adopts the prerendered DOM without a mismatch, and every interactive part works, as it does
// after a client-side navigation (which still loads the next page's chunk).
const [siteUrl, siteDir] = [inject('siteUrl'), inject('siteDir')];
const browser = useBrowser({ clipboardOrigin: siteUrl });

/** The page data chunks (`/assets/p/`) the page requests. */
function recordPageChunks(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/p/')) requested.push(pathname);
  });
  return requested;
}

/** Copies the first code block of the main content and returns what the clipboard then holds, with the code shown. */
async function copyFirstCodeBlock(page: Page): Promise<{ shown: string; copied: string; label: string | null }> {
  const block = page.locator('main .sg-code:visible').first();
  const shown = (await block.locator('code').textContent())!;
  await page.evaluate(() => navigator.clipboard.writeText(''));
  const button = block.getByRole('button', { name: 'Copy code to clipboard' });
  await button.click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).not.toBe('');
  return {
    shown,
    copied: await page.evaluate(() => navigator.clipboard.readText()),
    label: await block.locator('button').getAttribute('aria-label'),
  };
}

describe('a first load', () => {
  for (const route of [
    '/',
    '/docs/tutorials/',
    '/docs/tutorials/basic-types',
    '/docs/tutorials/constructing-types',
    '/api/graphql-js/class/GraphQLSchema',
    '/api/graphql-js/function/graphql',
    '/api/graphql-js/interface/ExecutionResult',
    '/api/graphql-js/enum/Kind',
    '/api/graphql-js',
    '/api/graphql-js/types',
    '/api/graphql-js/changes',
    '/search?q=subscribe',
    '/no/such/page',
  ]) {
    test(`of ${route} fetches no page data and hydrates without a mismatch`, async () => {
      const { page, errors } = await openPage(browser.context);
      const requested = recordPageChunks(page);
      await gotoReady(page, siteUrl + route);
      await page.waitForLoadState('networkidle');
      // Links in view are prefetched when the browser is idle: the page's own chunk never is.
      const own = route.split('?')[0]!.split('/').filter(Boolean).pop() ?? 'index';
      expect(requested.filter((p) => new RegExp(`^/assets/p/${own}-[A-Z0-9]{8}\\.js$`).test(p))).toEqual([]);
      expect(await page.locator('main h1').count()).toBeGreaterThan(0);
      // The unknown path's own document comes with status 404, which the console reports.
      expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
    });
  }

  test('of every page takes its data from the HTML: no page names a data chunk to fetch', () => {
    const files = readdirSync(siteDir, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.html') && f !== '404.html',
    );
    const pages = files.map((file) => ({ file, html: readFileSync(path.join(siteDir, file), 'utf8') }));
    const where = (test: (html: string) => boolean) => pages.filter((p) => test(p.html)).map((p) => p.file);
    expect(pages.length).toBeGreaterThan(600);
    expect(where((html) => html.includes('role="tablist"')).length).toBeGreaterThan(0);
    expect(where((html) => !html.includes('<script type="application/json" id="__sitegen_page">'))).toEqual([]);
    expect(where((html) => html.includes(' data-chunk="'))).toEqual([]);
  });

  test('keeps the content as prerendered', async () => {
    const { page, errors } = await openPage(browser.context);
    const response = await page.goto(`${siteUrl}/api/graphql-js/class/GraphQLSchema`);
    const html = await response!.text();
    await page.waitForSelector('#__sitegen[data-ready="true"]', { state: 'attached' });
    const [prerendered, shown] = await page.evaluate((source) => {
      const text = (root: ParentNode) => root.querySelector('article.sg-api')!.textContent;
      return [text(new DOMParser().parseFromString(source, 'text/html')), text(document)];
    }, html);
    expect(shown!.length).toBeGreaterThan(1000);
    expect(shown).toBe(prerendered);
    expect(errors).toEqual([]);
  });

  test('copy buttons work on the first page and after a navigation; content links navigate client-side', async () => {
    const { page, errors } = await openPage(browser.context);
    const requested = recordPageChunks(page);
    await gotoReady(page, `${siteUrl}/docs/tutorials/basic-types`);
    const first = await copyFirstCodeBlock(page);
    expect(first.copied.trim()).toBe(first.shown.trim());
    expect(first.label).toBe('Copied');

    await setMarker(page);
    await sidebarLink(page, 'Object Types').click();
    await expect.poll(() => h1Text(page)).toBe('Object Types');
    expect(requested.some((p) => p.startsWith('/assets/p/object-types-'))).toBe(true);
    const next = await copyFirstCodeBlock(page);
    expect(next.copied.trim()).toBe(next.shown.trim());

    // Back to the first page: now rendered from its chunk, its code blocks still work.
    await page.goBack();
    await expect.poll(() => h1Text(page)).toBe('Basic Types');
    const again = await copyFirstCodeBlock(page);
    expect(again.copied.trim()).toBe(again.shown.trim());
    expect(await hasMarker(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('tabs, and the code blocks in their panels, work on a first load', async () => {
    const { page, errors } = await openPage(browser.context);
    const requested = recordPageChunks(page);
    await gotoReady(page, `${siteUrl}/docs/tutorials/constructing-types`);
    await selectTab(page.getByRole('tablist').first().getByRole('tab', { name: 'Classes' }));
    expect(await page.getByRole('tabpanel').first().textContent()).toContain('GraphQLObjectType');
    const copied = await copyFirstCodeBlock(page);
    expect(copied.copied.trim()).toBe(copied.shown.trim());
    expect(copied.label).toBe('Copied');
    // Links in view are prefetched when idle; the page's own chunk never is.
    expect(requested.filter((p) => p.startsWith('/assets/p/constructing-types-'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a link inside prerendered content is preloaded on hover and navigates without a page load', async () => {
    const { page, errors } = await openPage(browser.context);
    const requested = recordPageChunks(page);
    await gotoReady(page, `${siteUrl}/api/graphql-js/function/graphql`);
    await setMarker(page);
    const link = page.locator('article.sg-api a[href="/api/graphql-js/interface/GraphQLArgs"]:visible').first();
    await link.hover();
    await expect.poll(() => requested.filter((p) => p.startsWith('/assets/p/GraphQLArgs-')).length).toBeGreaterThan(0);
    await link.click();
    await expect.poll(() => page.locator('h1 code').first().textContent()).toBe('GraphQLArgs');
    expect(await hasMarker(page)).toBe(true);
    await sleep(200);
    expect(errors).toEqual([]);
  });
});
