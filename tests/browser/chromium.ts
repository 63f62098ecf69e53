import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, headless, as every test drives it. */
export const LAUNCH_OPTIONS = { executablePath: CHROME_PATH, headless: true, args: FLAGS };

/** The browser context every test file starts with: desktop-sized, with nothing stored. */
const CONTEXT_OPTIONS = { viewport: { width: 1280, height: 800 } };

/**
 * A fresh browser context: of the one Chromium the test run shares (`tests/browserSetup.ts`, which
 * saves each file the seconds a launch takes), or, in a run without it (a script such as the
 * bench), of a Chromium launched with a fresh profile on disk. Either way nothing is shared with
 * another test file: a context has its own storage, cache and permissions. `newContext` opens
 * another, for pages that must run side by side: Chromium paints only the front page of a
 * context, so a second page of the same context gets no frames (no animation ends, no resize
 * observer reports) until it is brought forward.
 */
export async function launchBrowser(): Promise<{
  context: BrowserContext;
  newContext(): Promise<BrowserContext>;
  close(): Promise<void>;
}> {
  const shared = sharedBrowserEndpoint();
  const browser = shared ? await chromium.connect(shared) : undefined;
  const opened: { context: BrowserContext; close(): Promise<void> }[] = [];
  const newContext = async () => {
    const next = browser ? contextOf(await browser.newContext(CONTEXT_OPTIONS)) : await launchWithProfile();
    opened.push(next);
    return next.context;
  };
  const context = await newContext();
  return {
    context,
    newContext,
    async close() {
      for (const each of opened) await each.close();
      await browser?.close();
    },
  };
}

const contextOf = (context: BrowserContext) => ({ context, close: () => context.close() });

/** A Chromium of its own, with a fresh profile folder that is removed when it closes. */
async function launchWithProfile(): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, { ...LAUNCH_OPTIONS, ...CONTEXT_OPTIONS });
  return {
    context,
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** The shared Chromium's address, when the run's global setup launched one. */
function sharedBrowserEndpoint(): string | undefined {
  try {
    return inject('browserEndpoint') || undefined;
  } catch {
    // Outside a vitest worker (a script importing these helpers): no shared browser.
    return undefined;
  }
}

/** A page that records console errors, warnings and page errors. */
export async function openPage(context: BrowserContext): Promise<{ page: Page; errors: string[]; warnings: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return { page, errors, warnings };
}

export type { Browser, Page };

/** Holds back the page's requests to URLs that `url` matches until the returned `release` is called. */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * One browser for the test file: launched before its tests, closed after them.
 * Use `browser.context` inside tests, and `browser.newContext()` for a page that must be painted
 * beside another (see `launchBrowser`). `clipboardOrigin` (granted in `browser.context` only): pages of that origin may read and write the clipboard.
 */
export function useBrowser(options: { clipboardOrigin?: string } = {}): {
  readonly context: BrowserContext;
  newContext(): Promise<BrowserContext>;
} {
  let launched: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  beforeAll(async () => {
    launched = await launchBrowser();
    if (options.clipboardOrigin)
      await launched.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: options.clipboardOrigin,
      });
  });
  afterAll(async () => {
    await launched?.close();
  });
  const opened = () => {
    if (!launched) throw new Error('useBrowser(): the browser is only there inside tests.');
    return launched;
  };
  return {
    get context() {
      return opened().context;
    },
    newContext: () => opened().newContext(),
  };
}
