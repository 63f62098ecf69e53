import { describe, expect, test } from 'vitest';
import { useBrowser, openPage } from '../chromium.ts';
import { openHydrated, siteUrl } from './themeHelpers.ts';

const browser = useBrowser();

describe('navbar', () => {
  test('shows the logo and title, Tutorial and API with the current one marked, and GitHub in a new tab', async () => {
    const { page, errors } = await openPage(browser.context);
    await openHydrated(page, '/docs/tutorials/basic-types');
    const navbar = page.getByRole('navigation', { name: 'Main' });
    const brand = navbar.getByRole('link', { name: 'graphql-js' });
    expect(await brand.getAttribute('href')).toBe('/');
    expect(await brand.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
      true,
    );
    const tutorial = navbar.getByRole('link', { name: 'Tutorial', exact: true });
    const apiLink = navbar.getByRole('link', { name: 'API', exact: true });
    expect(await tutorial.getAttribute('href')).toBe('/docs/tutorials/');
    expect(await tutorial.getAttribute('aria-current')).toBe('page');
    expect(await apiLink.getAttribute('aria-current')).toBeNull();

    await apiLink.click();
    await page.waitForURL('**/api/graphql-js');
    await expect.poll(() => apiLink.getAttribute('aria-current')).toBe('page');
    expect(await tutorial.getAttribute('aria-current')).toBeNull();

    const github = navbar.getByRole('link', { name: 'GitHub' });
    expect(await github.getAttribute('href')).toBe('https://github.com/graphql/graphql-js');
    expect(await github.getAttribute('target')).toBe('_blank');
    expect(await github.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await navbar.getByRole('button', { name: /^Switch between dark and light mode/ }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  test('the version dropdown opens on hover and closes when the mouse leaves', async () => {
    const { page } = await openPage(browser.context);
    await openHydrated(page, '/');
    const button = page.getByRole('button', { name: 'Next' });
    expect(await button.getAttribute('aria-haspopup')).toBe('true');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    const item = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Next' });
    expect(await item.isVisible()).toBe(false);
    await button.hover();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    expect(await item.isVisible()).toBe(true);
    // Moving down onto the menu keeps it open; moving away closes it.
    await item.hover();
    expect(await item.isVisible()).toBe(true);
    await page.mouse.move(5, 700);
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    expect(await item.isVisible()).toBe(false);
  });

  test('dropdowns open with Enter and Space, close with Escape and on a click outside', async () => {
    const { page } = await openPage(browser.context);
    await openHydrated(page, '/docs/tutorials/');
    const locale = page.getByRole('button', { name: 'English' });
    expect(await locale.getAttribute('aria-haspopup')).toBe('true');
    await locale.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => locale.getAttribute('aria-expanded')).toBe('true');
    const english = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'English' });
    expect(await english.isVisible()).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => locale.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Space');
    await expect.poll(() => locale.getAttribute('aria-expanded')).toBe('true');
    // The menu's link is the next Tab stop.
    await page.keyboard.press('Tab');
    expect(await english.evaluate((link) => link === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => locale.getAttribute('aria-expanded')).toBe('false');
    expect(await locale.evaluate((button) => button === document.activeElement)).toBe(true);

    const version = page.getByRole('button', { name: 'Next' });
    await version.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => version.getAttribute('aria-expanded')).toBe('true');
    await page.mouse.click(640, 600);
    await expect.poll(() => version.getAttribute('aria-expanded')).toBe('false');
  });

  test('the locale link is the same page with its query and hash', async () => {
    const { page } = await openPage(browser.context);
    await openHydrated(page, '/docs/tutorials/basic-types?x=1#basic-types');
    // The menu is closed: its link is there but hidden.
    const english = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'English', includeHidden: true });
    expect(await english.getAttribute('href')).toBe('/docs/tutorials/basic-types?x=1#basic-types');
    expect(await english.getAttribute('lang')).toBe('en');
    // The not-found page stands for any URL: its link is set in the browser.
    await openHydrated(page, '/no/such/page?q=2');
    expect(await english.getAttribute('href')).toBe('/no/such/page?q=2');
    expect(await english.getAttribute('hreflang')).toBe('en');
    // Its HTML has neither: HTML allows hreflang only on a link with an href.
    expect((await (await page.request.get(`${siteUrl}/no/such/page`)).text()).match(/<a[^>]*>English<\/a>/)?.[0]).toBe(
      '<a class="sg-dropdown__link" lang="en" aria-current="true">English</a>',
    );
  });

  test('choosing the version Next stores it as preferred; a stored version that no longer exists is removed', async () => {
    const { page } = await openPage(browser.context);
    await page.goto(`${siteUrl}/`);
    await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', '1.0.0'));
    await openHydrated(page, '/');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();

    const version = page.getByRole('button', { name: 'Next' });
    await version.hover();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Next' }).click();
    await page.waitForURL('**/docs/tutorials/');
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
    // A valid stored version stays.
    await openHydrated(page, '/');
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
  });
});
