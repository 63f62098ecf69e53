import { expect, test } from 'vitest';
import { createRouteLoader } from '@sitegen/runtime/routeLoader.ts';

// "A page module without a default export raises an error": the runtime's loader, with
// real modules imported from data: URLs in place of built chunks.
const moduleUrl = (code: string) => `data:text/javascript,${encodeURIComponent(code)}`;
const routeTable = (routes: object) => moduleUrl(`export default ${JSON.stringify(routes)};`);

test('a page chunk without a default export is an error naming the chunk', async () => {
  const url = moduleUrl('export const page = {};');
  const loader = createRouteLoader({ routes: routeTable({ '/docs/x': [url] }), sidebars: {} });
  await expect(loader.load('/docs/x')).rejects.toThrow(`The page module ${url} has no default export.`);
});

test('a sidebar chunk without a default export is an error naming the chunk', async () => {
  const sidebarUrl = moduleUrl('export const items = [];');
  const loader = createRouteLoader({
    routes: routeTable({ '/docs/x': [moduleUrl('export default { type: "doc" };'), 'tutorialSidebar'] }),
    sidebars: { tutorialSidebar: sidebarUrl },
  });
  await expect(loader.load('/docs/x')).rejects.toThrow(`The page module ${sidebarUrl} has no default export.`);
});

test('a page chunk with a default export loads, and paths resolve through the route table', async () => {
  const loader = createRouteLoader({
    routes: routeTable({ '/docs/x': [moduleUrl('export default { type: "doc", title: "X" };')] }),
    sidebars: {},
  });
  await expect(loader.load('/docs/x')).resolves.toMatchObject({ path: '/docs/x', page: { title: 'X' } });
  expect(await loader.resolve('/docs/x.html')).toBe('/docs/x');
  expect(await loader.resolve('/docs/y')).toBeUndefined();
  await expect(loader.load('/docs/y')).rejects.toThrow('No route "/docs/y".');
});

test("a first load's own route loads without the route table, which a link to another route then needs", async () => {
  const table = moduleUrl('export const nothing = 1;');
  const page = moduleUrl('export default { type: "doc", title: "Here" };');
  const loader = createRouteLoader({ routes: table, sidebars: {} }, { path: '/docs/here', chunkUrl: page });
  expect(await loader.resolve('/docs/here')).toBe('/docs/here');
  await expect(loader.load('/docs/here')).resolves.toMatchObject({ page: { title: 'Here' } });
  await expect(loader.resolve('/docs/other')).rejects.toThrow(`The page module ${table} has no default export.`);
});
