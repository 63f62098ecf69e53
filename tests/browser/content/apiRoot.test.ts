import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, openPage } from '../chromium.ts';
import { gotoReady, hasMarker, setMarker } from '../runtime/runtimeHelpers.ts';

// The API root lists every item once, by module; the kind buttons narrow that one listing. The types
// page holds the type aliases, variables and internal types, each a section at its name.
const siteUrl = inject('siteUrl');
const siteDir = inject('siteDir');
const browser = useBrowser();

const listed = '.sg-api-root .sg-api-summaries li';
/** Where the section of `id` is on screen: its heading's top, in CSS pixels from the viewport's top. */
const headingTop = (page: Page, id: string) =>
  page.evaluate((id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top), id);

describe('the API root', () => {
  test('lists each item once, by module; no second listing by kind', async () => {
    const { page, errors } = await openPage(browser.context);
    await gotoReady(page, `${siteUrl}/api/graphql-js`);
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
    await gotoReady(page, `${siteUrl}/api/graphql-js`);
    const visible = () =>
      page
        .locator(listed)
        .evaluateAll((lis) =>
          lis
            .filter((li) => (li as HTMLElement).offsetParent !== null)
            .map((li) => li.querySelector('small')!.textContent),
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
    const emptyShown = await page
      .locator('.sg-api-category')
      .evaluateAll(
        (sections) =>
          sections.filter(
            (s) =>
              (s as HTMLElement).offsetParent !== null &&
              !s.querySelector('.sg-api-summaries > li > a[href*="/enum/"]'),
          ).length,
      );
    expect(emptyShown).toBe(0);
    await page.getByRole('button', { name: /^All \(/ }).click();
    expect((await visible()).length).toBe(all.length);
    expect(errors).toEqual([]);
  });

  test("links the types page from its intro, and each module's type aliases and variables to their sections there, client-side", async () => {
    const { page, errors } = await openPage(browser.context);
    await gotoReady(page, `${siteUrl}/api/graphql-js`);
    expect(await page.locator('main h2').allTextContents()).toEqual(['Items by module', 'Documentation coverage']);
    await setMarker(page);
    await page
      .locator('.sg-api-module__declarations a', { hasText: /^BREAK$/ })
      .first()
      .click();
    await expect.poll(() => page.url()).toBe(`${siteUrl}/api/graphql-js/types#BREAK`);
    await expect.poll(() => headingTop(page, 'BREAK')).toBeLessThan(150);
    expect(await hasMarker(page)).toBe(true);
    await page.goBack();
    await expect.poll(() => page.url()).toBe(`${siteUrl}/api/graphql-js`);
    await page.getByRole('link', { name: 'Types and constants' }).first().click();
    await expect.poll(() => page.url()).toBe(`${siteUrl}/api/graphql-js/types`);
    // The address changes when the navigation starts; the page is shown once its title is.
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Types and constants');
    expect(await hasMarker(page)).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe('the types page', () => {
  test('a type alias, variable or internal type is a section at its name: an address with #Name shows it, its name links to it, and the names in other declarations lead there within the page', async () => {
    const { page, errors } = await openPage(browser.context);
    await gotoReady(page, `${siteUrl}/api/graphql-js/types#ASTVisitFn`);
    expect(await page.locator('main h2').allTextContents()).toEqual(['Type aliases', 'Variables', 'Internal types']);
    expect(await page.locator('.sg-api-filter').count()).toBe(0);
    const heading = page.locator('h3#ASTVisitFn');
    await expect.poll(() => headingTop(page, 'ASTVisitFn')).toBeLessThan(150);
    expect(await heading.textContent()).toBe('ASTVisitFn');
    expect(await heading.locator('a').getAttribute('href')).toBe('#ASTVisitFn');
    expect(await page.locator('h3#ASTVisitFn ~ pre').first().textContent()).toMatch(
      /^type ASTVisitFn<TVisitedNode extends ASTNode> = \(/,
    );
    // ASTVisitFn's code names ASTNode: its link moves to ASTNode's section, in the same document.
    await setMarker(page);
    await page
      .locator('h3#ASTVisitFn ~ pre a', { hasText: /^ASTNode$/ })
      .first()
      .click();
    await expect.poll(() => page.url()).toBe(`${siteUrl}/api/graphql-js/types#ASTNode`);
    await expect.poll(() => headingTop(page, 'ASTNode')).toBeLessThan(150);
    expect(await hasMarker(page)).toBe(true);
    // An internal type and a variable have their sections too.
    expect(await page.locator('h3#internal-MinimalChannel').textContent()).toBe('MinimalChannel');
    expect(await page.locator('h3#GraphQLBoolean ~ pre').first().textContent()).toMatch(
      /^const GraphQLBoolean: GraphQLScalarType/,
    );
    expect(errors).toEqual([]);
  });

  test("an item page's links to a type alias and to an internal type open the types page at their sections, client-side; it renders them from its data as the HTML has them", async () => {
    const { page, errors } = await openPage(browser.context);
    await gotoReady(page, `${siteUrl}/api/graphql-js/function/isDefinitionNode`);
    await setMarker(page);
    await page.locator('main a[href="/api/graphql-js/types#ASTNode"]').first().click();
    await expect.poll(() => page.url()).toBe(`${siteUrl}/api/graphql-js/types#ASTNode`);
    await expect.poll(() => headingTop(page, 'ASTNode')).toBeLessThan(150);
    expect(await hasMarker(page)).toBe(true);
    // The types page rendered in the browser writes the same lean markup as the prerendered one.
    const rendered = await page.locator('h3#ASTVisitFn').evaluate((h) => h.closest('section')!.outerHTML);
    const html = readFileSync(path.join(siteDir, 'api/graphql-js/types.html'), 'utf8');
    const start = html.indexOf('<section><h3 id="ASTVisitFn">');
    expect(rendered).toBe(html.slice(start, html.indexOf('</section>', start) + '</section>'.length));

    await gotoReady(page, `${siteUrl}/api/graphql-js/function/execute`);
    await setMarker(page);
    await page.locator('main a[href="/api/graphql-js/types#internal-PromiseOrValue"]').first().click();
    await expect.poll(() => page.url()).toBe(`${siteUrl}/api/graphql-js/types#internal-PromiseOrValue`);
    await expect.poll(() => headingTop(page, 'internal-PromiseOrValue')).toBeLessThan(150);
    expect(await page.locator('h3#internal-PromiseOrValue').textContent()).toBe('PromiseOrValue');
    expect(await hasMarker(page)).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe('the weight of the API roots', () => {
  const KB = 1024;
  test("the HTML of the latest version's root is at most 150 KB raw, 16.15.0's under the 175 KB it had with its declarations", () => {
    // Issue 20: the declarations are on the types page; the root holds the listing by module.
    const size = (file: string) => {
      const bytes = readFileSync(path.join(siteDir, file)).length;
      console.log(`${file}: ${(bytes / KB).toFixed(1)} KB raw`);
      return bytes;
    };
    expect(size('api/graphql-js.html')).toBeLessThanOrEqual(150 * KB);
    expect(size('api/graphql-js/v16.html')).toBeLessThan(175 * KB);
    for (const file of ['api/graphql-js/types.html', 'api/graphql-js/v16/types.html'])
      expect(size(file)).toBeLessThan(220 * KB);
  });
});
