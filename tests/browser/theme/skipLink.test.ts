import { describe, expect, test } from 'vitest';
import { useBrowser, openPage } from '../chromium.ts';
import { openHydrated } from './themeHelpers.ts';

const browser = useBrowser();

describe('skip link', () => {
  for (const path of ['/', '/docs/tutorials/basic-types', '/api/graphql-js/class/GraphQLSchema', '/no/such/page']) {
    test(`on ${path}: the first Tab shows "Skip to main content", Enter moves focus to <main>`, async () => {
      const { page } = await openPage(browser.context);
      await openHydrated(page, path);
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      // Hidden from sight until focused.
      expect((await skip.boundingBox())!.y + (await skip.boundingBox())!.height).toBeLessThanOrEqual(0);
      await page.keyboard.press('Tab');
      expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
      const box = (await skip.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.height).toBeGreaterThan(10);
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
      expect(new URL(page.url()).hash).toBe('');
      // The next Tab goes on from inside the content, not from the navbar.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
    });
  }
});

describe('keyboard', () => {
  test('Tab reaches every navbar control in order, each with a visible focus outline', async () => {
    const { page } = await openPage(browser.context);
    await openHydrated(page, '/docs/tutorials/basic-types');
    const stops: string[] = [];
    for (let i = 0; i < 11; i++) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        const rect = el.getBoundingClientRect();
        const visible = rect.width > 0 && rect.height > 0 && rect.bottom > 0;
        const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
        return `${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim()}${visible && outlined ? '' : ' (NO FOCUS RING)'}`;
      });
      stops.push(stop);
    }
    expect(stops.slice(0, 11)).toEqual([
      'Skip to main content',
      'Read the guide',
      'Close',
      'graphql-js',
      'Tutorial',
      'API',
      'Next',
      'English',
      'Search Ctrl+K',
      'GitHub',
      'Switch between dark and light mode (currently light mode)',
    ]);
  });
});
