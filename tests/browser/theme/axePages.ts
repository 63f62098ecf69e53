import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { openPage } from '../chromium.ts';
import { openHydrated, themeOf } from './themeHelpers.ts';
import { seriousViolations, type Violation } from '../axe.ts';

// What accessibility.test.ts and accessibilityDocs.test.ts share: the page types axe checks, and
// how it checks one. Two files, so that vitest's two workers share the pages between them.

export interface PageType {
  name: string;
  path: string;
  /** What the page must show before axe looks at it (results, tabs, code), so a check never passes on an empty page. */
  shows: string;
}

/** One page of each template, with what it must show: axe checks each in both color modes at both widths. */
export const templates: PageType[] = [
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
export function docPages(): PageType[] {
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

const modes = ['light', 'dark'] as const;
/** Desktop, and a phone (below the 996 px breakpoint: the mobile layout). */
export const widths = [1280, 390];

/** Sets the mode as the toggle does, and waits until every color transition it started has ended. */
export async function switchMode(page: Page, mode: string) {
  await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
  await page.waitForFunction(() => !document.getAnimations().some((a) => a instanceof CSSTransition));
}

/**
 * Loads a page type in a page of the given width, in light mode, and runs all of axe's rules;
 * then switches to dark mode as the color mode toggle does and runs axe's color rules again.
 * Returns the serious and critical violations of each mode.
 *
 * Why the color rules are all dark mode needs: the toggle sets `<html data-theme>` and nothing
 * else of the page changes (no element, attribute or text), and the site's CSS for dark mode sets
 * colors only (accessibility.test.ts checks every rule of it). A rule not about color reads the
 * DOM, ARIA and the boxes, which are the same in both modes, so it finds in dark mode exactly what
 * it found in light mode; running it again cost as much as the light run and could find nothing new.
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
 * One test per page type: axe at both widths side by side, in light and dark mode. Returns the
 * page of each width, for the file's own tests (after its beforeAll).
 */
export function checkPageTypes(context: () => BrowserContext, pageTypes: () => PageType[]): Map<number, Page> {
  // One page per width, reused for every page type, the widths side by side. The stored mode is
  // light before every load; the switch to dark is instant, as transitions are off for a reader
  // who asks for reduced motion, so axe never reads a color halfway through one.
  const pages = new Map<number, Page>();
  beforeAll(async () => {
    for (const width of widths) {
      const { page } = await openPage(context());
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.addInitScript(() => localStorage.setItem('theme', 'light'));
      pages.set(width, page);
    }
  });
  afterAll(async () => {
    for (const page of pages.values()) await page.close();
  });

  describe('axe-core finds no serious or critical violation, in light and dark mode', () => {
    for (const type of pageTypes()) {
      test(`${type.name} (${type.path}) at ${widths.join(' and ')} px`, async () => {
        const found = await Promise.all(widths.map((width) => checkPage(pages.get(width)!, type, width)));
        const expected = Object.fromEntries(widths.flatMap((width) => modes.map((mode) => [`${mode} ${width}px`, []])));
        expect(Object.assign({}, ...found)).toEqual(expected);
      });
    }
  });
  return pages;
}
