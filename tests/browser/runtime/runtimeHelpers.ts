import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

// Shared steps of the runtime's browser tests.

/** Opens a URL and waits until the app has hydrated (or rendered) it. */
export async function gotoReady(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('#__sitegen[data-ready="true"]', { state: 'attached' });
}

/**
 * Selects a tab of prerendered content. A first load rebuilds tabs from their HTML just after the
 * page is ready, and a click before that does nothing: clicked until it is selected.
 */
export async function selectTab(tab: Locator): Promise<void> {
  await expect
    .poll(async () => {
      await tab.click();
      return tab.getAttribute('aria-selected');
    })
    .toBe('true');
}

/**
 * Waits until the first code block under <main> has been made live. A first load's code blocks
 * come to life once their code has loaded, after the page is ready (activateContent): each is
 * rendered again in place, inside a box-less host.
 */
export async function waitForLiveCodeBlock(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (document.querySelector('main .sg-code')?.closest('div[style*="contents"]') ?? null) !== null,
  );
}

/** Puts a value on `window`; it survives client-side navigations but not a document load. */
export async function setMarker(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __marker?: number }).__marker = 42));
}

export async function hasMarker(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __marker?: number }).__marker === 42);
}

/** Glob for the data chunk of the route whose last path segment is `name`. */
export const pageChunk = (name: string) => `**/assets/p/${name}-*.js`;

/** Text of the first h1 on screen. */
export const h1Text = (page: Page) => page.locator('h1').first().textContent();

/** A link of the docs sidebar, by its label. */
export const sidebarLink = (page: Page, label: string) =>
  page.locator('nav[aria-label="Docs sidebar"] a', { hasText: label }).first();

/** Records, from the start of each document, whether (and first when) a progress bar was added. */
export async function watchProgressBar(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __progressSeen: number; __progressAt?: number };
    w.__progressSeen = 0;
    new MutationObserver(() => {
      if (!document.querySelector('[role="progressbar"]')) return;
      w.__progressSeen++;
      w.__progressAt ??= performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
}

export const progressSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __progressSeen: number }).__progressSeen);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
