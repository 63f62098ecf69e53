import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useBrowser } from '../chromium.ts';
import { openHydrated } from './themeHelpers.ts';

// The API's two versions in a real browser: the version menu, its fallback to a version's root,
// the preference it stores and the link back to the preferred version.

const browser = useBrowser();
const KEY = 'docs-preferred-version-api';

/** Opens the desktop version menu and chooses a version; resolves once the new page is shown. */
async function chooseVersion(page: Page, label: string, expectedPath: string): Promise<void> {
  await menuButton(page).hover();
  await menuItems(page).getByText(label, { exact: true }).click();
  await page.waitForURL((url) => url.pathname === expectedPath);
  // The address changes when the navigation starts; the page is shown once the menu names the version.
  await expect.poll(() => menuButton(page).textContent()).toBe(label);
}

/** The version menu: the first dropdown of the navbar (the locale menu follows it). */
const versionMenu = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).locator('.sg-navbar__right .sg-dropdown').first();
const menuButton = (page: Page) => versionMenu(page).locator('.sg-dropdown__button');
const menuItems = (page: Page) => versionMenu(page).locator('.sg-dropdown__menu a');
const banner = (page: Page) => page.getByRole('note', { name: 'Version' });

describe('API versions', () => {
  test('the menu lists both versions and goes to the same item in the other one, remembering the choice', async () => {
    const { page, errors } = await openPage(browser.context);
    await openHydrated(page, '/api/graphql-js/class/GraphQLSchema');
    expect(await menuButton(page).textContent()).toBe('Next (17.1.0)');
    const items = menuItems(page);
    expect(await items.allTextContents()).toEqual(['Next (17.1.0)', '16.15.0']);
    expect(await items.nth(0).getAttribute('aria-current')).toBe('true');

    await chooseVersion(page, '16.15.0', '/api/graphql-js/v16/class/GraphQLSchema');
    expect(await page.locator('h1 code').textContent()).toBe('GraphQLSchema');
    expect(await menuButton(page).textContent()).toBe('16.15.0');
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe('16.15.0');
    // The reader chose 16: no banner sends them away from it.
    expect(await banner(page).count()).toBe(0);

    await chooseVersion(page, 'Next (17.1.0)', '/api/graphql-js/class/GraphQLSchema');
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe('current');
    expect(errors).toEqual([]);
  });

  test("an item the other version lacks falls back to that version's root, and an item whose kind changed is found under its kind", async () => {
    const { page, errors } = await openPage(browser.context);
    await openHydrated(page, '/api/graphql-js/function/experimentalExecuteIncrementally');
    await chooseVersion(page, '16.15.0', '/api/graphql-js/v16');
    expect(await page.locator('h1').first().textContent()).toBe('API Reference');

    await openHydrated(page, '/api/graphql-js/v16/function/formatError');
    await chooseVersion(page, 'Next (17.1.0)', '/api/graphql-js');

    // GraphQLArgument is an interface in 16 and a class in 17.
    await openHydrated(page, '/api/graphql-js/class/GraphQLArgument');
    await chooseVersion(page, '16.15.0', '/api/graphql-js/v16/interface/GraphQLArgument');
    expect(errors).toEqual([]);
  });

  test("the types page goes to the other version's types page and back; a root to the other root", async () => {
    const { page, errors } = await openPage(browser.context);
    await openHydrated(page, '/api/graphql-js/types');
    expect(await menuItems(page).evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '/api/graphql-js/types',
      '/api/graphql-js/v16/types',
    ]);
    await chooseVersion(page, '16.15.0', '/api/graphql-js/v16/types');
    await expect.poll(() => page.locator('.sg-api-root p').first().textContent()).toContain('graphql 16.15.0');
    expect(await page.locator('h1').first().textContent()).toBe('Types and constants');
    expect(await page.locator('h3#ASTNode').count()).toBe(1);
    await chooseVersion(page, 'Next (17.1.0)', '/api/graphql-js/types');
    await expect.poll(() => page.locator('.sg-api-root p').first().textContent()).toContain('graphql 17.1.0');
    expect(await page.locator('h3#internal-MinimalChannel').count()).toBe(1);

    await openHydrated(page, '/api/graphql-js');
    await chooseVersion(page, '16.15.0', '/api/graphql-js/v16');
    expect(await page.locator('h1').first().textContent()).toBe('API Reference');
    expect(errors).toEqual([]);
  });

  test('a page of the version the reader does not prefer links back to the same page in the preferred one', async () => {
    const { page, errors } = await openPage(browser.context);
    // No preference (the tests share one browser context: forget what the others chose): the latest
    // is the preferred one, so a 16 page links to 17 and a 17 page shows nothing.
    await openHydrated(page, '/api/graphql-js/v16/function/execute');
    await page.evaluate((key) => localStorage.removeItem(key), KEY);
    await openHydrated(page, '/api/graphql-js/v16/function/execute');
    await expect.poll(() => banner(page).count()).toBe(1);
    const back = banner(page).getByRole('link');
    expect(await back.textContent()).toBe('see Next (17.1.0)');
    expect(await back.getAttribute('href')).toBe('/api/graphql-js/function/execute');
    await openHydrated(page, '/api/graphql-js/function/execute');
    expect(await banner(page).count()).toBe(0);

    // A stored preference for 16, as the menu leaves it: now the 17 page links back to 16, after a reload too.
    await page.evaluate((key) => localStorage.setItem(key, '16.15.0'), KEY);
    await page.reload();
    await page.waitForSelector('#__sitegen[data-ready]', { state: 'attached' });
    await expect.poll(() => banner(page).count()).toBe(1);
    expect(await banner(page).textContent()).toContain('For the version you chose');
    await banner(page).getByRole('link').click();
    await page.waitForURL((url) => url.pathname === '/api/graphql-js/v16/function/execute');
    await expect.poll(() => banner(page).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('tutorials keep their one version', async () => {
    const { page } = await openPage(browser.context);
    await openHydrated(page, '/docs/tutorials/basic-types');
    expect(await menuButton(page).textContent()).toBe('Next');
    const items = menuItems(page);
    expect(await items.allTextContents()).toEqual(['Next']);
  });
});
