import { describe, expect, inject, test } from 'vitest';
import { useBrowser, openPage } from '../chromium.ts';
import { gotoReady, h1Text, hasMarker, setMarker, sidebarLink } from './runtimeHelpers.ts';

const siteUrl = inject('siteUrl');
const browser = useBrowser();

const head = (page: import('playwright-core').Page) =>
  page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
  }));

describe('hydration and the document head', () => {
  test('prerendered pages hydrate in place, without mismatch errors', async () => {
    const { page, errors } = await openPage(browser.context);
    // Tags the prerendered h1 before any script runs; a hydrated page keeps that very node.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        const h1 = document.querySelector('h1');
        if (h1 && document.readyState === 'interactive') h1.dataset.prerendered = 'yes';
      });
    });
    for (const path of [
      '/',
      '/docs/tutorials/',
      '/docs/tutorials/basic-types',
      '/api/graphql-js/class/GraphQLSchema',
      '/api/graphql-js',
    ]) {
      await gotoReady(page, siteUrl + path);
      expect(await page.locator('h1').first().getAttribute('data-prerendered'), path).toBe('yes');
    }
    expect(errors).toEqual([]);
  });

  test('title, meta description and canonical follow client-side navigations, back included', async () => {
    const { page, errors } = await openPage(browser.context);
    await gotoReady(page, `${siteUrl}/docs/tutorials/`);
    const before = await head(page);
    expect(before.canonical).toBe('https://graphql-js.org/docs/tutorials/');
    await setMarker(page);
    await sidebarLink(page, 'Basic Types').click();
    await expect.poll(() => h1Text(page)).toBe('Basic Types');
    expect(await head(page)).toEqual({
      title: 'Basic Types | graphql-js',
      description: expect.stringMatching(/^Learn the five built-in scalar types/),
      canonical: 'https://graphql-js.org/docs/tutorials/basic-types',
    });
    await page.goBack();
    await expect.poll(() => head(page)).toEqual(before);
    expect(await hasMarker(page)).toBe(true);
    expect(errors).toEqual([]);
  });
});
