import { describe, expect, inject, test } from 'vitest';
import { holdRequests, openPage, useBrowser } from '../chromium.ts';
import { selectTab, waitForLiveCodeBlock } from '../runtime/runtimeHelpers.ts';

// The markdown components as a reader uses them: highlighted code in both color modes,
// file titles, the copy button, tabs that remember their group, admonitions, heading anchors.
const siteUrl = inject('siteUrl');
const browser = useBrowser({ clipboardOrigin: siteUrl });

describe('markdown content in Chromium', () => {
  test('code is highlighted with the light theme, and with the dark theme once the mode switches', async () => {
    const { page } = await openPage(browser.context);
    await page.goto(`${siteUrl}/docs/tutorials/`);
    const token = page.locator('.sg-code__pre span[style*="--shiki-light"]').first();
    const color = () => token.evaluate((el) => getComputedStyle(el).color);
    const light = await color();
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    const dark = await color();
    expect(light).not.toBe(dark);
    const lightVar = await token.evaluate((el) => (el as HTMLElement).style.getPropertyValue('--shiki-light'));
    const darkVar = await token.evaluate((el) => (el as HTMLElement).style.getPropertyValue('--shiki-dark'));
    expect(lightVar).not.toBe(darkVar);
  });

  test('a code block with a title shows its file name, and the copy button copies its code', async () => {
    const { page } = await openPage(browser.context);
    await page.goto(`${siteUrl}/docs/tutorials/running-an-express-graphql-server`);
    const block = page.locator('.sg-code', { has: page.locator('.sg-code__title', { hasText: /\.m?js$/ }) }).first();
    expect((await block.locator('.sg-code__title').textContent())?.trim()).toMatch(/\.m?js$/);
    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect.poll(() => block.getByRole('button', { name: 'Copied' }).count()).toBe(1);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const shown = await block.locator('pre').innerText();
    expect(copied.trim()).toBe(shown.trim());
  });

  test("a first load's copy button works on its first click, even before the code blocks' code has loaded", async () => {
    const { page, errors } = await openPage(browser.context);
    // The code that makes code blocks live loads after the page has started (activateContent): hold it back.
    const release = await holdRequests(page, /\/assets\/c\/pageParts-\w+\.js$/);
    await page.goto(`${siteUrl}/docs/tutorials/running-an-express-graphql-server`);
    await page.waitForSelector('#__sitegen[data-ready]', { state: 'attached' });
    const block = page.locator('.sg-code', { has: page.locator('.sg-code__title', { hasText: /\.m?js$/ }) }).first();
    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    expect(await block.getByRole('button', { name: 'Copied' }).count()).toBe(0);
    release();
    await expect.poll(() => block.getByRole('button', { name: 'Copied' }).count()).toBe(1);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.trim()).toBe((await block.locator('pre').innerText()).trim());
    expect(errors).toEqual([]);
  });

  test('a focus moved into a code block before its code has loaded stays on the same control once the block is live', async () => {
    const { page, errors } = await openPage(browser.context);
    const release = await holdRequests(page, /\/assets\/c\/pageParts-\w+\.js$/);
    await page.goto(`${siteUrl}/docs/tutorials/`);
    await page.waitForSelector('#__sitegen[data-ready]', { state: 'attached' });
    const hello = page.locator('.sg-live', { has: page.locator('.sg-code__title', { hasText: 'hello.js' }) });
    await hello.getByRole('button', { name: 'Run' }).focus();
    release();
    await waitForLiveCodeBlock(page);
    // The block is rendered again in place; the focus is on its new Run button, not on <body>.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const focused = document.activeElement;
          return `${focused?.textContent} live=${focused?.closest('div[style*="contents"]') !== null}`;
        }),
      )
      .toBe('Run live=true');
    await page.keyboard.press('Enter');
    await expect.poll(() => hello.locator('.sg-live__result').innerText()).toContain('Hello world!');
    expect(errors).toEqual([]);
  });

  test('an output block shows its mark as its caption, on a first load and after a client-side navigation', async () => {
    const { page } = await openPage(browser.context);
    const captions = () =>
      page.locator('main .sg-code--output .sg-code__label').evaluateAll((labels) => labels.map((l) => l.textContent));
    await page.goto(`${siteUrl}/docs/tutorials/graphql-clients`);
    await page.waitForSelector('#__sitegen[data-ready]', { state: 'attached' });
    const firstLoad = await captions();
    expect(firstLoad).toContain('Output (trimmed)');
    expect(firstLoad).toContain('Output');
    // Two links of the text lead, client-side, to a page with a formatted block, rendered in the browser.
    await page.locator('a[href="/docs/tutorials/basic-types"]').first().click();
    await page.waitForURL(/basic-types$/);
    await page.locator('a[href="/docs/tutorials/object-types"]').first().click();
    await page.waitForURL(/object-types$/);
    await expect.poll(captions).toContain('Output (formatted)');
  });

  test('tabs use ARIA roles, switch every group with the same groupId, and are restored on the next visit', async () => {
    const { page } = await openPage(browser.context);
    await page.goto(`${siteUrl}/docs/tutorials/constructing-types`);
    await page.evaluate(() => localStorage.removeItem('docusaurus.tab.schema-style'));
    await page.reload();
    await page.waitForSelector('#__sitegen[data-ready]', { state: 'attached' });
    const lists = page.getByRole('tablist');
    const groups = await lists.count();
    expect(groups).toBeGreaterThanOrEqual(1);
    const first = lists.first();
    await expect.poll(() => first.getByRole('tab', { name: 'SDL' }).getAttribute('aria-selected')).toBe('true');
    await selectTab(first.getByRole('tab', { name: 'Classes' }));
    for (let i = 0; i < groups; i++) {
      await expect
        .poll(() => lists.nth(i).getByRole('tab', { name: 'Classes' }).getAttribute('aria-selected'))
        .toBe('true');
    }
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.schema-style'))).toBe('classes');
    const visiblePanel = page.getByRole('tabpanel').first();
    expect(await visiblePanel.textContent()).toContain('GraphQLObjectType');

    await page.reload();
    await expect
      .poll(() => page.getByRole('tablist').first().getByRole('tab', { name: 'Classes' }).getAttribute('aria-selected'))
      .toBe('true');
  });

  test('admonitions show their title, and headings carry an anchor link to themselves', async () => {
    const { page } = await openPage(browser.context);
    await page.goto(`${siteUrl}/docs/tutorials/`);
    const note = page.getByRole('note').first();
    expect((await note.textContent())?.length).toBeGreaterThan(10);
    const h2 = page.locator('.sg-markdown h2[id]').first();
    const id = await h2.getAttribute('id');
    expect(await h2.locator('a.hash-link').getAttribute('href')).toBe(`#${id}`);
  });
});
