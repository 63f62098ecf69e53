import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, openPage } from '../chromium.ts';
import { openHydrated } from './themeHelpers.ts';

const browser = useBrowser();

/** How much of the navbar is inside the viewport, in pixels. */
const navbarShown = (page: Page) =>
  page.evaluate(() => Math.round(document.querySelector('.sg-navbar')!.getBoundingClientRect().bottom));

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  // Let the scroll event and the 0.2 s transform transition happen.
  await page.waitForTimeout(350);
}

describe('hide on scroll', () => {
  test('is off by default: the navbar stays on screen when scrolling down', async () => {
    const { page } = await openPage(browser.context);
    await openHydrated(page, '/docs/tutorials/basic-types');
    await scrollTo(page, 400);
    await scrollTo(page, 1200);
    expect(await navbarShown(page)).toBeGreaterThan(50);
  });

  test('when on, hides on scrolling down past the navbar and comes back on scrolling up and at the top', async () => {
    const { page } = await openPage(browser.context);
    // The site's config has the option off; turn it on in the site data of the app data module.
    await page.route(/\/assets\/app-[^/]*\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      const patched = body.replace('"hideOnScroll":false', '"hideOnScroll":true');
      expect(patched).not.toBe(body);
      await route.fulfill({ response, body: patched });
    });
    // The prerendered HTML was made with the option off, as the server would have it.
    await openHydrated(page, '/docs/tutorials/basic-types');
    await scrollTo(page, 30);
    expect(await navbarShown(page)).toBeGreaterThan(50);
    await scrollTo(page, 600);
    expect(await navbarShown(page)).toBeLessThanOrEqual(0);
    await scrollTo(page, 1200);
    expect(await navbarShown(page)).toBeLessThanOrEqual(0);
    await scrollTo(page, 1000);
    expect(await navbarShown(page)).toBeGreaterThan(50);
    await scrollTo(page, 1400);
    expect(await navbarShown(page)).toBeLessThanOrEqual(0);
    await scrollTo(page, 0);
    expect(await navbarShown(page)).toBeGreaterThan(50);
  });
});
