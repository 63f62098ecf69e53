import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { serve, type RunningServer } from '@sitegen/ssg-core/server/serve.ts';

// 10,000 requests from 50 concurrent keep-alive loopback clients, twice: no error, every
// response complete, and no file descriptors or memory left behind by the second round.

let root: string;
let server: RunningServer;
const PAGE = `<!doctype html>${'<p>GraphQL schema documentation.</p>'.repeat(2000)}`; // ~70 KB like a real page

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'sitegen-load-'));
  for (let i = 0; i < 20; i++) {
    mkdirSync(path.join(root, `docs/p${i}`), { recursive: true });
    writeFileSync(path.join(root, `docs/p${i}/index.html`), PAGE);
  }
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'assets/entry-ABCD1234.js'), 'export const x = 1;'.repeat(3000));
  writeFileSync(path.join(root, '404.html'), '<!doctype html><title>not found</title>');
  server = await serve({ dir: root, port: 0 });
});

afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

const openFds = () => readdirSync('/proc/self/fd').length;
const heapMb = () => {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};

async function round(
  total: number,
  concurrency: number,
): Promise<{ ok: number; notFound: number; errors: string[]; bytes: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const targets = ['/docs/p{i}', '/docs/p{i}/', '/assets/entry-ABCD1234.js', '/missing/{i}'];
  const result = { ok: 0, notFound: 0, errors: [] as string[], bytes: 0 };
  let next = 0;
  const client = async () => {
    while (next < total) {
      const n = next++;
      const target = targets[n % targets.length]!.replace('{i}', String(n % 20));
      await new Promise<void>((resolve) => {
        const req = get({ host: '127.0.0.1', port: Number(new URL(server.url).port), path: target, agent }, (res) => {
          let length = 0;
          res.on('data', (chunk: Buffer) => (length += chunk.length));
          res.on('end', () => {
            if (length !== Number(res.headers['content-length']))
              result.errors.push(`${target}: ${length} of ${res.headers['content-length']} bytes`);
            if (res.statusCode === 200) result.ok++;
            else if (res.statusCode === 404 && target.startsWith('/missing')) result.notFound++;
            else result.errors.push(`${target}: status ${res.statusCode}`);
            result.bytes += length;
            resolve();
          });
        });
        req.on('error', (error) => {
          result.errors.push(`${target}: ${error.message}`);
          resolve();
        });
      });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  agent.destroy();
  return result;
}

test('serve survives 2 x 10,000 requests from 50 concurrent clients without errors or leaks', async () => {
  const fdsBefore = openFds();
  const first = await round(10_000, 50);
  expect(first.errors).toEqual([]);
  expect(first.ok).toBe(7_500);
  expect(first.notFound).toBe(2_500);
  await new Promise((r) => setTimeout(r, 200)); // let closed sockets be released
  const fdsAfterFirst = openFds();
  const heapAfterFirst = heapMb();

  const second = await round(10_000, 50);
  expect(second.errors).toEqual([]);
  await new Promise((r) => setTimeout(r, 200));
  // All client and server sockets closed again; the second round kept no memory.
  expect(openFds()).toBeLessThanOrEqual(fdsBefore + 5);
  expect(openFds()).toBeLessThanOrEqual(fdsAfterFirst + 5);
  expect(heapMb() - heapAfterFirst).toBeLessThan(20);
});
