import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { isAlive, waitForOutput } from '../dev/processes.ts';
import { OFFLINE_REGISTRY, writeOfflineMetadata } from './offlineRegistry.ts';

// sitegen as a user gets it: its three packages packed into tarballs, installed into an empty
// folder outside the repository, and run there from node_modules/.bin on this machine's Node.
// Offline: pnpm's registry is one no one listens on, and every package comes from its store.

const repoRoot = path.resolve(import.meta.dirname, '../..');
const PACKAGES = ['ssg-core', 'runtime', 'theme'];
const work = mkdtempSync(path.join(os.tmpdir(), 'sitegen-pack-'));
const site = path.join(work, 'my-docs');
const sitegenBin = path.join(site, 'node_modules/.bin/sitegen');
const offline = { ...process.env, npm_config_registry: OFFLINE_REGISTRY };
// The user's PATH: without the repository's node_modules/.bin, whose `node` (Node 24, through a
// shell script that does not exec it) vitest puts first.
const userEnv = {
  ...process.env,
  PATH: (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((dir) => !dir.startsWith(repoRoot + path.sep))
    .join(path.delimiter),
};
const children: ChildProcess[] = [];

const pnpm = (cwd: string, ...args: string[]) => {
  const result = spawnSync('pnpm', args, { cwd, env: offline, encoding: 'utf8' });
  if (result.error)
    throw new Error(
      `pnpm ${args.join(' ')} could not start (${result.error.message}): run the tests through pnpm, as the README's \`npx -y pnpm@10 test\` does.`,
    );
  if (result.status !== 0) throw new Error(`pnpm ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
};
const sitegen = (...args: string[]) => spawnSync(sitegenBin, args, { cwd: site, env: userEnv, encoding: 'utf8' });

/** Starts a long-running command and resolves with the URL it prints. */
async function start(command: string, ...args: string[]) {
  const child = spawn(sitegenBin, [command, ...args], { cwd: site, env: userEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const [, url] = await waitForOutput(() => output, /at (http:\/\/127\.0\.0\.1:\d+)\//, 60_000);
  return { child, url: url!, output: () => output };
}

/** Stops a command started by start() and waits until it has ended. */
async function stop(child: ChildProcess) {
  const ended = new Promise((resolve) => child.once('exit', resolve));
  child.kill();
  if (child.exitCode === null && child.signalCode === null) await ended;
  expect(isAlive(child.pid!)).toBe(false);
}

beforeAll(() => {
  const tarballs = path.join(work, 'tarballs');
  for (const name of PACKAGES) pnpm(path.join(repoRoot, 'packages', name), 'pack', '--pack-destination', tarballs);
  const tarball = (name: string) => {
    const file = readdirSync(tarballs).find((f) => f.startsWith(`sitegen-${name}-`));
    if (!file) throw new Error(`no tarball of @sitegen/${name} in ${tarballs}`);
    return `file:${path.join(tarballs, file)}`;
  };
  const cacheDir = path.join(work, 'pnpm-cache');
  writeOfflineMetadata(path.join(repoRoot, 'pnpm-lock.yaml'), cacheDir);
  mkdirSync(site);
  // ssg-core depends on runtime and theme by version: overrides point pnpm to their tarballs.
  writeFileSync(
    path.join(site, 'package.json'),
    JSON.stringify({
      private: true,
      dependencies: { '@sitegen/ssg-core': tarball('ssg-core') },
      pnpm: { overrides: { '@sitegen/runtime': tarball('runtime'), '@sitegen/theme': tarball('theme') } },
    }),
  );
  const store = pnpm(repoRoot, 'store', 'path').trim();
  pnpm(site, 'install', '--offline', `--config.cache-dir=${cacheDir}`, `--config.store-dir=${store}`);
}, 120_000);

afterAll(() => {
  for (const child of children) if (child.pid && isAlive(child.pid)) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

test('the tarballs hold the sources the CLI runs, and neither tests nor fixtures', () => {
  const core = path.join(site, 'node_modules/@sitegen/ssg-core');
  for (const file of ['bin/sitegen.mjs', 'bin/sitegen.ts', 'src/build.ts', 'starter/site.config.ts'])
    expect(existsSync(path.join(core, file)), file).toBe(true);
  expect(existsSync(path.join(core, 'test'))).toBe(false);
  expect(readdirSync(path.join(core, 'src/cache'))).not.toContain('memo.test.ts');
  // Its dependencies on the other two became versions.
  const manifest = JSON.parse(readFileSync(path.join(core, 'package.json'), 'utf8'));
  expect(manifest.dependencies['@sitegen/theme']).toBe('0.1.0');
});

test('sitegen init . then sitegen build, in a folder with nothing but sitegen installed', {
  timeout: 120_000,
}, () => {
  const init = sitegen('init', '.');
  expect(init.stderr).toBe('');
  expect(init.status).toBe(0);
  expect(init.stdout).toContain('Next: npx sitegen dev (or npx sitegen build, then npx sitegen serve).');

  // The installed CLI names its own version.
  const version = sitegen('--version');
  expect(version.stdout.trim()).toBe(
    JSON.parse(readFileSync(path.join(site, 'node_modules/@sitegen/ssg-core/package.json'), 'utf8')).version,
  );
  expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);

  const build = sitegen('build');
  expect(build.stderr).toBe('');
  expect(build.status).toBe(0);
  expect(build.stdout).toMatch(/Built 5 pages into build in [\d.]+ s on Node /);
  const html = (file: string) => readFileSync(path.join(site, 'build', file), 'utf8');
  expect(html('docs/intro.html')).toMatch(/<h1[^>]*>Introduction<\/h1>/);
  expect(html('index.html')).toContain('href="/docs/intro"');
  expect(existsSync(path.join(site, 'build/img/logo.svg'))).toBe(true);
});

test('sitegen serve serves the build: a page, an image, and the 404 page for a missing one', {
  timeout: 90_000,
}, async () => {
  const { child, url } = await start('serve', '--port', '0');
  try {
    const page = await fetch(`${url}/docs/intro`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<h1[^>]*>Introduction<\/h1>/);
    const image = await fetch(`${url}/img/logo.svg`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await image.text()).toContain('<svg');
    const missing = await fetch(`${url}/docs/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe(readFileSync(path.join(site, 'build/404.html'), 'utf8'));
  } finally {
    await stop(child);
  }
});

test('sitegen dev serves the site and rebuilds a doc when it is edited', { timeout: 120_000 }, async () => {
  const { child, url, output } = await start('dev', '--port', '0');
  try {
    // The first request waits for the first build.
    const first = await fetch(`${url}/docs/intro`);
    expect(first.status).toBe(200);
    expect(await first.text()).toMatch(/<h1[^>]*>Introduction<\/h1>/);

    const doc = path.join(site, 'content/docs/intro.md');
    writeFileSync(doc, readFileSync(doc, 'utf8').replace(/^title: Introduction$/m, 'title: Welcome aboard'));
    await expect
      .poll(async () => (await fetch(`${url}/docs/intro`)).text(), { timeout: 60_000, interval: 500 })
      .toMatch(/<h1[^>]*>Welcome aboard<\/h1>/);
  } catch (error) {
    console.error(`sitegen dev output:\n${output().slice(-4000)}`);
    throw error;
  } finally {
    await stop(child);
  }
});
