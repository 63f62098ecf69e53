import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, openPage } from '../chromium.ts';
import { gotoReady, h1Text, hasMarker, setMarker } from './runtimeHelpers.ts';

const siteUrl = inject('siteUrl');
const browser = useBrowser();

/** Chromium logs the 404 status of the document itself; anything else is a real error. */
const realErrors = (errors: string[]) => errors.filter((e) => !e.includes('status of 404'));

/** A client-side navigation, as a link click does it: push the URL and let the router see it. */
async function navigateClientSide(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

describe('exact routes, .html suffixes and unknown paths', () => {
  test('a first visit to X.html (the file X is written to) shows the page X, with its head', async () => {
    const { page, errors } = await openPage(browser.context);
    const response = await page.goto(`${siteUrl}/docs/tutorials/basic-types.html`);
    expect(response?.status()).toBe(200);
    await page.waitForSelector('#__sitegen[data-ready="true"]', { state: 'attached' });
    expect(await h1Text(page)).toBe('Basic Types');
    expect(await page.title()).toBe('Basic Types | graphql-js');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      'https://graphql-js.org/docs/tutorials/basic-types',
    );
    // And it is live: its links navigate client-side.
    await setMarker(page);
    await page.locator('nav[aria-label="Docs sidebar"] a', { hasText: 'Object Types' }).first().click();
    await expect.poll(() => h1Text(page)).toBe('Object Types');
    expect(await hasMarker(page)).toBe(true);
    expect(realErrors(errors)).toEqual([]);
  });

  test('a first visit to /api/graphql-js/class/GraphQLSchema/index.html shows GraphQLSchema', async () => {
    const { page, errors } = await openPage(browser.context);
    await page.goto(`${siteUrl}/api/graphql-js/class/GraphQLSchema/index.html`);
    await page.waitForSelector('#__sitegen[data-ready="true"]', { state: 'attached' });
    // No file has that name: 404.html answers, and the route shows once the route table names it.
    await expect.poll(() => h1Text(page)).toContain('GraphQLSchema');
    expect(await page.title()).toBe('GraphQLSchema | API | graphql-js');
    expect(errors).toEqual([]);
  });

  test('client-side navigations to X.html and X/index.html show X; unknown paths show the not-found page', async () => {
    const { page, errors } = await openPage(browser.context);
    await gotoReady(page, `${siteUrl}/`);
    await setMarker(page);
    await navigateClientSide(page, '/docs/tutorials/basic-types.html');
    await expect.poll(() => h1Text(page)).toBe('Basic Types');
    await navigateClientSide(page, '/docs/tutorials/index.html');
    await expect.poll(() => page.title()).toBe('Getting Started With GraphQL.js | graphql-js');
    await navigateClientSide(page, '/docs/tutorials/no-such-tutorial');
    await expect.poll(() => h1Text(page)).toBe('Page Not Found');
    expect(await page.title()).toMatch(/^Page Not Found \| /);
    // Exact: a route with a trailing slash added is not that route.
    await navigateClientSide(page, '/docs/tutorials/basic-types/');
    await expect.poll(() => page.title()).toMatch(/^Page Not Found \| /);
    expect(await hasMarker(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a first visit to an unknown path shows the not-found page without console errors', async () => {
    const { page, errors } = await openPage(browser.context);
    const response = await page.goto(`${siteUrl}/docs/nothing-here`);
    expect(response?.status()).toBe(404);
    await page.waitForSelector('#__sitegen[data-ready="true"]', { state: 'attached' });
    expect(await h1Text(page)).toBe('Page Not Found');
    expect(realErrors(errors)).toEqual([]);
  });
});
