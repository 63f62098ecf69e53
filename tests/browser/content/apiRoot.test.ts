import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, openPage } from '../chromium.ts';
import { gotoReady, hasMarker, setMarker } from '../runtime/runtimeHelpers.ts';

// The API root lists every item once, by module; the kind buttons narrow that one listing.
const siteUrl = inject('siteUrl');
const siteDir = inject('siteDir');
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
        lis.filter((li) => (li as HTMLElement).offsetParent !== null).map((li) => li.querySelector('small')!.textContent),
      );
    const all = await visible();
    const button = page.getByRole('button', { name: /^Enumerations \(/ });
    const count = Number(/\((\d+)\)/.exec((await button.textContent())!)![1]);
    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    const enums = await visible();
    expect(enums.length).toBe(count);
    expect(new Set(enums)).toEqual(new Set(['enum']));
    // Every category still shown has an item shown (an item's kind is its path's second to last segment).
    const emptyShown = await page.locator('.sg-api-category').evaluateAll(
      (sections) => sections.filter((s) => (s as HTMLElement).offsetParent !== null && !s.querySelector('.sg-api-summaries > li > a[href*="/enum/"]')).length,
    );
    expect(emptyShown).toBe(0);
    await page.getByRole('button', { name: /^All \(/ }).click();
    expect((await visible()).length).toBe(all.length);
    expect(errors).toEqual([]);
  });

  /** Where the section of `id` is on screen: its heading's top, in CSS pixels from the viewport's top. */
  const headingTop = (page: Page, id: string) => page.evaluate((id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top), id);

  test('a type alias, variable or internal type is a section at its name: an address with #Name shows it, its name links to it, and the names in other declarations lead there within the page', async () => {
    const { page, errors } = await openPage(browser.context);
    await gotoReady(page, siteUrl + '/api/graphql-js#ASTVisitFn');
    const heading = page.locator('h3#ASTVisitFn');
    await expect.poll(() => headingTop(page, 'ASTVisitFn')).toBeLessThan(150);
    expect(await heading.textContent()).toBe('ASTVisitFn');
    expect(await heading.locator('a').getAttribute('href')).toBe('#ASTVisitFn');
    expect(await page.locator('h3#ASTVisitFn + pre').textContent()).toMatch(/^type ASTVisitFn<TVisitedNode extends ASTNode> = \(/);
    // ASTVisitFn's code names ASTNode: its link moves to ASTNode's section, in the same document.
    await setMarker(page);
    await page.locator('h3#ASTVisitFn + pre a', { hasText: /^ASTNode$/ }).first().click();
    await expect.poll(() => page.url()).toBe(`${siteUrl}/api/graphql-js#ASTNode`);
    await expect.poll(() => headingTop(page, 'ASTNode')).toBeLessThan(150);
    expect(await hasMarker(page)).toBe(true);
    // An internal type and a variable have their sections too.
    expect(await page.locator('h3#internal-MinimalChannel').textContent()).toBe('MinimalChannel');
    expect(await page.locator('h3#GraphQLBoolean + pre').textContent()).toMatch(/^const GraphQLBoolean: GraphQLScalarType/);
    expect(errors).toEqual([]);
  });

  test("an item page's link to a type alias opens the root at its section, client-side; the root renders it from its data as the HTML has it", async () => {
    const { page, errors } = await openPage(browser.context);
    await gotoReady(page, siteUrl + '/api/graphql-js/function/isDefinitionNode');
    await setMarker(page);
    await page.locator('main a[href="/api/graphql-js#ASTNode"]').first().click();
    await expect.poll(() => page.url()).toBe(`${siteUrl}/api/graphql-js#ASTNode`);
    await expect.poll(() => headingTop(page, 'ASTNode')).toBeLessThan(150);
    expect(await hasMarker(page)).toBe(true);
    // The root rendered in the browser writes the same lean markup as the prerendered one.
    const rendered = await page.locator('h3#ASTVisitFn').evaluate((h) => h.closest('section')!.outerHTML);
    const html = readFileSync(path.join(siteDir, 'api/graphql-js.html'), 'utf8');
    const start = html.indexOf('<section><h3 id="ASTVisitFn">');
    expect(rendered).toBe(html.slice(start, html.indexOf('</section>', start) + '</section>'.length));
    expect(errors).toEqual([]);
  });
});

describe('the weight of the API roots', () => {
  const KB = 1024;
  test('the HTML of each version\'s root stays under 220 KB raw', () => {
    // Issue 20 asks for 150 KB (pnpm bench reports the figure). The text a reader sees and the hrefs of
    // its 1,260 links already take about 150 KB, before any tag: this guard keeps the markup lean.
    for (const file of ['api/graphql-js.html', 'api/graphql-js/v16.html']) {
      const bytes = readFileSync(path.join(siteDir, file)).length;
      console.log(`${file}: ${(bytes / KB).toFixed(1)} KB raw`);
      expect(bytes, file).toBeLessThan(220 * KB);
    }
  });
});
