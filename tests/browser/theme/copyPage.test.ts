import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, test } from 'vitest';
import { openPage, useBrowser, type Page } from '../chromium.ts';
import { openHydrated, siteUrl } from './themeHelpers.ts';

// "Copy page" puts the page's markdown twin on the clipboard, fetching it on the click only, and
// says what happened in a live region: "Copied", or why not when the browser refuses the clipboard.

const browser = useBrowser();
const siteDir = inject('siteDir');
const origin = new URL(siteUrl).origin;
const twin = (file: string) => readFileSync(path.join(siteDir, file), 'utf8');

async function copy(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Copy page' }).click();
  await page.waitForFunction(() => document.querySelector('.sg-copy-page__status')?.textContent);
  return (await page.locator('.sg-copy-page__status').textContent())!;
}

describe('Copy page', () => {
  test('copies the twin of a tutorial, then of the API page a client-side navigation leads to; nothing is fetched before the click', async () => {
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    try {
      const { page, errors } = await openPage(browser.context);
      const fetched: string[] = [];
      page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
      await openHydrated(page, '/docs/tutorials/constructing-types');
      expect(fetched.filter((p) => p.endsWith('.md'))).toEqual([]);

      const live = page.locator('.sg-copy-page__status');
      expect(await live.getAttribute('aria-live')).toBe('polite');
      expect(await copy(page)).toBe('Copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        twin('docs/tutorials/constructing-types.md'),
      );
      expect(fetched.filter((p) => p.endsWith('.md'))).toEqual(['/docs/tutorials/constructing-types.md']);

      // The in-page link to GraphQLSchema: the app navigates without a page load; the button follows the route.
      await page.locator('.sg-markdown a[href="/api/graphql-js/class/GraphQLSchema"]').first().click();
      await page.waitForURL(`${siteUrl}/api/graphql-js/class/GraphQLSchema`);
      await page.getByRole('heading', { level: 1, name: /GraphQLSchema/ }).waitFor();
      expect(await copy(page)).toBe('Copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        twin('api/graphql-js/class/GraphQLSchema.md'),
      );
      expect(errors).toEqual([]);
    } finally {
      await browser.context.clearPermissions();
    }
  });

  test('when the browser refuses the clipboard, the live region says so and links the markdown', async () => {
    const { page } = await openPage(browser.context);
    await openHydrated(page, '/api/graphql-js/function/execute');
    const cdp = await browser.context.newCDPSession(page);
    // The permission of this page's browser context (not the browser's default one).
    const { targetInfo } = await cdp.send('Target.getTargetInfo');
    const { browserContextId } = targetInfo;
    await cdp.send('Browser.setPermission', {
      permission: { name: 'clipboard-write' },
      setting: 'denied',
      origin,
      browserContextId,
    });
    try {
      expect(await copy(page)).toBe('The browser did not allow copying to the clipboard: open it as markdown.');
      const link = page.locator('.sg-copy-page__status a');
      expect(await link.getAttribute('href')).toBe('/api/graphql-js/function/execute.md');
    } finally {
      await cdp.send('Browser.resetPermissions', { browserContextId });
    }
  });

  test('is on every doc and API page, and not on the home page', async () => {
    const { page } = await openPage(browser.context);
    for (const [route, count] of [
      ['/docs/tutorials/', 1],
      ['/api/graphql-js', 1],
      ['/api/graphql-js/enum/Kind', 1],
      ['/', 0],
    ] as const) {
      await openHydrated(page, route);
      expect(await page.getByRole('button', { name: 'Copy page' }).count(), route).toBe(count);
    }
  });
});
