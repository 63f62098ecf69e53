import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, openPage } from '../chromium.ts';
import { openHydrated, siteUrl } from './themeHelpers.ts';

const browser = useBrowser();

const toggle = (page: Page) => page.getByRole('button', { name: 'Toggle navigation bar' });
const panel = (page: Page) => page.getByRole('dialog');

async function openMobile(path: string) {
  const { page, errors } = await openPage(browser.context);
  await page.setViewportSize({ width: 390, height: 800 });
  await openHydrated(page, path);
  return { page, errors };
}

describe('mobile navigation (996px wide or less)', () => {
  test('the navbar items and the sidebar hide behind "Toggle navigation bar", which opens the panel on the current sidebar', async () => {
    const { page, errors } = await openMobile('/docs/tutorials/basic-types');
    const navbar = page.getByRole('navigation', { name: 'Main' });
    expect(await navbar.getByRole('link', { name: 'Tutorial', exact: true }).isVisible()).toBe(false);
    expect(await navbar.getByRole('link', { name: 'GitHub' }).isVisible()).toBe(false);
    expect(await page.locator('.sg-page__sidebar').isVisible()).toBe(false);
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('false');

    await toggle(page).click();
    expect(await page.locator('.sg-navbar__toggle').getAttribute('aria-expanded')).toBe('true');
    // The panel may wait for its code (the sidebar chunk) on a busy machine.
    await expect.poll(() => panel(page).isVisible()).toBe(true);
    const sidebar = panel(page).getByRole('navigation', { name: 'Docs sidebar' });
    expect(await sidebar.locator('[aria-current="page"]').textContent()).toBe('Basic Types');
    expect(await panel(page).getByRole('button', { name: 'Close navigation bar' }).isVisible()).toBe(true);
    // The panel slides in from the left edge.
    await expect.poll(async () => (await panel(page).boundingBox())!.x).toBe(0);

    await panel(page).getByRole('button', { name: '← Back to main menu' }).click();
    expect(await panel(page).getByRole('link', { name: 'Tutorial', exact: true }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await panel(page).getByRole('link', { name: 'API', exact: true }).isVisible()).toBe(true);
    expect(await panel(page).getByRole('link', { name: 'GitHub' }).isVisible()).toBe(true);

    await panel(page).getByRole('button', { name: 'Close navigation bar' }).click();
    expect(await panel(page).count()).toBe(0);
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('false');
    expect(await toggle(page).evaluate((button) => button === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('while the panel is open the page behind does not scroll', async () => {
    const { page } = await openMobile('/docs/tutorials/basic-types');
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const before = await page.evaluate(() => window.scrollY);
    // A click at the button's place: locator.click() would first scroll the sticky navbar "into view".
    const box = (await toggle(page).boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    // The panel may wait for its code (the sidebar chunk) on a busy machine.
    await expect.poll(() => panel(page).isVisible()).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    await page.mouse.move(370, 400);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    await page.keyboard.press('Escape');
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
  });

  test('following a link in the panel closes it', async () => {
    const { page } = await openMobile('/docs/tutorials/basic-types');
    await toggle(page).click();
    await panel(page).getByRole('link', { name: 'Passing Arguments' }).click();
    await page.waitForURL('**/passing-arguments');
    expect(await panel(page).count()).toBe(0);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Passing Arguments');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('Back closes the panel and the URL stays; after a close, Back leaves the page as usual', async () => {
    const { page } = await openMobile('/');
    await page.getByRole('link', { name: 'Get Started' }).click();
    await page.waitForURL('**/docs/tutorials/');
    const url = page.url();
    await toggle(page).click();
    // The panel may wait for its code (the sidebar chunk) on a busy machine.
    await expect.poll(() => panel(page).isVisible()).toBe(true);
    await page.evaluate(() => history.back());
    await expect.poll(() => panel(page).count()).toBe(0);
    await page.waitForTimeout(300);
    expect(page.url()).toBe(url);
    expect(await page.locator('h1').first().textContent()).not.toBe('graphql-js');

    await toggle(page).click();
    await panel(page).getByRole('button', { name: 'Close navigation bar' }).click();
    await page.waitForTimeout(200);
    await page.evaluate(() => history.back());
    await page.waitForURL(`${siteUrl}/`);
  });

  test('the panel closes when the window grows past 996px', async () => {
    const { page } = await openMobile('/api/graphql-js/class/GraphQLSchema');
    await toggle(page).click();
    expect(await panel(page).getByRole('navigation', { name: 'API sidebar' }).isVisible()).toBe(true);
    await page.setViewportSize({ width: 996, height: 800 });
    await page.waitForTimeout(100);
    expect(await panel(page).count()).toBe(1);
    await page.setViewportSize({ width: 997, height: 800 });
    await expect.poll(() => panel(page).count()).toBe(0);
    expect(await toggle(page).isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: 'API sidebar' }).isVisible()).toBe(true);
  });
});
