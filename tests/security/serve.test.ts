import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serve, type RunningServer } from '@sitegen/ssg-core/server/serve.ts';

// `sitegen serve` against requests a browser would never send: sent over a raw socket so
// that no client normalises `..` or percent-escapes away before the server sees them.

let root: string;
let outside: string;
let server: RunningServer;

beforeAll(async () => {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'sitegen-serve-'));
  root = path.join(parent, 'build');
  outside = path.join(parent, 'secret');
  mkdirSync(path.join(root, 'docs/a'), { recursive: true });
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  mkdirSync(outside);
  writeFileSync(path.join(outside, 'passwords.txt'), 'SECRET-OUTSIDE');
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>home</title>');
  writeFileSync(path.join(root, '404.html'), '<!doctype html><title>not found</title>');
  writeFileSync(path.join(root, 'docs/a/index.html'), '<!doctype html><title>a</title>');
  writeFileSync(path.join(root, 'assets/entry-ABCD1234.js'), 'export {};');
  writeFileSync(path.join(root, 'assets/index-ABCD1234.css'), 'body{}');
  writeFileSync(path.join(root, 'sitemap.xml'), '<urlset/>');
  writeFileSync(path.join(root, 'logo.svg'), '<svg/>');
  writeFileSync(path.join(root, 'data.json'), '{}');
  symlinkSync(outside, path.join(root, 'linked-dir'));
  symlinkSync(path.join(outside, 'passwords.txt'), path.join(root, 'linked.txt'));
  server = await serve({ dir: root, port: 0 });
});

afterAll(async () => {
  await server?.close();
  rmSync(path.dirname(root), { recursive: true, force: true });
});

/** One raw HTTP/1.1 request; the target is sent byte for byte. */
function rawGet(target: string): Promise<{ status: number; headers: string; body: string }> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    });
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (data += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
    });
  });
}

describe('sitegen serve', () => {
  test.each([
    '/../secret/passwords.txt',
    '/%2e%2e/secret/passwords.txt',
    '/%2E%2E%2Fsecret%2Fpasswords.txt',
    '/docs/..%2f..%2f..%2fsecret/passwords.txt',
    '/..%5csecret%5cpasswords.txt',
    '//' + 'etc/passwd',
    '/%2fetc%2fpasswd',
    `/${encodeURIComponent('/etc/passwd')}`,
    '/linked-dir/passwords.txt',
    '/linked.txt',
    '/index.html%00.txt',
    '/%',
  ])('never serves outside the output folder: %s', async (target) => {
    const response = await rawGet(target);
    expect([400, 404]).toContain(response.status);
    expect(response.body).not.toContain('SECRET-OUTSIDE');
    expect(response.body).not.toMatch(/root:.*:0:0:/);
  });

  test('an absolute-form request target does not escape either', async () => {
    const response = await rawGet('http://127.0.0.1/../secret/passwords.txt');
    expect(response.body).not.toContain('SECRET-OUTSIDE');
  });

  test.each([
    ['/', 200, 'text/html; charset=utf-8'],
    ['/docs/a', 200, 'text/html; charset=utf-8'],
    ['/docs/a/', 200, 'text/html; charset=utf-8'],
    ['/assets/entry-ABCD1234.js', 200, 'text/javascript; charset=utf-8'],
    ['/assets/index-ABCD1234.css', 200, 'text/css; charset=utf-8'],
    ['/sitemap.xml', 200, 'application/xml; charset=utf-8'],
    ['/logo.svg', 200, 'image/svg+xml'],
    ['/data.json', 200, 'application/json; charset=utf-8'],
    ['/no/such/page', 404, 'text/html; charset=utf-8'],
  ])('%s: status %i, content type %s, nosniff', async (target, status, type) => {
    const response = await rawGet(target);
    expect(response.status).toBe(status);
    expect(response.headers).toContain(`content-type: ${type}`);
    expect(response.headers).toContain('x-content-type-options: nosniff');
  });

  test('binds 127.0.0.1 by default, in the API and in the CLI', async () => {
    const address = server.server.address();
    expect(typeof address === 'object' && address?.address).toBe('127.0.0.1');
    const child = spawn(process.execPath, ['bin/sitegen.mjs', 'serve', '--port', '0', '--dir', root], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const line = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (d) => {
          out += d;
          if (out.includes('\n')) resolve(out);
        });
        child.on('exit', (code) => reject(new Error(`serve exited with ${code}`)));
      });
      expect(line).toMatch(/^Serving .* at http:\/\/127\.0\.0\.1:\d+\/\n/);
    } finally {
      child.kill('SIGTERM');
    }
  });
});
