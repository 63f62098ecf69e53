import { describe, expect, inject, test } from 'vitest';
import { openPage, useBrowser, type Page } from '../chromium.ts';
import { useStarterSite } from '../fixtureSite.ts';

// The search box's tips speak of API kinds (class:, fn:) and types (-> Type) only where the site has
// an API reference: the real site, and not the starter that `sitegen init` writes.

const browser = useBrowser();
const starter = useStarterSite();

async function openSearch(page: Page, url: string) {
  await page.goto(url);
  await page.waitForSelector('#__sitegen[data-ready]', { state: 'attached' });
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  // The tips show once the index has loaded, when nothing is typed yet.
  await expect.poll(() => dialog.getByRole('status').count()).toBe(0);
  return dialog;
}

describe('search tips', () => {
  test('the real site, with an API: the dialog and the search page tell how to find API items', async () => {
    const { page, errors } = await openPage(browser.context);
    const dialog = await openSearch(page, `${inject('siteUrl')}/docs/tutorials/`);
    const box = dialog.getByRole('combobox', { name: 'Search the docs' });
    expect(await box.getAttribute('placeholder')).toBe('Search the docs: a word, a name, class:, -> Type');
    await expect
      .poll(() => dialog.getByRole('listitem').allTextContents())
      .toEqual([
        'A name, or a member of one: Type.member',
        'A kind: class: fn: enum: interface: type:',
        'A type: -> Type returns one, Type -> takes one',
      ]);
    await page.goto(`${inject('siteUrl')}/search`);
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe('Type a word or a name; API entries also by kind (class:, fn:) or by type (-> Type).');
    expect(errors).toEqual([]);
  });

  test('a site without an API (the init starter): no tip names an API kind or type', async () => {
    const { page, errors } = await openPage(browser.context);
    const dialog = await openSearch(page, `${starter.url}/`);
    const box = dialog.getByRole('combobox', { name: 'Search the docs' });
    expect(await box.getAttribute('placeholder')).toBe('Search the docs: a word or a phrase');
    expect(await dialog.getByRole('listitem').count()).toBe(0);
    expect(await dialog.textContent()).not.toMatch(/class:|-> Type|Type\.member/);
    await page.goto(`${starter.url}/search`);
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Type a word or a phrase.');
    expect(errors).toEqual([]);
  });
});
