import { describe, expect, inject, test } from 'vitest';
import { holdRequests, openPage, useBrowser, type Page } from '../chromium.ts';
import { gotoReady, h1Text, hasMarker, setMarker } from './runtimeHelpers.ts';

const siteUrl = inject('siteUrl');
const browser = useBrowser();
/** The one chunk of the later parts (theme/src/laterParts.ts): footer, copy page, navbar menus, rarer pages. */
const LATER_CHUNK = '**/assets/c/laterPartsCode-*.js';

const ready = (page: Page) => page.locator('#__sitegen').getAttribute('data-ready');
const versionButton = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Next' });
const versionItem = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Next' });

/** What the later parts prerendered: all there before their code is. */
async function expectPrerenderedParts(page: Page) {
  await expect.poll(() => page.locator('footer').textContent()).toContain('Copyright ©');
  expect(await page.getByRole('button', { name: 'Copy page' }).isVisible()).toBe(true);
  expect(await versionButton(page).isVisible()).toBe(true);
}

describe('the later parts (laterCode)', () => {
  test('a first load neither preloads nor waits for their code: the rest of the page works while it loads, and they work once it arrives', async () => {
    const { page, errors } = await openPage(browser.context);
    const release = await holdRequests(page, LATER_CHUNK);
    const asked = page.waitForRequest(LATER_CHUNK);
    await page.goto(`${siteUrl}/api/graphql-js/class/GraphQLSchema`);
    expect(await page.locator(`link[rel="modulepreload"][href*="laterPartsCode"]`).count()).toBe(0);
    await asked;
    await expectPrerenderedParts(page);
    // The sidebar is hydrated without them: its categories open.
    const functions = page.getByRole('navigation', { name: 'API sidebar' }).getByRole('button', { name: 'Functions' });
    await expect.poll(() => functions.getAttribute('aria-expanded')).toBe('false');
    await expect
      .poll(async () => {
        await functions.click();
        return functions.getAttribute('aria-expanded');
      })
      .toBe('true');
    // The page is not ready, the menus not yet live: hovering the version button opens nothing.
    expect(await ready(page)).toBe(null);
    await versionButton(page).hover();
    expect(await versionItem(page).isVisible()).toBe(false);

    release();
    await expect.poll(() => ready(page)).toBe('true');
    await page.mouse.move(0, 400);
    await versionButton(page).hover();
    await expect.poll(() => versionItem(page).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  test('when their code cannot load, the rest of the page works and navigates client-side; the next page tries again and shows them', async () => {
    const { page, warnings } = await openPage(browser.context);
    await page.route(LATER_CHUNK, (route) => route.abort());
    await gotoReady(page, `${siteUrl}/docs/tutorials/basic-types`);
    // Once at least; more on a busy machine, where a part that mounts a second after the failure tries
    // again (laterCode) and fails in its turn while the chunk is blocked.
    expect(
      warnings.filter((w) => w.startsWith("[sitegen] Could not load the code of the page's later parts:")).length,
    ).toBeGreaterThanOrEqual(1);
    await setMarker(page);
    await page.unroute(LATER_CHUNK);
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Object Types' }).click();
    await expect.poll(() => h1Text(page)).toBe('Object Types');
    expect(await hasMarker(page)).toBe(true);
    await expectPrerenderedParts(page);
  });

  test("after a failed load, a part mounted later on the same page (the mobile panel's color toggle) tries again and shows", async () => {
    const { page, warnings } = await openPage(browser.context);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.route(LATER_CHUNK, (route) => route.abort());
    await gotoReady(page, `${siteUrl}/docs/tutorials/basic-types`);
    const failures = () =>
      warnings.filter((w) => w.startsWith("[sitegen] Could not load the code of the page's later parts:")).length;
    expect(failures()).toBeGreaterThanOrEqual(1);
    await page.unroute(LATER_CHUNK);
    // Well after the failure, the reader opens the panel: its toggle is a part that mounts now. (A
    // part that mounted while the chunk was still blocked tried too, and failed in its turn.)
    await page.waitForTimeout(1_500);
    const failed = failures();
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const modeToggle = page
      .getByRole('dialog')
      .getByRole('button', { name: 'Switch between dark and light mode (currently light mode)' });
    await expect.poll(() => modeToggle.isVisible()).toBe(true);
    expect(failures()).toBe(failed);
  });

  test('a client-side navigation to a page of a rarer type renders it at once: its code came with the first load', async () => {
    const { page, errors } = await openPage(browser.context);
    await gotoReady(page, `${siteUrl}/docs/tutorials/`);
    await setMarker(page);
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/c/')) chunks.push(new URL(request.url()).pathname);
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API' }).first().click();
    await expect.poll(() => h1Text(page)).toBe('API Reference');
    expect(await hasMarker(page)).toBe(true);
    expect(chunks.filter((c) => c.includes('laterPartsCode'))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
