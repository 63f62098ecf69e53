import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routeOutputFile } from '@sitegen/runtime/routePath.ts';
import { createSearcher, type Searcher } from '@sitegen/theme/search/createSearcher.ts';
import { describe, expect, inject, test } from 'vitest';
import { holdRequests, useBrowser, openPage, type Page } from '../chromium.ts';

const siteUrl = inject('siteUrl');
const siteDir = inject('siteDir');
const browser = useBrowser();

async function openTutorial(page: Page) {
  await page.goto(`${siteUrl}/docs/tutorials/basic-types`);
  await page.waitForLoadState('networkidle');
  // The shortcuts work once the app has started.
  await page.waitForSelector('#__sitegen[data-ready]', { state: 'attached' });
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const searchBox = (page: Page) => dialog(page).getByRole('combobox', { name: 'Search the docs' });

describe('search in Chromium', () => {
  test('no page loads the search code or the index before search opens', async () => {
    const { page } = await openPage(browser.context);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await openTutorial(page);
    expect(requested.filter((u) => /search-index|SearchDialog|SearchPageResults/.test(u))).toEqual([]);
    // The first-load JavaScript of a page (entry + modulepreloads) holds neither MiniSearch nor the dialog.
    const html = readFileSync(path.join(siteDir, 'docs/tutorials/basic-types.html'), 'utf8');
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(1);
    for (const script of scripts) {
      const code = readFileSync(path.join(siteDir, script), 'utf8');
      expect(code, script).not.toContain('MiniSearch: ');
      expect(code, script).not.toContain('See all results');
    }
  });

  test('Ctrl+K opens the dialog; GraphQLSchema + Enter reaches the class page client-side', async () => {
    const { page, errors } = await openPage(browser.context);
    await openTutorial(page);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page.keyboard.press('Control+k');
    await expect.poll(() => searchBox(page).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await dialog(page).getAttribute('aria-modal')).toBe('true');
    await page.keyboard.type('GraphQLSchema');
    const firstOption = dialog(page).getByRole('option').first();
    await expect.poll(() => firstOption.textContent()).toContain('GraphQLSchema');
    expect(await firstOption.getAttribute('aria-selected')).toBe('true');
    expect(await firstOption.locator('mark').first().textContent()).toBe('GraphQLSchema');
    expect(await dialog(page).getByRole('group').first().textContent()).toMatch(/^API/);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/api/graphql-js/class/GraphQLSchema');
    await expect.poll(() => page.locator('h1').first().textContent()).toContain('GraphQLSchema');
    expect(await dialog(page).count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    expect(errors).toEqual([]);
  });

  test('the first Ctrl+K opens the dialog while its code still loads, and what is typed meanwhile is kept', async () => {
    const { page, errors } = await openPage(browser.context);
    const release = await holdRequests(page, /\/assets\/c\/SearchDialog-\w+\.js$/);
    await openTutorial(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('GraphQLSch');
    // The dialog's code is held back: all of that was typed before the dialog existed.
    expect(await dialog(page).count()).toBe(0);
    release();
    await expect.poll(() => searchBox(page).inputValue()).toBe('GraphQLSch');
    await page.keyboard.type('ema');
    expect(await searchBox(page).inputValue()).toBe('GraphQLSchema');
    await expect.poll(() => dialog(page).getByRole('option').first().textContent()).toContain('GraphQLSchema');
    expect(errors).toEqual([]);
  });

  test('/ opens it too, but not while typing in a field; Escape closes and gives focus back to the button', async () => {
    const { page } = await openPage(browser.context);
    await openTutorial(page);
    await page.keyboard.press('/');
    await expect.poll(() => dialog(page).count()).toBe(1);
    await searchBox(page).fill('parse');
    await expect.poll(() => dialog(page).getByRole('option').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    const button = page.getByRole('button', { name: 'Search' });
    await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);
    // A `/` typed into another field is text, not the shortcut.
    await page.evaluate(() => document.body.append(Object.assign(document.createElement('input'), { id: 'other' })));
    await page.locator('#other').focus();
    await page.keyboard.type('a/b');
    expect(await page.locator('#other').inputValue()).toBe('a/b');
    expect(await dialog(page).count()).toBe(0);
  });

  test('a typo query finds the class; arrow keys move the selection', async () => {
    const { page } = await openPage(browser.context);
    await openTutorial(page);
    await page.getByRole('button', { name: 'Search' }).click();
    // A slowed CPU widens the moment between the results' paint and React's effects: an arrow key pressed
    // in it must not be undone (a selection reset in an effect lost it there in 3 runs of 3).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await searchBox(page).fill('GraphQLSchmea');
    await page.waitForFunction(
      () => document.querySelector('[role=option]')?.textContent?.startsWith('classGraphQLSchema'),
      undefined,
      { polling: 'raf' },
    );
    await page.keyboard.press('ArrowDown');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const options = dialog(page).getByRole('option');
    expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await searchBox(page).getAttribute('aria-activedescendant')).toBe(await options.nth(1).getAttribute('id'));
    await page.keyboard.press('ArrowUp');
    expect(await options.nth(0).getAttribute('aria-selected')).toBe('true');
  });

  test('a tutorial heading query opens the tutorial at that heading', async () => {
    const { page } = await openPage(browser.context);
    await openTutorial(page);
    await page.keyboard.press('Control+k');
    await searchBox(page).fill('Running mutations');
    const tutorials = dialog(page).getByRole('group', { name: 'Tutorials' });
    await expect.poll(() => tutorials.getByRole('option').first().textContent()).toContain('Running mutations');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/docs/tutorials/mutations-and-input-types#running-mutations');
    const heading = page.locator('#running-mutations');
    await expect.poll(() => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(200);
  });

  // One dialog for all the words, as a reader who searches again: each fill replaces the query.
  test('a guide is the first tutorial result for its topic word, in the dialog', async () => {
    const { page } = await openPage(browser.context);
    await openTutorial(page);
    await page.keyboard.press('Control+k');
    const tutorials = dialog(page).getByRole('group', { name: 'Tutorials' });
    for (const [query, href] of [
      ['DataLoader', '/docs/tutorials/dataloader'],
      ['abort', '/docs/tutorials/cancellation-and-timeouts#aborting-an-execution'],
      ['null propagation', '/docs/tutorials/errors#partial-data-and-null-propagation'],
      ['masking', '/docs/tutorials/errors#masking-internal-errors'],
      ['depth limit', '/docs/tutorials/going-to-production#limit-depth-with-a-validation-rule'],
    ]) {
      await searchBox(page).fill(query);
      await expect
        .poll(() => tutorials.getByRole('option').first().getAttribute('href'), { message: query })
        .toBe(href);
    }
  });

  /** Searches `query` from a tutorial, checks that the first result links `href`, opens it, and expects `target` near the top. */
  async function openFirstResult(query: string, href: string, target: string) {
    const { page } = await openPage(browser.context);
    await openTutorial(page);
    await page.keyboard.press('Control+k');
    await searchBox(page).fill(query);
    const first = dialog(page).getByRole('option').first();
    await expect.poll(() => first.getAttribute('href')).toBe(href);
    await first.click();
    await page.waitForURL(`**${href}`);
    await expect.poll(() => page.locator(target).count()).toBe(1);
    await expect
      .poll(() => page.locator(target).evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThan(200);
  }

  test('a member result links to its anchor on the class page', async () => {
    await openFirstResult(
      'GraphQLSchema.getQueryType',
      '/api/graphql-js/class/GraphQLSchema#getQueryType',
      '[id="getQueryType"]',
    );
  });

  test('a type alias result leads to its section of the types page', async () => {
    await openFirstResult(
      'type: GraphQLFieldResolver',
      '/api/graphql-js/types#GraphQLFieldResolver',
      'h3#GraphQLFieldResolver',
    );
  });

  test('works at a phone width: the button shows and the dialog fills the screen', async () => {
    const { page } = await openPage(browser.context);
    await page.setViewportSize({ width: 390, height: 760 });
    await openTutorial(page);
    await page.getByRole('button', { name: 'Search' }).click();
    await searchBox(page).fill('object types');
    await expect.poll(() => dialog(page).getByRole('option').count()).toBeGreaterThan(0);
    const box = await dialog(page).boundingBox();
    expect(box?.width).toBe(390);
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);
  });

  test('/search?q= lists all results; the static page says it is loading and explains the need for JavaScript', async () => {
    const staticHtml = readFileSync(path.join(siteDir, 'search.html'), 'utf8');
    expect(staticHtml).toContain('Loading search…');
    expect(staticHtml).toMatch(/<noscript>.*needs JavaScript.*<\/noscript>/s);
    const { page, errors } = await openPage(browser.context);
    await page.goto(`${siteUrl}/search?q=${encodeURIComponent('-> GraphQLSchema')}`);
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toMatch(/^\d+ results? for “-> GraphQLSchema”\.$/);
    const names = await page.locator('.sg-search-page [role="option"] .sg-search-result__title').allTextContents();
    expect(names.join(' ')).toMatch(/buildSchema/);
    expect(names.join(' ')).toMatch(/buildASTSchema/);
    expect(names.join(' ')).toMatch(/extendSchema/);
    expect(errors).toEqual([]);
  });

  // Each guide must be the first tutorial hit for the word its readers would type.
  let searcher: Searcher | undefined;
  test.each([
    ['resolver', '/docs/tutorials/resolver-anatomy'],
    ['isTypeOf', '/docs/tutorials/abstract-types'],
    ['custom scalar', '/docs/tutorials/custom-scalars'],
    ['oneOf', '/docs/tutorials/oneof-input-objects'],
    ['pagination', '/docs/tutorials/cursor-pagination'],
    ['websocket', '/docs/tutorials/subscriptions'],
    ['multipart', '/docs/tutorials/incremental-delivery-over-http'],
    ['schema coordinate', '/docs/tutorials/schema-coordinates-and-evolution'],
    ['node:test', '/docs/tutorials/testing-a-schema'],
    ['tracing', '/docs/tutorials/tracing-and-observability'],
  ])('the first tutorial result for %s is on %s', (query, route) => {
    searcher ??= createSearcher(JSON.parse(readFileSync(path.join(siteDir, 'search-index.json'), 'utf8')));
    const first = searcher.search(query).find((result) => result.doc.k === 'section');
    expect(first?.doc.u.split('#')[0]).toBe(route);
  });

  test('every anchor in the index exists on its page', () => {
    const docs = (
      JSON.parse(readFileSync(path.join(siteDir, 'search-index.json'), 'utf8')) as { docs: { u: string }[] }
    ).docs;
    const html = new Map<string, string>();
    const missing: string[] = [];
    for (const { u } of docs) {
      const [route = '', anchor] = u.split('#');
      if (!html.has(route)) html.set(route, readFileSync(path.join(siteDir, routeOutputFile(route)), 'utf8'));
      if (anchor && !html.get(route)!.includes(`id="${anchor}"`)) missing.push(u);
    }
    expect(missing).toEqual([]);
  });
});
