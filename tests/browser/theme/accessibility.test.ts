import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { useBrowser, openPage } from '../chromium.ts';
import { openHydrated } from './themeHelpers.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const browser = useBrowser();

interface Violation {
  id: string;
  impact: string;
  nodes: number;
  sample: string;
}

async function runAxe(page: Page): Promise<Violation[]> {
  // Evaluated by the test driver: the site's CSP rightly refuses an injected <script>.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length, sample: v.nodes[0]?.target.join(' ') ?? '' }));
  });
}

const pages = ['/', '/docs/tutorials/basic-types', '/api/graphql-js/class/GraphQLSchema', '/no/such/page'];

describe('axe-core', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const path of pages) {
      test(`finds no serious or critical violation on ${path} in ${mode} mode`, async () => {
        const { page } = await openPage(browser.context);
        await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
        await openHydrated(page, path);
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
        const violations = await runAxe(page);
        // Printed for the record: minor and moderate findings are allowed but worth seeing.
        console.log(`axe ${mode} ${path}: ${violations.length ? violations.map((v) => `${v.impact} ${v.id} (${v.nodes})`).join(', ') : 'no violations'}`);
        const blocking = violations.filter((v) => (v.impact === 'serious' || v.impact === 'critical'));
        expect(blocking).toEqual([]);
      });
    }
  }
});
