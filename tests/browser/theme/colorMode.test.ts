import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { SiteData } from '@sitegen/runtime/types.ts';
import { colorModeScript } from '@sitegen/ssg-core/prerender/inlineScripts.ts';
import { launchBrowser, openPage, useBrowser } from '../chromium.ts';
import { openHydrated, openStatic, siteUrl, themeOf } from './themeHelpers.ts';

const browser = useBrowser();

const toggle = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Switch between dark and light mode/ });
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
/** Color of the first highlighted token of the first code block. */
const tokenColor = (page: Page) =>
  page
    .locator('.sg-code span[style]')
    .first()
    .evaluate((span) => getComputedStyle(span).color);

describe('color mode', () => {
  test('is light by default, and the toggle switches to dark, names the mode, stores it and recolors the code', async () => {
    const { context, close } = await launchBrowser();
    try {
      const { page, errors } = await openPage(context);
      await openHydrated(page, '/docs/tutorials/basic-types');
      expect(await themeOf(page)).toBe('light');
      expect(await toggle(page).getAttribute('aria-label')).toBe(
        'Switch between dark and light mode (currently light mode)',
      );
      const light = { bg: await background(page), code: await tokenColor(page) };
      expect(light.bg).toBe('rgb(255, 255, 255)');

      await toggle(page).click();
      expect(await themeOf(page)).toBe('dark');
      expect(await toggle(page).getAttribute('aria-label')).toBe(
        'Switch between dark and light mode (currently dark mode)',
      );
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
      expect(await background(page)).not.toBe(light.bg);
      expect(await tokenColor(page)).not.toBe(light.code);

      await toggle(page).click();
      expect(await themeOf(page)).toBe('light');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test('a stored mode is applied before the app runs, so the page never flashes light', async () => {
    const { page } = await openPage(browser.context);
    await page.goto(`${siteUrl}/`);
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    const release = await openStatic(page, '/docs/tutorials/');
    expect(await themeOf(page)).toBe('dark');
    expect(await background(page)).not.toBe('rgb(255, 255, 255)');
    release();
    await page.waitForSelector('#__sitegen[data-ready]', { state: 'attached' });
    expect(await toggle(page).getAttribute('aria-label')).toBe(
      'Switch between dark and light mode (currently dark mode)',
    );
    await page.evaluate(() => localStorage.removeItem('theme'));
  });

  test('other open tabs follow a change at once', async () => {
    const { context, close } = await launchBrowser();
    try {
      const { page: first } = await openPage(context);
      const { page: second } = await openPage(context);
      await openHydrated(first, '/');
      await openHydrated(second, '/docs/tutorials/');
      await toggle(first).click();
      await expect.poll(() => themeOf(second)).toBe('dark');
      expect(await toggle(second).getAttribute('aria-label')).toBe(
        'Switch between dark and light mode (currently dark mode)',
      );
      await toggle(second).click();
      await expect.poll(() => themeOf(first)).toBe('light');
    } finally {
      await close();
    }
  });

  test('for a reader who asks for reduced motion, the toggle recolors the page at once, with no transition', async () => {
    const { page } = await openPage(browser.context);
    try {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openHydrated(page, '/api/graphql-js/types');
      const light = await background(page);
      // Every transition that starts, however short, fires transitionrun (it bubbles to the document).
      await page.evaluate(() => {
        const w = window as unknown as { started: number };
        w.started = 0;
        document.addEventListener('transitionrun', () => w.started++, true);
      });
      await toggle(page).click();
      await expect.poll(() => themeOf(page)).toBe('dark');
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await page.evaluate(() => (window as unknown as { started: number }).started)).toBe(0);
      // And the page is in its new colors.
      expect(await background(page)).not.toBe(light);
    } finally {
      await page.evaluate(() => localStorage.removeItem('theme'));
      await page.close();
    }
  });

  test('the OS preference is ignored unless respectPrefersColorScheme is on', async () => {
    const { page } = await openPage(browser.context);
    await page.emulateMedia({ colorScheme: 'dark' });
    await openHydrated(page, '/');
    // The site's config leaves the option off.
    expect(await themeOf(page)).toBe('light');

    const site = (respectPrefersColorScheme: boolean) =>
      ({ colorMode: { defaultMode: 'light', respectPrefersColorScheme } }) as SiteData;
    // A bare page of the same origin (so it shares localStorage) holding only the script.
    let script = '';
    await page.route(`${siteUrl}/__color-mode-script`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html><head><script>${script}</script></head></html>`,
      }),
    );
    const run = async (source: string) => {
      script = source;
      await page.goto(`${siteUrl}/__color-mode-script`);
      return themeOf(page);
    };
    expect(await run(colorModeScript(site(true)))).toBe('dark');
    expect(await run(colorModeScript(site(false)))).toBe('light');
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await run(colorModeScript(site(true)))).toBe('light');
    // A stored choice wins over the OS preference.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    expect(await run(colorModeScript(site(true)))).toBe('light');
    await page.evaluate(() => localStorage.removeItem('theme'));
  });
});
