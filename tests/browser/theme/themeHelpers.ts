import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { holdRequests } from '../chromium.ts';

export const siteUrl = inject('siteUrl');

/** Opens a path and waits until the app has hydrated it (the runtime marks `#__sitegen[data-ready]`). */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(siteUrl + path);
  await page.waitForSelector('#__sitegen[data-ready]', { state: 'attached' });
}

/** The `data-theme` attribute of `<html>`. */
export const themeOf = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));

/**
 * Opens a path while the app's JavaScript (the entry and its chunks) is held back until the returned
 * `release` is called: the page as the prerendered HTML and the inline head script leave it, what the
 * reader sees before the app runs. Resolves once the page is painted with its CSS.
 */
export async function openStatic(page: Page, path: string): Promise<() => void> {
  const release = await holdRequests(page, /\/assets\/.*\.js$/);
  await page.goto(siteUrl + path, { waitUntil: 'commit' });
  await page.waitForFunction(() => {
    const navbar = document.querySelector('.sg-navbar');
    return navbar !== null && getComputedStyle(navbar).position === 'sticky';
  });
  return release;
}
