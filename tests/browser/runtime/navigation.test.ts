import { describe, expect, inject, test } from 'vitest';
import { holdRequests, useBrowser, openPage } from '../chromium.ts';
import {
  gotoReady,
  h1Text,
  hasMarker,
  pageChunk,
  progressSeen,
  setMarker,
  sidebarLink,
  sleep,
  waitForLiveCodeBlock,
  watchProgressBar,
} from './runtimeHelpers.ts';

const siteUrl = inject('siteUrl');
const browser = useBrowser();

describe('pending navigation and the progress bar', () => {
  test('a slow next page: URL at once, old page stays, progress bar only after 200 ms, gone when rendered', async () => {
    const { page, errors } = await openPage(browser.context);
    const release = await holdRequests(page, pageChunk('basic-types'));
    await watchProgressBar(page);
    await gotoReady(page, `${siteUrl}/docs/tutorials/`);
    const oldHeading = await h1Text(page);
    await page.evaluate(() =>
      addEventListener('click', () => ((window as unknown as { __clickAt: number }).__clickAt = performance.now()), {
        capture: true,
      }),
    );
    await sidebarLink(page, 'Basic Types').click();
    // The URL changes at once, while the old page stays until the held chunk arrives.
    expect(await page.evaluate(() => location.pathname)).toBe('/docs/tutorials/basic-types');
    expect(await h1Text(page)).toBe(oldHeading);
    await page.locator('[role="progressbar"]').waitFor({ state: 'attached', timeout: 2000 });
    // Timed in the page, so a busy test machine cannot blur it.
    const delay = await page.evaluate(() => {
      const w = window as unknown as { __clickAt: number; __progressAt: number };
      return w.__progressAt - w.__clickAt;
    });
    expect(delay).toBeGreaterThanOrEqual(200);
    expect(await h1Text(page)).toBe(oldHeading);
    release();
    await expect.poll(() => h1Text(page)).toBe('Basic Types');
    expect(await page.locator('[role="progressbar"]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('fast and hash-only navigations never show the progress bar', async () => {
    const { page, errors } = await openPage(browser.context);
    await watchProgressBar(page);
    await gotoReady(page, `${siteUrl}/docs/tutorials/`);
    const link = sidebarLink(page, 'Basic Types');
    await link.hover(); // loads the route's code
    await page.waitForLoadState('networkidle');
    await link.click();
    await expect.poll(() => h1Text(page)).toBe('Basic Types');
    await page.locator('nav[aria-label="Table of contents"] a, .sg-toc a').first().click();
    await expect.poll(() => page.evaluate(() => location.hash)).not.toBe('');
    await sleep(400);
    expect(await progressSeen(page)).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('the page on screen during a navigation', () => {
  test('a click leaves the page as it is until the next one replaces it; a hash-only navigation keeps its DOM', async () => {
    const { page, errors } = await openPage(browser.context);
    const release = await holdRequests(page, pageChunk('object-types'));
    await gotoReady(page, `${siteUrl}/docs/tutorials/basic-types`);
    await waitForLiveCodeBlock(page);
    // The copy button of the first code block, marked: a hash-only navigation must keep that very element.
    await page.evaluate(
      () =>
        ((
          document.querySelector('main pre')!.parentElement!.querySelector('button') as unknown as { __mark: number }
        ).__mark = 1),
    );
    await page.locator('.sg-toc a').nth(1).click();
    await expect.poll(() => page.evaluate(() => location.hash)).not.toBe('');
    expect(
      await page.evaluate(
        () =>
          (document.querySelector('main pre')!.parentElement!.querySelector('button') as unknown as { __mark?: number })
            .__mark,
      ),
    ).toBe(1);
    // Every change under <main> while the old page shows: none is expected, its islands stay as they are.
    await page.evaluate(() => {
      const w = window as unknown as { __changes: string[] };
      w.__changes = [];
      new MutationObserver((records) => {
        if (document.querySelector('h1')?.textContent === 'Basic Types')
          w.__changes.push(...records.map((r) => `${r.type} ${(r.target as Element).className ?? ''}`));
      }).observe(document.querySelector('main')!, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    });
    await sidebarLink(page, 'Object Types').click();
    await sleep(300);
    expect(await h1Text(page)).toBe('Basic Types');
    expect(await page.evaluate(() => (window as unknown as { __changes: string[] }).__changes)).toEqual([]);
    release();
    await expect.poll(() => h1Text(page)).toBe('Object Types');
    expect(errors).toEqual([]);
  });
});

describe('scroll and focus after a navigation', () => {
  const navbarBottom = (page: import('playwright-core').Page) =>
    page.evaluate(() => document.querySelector('.sg-navbar')!.getBoundingClientRect().bottom);
  const topOf = (page: import('playwright-core').Page, id: string) =>
    page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, id);

  test('to the decoded hash target just below the navbar, else to the top; back and forward too', async () => {
    const { page, errors } = await openPage(browser.context);
    await gotoReady(page, `${siteUrl}/docs/tutorials/`);
    await setMarker(page);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
    await sidebarLink(page, 'Basic Types').click();
    await expect.poll(() => h1Text(page)).toBe('Basic Types');
    expect(await page.evaluate(() => scrollY)).toBe(0);

    // A client-side navigation to an encoded hash (`%2D` is `-`).
    await page.evaluate(() => {
      history.pushState(null, '', '/docs/tutorials/basic-types#non%2Dnull');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    const expectBelowNavbar = async () => {
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
      const gap = (await topOf(page, 'non-null')) - (await navbarBottom(page));
      expect(gap).toBeGreaterThanOrEqual(0);
      expect(gap).toBeLessThan(24);
    };
    await expectBelowNavbar();

    await page.goBack();
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    await page.goForward();
    await expectBelowNavbar();
    await page.goBack();
    await page.goBack();
    await expect.poll(() => h1Text(page)).not.toBe('Basic Types');
    expect(await page.evaluate(() => scrollY)).toBe(0);
    expect(await hasMarker(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('after a client-side navigation without a hash, the next Tab reaches the skip link', async () => {
    const { page } = await openPage(browser.context);
    await gotoReady(page, `${siteUrl}/docs/tutorials/`);
    await sidebarLink(page, 'Basic Types').click();
    await expect.poll(() => h1Text(page)).toBe('Basic Types');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
  });
});
