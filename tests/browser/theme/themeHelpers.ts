import { inject } from 'vitest';
import type { Page } from 'playwright-core';

export const siteUrl = inject('siteUrl');

/** Opens a path and waits until the app has hydrated it (the runtime marks `#__sitegen[data-ready]`). */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(siteUrl + path);
  await page.waitForSelector('#__sitegen[data-ready]', { state: 'attached' });
}

/**
 * Holds back the app's JavaScript (the entry and its chunks) until `release` is called, so a
 * test sees the page as the prerendered HTML and the inline head script leave it: what the
 * reader sees before the app runs.
 */
export async function holdAppScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The `data-theme` attribute of `<html>`. */
export const themeOf = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));

/** Opens a path while the app's JavaScript is held back; resolves once the page is painted with its CSS. */
export async function openStatic(page: Page, path: string): Promise<() => void> {
  const release = await holdAppScripts(page);
  await page.goto(siteUrl + path, { waitUntil: 'commit' });
  await page.waitForFunction(() => {
    const navbar = document.querySelector('.sg-navbar');
    return navbar !== null && getComputedStyle(navbar).position === 'sticky';
  });
  return release;
}
