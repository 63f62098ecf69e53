import { expect, test } from 'vitest';
import { useBrowser } from '../chromium.ts';
import { checkPageTypes, docPages } from './axePages.ts';

// axe on every doc page of the build, in both color modes at both widths (the templates:
// accessibility.test.ts, a file of its own so that vitest's two workers share the pages).

const browser = useBrowser();
const pages = docPages();

test('every doc page is among the pages checked', () => {
  expect(pages.length).toBeGreaterThanOrEqual(12);
});

checkPageTypes(
  () => browser.context,
  () => pages,
);
