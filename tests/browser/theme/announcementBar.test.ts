import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, openPage } from '../chromium.ts';
import { openHydrated, openStatic, siteUrl } from './themeHelpers.ts';

const browser = useBrowser();

const bar = (page: Page) => page.getByRole('region', { name: 'Announcement' });
const storedKeys = (page: Page) =>
  page.evaluate(() => [
    localStorage.getItem('docusaurus.announcement.dismiss'),
    localStorage.getItem('docusaurus.announcement.id'),
  ]);

describe('announcement bar', () => {
  test('announces graphql-js 17 and its Close button dismisses it, remembering the id', async () => {
    const { page, errors } = await openPage(browser.context);
    await openHydrated(page, '/');
    expect(await bar(page).textContent()).toContain('graphql-js 17');
    expect(await bar(page).isVisible()).toBe(true);
    await bar(page).getByRole('button', { name: 'Close' }).click();
    expect(await bar(page).count()).toBe(0);
    expect(await storedKeys(page)).toEqual(['true', 'graphql-js-17']);
    expect(errors).toEqual([]);
  });

  test('a dismissed bar is hidden on later visits before the app runs, so it never flashes', async () => {
    const { page } = await openPage(browser.context);
    await page.goto(`${siteUrl}/`);
    await page.evaluate(() => {
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      localStorage.setItem('docusaurus.announcement.id', 'graphql-js-17');
    });
    const release = await openStatic(page, '/docs/tutorials/');
    // The bar is in the prerendered HTML, but the inline head script hid it before paint.
    expect(await page.locator('.sg-announcement').count()).toBe(1);
    expect(await page.locator('.sg-announcement').isVisible()).toBe(false);
    const navbarTop = await page.evaluate(() => document.querySelector('.sg-navbar')!.getBoundingClientRect().top);
    expect(navbarTop).toBe(0);
    release();
    await page.waitForSelector('#__sitegen[data-ready]', { state: 'attached' });
    expect(await page.locator('.sg-announcement').isVisible()).toBe(false);
  });

  test('is shown before the app runs when nothing was dismissed', async () => {
    const { page } = await openPage(browser.context);
    await page.goto(`${siteUrl}/`);
    await page.evaluate(() => localStorage.clear());
    const release = await openStatic(page, '/docs/tutorials/');
    expect(await page.locator('.sg-announcement').isVisible()).toBe(true);
    release();
  });

  test('a bar with a new id shows again even if an older one was dismissed', async () => {
    const { page } = await openPage(browser.context);
    await page.goto(`${siteUrl}/`);
    await page.evaluate(() => {
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      localStorage.setItem('docusaurus.announcement.id', 'graphql-js-16');
    });
    await openHydrated(page, '/');
    expect(await bar(page).isVisible()).toBe(true);
  });
});
