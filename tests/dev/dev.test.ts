import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, onTestFailed, test } from 'vitest';
import type { Page } from 'playwright-core';
import { createSiteCopy } from '../../scripts/bench/createSiteCopy.ts';
import { CLIENT_TAG as DEV_CLIENT_TAG } from '@sitegen/ssg-core/dev/createDevServer.ts';
import { launchBrowser, openPage } from '../browser/chromium.ts';
import { descendantPids, isAlive, listFiles, waitForOutput } from './processes.ts';

// `sitegen dev` on a copy of the site, driven the way an author uses it: a tutorial open in
// Chromium while its markdown is edited. The machine may be busy (other builds, theme edits
// that rebuild everything), so waits are generous; what is asserted is what the reader sees.

const run = promisify(execFile);
const copy = createSiteCopy({ repoRoot: process.cwd(), name: `test-${process.pid}`, apiCache: true });
const tutorial = path.join(copy.rootDir, 'content/docs/tutorials/basic-types.md');
const original = readFileSync(tutorial, 'utf8');
const filesBefore = listFiles(copy.rootDir);
let child: ChildProcess;
let output = '';
let url: string;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;

beforeAll(async () => {
  child = spawn(process.execPath, ['bin/sitegen.mjs', 'dev', '--port', '0', '--root', copy.rootDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  url = (await waitForOutput(() => output, /at (http:\/\/127\.0\.0\.1:\d+)\//, 30_000))[1]!;
  browser = await launchBrowser();
  ({ page } = await openPage(browser.context));
  // The first request waits for the first build (a cold TypeDoc run if its cache is missing).
  await page.goto(`${url}/docs/tutorials/basic-types`, { timeout: 240_000 });
}, 300_000);

afterAll(async () => {
  if (child && isAlive(child.pid!)) child.kill('SIGKILL');
  await browser?.close();
  copy.remove();
});

// What the dev server printed tells why a test failed.
beforeEach(() => onTestFailed(() => console.error(`sitegen dev output:\n${output.slice(-4000)}`)));

const overlay = () => page.locator('#__sitegen-dev-overlay');

describe('sitegen dev', { timeout: 180_000 }, () => {
  test('prints the URL it serves on loopback and serves the tutorial with its dev client', async () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Basic Types');
    expect(await page.locator('script[src="/__sitegen/dev-client.js"]').count()).toBe(1);
  });

  test('serves the same bytes as `sitegen build` for every file, the dev client aside', async () => {
    // The same copy, built by the CLI: its memo is dev's, so this build is a warm one.
    const outDir = path.join(copy.rootDir, 'build-for-comparison');
    await run(process.execPath, ['bin/sitegen.mjs', 'build', '--root', copy.rootDir, '--out-dir', outDir]);
    const built = listFiles(outDir);
    expect(built.length).toBeGreaterThan(700);
    const differing: string[] = [];
    for (const file of built) {
      const urlPath =
        file === '404.html' ? '/no-such-page' : `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
      const response = await fetch(`${url}${urlPath}`);
      const served = Buffer.from(await response.arrayBuffer());
      const expected = readFileSync(path.join(outDir, file));
      const same = file.endsWith('.html')
        ? served.toString().replace(DEV_CLIENT_TAG, '') === expected.toString()
        : served.equals(expected);
      if (!same) differing.push(file);
    }
    expect(differing).toEqual([]);
  });

  test('search works: /search?q= lists results from the index', async () => {
    const { page: searchPage } = await openPage(browser.context);
    await searchPage.goto(`${url}/search?q=${encodeURIComponent('GraphQLSchema')}`);
    await expect
      .poll(() => searchPage.getByRole('status').first().textContent(), { timeout: 30_000 })
      .toMatch(/^\d+ results? for “GraphQLSchema”\.$/);
    expect(
      await searchPage.locator('.sg-search-page [role="option"] .sg-search-result__title').first().textContent(),
    ).toMatch(/GraphQLSchema$/);
    await searchPage.close();
  });

  test('an edit to the markdown shows in the open page without a manual reload, at the same scroll position', async () => {
    await page.evaluate(() => window.scrollTo(0, 500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(500);
    // A marker on the window survives only if the page is updated in place, not reloaded.
    await page.evaluate(() => ((window as unknown as { __devMarker: number }).__devMarker = 7));
    writeFileSync(tutorial, `${original}\nA sentence written while the page was open.\n`);
    await expect
      .poll(() => page.locator('main').textContent(), { timeout: 60_000 })
      .toContain('A sentence written while the page was open.');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(500);
    expect(await page.evaluate(() => (window as unknown as { __devMarker?: number }).__devMarker)).toBe(7);
  });

  test('a front matter error shows an overlay with file:line; fixing it removes the overlay and shows the page', async () => {
    writeFileSync(tutorial, original.replace(/^---\n/, '---\nhide_title: maybe\n'));
    await expect
      .poll(() => overlay().textContent(), { timeout: 60_000 })
      .toContain('error[frontmatter/invalid] content/docs/tutorials/basic-types.md:2');
    expect(await overlay().getByRole('heading').textContent()).toBe('Build failed');
    expect(output).toContain('error[frontmatter/invalid] content/docs/tutorials/basic-types.md:2');

    writeFileSync(tutorial, `${original}\nThe fixed version.\n`);
    await expect.poll(() => page.locator('main').textContent(), { timeout: 60_000 }).toContain('The fixed version.');
    // Other problems of the site (if any) may still be listed: ours is gone.
    await expect
      .poll(async () => ((await overlay().count()) ? await overlay().textContent() : ''))
      .not.toContain('basic-types.md:2');
    expect(await page.locator('h1').first().textContent()).toBe('Basic Types');
  });

  test("an edit of the settings shows in the open page (the footer's text, which every page's app data holds)", async () => {
    const config = path.join(copy.rootDir, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace('Copyright © 2023', 'Copyright © 2026 (edited in dev)'));
    await expect
      .poll(() => page.locator('footer').textContent(), { timeout: 120_000 })
      .toContain('Copyright © 2026 (edited in dev)');
  });

  test('SIGINT stops the server and leaves no process or temporary file behind', async () => {
    const pids = [child.pid!, ...descendantPids(child.pid!)];
    const tmpBefore = readdirSync(os.tmpdir()).filter((f) => f.includes('sitegen-dev'));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(output).toContain('sitegen dev stopped.');
    await expect.poll(() => pids.filter(isAlive), { timeout: 10_000 }).toEqual([]);
    await expect(fetch(url)).rejects.toThrow();
    expect(readdirSync(os.tmpdir()).filter((f) => f.includes('sitegen-dev'))).toEqual(tmpBefore);
    // Only the memo's files were added (and the comparison build's output); no `.tmp` left.
    const added = listFiles(copy.rootDir).filter(
      (f) => !filesBefore.includes(f) && !f.startsWith('build-for-comparison/'),
    );
    const cache = /^node_modules\/\.cache\/sitegen\/(memo\/state\.json|memo\/[\w-]+\/\d+\.bin|output-\w+\.json)$/;
    expect(added.filter((f) => !cache.test(f))).toEqual([]);
  });
});
