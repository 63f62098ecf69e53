import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { seriousViolations } from '../axe.ts';
import { openPage, useBrowser } from '../chromium.ts';
import { useFixtureSite } from '../fixtureSite.ts';

// A doc with a table of twelve columns (fixtures/wide-table), built and served on its own: the
// table fits its column at 1280 px and scrolls sideways at 390 px, where the keyboard must reach it.

const browser = useBrowser();
const server = useFixtureSite('wide-table');

/** The page at a width, hydrated; its table's scroll area is `.sg-scroll`. */
async function openAt(width: number, mode: 'light' | 'dark' = 'light'): Promise<Page> {
  const { page } = await openPage(browser.context);
  await page.setViewportSize({ width, height: 800 });
  await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
  await page.goto(`${server.url}/docs/tutorials/intro`);
  await page.waitForSelector('#__sitegen[data-ready]', { state: 'attached' });
  return page;
}

const area = (page: Page) =>
  page.evaluate(() => {
    const el = document.querySelector<HTMLElement>('.sg-markdown .sg-scroll')!;
    return {
      tabindex: el.getAttribute('tabindex'),
      overflows: el.scrollWidth > el.clientWidth,
      role: el.getAttribute('role'),
      name: el.getAttribute('aria-label'),
      holdsTable: el.firstElementChild?.tagName,
    };
  });

describe('a table wider than a phone', () => {
  test('at 390 px: Tab reaches it, named by its headers, the arrow keys scroll it, and focus shows', async () => {
    const page = await openAt(390);
    try {
      await expect.poll(() => area(page)).toMatchObject({ tabindex: '0', overflows: true, holdsTable: 'TABLE' });
      expect(await area(page)).toMatchObject({
        role: 'group',
        name: 'Table: Kind, Jan, Feb, Mar, Apr, May, Jun, Jul, Aug, Sep, Oct, Nov, Dec',
      });
      // From the last tab stop before the table, Tab lands on it.
      await page.evaluate(() => {
        const table = document.querySelector('.sg-markdown .sg-scroll')!;
        const stops = [...document.querySelectorAll<HTMLElement>('a[href], button, [tabindex="0"]')].filter(
          (el) => el.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING && !table.contains(el),
        );
        stops.at(-1)!.focus();
      });
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.classList.contains('sg-scroll'))).toBe(true);
      const ring = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
      expect(ring).toBe('solid');
      for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
      await expect
        .poll(() => page.evaluate(() => (document.activeElement as HTMLElement).scrollLeft))
        .toBeGreaterThan(0);
    } finally {
      await page.close();
    }
  });

  test('at 1280 px, where it fits, it takes no tab stop: Tab goes from the link before it to the link after it', async () => {
    const page = await openAt(1280);
    try {
      await expect.poll(() => area(page)).toMatchObject({ tabindex: null, overflows: false, holdsTable: 'TABLE' });
      await page.evaluate(() => {
        const table = document.querySelector('.sg-markdown .sg-scroll')!;
        const stops = [...document.querySelectorAll<HTMLElement>('a[href], button')].filter(
          (el) => el.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING,
        );
        stops.at(-1)!.focus();
      });
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('the guide');
    } finally {
      await page.close();
    }
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`axe finds no serious or critical violation in ${mode} mode, at 390 and 1280 px`, async () => {
      for (const width of [390, 1280]) {
        const page = await openAt(width, mode);
        try {
          await expect.poll(() => area(page)).toMatchObject({ overflows: width === 390 });
          expect(await seriousViolations(page, `wide table ${mode} ${width}px`), `${width} px`).toEqual([]);
        } finally {
          await page.close();
        }
      }
    });
  }
});
