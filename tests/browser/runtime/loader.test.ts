import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, openPage } from '../chromium.ts';
import { sleep } from './runtimeHelpers.ts';

const siteUrl = inject('siteUrl');
const FIXTURE_URL = `${siteUrl}/__loader-test/`;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let script: string;

// The fixture is bundled here and served by request interception: no server of its own.
beforeAll(async () => {
  const requireFromCore = createRequire(createRequire(import.meta.url).resolve('@sitegen/ssg-core/package.json'));
  // esbuild is a dependency of ssg-core, not of the workspace root.
  const esbuild = requireFromCore('esbuild') as {
    build(options: object): Promise<{ outputFiles: { text: string }[] }>;
  };
  const runtimeDir = path.dirname(createRequire(import.meta.url).resolve('@sitegen/runtime/package.json'));
  const result = await esbuild.build({
    entryPoints: [path.join(import.meta.dirname, 'fixtures', 'loaderFixture.tsx')],
    bundle: true,
    format: 'esm',
    write: false,
    jsx: 'automatic',
    nodePaths: [path.join(runtimeDir, 'node_modules')],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  script = result.outputFiles[0]!.text;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openFixture(query = ''): Promise<Page> {
  const { page } = await openPage(browser.context);
  await page.route(`${FIXTURE_URL}**`, (route) =>
    route.request().url().endsWith('.js')
      ? route.fulfill({ contentType: 'text/javascript', body: script })
      : route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><div id="root"></div><script type="module" src="fixture.js"></script>',
        }),
  );
  await page.goto(FIXTURE_URL + query);
  await page.waitForFunction(() => (window as unknown as { __loader?: { attempts: number } }).__loader?.attempts === 1);
  return page;
}

const settle = (page: Page, how: 'resolve' | 'reject', message = '') =>
  page.evaluate(
    ([how, message]) => {
      const control = (window as unknown as { __loader: { resolve(): void; reject(m: string): void } }).__loader;
      if (how === 'resolve') control.resolve();
      else control.reject(message!);
    },
    [how, message] as const,
  );

const loading = (page: Page) => page.getByRole('status').filter({ hasText: 'Loading' });

describe('the Loader view of lazily loaded parts', () => {
  test('nothing during the first 200 ms, then a loading indicator, then the part', async () => {
    const page = await openFixture();
    await loading(page).waitFor({ timeout: 1000 });
    // Timed in the page, so a busy test machine cannot blur it.
    const shownAfter = await page.evaluate(() => {
      const control = (window as unknown as { __loader: { renderedAt: number; indicatorAt: number } }).__loader;
      return control.indicatorAt - control.renderedAt;
    });
    expect(shownAfter).toBeGreaterThanOrEqual(200);
    await settle(page, 'resolve');
    await expect.poll(() => page.locator('#part').textContent()).toBe('Part loaded');
    expect(await loading(page).count()).toBe(0);
  });

  test('a quick load never shows the indicator', async () => {
    const page = await openFixture('?instant');
    await expect.poll(() => page.locator('#part').textContent()).toBe('Part loaded');
    await sleep(300);
    expect(
      await page.evaluate(() => (window as unknown as { __loader: { indicatorAt?: number } }).__loader.indicatorAt),
    ).toBeUndefined();
  });

  test('on error: the message and a Retry button that loads again', async () => {
    const page = await openFixture();
    await settle(page, 'reject', 'Network is down.');
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('Network is down.');
    await page.getByRole('button', { name: 'Retry' }).click();
    expect(await page.evaluate(() => (window as unknown as { __loader: { attempts: number } }).__loader.attempts)).toBe(
      2,
    );
    expect(await alert.count()).toBe(0);
    await settle(page, 'resolve');
    await expect.poll(() => page.locator('#part').textContent()).toBe('Part loaded');
  });
});
