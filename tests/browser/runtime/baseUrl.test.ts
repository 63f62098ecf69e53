import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { createStaticHandler, listen, type RunningServer } from '@sitegen/ssg-core/server/serve.ts';
import { launchBrowser, openPage } from '../chromium.ts';
import { gotoReady } from './runtimeHelpers.ts';

const siteUrl = inject('siteUrl');
const siteDir = inject('siteDir');
const BANNER = '#__sitegen-base-url-issue';
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let subServer: RunningServer;

// The site (built for baseUrl `/`) served under `/sub/`, as a misconfigured host would:
// `/sub/x` is the file `x`; everything else, the app's `/assets/...` included, is a 404.
beforeAll(async () => {
  browser = await launchBrowser();
  const handler = createStaticHandler(siteDir);
  const server: Server = createServer((req, res) => {
    if (!req.url?.startsWith('/sub/')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    req.url = req.url.slice('/sub'.length);
    handler(req, res).catch(() => res.destroy());
  });
  subServer = await listen(server, 0, '127.0.0.1');
});
afterAll(async () => {
  await browser?.close();
  await subServer?.close();
});

describe('a site served under a path its baseUrl does not match', () => {
  test('the home page shows a red banner suggesting the current path as baseUrl', async () => {
    const { page } = await openPage(browser.context);
    await page.goto(`${subServer.url}/sub/`);
    const banner = page.locator(BANNER);
    await banner.waitFor({ state: 'visible', timeout: 5000 });
    const text = await banner.textContent();
    expect(text).toContain('Your site did not load properly.');
    expect(text).toContain('We suggest trying baseUrl = /sub/');
    expect(await banner.getAttribute('role')).toBe('alert');
    expect(await banner.evaluate((e) => getComputedStyle(e).backgroundColor)).toBe('rgb(198, 40, 40)');
    // It is the inline script's doing: the app's JavaScript never ran.
    expect(await page.evaluate(() => '__sitegenStarted' in window)).toBe(false);
  });

  test('with the right baseUrl there is no banner', async () => {
    const { page } = await openPage(browser.context);
    await gotoReady(page, `${siteUrl}/`);
    await page.waitForLoadState('load');
    expect(await page.locator(BANNER).count()).toBe(0);
  });
});
