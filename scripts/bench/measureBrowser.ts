import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../../tests/browser/chromium.ts';

export interface PageTiming {
  path: string;
  domContentLoadedMs: number;
  loadMs: number;
  lcpMs: number;
}

export interface BrowserNumbers {
  profile: 'fast' | 'throttled';
  pages: PageTiming[];
  /** Click on a prefetched sidebar link (a tutorial's next one) to the next page's h1 painted, client-side. */
  clickToRenderedMs: number;
  /** GraphQLSchema's sidebar: its `graphql` function link scrolled into view and clicked at once, to the new h1 (median of 5). */
  sidebarClickMs: number;
}

/** The page data chunks (`/assets/p/`) a first load of each route requested, fast profile. */
export type FirstLoadData = { path: string; pageChunks: string[] }[];

// "Slow 4G" as Lighthouse defines it (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up), with a 4x slower CPU.
const SLOW_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

const median = (xs: number[]) => {
  const measured = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return measured.length ? measured[Math.floor(measured.length / 2)]! : NaN;
};

/** One browser measurement, or NaN (reported, not fatal) when it takes longer than 2 minutes: the other figures still come. */
async function bounded(label: string, run: () => Promise<number>): Promise<number> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<number>((resolve) => {
    timer = setTimeout(() => {
      process.stderr.write(`${label}: no result within 2 minutes, left out\n`);
      resolve(NaN);
    }, 120_000);
  });
  try {
    return await Promise.race([
      run().catch((error: Error) => {
        process.stderr.write(`${label}: ${error.message}\n`);
        return NaN;
      }),
      limit,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Cold loads of each page. Two loads of one page differ by 100 ms and more on a 2-core machine:
 * the median of 3 let the pages' order change from run to run where the median of 9 holds still.
 */
export const PAGE_LOADS = 9;

/** DOMContentLoaded, load and LCP of each page (median of PAGE_LOADS cold loads), and client-side navigations (median of `runs`). */
export async function measureBrowser(options: {
  siteUrl: string;
  paths: string[];
  runs?: number;
  profiles?: ('fast' | 'throttled')[];
}): Promise<BrowserNumbers[]> {
  const browser = await launchBrowser();
  try {
    const results: BrowserNumbers[] = [];
    for (const profile of options.profiles ?? (['fast', 'throttled'] as const)) {
      // A first load in a fresh browser pays for the browser's own start: one load, not counted,
      // then the pages in turn, so that no page is always measured first.
      process.stderr.write(`browser (${profile}): loads of ${options.paths.join(', ')}...\n`);
      await loadOnce(browser.context, options.siteUrl, options.paths[0]!, profile);
      const runs = new Map<string, PageTiming[]>(options.paths.map((route) => [route, []]));
      for (let i = 0; i < PAGE_LOADS; i++) {
        for (const route of options.paths)
          runs.get(route)!.push(await loadOnce(browser.context, options.siteUrl, route, profile));
      }
      const pages = [...runs].map(
        ([route, timings]): PageTiming => ({
          path: route,
          domContentLoadedMs: median(timings.map((r) => r.domContentLoadedMs)),
          loadMs: median(timings.map((r) => r.loadMs)),
          lcpMs: median(timings.map((r) => r.lcpMs)),
        }),
      );
      const clicks: number[] = [];
      process.stderr.write(`browser (${profile}): clicks...\n`);
      for (let i = 0; i < (options.runs ?? 3); i++)
        clicks.push(
          await bounded(`prefetched click (${profile})`, () =>
            clickToRendered(browser.context, options.siteUrl, profile),
          ),
        );
      const sidebarClicks: number[] = [];
      process.stderr.write(`browser (${profile}): sidebar click-through...\n`);
      for (let i = 0; i < 5; i++)
        sidebarClicks.push(
          await bounded(`sidebar click-through (${profile})`, () =>
            sidebarClickThrough(browser.context, options.siteUrl, profile),
          ),
        );
      results.push({ profile, pages, clickToRenderedMs: median(clicks), sidebarClickMs: median(sidebarClicks) });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/**
 * A page with an empty cache and, when throttled, the slow CPU and network set over CDP. The
 * cache stays on, as in any browser: a prefetched chunk is then taken from it.
 */
async function freshPage(context: BrowserContext, profile: 'fast' | 'throttled'): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  if (profile === 'throttled') {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
  }
  return page;
}

async function loadOnce(
  context: BrowserContext,
  siteUrl: string,
  route: string,
  profile: 'fast' | 'throttled',
): Promise<PageTiming> {
  const page = await freshPage(context, profile);
  try {
    await page.goto(siteUrl + route, { waitUntil: 'load' });
    // LCP is final once the page is loaded and idle; read the last buffered entry.
    const timing = await page.evaluate(`new Promise((resolve) => {
      const nav = performance.getEntriesByType('navigation')[0];
      let lcp = 0;
      new PerformanceObserver((list) => { for (const e of list.getEntries()) lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
      setTimeout(() => resolve({ dcl: nav.domContentLoadedEventEnd, load: nav.loadEventEnd, lcp }), 300);
    })`);
    const t = timing as { dcl: number; load: number; lcp: number };
    return { path: route, domContentLoadedMs: t.dcl, loadMs: t.load, lcpMs: t.lcp };
  } finally {
    await page.close();
  }
}

/** From the click on a sidebar link to the frame after the new h1 is in the DOM. */
async function clickToRendered(
  context: BrowserContext,
  siteUrl: string,
  profile: 'fast' | 'throttled',
): Promise<number> {
  const page = await freshPage(context, profile);
  try {
    await page.goto(`${siteUrl}/docs/tutorials/basic-types`, { waitUntil: 'networkidle' });
    return await timeClick(page, {
      link: 'a[href$="/docs/tutorials/object-types"]',
      shown: "location.pathname.endsWith('/object-types') && document.querySelector('h1')?.textContent !== before",
    });
  } finally {
    await page.close();
  }
}

/**
 * The click the issue measured: GraphQLSchema open, the API sidebar's categories down to the
 * `graphql` function opened, the link scrolled into view (dozens of links with it) and clicked
 * in the same task, until the new h1 is painted.
 */
async function sidebarClickThrough(
  context: BrowserContext,
  siteUrl: string,
  profile: 'fast' | 'throttled',
): Promise<number> {
  const page = await freshPage(context, profile);
  try {
    await page.goto(`${siteUrl}/api/graphql-js/class/GraphQLSchema`, { waitUntil: 'networkidle' });
    await page.waitForSelector('#__sitegen[data-ready="true"]', { state: 'attached' });
    for (const category of ['Functions', 'Request Pipeline']) {
      await page.locator('nav[aria-label="API sidebar"] button', { hasText: category }).first().click();
    }
    await page.waitForSelector('nav[aria-label="API sidebar"] a[href$="/function/graphql"]');
    await page.waitForLoadState('networkidle');
    return await timeClick(page, {
      link: 'nav[aria-label="API sidebar"] a[href$="/function/graphql"]',
      scroll: true,
      shown:
        "location.pathname.endsWith('/function/graphql') && document.querySelector('h1 code')?.textContent === 'graphql'",
    });
  } finally {
    await page.close();
  }
}

/**
 * Clicks the link `link` selects (scrolled into view first, in the same task, when `scroll`) and
 * times it until the frame after `shown` holds: a JavaScript condition checked every frame, in
 * which `before` is the h1's text before the click.
 */
async function timeClick(page: Page, options: { link: string; shown: string; scroll?: boolean }): Promise<number> {
  const ms = await page.evaluate(`new Promise((resolve, reject) => {
    const link = document.querySelector(${JSON.stringify(options.link)});
    if (!link) return reject(new Error(${JSON.stringify(`no link matches ${options.link}`)}));
    const before = document.querySelector('h1')?.textContent;
    ${options.scroll ? "link.scrollIntoView({ block: 'center' });" : ''}
    setTimeout(() => reject(new Error(${JSON.stringify(`the page did not show within 30 s after a click on ${options.link}`)})), 30000);
    const start = performance.now();
    const tick = () => {
      if (${options.shown}) requestAnimationFrame(() => resolve(performance.now() - start));
      else requestAnimationFrame(tick);
    };
    link.click();
    tick();
  })`);
  return ms as number;
}

/** One load of each route, no throttling: the page data chunks it requested (none, when the page comes from its HTML). */
export async function measureFirstLoadData(options: { siteUrl: string; paths: string[] }): Promise<FirstLoadData> {
  const browser = await launchBrowser();
  try {
    const out: FirstLoadData = [];
    for (const route of options.paths) {
      process.stderr.write(`first load of ${route}: page data fetched?\n`);
      const page = await freshPage(browser.context, 'fast');
      const pageChunks: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.includes('/assets/p/')) pageChunks.push(pathname);
      });
      await page.goto(options.siteUrl + route, { waitUntil: 'networkidle' });
      await page.waitForSelector('#__sitegen[data-ready="true"]', { state: 'attached' });
      // Prefetches of linked pages wait for idle time: only what the load itself asked for counts.
      const own = new RegExp(`/${chunkStem(route)}-[A-Z0-9]+\\.js$`);
      out.push({ path: route, pageChunks: pageChunks.filter((p) => own.test(p)) });
      await page.close();
    }
    return out;
  } finally {
    await browser.close();
  }
}

/** The name bundleClient gives a route's chunk: its last path segment (`index` for the root). */
const chunkStem = (route: string) =>
  (route.split(/[?#]/)[0]!.split('/').filter(Boolean).pop() ?? 'index').replace(/[^A-Za-z0-9_-]/g, '_');
