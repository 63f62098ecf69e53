import { describe, expect, inject, test } from 'vitest';
import { useBrowser, openPage } from '../chromium.ts';
import { gotoReady, h1Text, hasMarker, pageChunk, setMarker, sidebarLink, sleep } from './runtimeHelpers.ts';

const siteUrl = inject('siteUrl');
const browser = useBrowser();

describe('when the next page cannot be shown', () => {
  test('a chunk that fails to load: a warning naming the route, one full page load of the target, no loop', async () => {
    const { page, warnings } = await openPage(browser.context);
    await page.route(pageChunk('basic-types'), (route) => route.abort());
    const documentLoads: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentLoads.push(new URL(request.url()).pathname);
    });
    await gotoReady(page, `${siteUrl}/docs/tutorials/`);
    await setMarker(page);
    await sidebarLink(page, 'Basic Types').click();
    await expect.poll(() => warnings.some((w) => w.includes('"/docs/tutorials/basic-types"'))).toBe(true);
    await page.waitForLoadState('load');
    await expect.poll(() => hasMarker(page)).toBe(false);
    // The static page of the target is on screen, and it stays there.
    expect(await h1Text(page)).toBe('Basic Types');
    await sleep(1500);
    expect(documentLoads).toEqual(['/docs/tutorials/', '/docs/tutorials/basic-types']);
    expect(page.url()).toBe(`${siteUrl}/docs/tutorials/basic-types`);
  });

  test('a page module without a default export raises an error naming the module', async () => {
    const { page, warnings } = await openPage(browser.context);
    let chunkUrl = '';
    await page.route(pageChunk('basic-types'), (route) => {
      chunkUrl = new URL(route.request().url()).pathname;
      return route.fulfill({ contentType: 'text/javascript', body: 'export const x = 1;' });
    });
    await gotoReady(page, `${siteUrl}/docs/tutorials/`);
    await sidebarLink(page, 'Basic Types').click();
    await expect
      .poll(() => warnings.find((w) => w.includes('has no default export')))
      .toContain(`The page module ${chunkUrl} has no default export.`);
  });

  test('a page that throws shows the crash page inside the layout; Try again renders it again', async () => {
    const { page } = await openPage(browser.context);
    // The real page data, whose content throws while `window.__crash` is set, as a broken page would.
    await page.route(pageChunk('basic-types'), (route) => {
      const body = `import real from ${JSON.stringify(`${route.request().url()}?real`)};
const data = { ...real };
Object.defineProperty(data, 'tree', { get() { if (window.__crash) throw new Error('The tree is broken.'); return real.tree; } });
export default data;`;
      return route.fulfill({ contentType: 'text/javascript', body });
    });
    await gotoReady(page, `${siteUrl}/docs/tutorials/`);
    await setMarker(page);
    await page.evaluate(() => ((window as unknown as { __crash: boolean }).__crash = true));
    await sidebarLink(page, 'Basic Types').click();
    await expect.poll(() => h1Text(page)).toBe('This page crashed.');
    const main = page.locator('main');
    await expect.poll(() => main.textContent()).toContain('The tree is broken.');
    expect(await page.locator('nav.sg-navbar, nav[aria-label="Main"]').count()).toBeGreaterThan(0);
    expect(await page.locator('footer').count()).toBe(1);

    // Still broken: Try again shows the crash page again.
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => h1Text(page)).toBe('This page crashed.');
    await page.evaluate(() => ((window as unknown as { __crash: boolean }).__crash = false));
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => h1Text(page)).toBe('Basic Types');
    expect(await page.locator('.sg-markdown').textContent()).toContain('scalar');
    expect(await hasMarker(page)).toBe(true);
  });
});
