import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useBrowser } from '../chromium.ts';
import { openHydrated, themeOf } from './themeHelpers.ts';
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
  { name: 'search with results', path: '/search?q=schema', shows: '.sg-search-result mark' },
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

/** Loads a page type in a page of the given width and mode; returns axe's serious and critical violations. */
async function checkPage(page: Page, type: PageType, mode: string, width: number): Promise<Violation[]> {
  await openHydrated(page, type.path);
  await page.waitForSelector(type.shows, { state: 'attached' });
  expect(await themeOf(page)).toBe(mode);
  expect(await page.evaluate(() => window.innerWidth)).toBe(width);
  return seriousViolations(page, `${mode} ${width}px ${type.path}`);
}

describe('axe-core finds no serious or critical violation', () => {
  for (const mode of modes) {
    describe(`in ${mode} mode`, () => {
      // One page per width, reused for every page type, the widths side by side. The stored
      // mode is set before every load, as a reader's choice would be; both pages store the
      // same value, so neither sees a storage event from the other.
      const pages = new Map<number, Page>();
      beforeAll(async () => {
        for (const width of widths) {
          const { page } = await openPage(browser.context);
          await page.setViewportSize({ width, height: 800 });
          await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
          pages.set(width, page);
        }
      });
      afterAll(async () => {
        for (const page of pages.values()) await page.close();
      });

      test('every doc page is among the pages checked', () => {
        expect(pageTypes.filter((t) => t.path.startsWith('/docs/')).length).toBeGreaterThanOrEqual(12);
      });

      for (const type of pageTypes) {
        test(`${type.name} (${type.path}) at ${widths.join(' and ')} px`, async () => {
          const found = await Promise.all(
            widths.map(
              async (width) => [`${width} px`, await checkPage(pages.get(width)!, type, mode, width)] as const,
            ),
          );
          expect(Object.fromEntries(found)).toEqual(Object.fromEntries(widths.map((width) => [`${width} px`, []])));
        });
      }
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
