import { constants, gzipSync } from 'node:zlib';
import type { Request } from 'playwright-core';
import { launchBrowser } from '../../tests/browser/chromium.ts';

export interface FirstRunBytes {
  /** The page whose first live sample was run. */
  path: string;
  /** The site's files the click on Run fetched until the output showed (the worker, graphql). */
  files: { path: string; raw: number; gzip: number }[];
  raw: number;
  /** As the page weights count it: each file gzipped at the best level. */
  gzip: number;
}

/** The bytes a reader's first Run loads, measured in Chromium with an empty cache. */
export async function measureFirstRun(options: { siteUrl: string; path?: string }): Promise<FirstRunBytes> {
  const route = options.path ?? '/docs/tutorials/';
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.goto(options.siteUrl + route);
    await page.waitForSelector('#__sitegen[data-ready="true"]', { state: 'attached' });
    await page.waitForLoadState('networkidle');
    const urls: string[] = [];
    // Not counted: the sample itself (a blob: URL the worker makes) and the route data that
    // links scrolled into view prefetch meanwhile.
    const onRequest = (request: Request) => {
      const url = request.url();
      if (url.startsWith('http') && !/\/assets\/[ps]\//.test(url)) urls.push(url);
    };
    page.on('request', onRequest);
    await page.locator('.sg-live__run').first().click();
    await page.locator('.sg-live__result .sg-code').first().waitFor();
    page.off('request', onRequest);
    // The worker's requests cannot give their bodies once it has ended: each file is fetched again.
    const files = await Promise.all(
      urls.map(async (url) => {
        const body = Buffer.from(await (await fetch(url)).arrayBuffer());
        return {
          path: new URL(url).pathname,
          raw: body.length,
          gzip: gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length,
        };
      }),
    );
    return {
      path: route,
      files,
      raw: files.reduce((sum, f) => sum + f.raw, 0),
      gzip: files.reduce((sum, f) => sum + f.gzip, 0),
    };
  } finally {
    await browser.close();
  }
}
