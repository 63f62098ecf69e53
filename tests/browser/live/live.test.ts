import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { openPage, useBrowser } from '../chromium.ts';
import { gotoReady, waitForLiveCodeBlock } from '../runtime/runtimeHelpers.ts';

// Live samples and playgrounds in the built site: what a reader clicks, types and sees.

const siteUrl = inject('siteUrl');
const siteDir = inject('siteDir');
const browser = useBrowser();

/** The live block of the sample titled `title`. */
const liveBlock = (page: Page, title: string) =>
  page.locator('.sg-live', { has: page.locator('.sg-code__title', { hasText: title }) });
const resultText = (block: ReturnType<typeof liveBlock>) => block.locator('.sg-live__result').innerText();
/** The tutorials index's first live sample, `hello.js`, once the page has started. */
async function openHello(page: Page) {
  await gotoReady(page, `${siteUrl}/docs/tutorials/`);
  // The code blocks come to life just after the page is ready (their code loads then), rendered
  // again in place: the tests below use the live block (content.test.ts covers the moment before).
  await waitForLiveCodeBlock(page);
  return liveBlock(page, 'hello.js');
}
/** Edits a live sample's code in place. */
async function editCode(block: ReturnType<typeof liveBlock>, code: string) {
  await block.getByRole('button', { name: 'Edit' }).click();
  await block.getByRole('textbox').fill(code);
}
/** Requests for what a run needs: the worker and graphql. */
const isLiveRequest = (url: string) => /\/assets\/live\//.test(url);

describe('live samples', () => {
  test('nothing of a run loads before the first Run; Run loads the worker and the site graphql module and shows what the sample printed', async () => {
    const { page, errors } = await openPage(browser.context);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const hello = await openHello(page);
    // Reading, scrolling to the block and focusing its buttons load nothing of it.
    await hello.scrollIntoViewIfNeeded();
    await hello.getByRole('button', { name: 'Run' }).focus();
    await hello.getByRole('button', { name: 'Edit' }).hover();
    await page.waitForTimeout(300);
    expect(requests.filter(isLiveRequest)).toEqual([]);
    expect(page.workers()).toEqual([]);

    await hello.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => resultText(hello)).toContain('"hello": "Hello world!"');
    const shown = await hello
      .locator('xpath=following::div[contains(@class, "sg-code--output")][1]')
      .locator('code')
      .innerText();
    const printed = await hello.locator('.sg-live__result code').innerText();
    expect(JSON.parse(printed)).toEqual(JSON.parse(shown));
    expect(requests.filter(isLiveRequest).map((url) => new URL(url).pathname.replace(/-[A-Z0-9]{8}\.js$/, ''))).toEqual(
      ['/assets/live/runner', '/assets/live/m/graphql'],
    );
    await expect.poll(() => page.workers().length).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('Edit makes the block a text field; the edited code runs; Reset brings the original back', async () => {
    const { page, errors } = await openPage(browser.context);
    const hello = await openHello(page);
    await hello.getByRole('button', { name: 'Edit' }).click();
    const editor = hello.getByRole('textbox', { name: 'hello.js, editable' });
    await expect.poll(() => editor.evaluate((element) => element === document.activeElement)).toBe(true);
    const original = await editor.inputValue();
    expect(original).toContain('rootValue');
    await editor.fill(original.replace("'Hello world!'", "'Hello, edited page!'"));
    await hello.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => resultText(hello)).toContain('"hello": "Hello, edited page!"');

    await hello.getByRole('button', { name: 'Reset' }).click();
    expect(await hello.getByRole('textbox').count()).toBe(0);
    expect(await hello.getByRole('button', { name: 'Reset' }).isDisabled()).toBe(true);
    await hello.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => resultText(hello)).toContain('"hello": "Hello world!"');
    expect(errors).toEqual([]);
    await page.close();
  });

  test('a sample on a page reached by a client-side navigation (rendered from its data) runs too', async () => {
    const { page, errors } = await openPage(browser.context);
    await gotoReady(page, `${siteUrl}/search`);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator('a.sg-navbar__link[href="/docs/tutorials/"]').click();
    const hello = liveBlock(page, 'hello.js');
    await hello.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => resultText(hello)).toContain('"hello": "Hello world!"');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('a run past 2 s is stopped, its worker ended, and the page stays responsive', async () => {
    const { page } = await openPage(browser.context);
    const hello = await openHello(page);
    await editCode(hello, "import { version } from 'graphql';\nconsole.log(version);\nwhile (true) {}\n");
    const started = Date.now();
    await hello.getByRole('button', { name: 'Run' }).click();
    await expect
      .poll(() => resultText(hello), { timeout: 15_000 })
      .toContain('Stopped after 2 s: the sample was still running, so its worker was ended.');
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    expect(await page.evaluate(() => 1 + 1)).toBe(2);
    await expect.poll(() => page.workers().length, { timeout: 10_000 }).toBe(0);
    // The next run works as before.
    await hello.getByRole('button', { name: 'Reset' }).click();
    await hello.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => resultText(hello)).toContain('"hello": "Hello world!"');
    await page.close();
  });

  test('with the keyboard alone: Tab to Run, Enter runs, Edit focuses the code, the result is a live region', async () => {
    const { page, errors } = await openPage(browser.context);
    const hello = await openHello(page);
    const focusedText = () =>
      page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent ?? ''}`);
    // From the copy button of the block, the next stops are Run and Edit.
    await hello.locator('.sg-code__copy').focus();
    await page.keyboard.press('Tab');
    expect(await focusedText()).toBe('BUTTON Run');
    await page.keyboard.press('Enter');
    await expect.poll(() => resultText(hello)).toContain('"hello": "Hello world!"');
    expect(await hello.locator('.sg-live__result').getAttribute('aria-live')).toBe('polite');
    await page.keyboard.press('Tab');
    expect(await focusedText()).toBe('BUTTON Edit');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    await page.keyboard.press('Control+End');
    await page.keyboard.type("\nconsole.log('typed');");
    // Out of the text field with Tab (it keeps no focus trap): copy, then Run.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focusedText()).toBe('BUTTON Run');
    await page.keyboard.press('Enter');
    await expect.poll(() => resultText(hello)).toMatch(/"Hello world!"[\s\S]*\ntyped/);
    await page.keyboard.press('Tab');
    expect(await focusedText()).toBe('BUTTON Reset');
    await page.keyboard.press('Enter');
    expect(await focusedText()).toBe('BUTTON Run');
    expect(errors).toEqual([]);
    await page.close();
  });

  test('the worker sees no page and no network; the pages allow no eval; the worker has its own policy', async () => {
    const { page } = await openPage(browser.context);
    const hello = await openHello(page);
    await editCode(hello, "console.log(typeof document, typeof window, typeof localStorage);\nawait fetch('/');\n");
    await hello.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => resultText(hello)).toContain('Uncaught TypeError: Failed to fetch');
    expect(await hello.locator('.sg-live__result code').first().innerText()).toBe('undefined undefined undefined');

    const html = readFileSync(path.join(siteDir, 'docs/tutorials/index.html'), 'utf8');
    const pagePolicy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)![1]!;
    expect(pagePolicy).not.toContain('unsafe-eval');
    expect(pagePolicy).not.toContain('blob:');
    const headers = readFileSync(path.join(siteDir, '_headers'), 'utf8');
    expect(headers).toContain(
      "/assets/live/*\n  ! Content-Security-Policy\n  Content-Security-Policy: default-src 'none'; script-src 'self' blob:\n",
    );
    const runner = readdirSync(path.join(siteDir, 'assets/live')).find((name) => name.startsWith('runner-'))!;
    const response = await fetch(`${siteUrl}/assets/live/${runner}`);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; script-src 'self' blob:");
    await page.close();
  });
});

describe('playgrounds', () => {
  test('the home page runs its playground; an error names its line and column and Enter on it puts the caret there', async () => {
    const { page, errors } = await openPage(browser.context);
    await gotoReady(page, `${siteUrl}/`);
    const playground = page.getByRole('group', { name: 'Hello, GraphQL' });
    await playground.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => playground.locator('.sg-live__result').innerText()).toContain('"hello": "Hello GraphQL!"');

    const query = playground.getByRole('textbox', { name: 'Query' });
    await query.fill('query Hello($name: String) {\n  hello(name: $name)\n  goodbye\n}');
    await playground.getByRole('textbox', { name: 'Variables (JSON)' }).fill('{ "name": 7 }');
    await playground.getByRole('button', { name: 'Run' }).click();
    const problems = playground.getByRole('list', { name: 'Errors' }).getByRole('listitem');
    await expect
      .poll(() => problems.allInnerTexts())
      .toEqual(['Query 3:3 Cannot query field "goodbye" on type "Query".']);
    await problems.first().getByRole('button').focus();
    await page.keyboard.press('Enter');
    const caret = await query.evaluate((element: HTMLTextAreaElement) => [
      document.activeElement === element,
      element.value.slice(element.selectionStart, element.selectionStart + 7),
    ]);
    expect(caret).toEqual([true, 'goodbye']);

    // Fixed query, wrong variable: the error points at the variable's declaration.
    await query.fill('query Hello($name: String) {\n  hello(name: $name)\n}');
    await playground.getByRole('button', { name: 'Run' }).click();
    await expect
      .poll(() => problems.allInnerTexts())
      .toEqual(['Query 1:13 Variable "$name" has invalid value: String cannot represent a non string value: 7']);
    // In the schema: a syntax error has a place; a schema that does not validate has none.
    const schema = playground.getByRole('textbox', { name: 'Schema (SDL)' });
    await schema.fill('type Query {\n  hello(name: String = "world") String\n}');
    await playground.getByRole('button', { name: 'Run' }).click();
    await expect
      .poll(() => problems.allInnerTexts())
      .toEqual(['Schema 2:33 Syntax Error: Expected ":", found Name "String".']);
    await schema.fill('type Query {\n  hello(name: String = "world"): Strin\n}');
    await playground.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => problems.allInnerTexts()).toEqual(['Schema Unknown type "Strin". Did you mean "String"?']);
    await playground.getByRole('button', { name: 'Reset' }).click();
    expect(await query.inputValue()).toBe('query Hello($name: String) {\n  hello(name: $name)\n}');
    expect(errors).toEqual([]);
    await page.close();
  });
});
