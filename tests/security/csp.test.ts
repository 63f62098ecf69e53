import { describe, expect, inject, test } from 'vitest';
import { useBrowser, openPage } from '../browser/chromium.ts';

const siteUrl = inject('siteUrl');
const browser = useBrowser();

describe('Content-Security-Policy', () => {
  test('the whole site works under its CSP: no violation on several pages and a client-side navigation', async () => {
    const { page, errors } = await openPage(browser.context);
    // Recorded from the first script on, before the page's own scripts run.
    await page.addInitScript(`window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(e.violatedDirective + ' ' + e.blockedURI));`);
    const violations: string[] = [];
    const collect = async () => violations.push(...((await page.evaluate('window.__cspViolations')) as string[]));
    for (const route of [
      '/',
      '/docs/tutorials/basic-types',
      '/api/graphql-js/class/GraphQLSchema',
      '/api/graphql-js',
    ]) {
      await page.goto(siteUrl + route, { waitUntil: 'networkidle' });
      await expect.poll(() => page.locator('h1').count()).toBeGreaterThan(0);
      expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').count(), route).toBe(1);
      await collect();
    }
    // The color-mode script ran (it is allowed by its hash): the theme attribute is set.
    await page.goto(`${siteUrl}/docs/tutorials/basic-types`, { waitUntil: 'networkidle' });
    expect(await page.evaluate('document.documentElement.dataset.theme')).toMatch(/^(light|dark)$/);
    await page.locator('a[href$="/docs/tutorials/object-types"]').first().click();
    await expect.poll(() => page.evaluate('location.pathname')).toBe('/docs/tutorials/object-types');
    await page.waitForLoadState('networkidle');
    await collect();
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);

    // The not-found page too; its document's 404 status is the one console error Chromium logs.
    await page.goto(`${siteUrl}/no/such/page`, { waitUntil: 'networkidle' });
    expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').count()).toBe(1);
    await collect();
    expect(violations).toEqual([]);
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
  });
});
