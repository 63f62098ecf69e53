import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useBrowser } from '../chromium.ts';
import { openHydrated } from './themeHelpers.ts';
import { waitForLiveCodeBlock } from '../runtime/runtimeHelpers.ts';
import { checkPageTypes, switchMode, templates, widths } from './axePages.ts';

// axe on one page of each template (the doc pages: accessibilityDocs.test.ts), and what lets dark
// mode be checked with axe's color rules alone: the switch changes colors and nothing else.

const browser = useBrowser();
const pages = checkPageTypes(
  () => browser.context,
  () => templates,
);

/**
 * The site's CSS rules that apply in one color mode only (their selector names `data-theme`), each
 * property that is not about color: a custom property whose value is not a color or a shadow, or
 * a property other than color, background, border, color-scheme, text decoration and the font
 * style and weight (code tokens take those from their theme; the contrast rule reads them), or a
 * `display` that shows or hides something not hidden from assistive technology. (A border's width
 * is let through: dark mode's footer border moves the footer down a pixel, whole, and no rule but
 * the color ones reads where a box is to the pixel.)
 */
function notColorRules(): string[] {
  const found: string[] = [];
  const colorProperty =
    /^(color|color-scheme|background(-.+)?|border(-.+)?|text-decoration(-.+)?|font-style|font-weight)$/;
  const hiddenFromAt = (selector: string) =>
    [...document.querySelectorAll(selector)].every((el) => el.closest('[aria-hidden="true"]'));
  const visit = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule && rule.selectorText.includes('data-theme')) {
        for (const property of rule.style) {
          const value = rule.style.getPropertyValue(property).trim();
          const ok = property.startsWith('--')
            ? CSS.supports('color', value) || CSS.supports('box-shadow', value)
            : colorProperty.test(property) || (property === 'display' && hiddenFromAt(rule.selectorText));
          if (!ok) found.push(`${rule.selectorText} { ${property}: ${value} }`);
        }
      }
      if ('cssRules' in rule) visit(rule.cssRules as CSSRuleList);
    }
  };
  for (const sheet of document.styleSheets) visit(sheet.cssRules);
  return found;
}

test('the switch to dark mode changes the colors axe reads, and nothing but colors', async () => {
  const page = pages.get(widths[0]!)!;
  await openHydrated(page, '/docs/tutorials/');
  // Its code blocks come to life just after the page is ready, rendered again in place (and mark
  // the ones that scroll as tab stops): wait until the page has stayed as it is for half a second.
  await waitForLiveCodeBlock(page);
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        let quiet = setTimeout(done, 500);
        new MutationObserver(() => {
          clearTimeout(quiet);
          quiet = setTimeout(done, 500);
        }).observe(document.body, { subtree: true, attributes: true, childList: true, characterData: true });
      }),
  );
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  // Every change to what a reader sees from here on (the body, the attributes of <html>), but the
  // switch's own. (The head changes when the app prefetches a page's chunk, in either mode.)
  await page.evaluate(() => {
    const changes: string[] = [];
    (window as unknown as { changes: string[] }).changes = changes;
    const observer = new MutationObserver((records) => {
      for (const r of records)
        if (r.target !== document.documentElement || r.attributeName !== 'data-theme')
          changes.push(`${r.type} ${r.target.nodeName} ${r.attributeName ?? ''}`);
    });
    observer.observe(document.documentElement, { attributes: true });
    observer.observe(document.body, { subtree: true, attributes: true, childList: true, characterData: true });
  });
  await switchMode(page, 'dark');
  expect(await background()).not.toBe(light);
  // Every rule of the site's CSS for one mode sets colors only (dark mode's, and light mode's own).
  expect(await page.evaluate(notColorRules)).toEqual([]);
  // No element, attribute or text changes: only <html data-theme>.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await page.evaluate(() => (window as unknown as { changes: string[] }).changes)).toEqual([]);
});

describe('code that scrolls sideways', () => {
  /** Tabs from the element before the block and presses the right arrow key; returns what took focus. */
  async function tabInAndScroll(page: Page, before: string) {
    await page.focus(before);
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      return {
        tag: el.tagName,
        role: el.getAttribute('role'),
        name: el.getAttribute('aria-label'),
        overflows: el.scrollWidth > el.clientWidth,
      };
    });
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    return focused;
  }

  /** Keyboard scrolling is animated: the focused block's scroll offset, once it has moved. */
  const scrolled = (page: Page) =>
    expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement).scrollLeft));

  test('is reached with Tab, named, and scrolled with the arrow keys on a phone: an API declaration and a tutorial code block', async () => {
    const { page } = await openPage(browser.context);
    try {
      await page.setViewportSize({ width: 390, height: 800 });
      await openHydrated(page, '/api/graphql-js/enum/Kind');
      const declaration = await tabInAndScroll(page, '#OPERATION_DEFINITION .sg-api-anchor');
      expect(declaration).toMatchObject({
        tag: 'PRE',
        role: 'group',
        name: 'Value of Kind.OPERATION_DEFINITION',
        overflows: true,
      });
      await scrolled(page).toBeGreaterThan(0);

      await openHydrated(page, '/docs/tutorials/');
      // Its code blocks come to life just after the page is ready, rendered again in place: a
      // block scrolled before that starts again from the left (the focus follows it).
      await waitForLiveCodeBlock(page);
      // The first code block too wide for a phone; Tab starts from the tab stop before it.
      const before = await page.evaluate(() => {
        const pre = [...document.querySelectorAll<HTMLElement>('.sg-markdown .sg-code__pre')].find(
          (el) => el.scrollWidth > el.clientWidth,
        );
        if (!pre) return 0;
        const stops = [...document.querySelectorAll('.sg-markdown :is(a[href], button, [tabindex="0"])')];
        const previous = stops.filter((el) => el.compareDocumentPosition(pre) & Node.DOCUMENT_POSITION_FOLLOWING);
        previous.at(-1)?.setAttribute('data-before-code', '');
        return previous.length;
      });
      expect(before).toBeGreaterThan(0);
      const block = await tabInAndScroll(page, '[data-before-code]');
      expect(block).toMatchObject({ tag: 'PRE', role: 'group', overflows: true });
      expect(block.name).toMatch(/^(Code|Output|.+\.\w+)$/);
      await scrolled(page).toBeGreaterThan(0);
    } finally {
      await page.close();
    }
  });
});
