import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, openPage } from '../chromium.ts';
import { openHydrated } from './themeHelpers.ts';

let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('hydration', () => {
  for (const [path, theme] of [
    ['/', 'light'],
    ['/docs/tutorials/basic-types', 'dark'],
    ['/api/graphql-js/class/GraphQLSchema', 'light'],
  ] as const) {
    test(`does not shift the layout of ${path} (${theme})`, async () => {
      const { page, errors } = await openPage(browser.context);
      await page.addInitScript((mode) => {
        localStorage.setItem('theme', mode);
        const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
        w.__shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
            w.__shifts.push({
              value: entry.value,
              sources: entry.sources.map((s) => (s.node instanceof Element ? s.node.className : String(s.node?.nodeName))),
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      }, theme);
      await openHydrated(page, path);
      await page.waitForTimeout(500);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
      expect(shifts).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});
