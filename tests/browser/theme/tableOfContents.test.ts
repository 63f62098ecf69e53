import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, openPage } from '../chromium.ts';
import { openHydrated } from './themeHelpers.ts';

const browser = useBrowser();

const path = '/docs/tutorials/basic-types';
const rightColumn = (page: Page) => page.locator('.sg-main__toc').getByRole('navigation', { name: 'On this page' });
const activeLink = (page: Page) => rightColumn(page).locator('a[aria-current="location"]').getAttribute('href');

/** The h2 and h3 of the page's content, as TOC hrefs. */
const contentHeadings = (page: Page) =>
  page
    .locator('.sg-markdown')
    .locator('h2[id], h3[id]')
    .evaluateAll((hs) => hs.map((h) => `#${h.id}`));

describe('table of contents', () => {
  test('on wide screens, the right column lists the h2 and h3 headings and highlights the one being read', async () => {
    const { page } = await openPage(browser.context);
    await openHydrated(page, path);
    expect(await rightColumn(page).isVisible()).toBe(true);
    const hrefs = await rightColumn(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(2);
    expect(hrefs).toEqual(await contentHeadings(page));
    // Only levels 2 and 3 (the config's): every entry's target is an h2 or an h3 of the content.
    const levels = await page.evaluate((ids) => ids.map((id) => document.getElementById(id!.slice(1))?.tagName), hrefs);
    expect(levels.every((tag) => tag === 'H2' || tag === 'H3')).toBe(true);
    const box = (await rightColumn(page).boundingBox())!;
    expect(box.x).toBeGreaterThan(900);

    expect(await activeLink(page)).toBe(hrefs[0]);
    for (const href of [hrefs[2]!, hrefs[1]!]) {
      await page.evaluate((id) => document.getElementById(id)!.scrollIntoView(), href.slice(1));
      await expect.poll(() => activeLink(page)).toBe(href);
      expect(
        await rightColumn(page)
          .locator(`a[href="${href}"]`)
          .evaluate((a) => getComputedStyle(a).fontWeight),
      ).toBe('600');
    }
    // It stays in view while the page scrolls.
    expect((await rightColumn(page).boundingBox())!.y).toBeGreaterThanOrEqual(0);
  });

  test('below 997px, an "On this page" button expands the same links', async () => {
    const { page } = await openPage(browser.context);
    await page.setViewportSize({ width: 996, height: 800 });
    await openHydrated(page, path);
    expect(await rightColumn(page).isVisible()).toBe(false);
    const button = page.getByRole('button', { name: 'On this page' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    const links = page.locator('.sg-toc-mobile').getByRole('link', { includeHidden: true });
    expect(await links.first().isVisible()).toBe(false);
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.waitForTimeout(500);
    expect(await links.first().isVisible()).toBe(true);
    const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(await contentHeadings(page));

    await page.setViewportSize({ width: 997, height: 800 });
    expect(await button.isVisible()).toBe(false);
    expect(await rightColumn(page).isVisible()).toBe(true);
  });
});
