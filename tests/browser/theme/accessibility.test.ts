import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useBrowser } from '../chromium.ts';
import { openHydrated, themeOf } from './themeHelpers.ts';
import { waitForLiveCodeBlock } from '../runtime/runtimeHelpers.ts';
import { seriousViolations, type Violation } from '../axe.ts';

const browser = useBrowser();

interface PageType {
  name: string;
  path: string;
  /** What the page must show before axe looks at it (results, tabs, code), so a check never passes on an empty page. */
  shows: string;
}

/** One page of each template, with what it must show: axe checks each in both color modes at both widths. */
const templates: PageType[] = [
  { name: 'home', path: '/', shows: '.sg-home' },
  { name: 'class', path: '/api/graphql-js/class/GraphQLSchema', shows: '.sg-api-signature' },
  { name: 'enum', path: '/api/graphql-js/enum/Kind', shows: '.sg-api-member .sg-api-code' },
  { name: 'function', path: '/api/graphql-js/function/graphql', shows: '.sg-api-signature' },
  { name: 'interface', path: '/api/graphql-js/interface/ExecutionResult', shows: '.sg-api-member' },
  { name: 'API root', path: '/api/graphql-js', shows: '.sg-api-summaries li' },
  { name: 'types page', path: '/api/graphql-js/types', shows: '.sg-api-decls > section > pre' },
  { name: 'class of 16 (changed in 17)', path: '/api/graphql-js/v16/class/GraphQLScalarType', shows: '.sg-api-change' },
  { name: 'enum of 16', path: '/api/graphql-js/v16/enum/Kind', shows: '.sg-api-member .sg-api-code' },
  { name: 'function of 16 (removed in 17)', path: '/api/graphql-js/v16/function/formatError', shows: '.sg-api-change' },
  { name: 'interface of 16', path: '/api/graphql-js/v16/interface/ExecutionResult', shows: '.sg-api-member' },
  { name: 'API root of 16', path: '/api/graphql-js/v16', shows: '.sg-api-summaries li' },
  { name: 'types page of 16', path: '/api/graphql-js/v16/types', shows: '.sg-api-decls > section > pre' },
  { name: 'changes from 16 to 17', path: '/api/graphql-js/changes', shows: '.sg-api-changes__list' },
  // 52 results in both groups (API and tutorials), of six kinds and both versions, with their marks:
  // the whole template. The 690 for "schema" made 7,000 elements and 33 s of this file in CI.
  { name: 'search with results', path: '/search?q=subscribe', shows: '.sg-search-result mark' },
  { name: 'not found', path: '/no/such/page', shows: '.sg-not-found h1' },
];

/** What some doc pages must show first (their tabs, task lists, tables); any other shows its body. */
const docShows: Record<string, string> = {
  '/docs/tutorials/': '.sg-code .line.highlighted',
  '/docs/tutorials/constructing-types': '.sg-tabs [role="tab"]',
  '/docs/tutorials/express-graphql': '.task-list-item input',
  '/docs/tutorials/upgrading-from-v16': '.sg-scroll > table',
};

/** Every doc page of the build (each file under docs/), so that a new page is checked without a line here. */
function docPages(): PageType[] {
  const docsDir = path.join(inject('siteDir'), 'docs');
  const files = readdirSync(docsDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
  return files.sort().map((file) => {
    const route = `/docs/${file
      .replace(/\\/g, '/')
      .replace(/(^|\/)index\.html$/, '$1')
      .replace(/\.html$/, '')}`;
    return { name: `doc ${route}`, path: route, shows: docShows[route] ?? '.sg-doc .sg-markdown' };
  });
}

const pageTypes = [...docPages(), ...templates];

const modes = ['light', 'dark'] as const;
/** Desktop, and a phone (below the 996 px breakpoint: the mobile layout). */
const widths = [1280, 390];

/** Sets the mode as the toggle does, and waits until every color transition it started has ended. */
async function switchMode(page: Page, mode: string) {
  await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
  await page.waitForFunction(() => !document.getAnimations().some((a) => a instanceof CSSTransition));
}

/**
 * Loads a page type in a page of the given width, in light mode, and runs all of axe's rules;
 * then switches to dark mode as the color mode toggle does and runs axe's color rules again.
 * Returns the serious and critical violations of each mode.
 *
 * Why the color rules are all dark mode needs: the toggle sets `<html data-theme>` and nothing
 * else of the page changes (no element, attribute or text), and the site's CSS for one mode sets
 * colors only (the premise test below checks both). A rule not about color reads the DOM, ARIA
 * and the boxes, which are the same in both modes, so it would find in dark mode exactly what it
 * found in light mode, at the cost of a second full run.
 */
async function checkPage(page: Page, type: PageType, width: number): Promise<Record<string, Violation[]>> {
  await openHydrated(page, type.path);
  await page.waitForSelector(type.shows, { state: 'attached' });
  expect(await page.evaluate(() => window.innerWidth)).toBe(width);
  const found: Record<string, Violation[]> = {};
  for (const mode of modes) {
    if (mode !== 'light') await switchMode(page, mode);
    expect(await themeOf(page)).toBe(mode);
    const label = `${mode} ${width}px ${type.path}`;
    found[`${mode} ${width}px`] = await seriousViolations(page, label, mode === 'light' ? 'all' : 'color');
  }
  return found;
}

/**
 * The site's CSS rules that apply in one color mode only (their selector names `data-theme`), each
 * property that is not about color: a custom property whose value is not a color or a shadow, or
 * (or one that names another custom property), a property other than color, background, border,
 * color-scheme, text decoration and the font style and weight (code tokens take those from their
 * theme; the contrast rule reads them), or a `display` that shows or hides something not hidden
 * from assistive technology on the page checked. (A border's width
 * is let through: dark mode's footer border moves the footer down a pixel, whole, and no rule but
 * the color ones reads where a box is to the pixel.)
 */
function notColorRules(): string[] {
  const found: string[] = [];
  const colorProperty =
    /^(color|color-scheme|background(-.+)?|border(-.+)?|text-decoration(-.+)?|font-style|font-weight)$/;
  // Checked on the elements it matches here: a rule that matches none on this page is not let through.
  const hiddenFromAt = (selector: string) => {
    const matched = [...document.querySelectorAll(selector)];
    return matched.length > 0 && matched.every((el) => el.closest('[aria-hidden="true"]'));
  };
  const visit = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule && rule.selectorText.includes('data-theme')) {
        for (const property of rule.style) {
          const value = rule.style.getPropertyValue(property).trim();
          const ok = property.startsWith('--')
            ? // CSS.supports takes any var() as a color: such a value is not let through.
              !value.includes('var(') && (CSS.supports('color', value) || CSS.supports('box-shadow', value))
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

describe('axe-core finds no serious or critical violation, in light and dark mode', () => {
  // One page per width, reused for every page type, the widths side by side, each in a context of
  // its own so that both are painted (a second page of one context gets no frames: its mode switch
  // waited 15 s for its transitions to end). The stored mode is light before every load; for a
  // reader who asks for reduced motion the switch starts no transition (colorMode.test checks it),
  // and switchMode still waits for any to end, so axe never reads a color halfway through one.
  const pages = new Map<number, Page>();
  beforeAll(async () => {
    for (const width of widths) {
      const { page } = await openPage(width === widths[0] ? browser.context : await browser.newContext());
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.addInitScript(() => localStorage.setItem('theme', 'light'));
      pages.set(width, page);
    }
  });
  afterAll(async () => {
    for (const page of pages.values()) await page.close();
  });

  test('every doc page is among the pages checked', () => {
    expect(pageTypes.filter((t) => t.path.startsWith('/docs/')).length).toBeGreaterThanOrEqual(12);
  });

  test('the switch to dark mode changes the colors axe reads, and nothing but colors, at both widths', async () => {
    for (const width of widths) {
      const page = pages.get(width)!;
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
      // No element, attribute or text changes, two frames later: only <html data-theme>.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await page.evaluate(() => (window as unknown as { changes: string[] }).changes), `${width}px`).toEqual([]);
    }
  });

  for (const type of pageTypes) {
    test(`${type.name} (${type.path}) at ${widths.join(' and ')} px`, async () => {
      const found = await Promise.all(widths.map((width) => checkPage(pages.get(width)!, type, width)));
      const expected = Object.fromEntries(widths.flatMap((width) => modes.map((mode) => [`${mode} ${width}px`, []])));
      expect(Object.assign({}, ...found)).toEqual(expected);
    });
  }
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
