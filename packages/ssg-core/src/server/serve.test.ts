import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serve, type RunningServer } from './serve.ts';

// What `sitegen serve` sends beside the bytes: validators, compression, caching, redirects
// of the host modes, and the one line a busy port gets.

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const PAGE = `<!doctype html><title>basic types</title>${'<p>GraphQL has scalar types.</p>'.repeat(200)}`;
const SCRIPT = 'export const answer = 42;'.repeat(100);
let root: string;
let server: RunningServer;
let pages: RunningServer;
let mounted: RunningServer;
let mountedPages: RunningServer;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'sitegen-serve-http-'));
  mkdirSync(path.join(root, 'docs/tutorials'), { recursive: true });
  mkdirSync(path.join(root, 'assets/p'), { recursive: true });
  writeFileSync(path.join(root, 'docs/tutorials/basic-types.html'), PAGE);
  writeFileSync(path.join(root, 'docs/tutorials/index.html'), PAGE);
  writeFileSync(path.join(root, 'docs/tutorials/basic-types.md'), '# Basic Types\n\nGraphQL has scalar types.\n');
  writeFileSync(path.join(root, '404.html'), '<!doctype html><title>not found</title>');
  writeFileSync(path.join(root, 'assets/p/basic-types-3F2A9C1B.js'), SCRIPT);
  writeFileSync(path.join(root, 'assets/search-index-1a2b3c4d.json'), '{}');
  writeFileSync(path.join(root, 'route-table.js'), 'export default {};');
  writeFileSync(path.join(root, 'search-index.json'), '{}');
  server = await serve({ dir: root, port: 0 });
  pages = await serve({ dir: root, port: 0, like: 'github-pages' });
  mounted = await serve({ dir: root, port: 0, baseUrl: '/graphql-js/' });
  mountedPages = await serve({ dir: root, port: 0, like: 'github-pages', baseUrl: '/graphql-js/' });
});

afterAll(async () => {
  await server?.close();
  await pages?.close();
  await mounted?.close();
  await mountedPages?.close();
  rmSync(root, { recursive: true, force: true });
});

function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('sitegen serve', () => {
  test('under a base URL, serves the folder there, its 404 page for unknown paths under it, and nothing outside it', async () => {
    const page = await get(`${mounted.url}/graphql-js/docs/tutorials/basic-types`);
    expect([page.status, page.body.toString()]).toEqual([200, PAGE]);
    expect((await get(`${mounted.url}/graphql-js/route-table.js`)).status).toBe(200);
    const unknown = await get(`${mounted.url}/graphql-js/no/such/page`);
    expect([unknown.status, unknown.body.toString()]).toEqual([404, '<!doctype html><title>not found</title>']);
    const outside = await get(`${mounted.url}/docs/tutorials/basic-types`);
    expect([outside.status, outside.body.toString()]).toEqual([
      404,
      'Not found: this server serves the site under /graphql-js/\n',
    ]);
    // A host's redirect stays under the base URL.
    const folder = await get(`${mountedPages.url}/graphql-js/docs/tutorials`);
    expect([folder.status, folder.headers.location]).toEqual([301, '/graphql-js/docs/tutorials/']);
  });

  test('sends an ETag and answers If-None-Match with 304 and no body', async () => {
    const first = await get(`${server.url}/docs/tutorials/basic-types`);
    expect(first.status).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get(`${server.url}/docs/tutorials/basic-types`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const stale = await get(`${server.url}/docs/tutorials/basic-types`, { 'if-none-match': 'W/"something-else"' });
    expect(stale.status).toBe(200);
    expect(stale.body.toString()).toBe(PAGE);
  });

  test('the not-found page is never a 304: its status stays 404', async () => {
    const first = await get(`${server.url}/no/such/page`);
    expect(first.status).toBe(404);
    const again = await get(`${server.url}/no/such/page`, { 'if-none-match': String(first.headers.etag ?? '*') });
    expect(again.status).toBe(404);
    expect(again.body.toString()).toContain('not found');
  });

  test('compresses with gzip or brotli when the client accepts it, and says it varies by Accept-Encoding', async () => {
    const gzip = await get(`${server.url}/docs/tutorials/basic-types`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.body).toString()).toBe(PAGE);
    expect(gzip.body.length).toBeLessThan(PAGE.length / 10);

    const br = await get(`${server.url}/assets/p/basic-types-3F2A9C1B.js`, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);

    const plain = await get(`${server.url}/docs/tutorials/basic-types`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(PAGE.length);
  });

  test("a page's markdown twin is sent as text/markdown, in every host mode", async () => {
    for (const base of [server.url, pages.url]) {
      const twin = await get(`${base}/docs/tutorials/basic-types.md`);
      expect(twin.status).toBe(200);
      expect(twin.headers['content-type']).toBe('text/markdown; charset=utf-8');
      expect(twin.body.toString('utf8')).toBe('# Basic Types\n\nGraphQL has scalar types.\n');
    }
  });

  test('content-hashed assets are immutable; pages, the route table and the search index are revalidated', async () => {
    for (const asset of ['/assets/p/basic-types-3F2A9C1B.js', '/assets/search-index-1a2b3c4d.json']) {
      expect((await get(server.url + asset)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    for (const file of ['/docs/tutorials/basic-types', '/route-table.js', '/search-index.json']) {
      expect((await get(server.url + file)).headers['cache-control']).toBe('no-cache');
    }
  });

  test('--like github-pages redirects a folder asked for without its slash, keeping the query', async () => {
    const folder = await get(`${pages.url}/docs/tutorials?q=1`);
    expect(folder.status).toBe(301);
    expect(folder.headers.location).toBe('/docs/tutorials/?q=1');
    expect((await get(`${pages.url}/docs/tutorials/basic-types`)).status).toBe(200);
    expect((await get(`${pages.url}/docs/tutorials/basic-types/`)).status).toBe(404);
  });
});

/** Runs the CLI until it exits; its output and exit code. */
function runCli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['bin/sitegen.mjs', ...args], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

test('a busy port ends serve and dev with one line naming the port and --port, and exit code 1', async () => {
  const port = new URL(server.url).port;
  const served = await runCli(['serve', '--dir', root, '--port', port]);
  expect(served.code).toBe(1);
  expect(served.stderr.replaceAll(port, '<port>')).toMatchInlineSnapshot(`
    "Port <port> is already in use on 127.0.0.1:<port>: stop the program using it, or pick another port with --port.
    "
  `);
  const dev = await runCli(['dev', '--port', port]);
  expect(dev.code).toBe(1);
  expect(dev.stderr.replaceAll(port, '<port>')).toBe(served.stderr.replaceAll(port, '<port>'));
}, 120_000);
