import { describe, expect, test } from 'vitest';
import { APP_STARTED_FLAG } from '@sitegen/runtime/appStarted.ts';
import { useBrowser, openPage } from '../chromium.ts';
import { openStatic } from './themeHelpers.ts';

const browser = useBrowser();

interface Recorded {
  /** When the client entry started (it sets the flag first thing), in ms since navigation. */
  started: number;
  shifts: { at: number; value: number; sources: string[] }[];
}

describe('layout stability', () => {
  for (const [path, theme] of [
    ['/', 'light'],
    ['/docs/tutorials/basic-types', 'dark'],
    ['/api/graphql-js/class/GraphQLSchema', 'light'],
  ] as const) {
    test(`${path} (${theme}) does not move when it hydrates, and barely while it loads`, async () => {
      const { page, errors } = await openPage(browser.context);
      await page.addInitScript(
        ([mode, flag]) => {
          localStorage.setItem('theme', mode!);
          const w = window as unknown as { __layout: Recorded } & Record<string, unknown>;
          w.__layout = { started: Infinity, shifts: [] };
          let value: unknown;
          Object.defineProperty(window, flag!, {
            configurable: true,
            get: () => value,
            set: (next) => {
              value = next;
              w.__layout.started = Math.min(w.__layout.started, performance.now());
            },
          });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as {
              startTime: number;
              value: number;
              sources: { node?: Node }[];
            }[]) {
              w.__layout.shifts.push({
                at: entry.startTime,
                value: entry.value,
                sources: entry.sources.map((s) =>
                  s.node instanceof Element ? s.node.className : String(s.node?.nodeName),
                ),
              });
            }
          }).observe({ type: 'layout-shift', buffered: true });
        },
        [theme, APP_STARTED_FLAG],
      );
      // The static page first, fully parsed and painted, with the app's JavaScript held back:
      // shifts while the HTML streams in are reported by then, whenever Chromium paints.
      const release = await openStatic(page, path);
      await page.waitForFunction(() => document.readyState !== 'loading');
      const parsed = await page.evaluate(
        () =>
          new Promise<number>((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))),
          ),
      );
      release();
      await page.waitForSelector('#__sitegen[data-ready]', { state: 'attached' });
      await page.waitForTimeout(500);
      const { started, shifts } = await page.evaluate(() => (window as unknown as { __layout: Recorded }).__layout);
      expect(started).toBeGreaterThan(parsed);
      // Hydration, the color mode catching up and the effects after it move nothing.
      expect(shifts.filter((s) => s.at >= parsed)).toEqual([]);
      // While the HTML streams in, Chromium may paint a half-parsed navbar once (seen: 0.004);
      // the content itself stays put (the TOC column is reserved by the grid).
      const total = shifts.reduce((sum, s) => sum + s.value, 0);
      expect(total).toBeLessThan(0.01);
      expect(errors).toEqual([]);
    });
  }
});
