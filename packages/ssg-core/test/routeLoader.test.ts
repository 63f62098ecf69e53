import { expect, test } from 'vitest';
import { createRouteLoader } from '@sitegen/runtime/routeLoader.ts';

// "A page module without a default export raises an error": the runtime's loader, with
// real modules imported from data: URLs in place of built chunks.
const moduleUrl = (code: string) => `data:text/javascript,${encodeURIComponent(code)}`;

test('a page chunk without a default export is an error naming the chunk', async () => {
  const url = moduleUrl('export const page = {};');
  const loader = createRouteLoader({ routes: { '/docs/x': [url] }, sidebars: {} });
  await expect(loader.load('/docs/x')).rejects.toThrow(`The page module ${url} has no default export.`);
});

test('a sidebar chunk without a default export is an error naming the chunk', async () => {
  const sidebarUrl = moduleUrl('export const items = [];');
  const loader = createRouteLoader({
    routes: { '/docs/x': [moduleUrl('export default { type: "doc" };'), 'tutorialSidebar'] },
    sidebars: { tutorialSidebar: sidebarUrl },
  });
  await expect(loader.load('/docs/x')).rejects.toThrow(`The page module ${sidebarUrl} has no default export.`);
});

test('a page chunk with a default export loads', async () => {
  const loader = createRouteLoader({ routes: { '/docs/x': [moduleUrl('export default { type: "doc", title: "X" };')] }, sidebars: {} });
  await expect(loader.load('/docs/x')).resolves.toMatchObject({ path: '/docs/x', page: { title: 'X' } });
});
