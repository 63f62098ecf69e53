import { describe, expect, inject, test } from 'vitest';
import { useBrowser, openPage } from './chromium.ts';

const siteUrl = inject('siteUrl');
const browser = useBrowser();

describe('the built site in Chromium', () => {
  test('home, a tutorial and the GraphQLSchema page load and hydrate without console errors', async () => {
    const { page, errors } = await openPage(browser.context);
    for (const [path, heading] of [
      ['/', 'graphql-js'],
      ['/docs/tutorials/basic-types', 'Basic Types'],
      ['/api/graphql-js/class/GraphQLSchema', 'GraphQLSchema'],
    ] as const) {
      await page.goto(siteUrl + path);
      await expect.poll(() => page.locator('h1').first().textContent()).toContain(heading);
      await page.waitForLoadState('networkidle');
    }
    expect(errors).toEqual([]);
  });

  test('following an internal link swaps the page without a full reload', async () => {
    const { page, errors } = await openPage(browser.context);
    await page.goto(`${siteUrl}/docs/tutorials/`);
    await page.waitForLoadState('networkidle');
    // Until the app has started, a link is a plain link.
    await page.waitForSelector('#__sitegen[data-ready]', { state: 'attached' });
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    await page.locator('nav[aria-label="Docs sidebar"] a', { hasText: 'Basic Types' }).click();
    await page.waitForURL('**/docs/tutorials/basic-types');
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Basic Types');
    expect(await page.title()).toBe('Basic Types | graphql-js');
    // The marker survives only if the document was not reloaded.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
    expect(errors).toEqual([]);
  });

  test('an unknown path is served by 404.html with status 404 and shows the not-found page', async () => {
    const { page } = await openPage(browser.context);
    const response = await page.goto(`${siteUrl}/no/such/page`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Page Not Found');
  });
});
