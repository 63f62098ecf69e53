import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, openPage } from '../chromium.ts';
import { gotoReady, h1Text, sidebarLink, sleep } from './runtimeHelpers.ts';

const siteUrl = inject('siteUrl');
const browser = useBrowser();

/** Paths of the page chunks named by `<link rel="prefetch">` in the head. */
const prefetchHints = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => new URL(l.href).pathname),
  );

/** Counts the page-chunk requests the browser makes, by chunk file name prefix. */
function recordChunkRequests(page: Page): { imports: string[]; all: string[] } {
  const seen = { imports: [] as string[], all: [] as string[] };
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith('/assets/p/')) return;
    seen.all.push(pathname);
    // A module import is a `script` request; a prefetch hint is `other`.
    if (request.resourceType() === 'script') seen.imports.push(pathname);
  });
  return seen;
}

const chunkOf = (route: string) => `/assets/p/${route.split('/').filter(Boolean).pop()}-`;

async function fakeConnection(page: Page, connection: { effectiveType: string; saveData: boolean }) {
  await page.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => value });
  }, connection);
}

describe('prefetching the code of linked pages', () => {
  test('a link scrolling into view gets a prefetch hint for its route; one hint per route', async () => {
    const { page, errors } = await openPage(browser.context);
    await gotoReady(page, `${siteUrl}/api/graphql-js`);
    // The listing's links to item pages (a module's type aliases link sections of the types page).
    const links = page.locator('main .sg-api-summaries a[href^="/api/graphql-js/"]');
    const last = links.last();
    const target = (await last.getAttribute('href'))!;
    await sleep(300);
    expect((await prefetchHints(page)).some((h) => h.startsWith(chunkOf(target)))).toBe(false);
    await last.scrollIntoViewIfNeeded();
    await expect
      .poll(async () => (await prefetchHints(page)).filter((h) => h.startsWith(chunkOf(target))).length)
      .toBe(1);
    await page.evaluate(() => scrollTo(0, 0));
    await last.scrollIntoViewIfNeeded();
    await sleep(300);
    const hints = await prefetchHints(page);
    expect(hints.length).toBe(new Set(hints).size);
    expect(errors).toEqual([]);
  });

  test('hovering or touching a link loads its route code, once', async () => {
    const { page, errors } = await openPage(browser.context);
    const requests = recordChunkRequests(page);
    await gotoReady(page, `${siteUrl}/docs/tutorials/`);
    await page.waitForLoadState('networkidle');
    const imported = (route: string) => requests.imports.filter((p) => p.startsWith(chunkOf(route))).length;
    expect(imported('/docs/tutorials/basic-types')).toBe(0);
    const link = sidebarLink(page, 'Basic Types');
    await link.hover();
    await expect.poll(() => imported('/docs/tutorials/basic-types')).toBe(1);
    await page.mouse.move(0, 0);
    await link.hover();
    await link.dispatchEvent('touchstart');
    await sleep(300);
    expect(imported('/docs/tutorials/basic-types')).toBe(1);
    // Clicking uses the code already loaded.
    await link.click();
    await expect.poll(() => h1Text(page)).toBe('Basic Types');
    expect(imported('/docs/tutorials/basic-types')).toBe(1);
    expect(errors).toEqual([]);
  });

  test('a click loads its page first: the prefetches a scroll queued wait for idle time, two at most run, the click drops the rest', async () => {
    const { page, errors } = await openPage(browser.context);
    await gotoReady(page, `${siteUrl}/api/graphql-js/class/GraphQLSchema`);
    await page.waitForLoadState('networkidle');
    // Every category open at once (no animation, during which every link would pass through the
    // sidebar's view): a long sidebar, dozens of links around the one clicked never seen yet.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.evaluate(async () => {
      for (;;) {
        const closed = document.querySelector<HTMLButtonElement>(
          'nav[aria-label="API sidebar"] button[aria-expanded="false"]',
        );
        if (!closed) return;
        closed.click();
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    });
    // What was in view meanwhile is prefetched (fast, on loopback) before the scroll.
    await sleep(1500);
    // The click's page code comes slowly: the browser has idle time before the page shows, when
    // the hints still queued would start if the click had not dropped them.
    await page.route(
      (url) => url.pathname.startsWith('/assets/p/'),
      async (route) => {
        if (route.request().resourceType() === 'script') await sleep(400);
        await route.continue();
      },
    );
    const requested: { path: string; type: string }[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/p/')) requested.push({ path: pathname, type: request.resourceType() });
    });
    const { inView, hintsAtClick, hintsAfterClick } = await page.evaluate(async () => {
      const sidebar = document.querySelector('nav[aria-label="API sidebar"]')!;
      const link = sidebar.querySelector<HTMLAnchorElement>('a[href="/api/graphql-js/function/graphql"]')!;
      const hints = () => document.head.querySelectorAll('link[rel="prefetch"]').length;
      const hintsBefore = hints();
      let hintsAtClick = 0;
      // The click comes right after the app's intersection observer has seen the links come into
      // view: this observer, created later, is usually called in the same task. On a busy machine
      // the browser may find idle time between the two, and start a hint or two first: counted.
      const clicked = new Promise<number>((resolve) => {
        const observer = new IntersectionObserver((entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer.disconnect();
          hintsAtClick = hints() - hintsBefore;
          link.click();
          // The queued hints are dropped, not started: none more while the click's route is loading,
          // until its page shows (from then on, that page's links in view are prefetched, as on any page).
          const shown = () => document.querySelector('h1 code')?.textContent === 'graphql';
          const poll = () => (shown() ? resolve(hints() - hintsBefore) : requestAnimationFrame(poll));
          poll();
        });
        observer.observe(link);
      });
      link.scrollIntoView({ block: 'center' });
      const box = sidebar.getBoundingClientRect();
      const shown = [...sidebar.querySelectorAll('a')].filter((a) => {
        const { top, bottom } = a.getBoundingClientRect();
        return bottom > box.top && top < box.bottom;
      });
      const hintsAfterClick = await clicked;
      return { inView: shown.map((a) => a.getAttribute('href')!), hintsAtClick, hintsAfterClick };
    });
    expect(inView.length).toBeGreaterThan(10);
    await expect.poll(() => page.locator('h1 code').first().textContent()).toBe('graphql');
    const clicked = requested.findIndex((r) => r.path.startsWith(chunkOf('/api/graphql-js/function/graphql')));
    expect(requested[clicked]?.type).toBe('script');
    // Before the click's own request: only the prefetches started before the click, never the whole sidebar.
    expect(clicked).toBeLessThanOrEqual(Math.max(hintsAtClick, 2));
    // The click dropped the prefetches of the dozens of links it scrolled into view that had not
    // started: none started between the click and its page showing (the two in flight may end).
    expect(inView.length).toBeGreaterThan(hintsAtClick + 8);
    expect(hintsAfterClick - hintsAtClick).toBeLessThanOrEqual(2);
    expect(errors).toEqual([]);
  });

  for (const connection of [
    { effectiveType: '2g', saveData: false },
    { effectiveType: 'slow-2g', saveData: false },
    { effectiveType: '4g', saveData: true },
  ]) {
    test(`nothing is prefetched or preloaded on ${JSON.stringify(connection)}; clicking still works`, async () => {
      const { page, errors } = await openPage(browser.context);
      await fakeConnection(page, connection);
      const requests = recordChunkRequests(page);
      await gotoReady(page, `${siteUrl}/docs/tutorials/`);
      const before = requests.all.length; // this page's own chunk
      await page.mouse.wheel(0, 3000);
      const link = sidebarLink(page, 'Basic Types');
      await link.hover();
      await link.dispatchEvent('touchstart');
      await sleep(500);
      expect(await prefetchHints(page)).toEqual([]);
      expect(requests.all.length).toBe(before);
      await link.click();
      await expect.poll(() => h1Text(page)).toBe('Basic Types');
      expect(requests.imports.filter((p) => p.startsWith(chunkOf('basic-types'))).length).toBe(1);
      expect(errors).toEqual([]);
    });
  }
});
