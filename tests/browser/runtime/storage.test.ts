import { describe, expect, inject, test } from 'vitest';
import { useBrowser, openPage } from '../chromium.ts';
import { gotoReady, h1Text, sidebarLink } from './runtimeHelpers.ts';

const siteUrl = inject('siteUrl');
const browser = useBrowser();

describe('browser storage', () => {
  test('when localStorage throws, the site works from memory and warns once', async () => {
    const { page, warnings, errors } = await openPage(browser.context);
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await gotoReady(page, `${siteUrl}/docs/tutorials/`);
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
    const toggle = page.locator('button[aria-label^="Switch between dark and light mode"]').first();
    expect(await theme()).toBe('light');
    await toggle.click();
    await expect.poll(theme).toBe('dark');
    await toggle.click();
    await expect.poll(theme).toBe('light');
    await toggle.click();
    await sidebarLink(page, 'Basic Types').click();
    await expect.poll(() => h1Text(page)).toBe('Basic Types');
    // The choice is kept in memory across client-side navigations.
    expect(await theme()).toBe('dark');
    expect(warnings.filter((w) => /localStorage/i.test(w))).toEqual([
      expect.stringContaining('[sitegen] localStorage is unavailable'),
    ]);
    expect(errors).toEqual([]);
  });

  test('with working storage the choice persists under the key `theme` and nothing is warned', async () => {
    const { page, warnings } = await openPage(browser.context);
    await gotoReady(page, `${siteUrl}/`);
    await page.locator('button[aria-label^="Switch between dark and light mode"]').first().click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.evaluate(() => localStorage.removeItem('theme'));
    expect(warnings.filter((w) => /localStorage/i.test(w))).toEqual([]);
  });
});
