/**
 * What two tutorial pages say about browsers, checked in Chromium against the servers the
 * pages build (their files replayed with carryFiles, run with the Node 22 binary):
 * - Running an Express GraphQL Server: the GraphiQL page served at /graphiql renders GraphiQL
 *   and runs `{ hello }`. Its unpkg URLs are answered from the same package versions, installed
 *   by the workspace package tests/tutorials/graphiql-fixture (React 18 there, apart from the
 *   theme's React 19), since the tests have no internet access.
 * - GraphQL Clients: a page on another origin cannot call the server until the CORS
 *   middleware is added, and can afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { openPage, useBrowser } from '../browser/chromium.ts';
import { parseTutorial } from './parseTutorial.ts';
import { carryFiles, type CarriedFile } from './runTutorialSamples.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const tutorialsDir = path.join(repoRoot, 'content/docs/tutorials');
const scratch = path.join(repoRoot, 'node_modules/.cache/tutorial-browser', `run-${process.pid}`);
const node = path.join(repoRoot, 'node_modules/node22/bin/node');

/** The files (and the package.json) a reader has after following `pages` in order. */
async function projectAfter(pages: string[]): Promise<{ files: Map<string, CarriedFile>; packageJson: string }> {
  const files = new Map<string, CarriedFile>();
  let packageJson = '';
  for (const page of pages) {
    const markdown = await readFile(path.join(tutorialsDir, page), 'utf8');
    carryFiles(markdown, files);
    const shown = parseTutorial(markdown).blocks.findLast((b) => b.lang === 'json' && b.attrs.title === 'package.json');
    packageJson = shown?.code ?? packageJson;
  }
  return { files, packageJson };
}

const children: ChildProcess[] = [];
const servers: http.Server[] = [];

async function startProjectServer(name: string, pages: string[]): Promise<string> {
  const { files, packageJson } = await projectAfter(pages);
  const dir = path.join(scratch, name);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'package.json'), packageJson);
  for (const [file, { source }] of files) await writeFile(path.join(dir, file), source);
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  const child = spawn(node, ['--import', path.join(repoRoot, 'tests/tutorials/loopback.mjs'), 'server.js'], {
    cwd: dir,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server.js of ${name} exited with code ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('GraphQL API ready')) resolve();
    });
  });
  return `http://localhost:${port}`;
}

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const server of servers) server.close();
  await rm(scratch, { recursive: true, force: true });
});

const browser = useBrowser();

/** Where the packages the GraphiQL page loads from unpkg are installed. */
const fixtureModules = path.join(repoRoot, 'tests/tutorials/graphiql-fixture/node_modules');

describe('tutorial claims about browsers', () => {
  test('the GraphiQL page of Running an Express GraphQL Server renders GraphiQL and runs { hello }', {
    timeout: 60_000,
  }, async () => {
    const origin = await startProjectServer('graphiql', ['index.md', 'running-an-express-graphql-server.md']);
    const { page, errors } = await openPage(browser.context);
    const served: string[] = [];
    await page.route('https://unpkg.com/**', async (route) => {
      const match = /^https:\/\/unpkg\.com\/(graphiql|react|react-dom)@([\d.]+)\/(.+)$/.exec(route.request().url());
      if (!match) return route.abort();
      const [, name, version, file] = match;
      const dir = path.join(fixtureModules, name!);
      const installed = (JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as { version: string })
        .version;
      if (installed !== version) return route.abort();
      served.push(`${name}@${version}/${file}`);
      const contentType = file!.endsWith('.css') ? 'text/css' : 'text/javascript';
      return route.fulfill({ body: await readFile(path.join(dir, file!)), contentType });
    });
    await page.goto(`${origin}/graphiql`);
    const editor = page.locator('.graphiql-query-editor .CodeMirror');
    await editor.waitFor();
    // Type the query as a reader would: select what the editor holds and replace it.
    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('{ hello }');
    await page.getByRole('button', { name: /Execute query/ }).click();
    await expect
      .poll(() => page.textContent('.graphiql-response'), { timeout: 15_000 })
      .toContain('"hello": "Hello world!"');
    expect(served.sort()).toEqual([
      'graphiql@3.8.3/graphiql.min.css',
      'graphiql@3.8.3/graphiql.min.js',
      'react-dom@18.3.1/umd/react-dom.production.min.js',
      'react@18.3.1/umd/react.production.min.js',
    ]);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('a page on another origin is blocked without the CORS middleware of GraphQL Clients, and allowed with it', {
    timeout: 60_000,
  }, async () => {
    const without = await startProjectServer('no-cors', ['index.md', 'running-an-express-graphql-server.md']);
    const withCors = await startProjectServer('cors', [
      'index.md',
      'running-an-express-graphql-server.md',
      'graphql-clients.md',
    ]);
    const { page, errors } = await openPage(browser.context);
    // The web app the page names, served from loopback like a development server would be
    // (Chromium keeps pages it cannot place on a network away from loopback addresses).
    const app = http.createServer((_req, res) =>
      res.setHeader('content-type', 'text/html').end('<!doctype html><title>app</title>'),
    );
    await new Promise<void>((resolve, reject) => app.once('error', reject).listen(5173, '127.0.0.1', resolve));
    servers.push(app);
    await page.goto('http://localhost:5173/');
    const call = (api: string) =>
      page.evaluate(async (url) => {
        try {
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json' },
            body: JSON.stringify({ query: '{ hello }' }),
          });
          return JSON.stringify(await response.json());
        } catch (error) {
          return `rejected: ${(error as Error).name}`;
        }
      }, `${api}/graphql`);
    expect(await call(without)).toBe('rejected: TypeError');
    expect(errors[0]).toContain(
      "from origin 'http://localhost:5173' has been blocked by CORS policy: Response to preflight request doesn't pass access control check: No 'Access-Control-Allow-Origin' header",
    );
    errors.length = 0;
    const allowed = await call(withCors);
    expect({ allowed, errors }).toEqual({ allowed: '{"data":{"hello":"Hello world!"}}', errors: [] });
    await page.close();
  });
});
