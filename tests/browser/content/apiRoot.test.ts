import { describe, expect, inject, test } from 'vitest';
import { useBrowser, openPage } from '../chromium.ts';
import { gotoReady } from '../runtime/runtimeHelpers.ts';

// The API root lists every item once, by module; the kind buttons narrow that one listing.
const siteUrl = inject('siteUrl');
const browser = useBrowser();

const listed = '.sg-api-root .sg-api-summaries li';

describe('the API root', () => {
  test('lists each item once, by module; no second listing by kind', async () => {
    const { page, errors } = await openPage(browser.context);
    await gotoReady(page, siteUrl + '/api/graphql-js');
    const hrefs = await page.locator(`${listed} > a`).evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(300);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(await page.locator('main h2').allTextContents()).not.toContain('Items by kind');
    // "All (n)" counts exactly the items listed.
    await expect.poll(() => page.getByRole('button', { name: /^All \(/ }).textContent()).toBe(`All (${hrefs.length})`);
    expect(errors).toEqual([]);
  });

  test('a kind button shows only the items of that kind, hides the categories left empty; All shows everything again', async () => {
    const { page, errors } = await openPage(browser.context);
    await gotoReady(page, siteUrl + '/api/graphql-js');
    const visible = () =>
      page.locator(listed).evaluateAll((lis) =>
        lis.filter((li) => (li as HTMLElement).offsetParent !== null).map((li) => li.querySelector('.sg-api-badge')!.textContent),
      );
    const all = await visible();
    const button = page.getByRole('button', { name: /^Enumerations \(/ });
    const count = Number(/\((\d+)\)/.exec((await button.textContent())!)![1]);
    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    const enums = await visible();
    expect(enums.length).toBe(count);
    expect(new Set(enums)).toEqual(new Set(['enum']));
    // Every category still shown has an item shown.
    const emptyShown = await page.locator('.sg-api-category').evaluateAll(
      (sections) => sections.filter((s) => (s as HTMLElement).offsetParent !== null && !s.querySelector('.sg-api-badge--enum')).length,
    );
    expect(emptyShown).toBe(0);
    await page.getByRole('button', { name: /^All \(/ }).click();
    expect((await visible()).length).toBe(all.length);
    expect(errors).toEqual([]);
  });
});
