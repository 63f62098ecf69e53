import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, openPage } from '../chromium.ts';
import { openHydrated } from './themeHelpers.ts';

const browser = useBrowser();

const docsSidebar = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' });
const advanced = (page: Page) => docsSidebar(page).getByRole('button', { name: 'Advanced' });

/**
 * Clicks a category button and returns the transition its list got, in ms. A closed category of a
 * first load's sidebar opens once the whole sidebar is in (its chunk loads on hover or click).
 */
async function toggleAndMeasure(page: Page, button: ReturnType<Page['locator']>): Promise<number> {
  const id = await button.getAttribute('aria-controls');
  // The list's transition is set for the animation and removed when it ends: the page records it,
  // since polling it from here can miss that quarter second on a loaded machine.
  await page.evaluate((listId) => {
    const seen = window as unknown as { seenTransition?: string };
    seen.seenTransition = undefined;
    const observer = new MutationObserver(() => {
      const transition = document.getElementById(listId!)?.style.transition;
      if (transition && transition !== 'none') {
        seen.seenTransition = transition;
        observer.disconnect();
      }
    });
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['style'] });
  }, id);
  await button.click();
  const transition = await page
    .waitForFunction(() => (window as unknown as { seenTransition?: string }).seenTransition)
    .then((handle) => handle.jsonValue() as Promise<string>);
  await page.waitForTimeout(650);
  const match = /height ([\d.]+)ms/.exec(transition);
  return match ? Number(match[1]) : NaN;
}

describe('sidebars', () => {
  test('a doc page has a "Docs sidebar" nav marking the current page, with no button to hide it', async () => {
    const { page } = await openPage(browser.context);
    await openHydrated(page, '/docs/tutorials/basic-types');
    const current = docsSidebar(page).locator('[aria-current="page"]');
    expect(await current.count()).toBe(1);
    expect(await current.textContent()).toBe('Basic Types');
    expect(await current.getAttribute('href')).toBe('/docs/tutorials/basic-types');
    // The only buttons of the sidebar are its categories.
    const buttons = await page.locator('.sg-page__sidebar button').evaluateAll((all) => all.map((b) => b.textContent));
    expect(buttons).toEqual(['Advanced', 'Guides']);
  });

  test('an API page has an "API sidebar" nav with the item marked and its category open', async () => {
    const { page } = await openPage(browser.context);
    await openHydrated(page, '/api/graphql-js/class/GraphQLSchema');
    const sidebar = page.getByRole('navigation', { name: 'API sidebar' });
    const current = sidebar.locator('[aria-current="page"]');
    expect(await current.textContent()).toBe('GraphQLSchema');
    expect(await current.isVisible()).toBe(true);
    expect(await sidebar.getByRole('button', { name: 'Classes' }).getAttribute('aria-expanded')).toBe('true');
    expect(await sidebar.getByRole('button', { name: 'Functions' }).getAttribute('aria-expanded')).toBe('false');
  });

  test("a first load's sidebar comes with its HTML: a closed category opens from the keyboard once the whole sidebar's chunk is in", async () => {
    const { page, errors } = await openPage(browser.context);
    // No prefetching (a reader who saves data): the links in view would load other routes' sidebars.
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
    const sidebarChunks: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/s/')) sidebarChunks.push(pathname);
    });
    await openHydrated(page, '/api/graphql-js/class/GraphQLSchema');
    // Hydrated without it: the page's HTML holds the sidebar as it shows, closed categories cut.
    expect(sidebarChunks).toEqual([]);
    const sidebar = page.getByRole('navigation', { name: 'API sidebar' });
    const functions = sidebar.getByRole('button', { name: 'Functions' });
    await functions.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => functions.getAttribute('aria-expanded')).toBe('true');
    // Its own categories, which the HTML did not have.
    await expect.poll(() => sidebar.getByRole('button', { name: 'Schema Construction' }).isVisible()).toBe(true);
    // The latest API's sidebar (links in view may have had other versions' prefetched meanwhile).
    expect(sidebarChunks).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/assets\/s\/api-[A-Z0-9]{8}\.js$/)]),
    );
    // The rest of the sidebar is as it was, and the focus stayed on the button.
    expect(await sidebar.getByRole('button', { name: 'Classes' }).getAttribute('aria-expanded')).toBe('true');
    expect(await sidebar.locator('[aria-current="page"]').textContent()).toBe('GraphQLSchema');
    expect(await functions.evaluate((button) => button === document.activeElement)).toBe(true);
    // Enter again closes it, at once.
    await page.keyboard.press('Enter');
    expect(await functions.getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
  });

  test('a category opens and closes with aria-expanded, animated longer for taller content', async () => {
    const { page } = await openPage(browser.context);
    await openHydrated(page, '/docs/tutorials/basic-types');
    const constructing = docsSidebar(page).getByRole('link', { name: 'Constructing Types', includeHidden: true });
    expect(await advanced(page).getAttribute('aria-expanded')).toBe('false');
    expect(await constructing.isVisible()).toBe(false);
    const opening = await toggleAndMeasure(page, advanced(page));
    expect(await advanced(page).getAttribute('aria-expanded')).toBe('true');
    expect(await constructing.isVisible()).toBe(true);
    // Three rows: a little more than the 200 ms of one row.
    expect(opening).toBeGreaterThan(200);
    expect(opening).toBeLessThan(320);
    const closing = await toggleAndMeasure(page, advanced(page));
    // The same height both ways (give or take a rounded pixel).
    expect(Math.abs(closing - opening)).toBeLessThanOrEqual(3);
    expect(await advanced(page).getAttribute('aria-expanded')).toBe('false');
    expect(await constructing.isVisible()).toBe(false);

    await openHydrated(page, '/api/graphql-js');
    const classes = page.getByRole('navigation', { name: 'API sidebar' }).getByRole('button', { name: 'Classes' });
    const tall = await toggleAndMeasure(page, classes);
    expect(await classes.getAttribute('aria-expanded')).toBe('true');
    expect(tall).toBeGreaterThan(opening);
  });

  test('a category opens by itself when the reader arrives on one of its pages, and never closes by itself', async () => {
    const { page } = await openPage(browser.context);
    await openHydrated(page, '/docs/tutorials/defer-stream');
    expect(await advanced(page).getAttribute('aria-expanded')).toBe('true');
    // Leaving the category keeps it open.
    await docsSidebar(page).getByRole('link', { name: 'Basic Types' }).click();
    await page.waitForURL('**/basic-types');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Basic Types');
    expect(await advanced(page).getAttribute('aria-expanded')).toBe('true');
    // Closed by the reader, it opens again on arriving inside it.
    await advanced(page).click();
    expect(await advanced(page).getAttribute('aria-expanded')).toBe('false');
    await openHydrated(page, '/docs/tutorials/authentication-and-express-middleware');
    expect(await advanced(page).getAttribute('aria-expanded')).toBe('false');
    await page.locator('.sg-pagination__link--next').click();
    await page.waitForURL('**/constructing-types');
    await expect.poll(() => advanced(page).getAttribute('aria-expanded')).toBe('true');
    // And the reader may close it while on one of its pages.
    await advanced(page).click();
    await page.waitForTimeout(400);
    expect(await advanced(page).getAttribute('aria-expanded')).toBe('false');
  });
});
