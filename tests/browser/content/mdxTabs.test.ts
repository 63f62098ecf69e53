import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage, useBrowser } from '../chromium.ts';
import { useFixtureSite } from '../fixtureSite.ts';
import { selectTab } from '../runtime/runtimeHelpers.ts';

// The MDX tabs of fixtures/mdx-docusaurus in Chromium: <Tabs groupId="grain"> on two pages and the
// npm2yarn tabs of fenced code, which switch together and are kept under docusaurus.tab.<groupId>.

const browser = useBrowser();
const server = useFixtureSite('mdx-docusaurus');

async function open(route: string): Promise<{ page: Page; errors: string[] & { problems(): string[] } }> {
  const { page, errors } = await openPage(browser.context);
  await page.goto(`${server.url}${route}`);
  await page.waitForSelector('#__sitegen[data-ready]', { state: 'attached' });
  // The fixture site has no favicon, whose request Chromium reports as a failed resource.
  return {
    page,
    errors: Object.assign(errors, { problems: () => errors.filter((e) => !e.startsWith('Failed to load resource')) }),
  };
}

const selected = (page: Page, list: number) =>
  page.getByRole('tablist').nth(list).locator('[role="tab"][aria-selected="true"]').textContent();
const stored = (page: Page, group: string) =>
  page.evaluate((key) => localStorage.getItem(key), `docusaurus.tab.${group}`);

describe('MDX tabs', () => {
  test('switch by click and arrow keys, with their panel, and keep the choice across pages and reloads', async () => {
    const { page, errors } = await open('/docs/kitchen/pantry');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.waitForSelector('#__sitegen[data-ready]', { state: 'attached' });
    const grain = page.getByRole('tablist').first();
    // <TabItem default> is chosen first.
    await expect.poll(() => selected(page, 0)).toBe('Rolled oats');
    await selectTab(grain.getByRole('tab', { name: 'Short rice' }));
    expect(await page.getByRole('tabpanel', { name: 'Short rice' }).textContent()).toBe(
      'Short grain rice turns soft and sticky.',
    );
    expect(await page.getByRole('tabpanel', { name: 'Rolled oats' }).isHidden()).toBe(true);
    expect(await stored(page, 'grain')).toBe('rice');
    // WAI-ARIA tabs: the arrow keys move the choice and the focus.
    await grain.getByRole('tab', { name: 'Short rice' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => selected(page, 0)).toBe('Rolled oats');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Rolled oats');
    expect(await stored(page, 'grain')).toBe('oats');

    // The recipes page starts on rice, but the reader chose oats for the group.
    await page.locator('.sg-sidebar a[href="/docs/kitchen/recipes"]').click();
    await page.waitForURL(/recipes$/);
    await expect.poll(() => selected(page, 0)).toBe('Rolled oats');
    await page.reload();
    await page.waitForSelector('#__sitegen[data-ready]', { state: 'attached' });
    await expect.poll(() => selected(page, 0)).toBe('Rolled oats');
    // Hydration went without a mismatch or an error.
    expect(errors.problems()).toEqual([]);
  });

  test('npm2yarn tabs of a page switch together, and the next page shows the same tool', async () => {
    const { page, errors } = await open('/docs/kitchen/pantry');
    // The pantry's tab lists: grain, then two npm2yarn blocks.
    await expect.poll(() => selected(page, 1)).toMatch(/^(npm|Yarn|pnpm)$/);
    await selectTab(page.getByRole('tablist').nth(1).getByRole('tab', { name: 'pnpm' }));
    await expect.poll(() => selected(page, 2)).toBe('pnpm');
    expect(await page.getByRole('tabpanel', { name: 'pnpm' }).last().textContent()).toContain(
      'pnpm remove pantry-tracker',
    );
    expect(await stored(page, 'npm2yarn')).toBe('pnpm');

    await page.goto(`${server.url}/docs/kitchen/recipes`);
    await page.waitForSelector('#__sitegen[data-ready]', { state: 'attached' });
    await expect.poll(() => selected(page, 1)).toBe('pnpm');
    expect(await page.getByRole('tabpanel', { name: 'pnpm' }).textContent()).toContain('pnpm run cook --servings 2');
    // Hydration went without a mismatch or an error.
    expect(errors.problems()).toEqual([]);
  });
});

describe("the site's own components", () => {
  test('hydrate on a first load and render after a navigation: a click changes their state', async () => {
    const { page, errors } = await open('/docs/kitchen/tools/knives');
    const timer = page.locator('.kitchen-timer');
    expect(await timer.textContent()).toBe('3 minutes left');
    // Clicked until it is live: a click before the page's code ran does nothing.
    await expect
      .poll(async () => {
        await timer.click();
        return timer.textContent();
      })
      .not.toBe('3 minutes left');
    // Away by the page's own link, and back through the history: rendered from the page's data.
    await page.locator('.sg-markdown').getByRole('link', { name: 'the pantry' }).click();
    await page.waitForURL(/pantry$/);
    // The address changes before the next page shows: wait for it, or Back returns to a page never left.
    const heading = () => page.getByRole('heading', { level: 1 }).textContent();
    await expect.poll(heading).toBe('Stocking the pantry');
    await page.goBack();
    await expect.poll(heading).toBe('Knives');
    expect(await timer.textContent()).toBe('3 minutes left');
    await timer.click();
    await expect.poll(() => timer.textContent()).toBe('2 minutes left');
    expect(errors.problems()).toEqual([]);
  });
});
