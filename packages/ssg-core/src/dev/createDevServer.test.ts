import { afterAll, expect, test } from 'vitest';
import { createDevServer } from './createDevServer.ts';
import type { DevSite } from './createDevSite.ts';

// A rebuild that told the open pages and is still making their HTML: the page's new chunk is
// served at once, its HTML only once the rebuild ends (before, it would be the old page).
let settle = () => {};
let html = '<html><head></head><body>old</body></html>';
const site = {
  file: (name: string) => ({ 'docs/a.html': html, 'assets/p/a-ABCD1234.js': 'export default {}' })[name],
  staticDir: () => undefined,
  baseUrl: () => '/',
  settled: () => new Promise<void>((resolve) => (settle = resolve)),
} as unknown as DevSite;
const server = await createDevServer({ site, ready: Promise.resolve(), port: 0, host: '127.0.0.1' });
afterAll(() => server.close());

test("a rebuild's chunks are served while its HTML is made; the HTML once it is", async () => {
  const chunk = await fetch(`${server.url}/assets/p/a-ABCD1234.js`);
  expect(chunk.status).toBe(200);
  const page = fetch(`${server.url}/docs/a`).then((response) => response.text());
  const early = await Promise.race([page, new Promise((resolve) => setTimeout(() => resolve('still waiting'), 300))]);
  expect(early).toBe('still waiting');
  html = '<html><head></head><body>new</body></html>';
  settle();
  expect(await page).toContain('<body>new</body>');
});
