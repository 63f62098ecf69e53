// Figures of `sitegen dev` for the benchmark, measured as an author lives them: the real CLI in
// a child process on a copy of the site, and a real browser (Debian's Chromium) showing the page.
// Run alone: `node bin/run-ts.mjs scripts/bench/measureDev.ts` prints the figures as JSON.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSiteCopy } from './createSiteCopy.ts';

export interface DevFigures {
  /** Spawn to the first tutorial page received, with the TypeDoc model cached. */
  coldStartWithCacheMs: number;
  /** The same without the TypeDoc cache (TypeDoc runs). Undefined when skipped. */
  coldStartWithoutCacheMs?: number;
  /** Spawn to first page after an earlier build: everything that build remembered is there. */
  startAfterBuildMs: number;
  /** Save of a tutorial to the new text in the page in Chromium, each edit. */
  editMs: number[];
  medianEditMs: number;
  /** The dev server's own time per edit ("Rebuilt 1 page in N ms"). */
  rebuildMs: number[];
}

const TUTORIAL = 'content/docs/tutorials/basic-types.md';
const ROUTE = '/docs/tutorials/basic-types';

export async function measureDev(options: {
  repoRoot: string;
  edits?: number;
  withoutCache?: boolean;
}): Promise<DevFigures> {
  const { repoRoot } = options;
  let coldStartWithoutCacheMs: number | undefined;
  if (options.withoutCache !== false) {
    const bare = await startDev(repoRoot, 'bench-nocache', false);
    coldStartWithoutCacheMs = bare.coldStartMs;
    await bare.stop();
  }
  const warm = await startDev(repoRoot, 'bench-warm', true, true);
  const startAfterBuildMs = warm.coldStartMs;
  await warm.stop();
  const dev = await startDev(repoRoot, 'bench-cache', true);
  try {
    const { editMs, rebuildMs } = await measureEdits(dev, options.edits ?? 10);
    return {
      coldStartWithCacheMs: dev.coldStartMs,
      coldStartWithoutCacheMs,
      startAfterBuildMs,
      editMs,
      medianEditMs: median(editMs),
      rebuildMs,
    };
  } finally {
    await dev.stop();
  }
}

interface RunningDev {
  url: string;
  rootDir: string;
  coldStartMs: number;
  output: () => string;
  stop(): Promise<void>;
}

async function startDev(repoRoot: string, name: string, apiCache: boolean, renderCaches = false): Promise<RunningDev> {
  const copy = createSiteCopy({ repoRoot, name: `${name}-${process.pid}`, apiCache, renderCaches });
  const start = performance.now();
  const child: ChildProcess = spawn(
    process.execPath,
    ['bin/sitegen.mjs', 'dev', '--port', '0', '--root', copy.rootDir],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
    }
    copy.remove();
  };
  try {
    let match: RegExpExecArray | null = null;
    while (!(match = /at (http:\/\/[^\s]+?)\/\s/.exec(output))) {
      if (child.exitCode !== null) throw new Error(`sitegen dev exited:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const url = match[1]!;
    // The server holds requests until the first build is done.
    const response = await fetch(url + ROUTE);
    await response.text();
    if (!response.ok) throw new Error(`GET ${ROUTE} answered ${response.status}`);
    return { url, rootDir: copy.rootDir, coldStartMs: performance.now() - start, output: () => output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function measureEdits(dev: RunningDev, count: number): Promise<{ editMs: number[]; rebuildMs: number[] }> {
  const { chromium } = await import('playwright-core');
  const profile = mkdtempSync(path.join(os.tmpdir(), 'sitegen-measure-dev-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const file = path.join(dev.rootDir, TUTORIAL);
  const original = readFileSync(file, 'utf8');
  try {
    const page = await context.newPage();
    await page.goto(dev.url + ROUTE);
    await page.waitForLoadState('networkidle');
    // Let dev write what its first build remembered (two seconds after a build): part of starting, not of editing.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const editMs: number[] = [];
    for (let i = 1; i <= count; i++) {
      const marker = `Edit number ${i} made by the dev benchmark.`;
      const start = performance.now();
      writeFileSync(file, `${original}\n${marker}\n`);
      await waitForText(page, marker);
      editMs.push(performance.now() - start);
      // The page shows the edit before dev has made its HTML and checks: the next save waits for
      // those, as an author's next save would. (A load state such as networkidle does not wait:
      // the page reached it long before.)
      await waitFor(() => rebuilds(dev.output()).length >= i);
    }
    const rebuildMs = rebuilds(dev.output());
    return { editMs, rebuildMs };
  } finally {
    writeFileSync(file, original);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** The dev server's own time for each rebuild after the first build. */
const rebuilds = (output: string) => [...output.matchAll(/Rebuilt \d+ pages? in (\d+) ms/g)].map((m) => Number(m[1]));

async function waitFor(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('sitegen dev did not finish a rebuild within 60 s.');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Waits until the page's main content shows `text`, across the reload the edit causes. */
async function waitForText(page: import('playwright-core').Page, text: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await page.waitForFunction((t) => document.querySelector('main')?.textContent?.includes(t), text, {
        polling: 'raf',
        timeout: 60_000,
      });
      return;
    } catch (error) {
      // The reload destroyed the context the check ran in: check again in the new document.
      if (Date.now() > deadline) throw error;
    }
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await measureDev({ repoRoot: process.cwd(), withoutCache: !process.argv.includes('--cache-only') });
  console.log(JSON.stringify({ ...figures, loadAverage: os.loadavg() }, null, 2));
}
