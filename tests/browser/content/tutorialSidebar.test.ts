import { expect, inject, test } from 'vitest';
import { useBrowser, openPage } from '../chromium.ts';

const siteUrl = inject('siteUrl');
const browser = useBrowser();

test('the tutorial sidebar lists the tutorials in order, with the Advanced category holding the last four', async () => {
  const { page } = await openPage(browser.context);
  await page.goto(`${siteUrl}/docs/tutorials/defer-stream`);
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  const links = await sidebar
    .getByRole('link')
    .evaluateAll((els) => els.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));
  expect(links).toEqual([
    ['Getting Started With GraphQL.js', '/docs/tutorials/'],
    ['Running Express + GraphQL', '/docs/tutorials/running-an-express-graphql-server'],
    ['GraphQL Clients', '/docs/tutorials/graphql-clients'],
    ['Basic Types', '/docs/tutorials/basic-types'],
    ['Passing Arguments', '/docs/tutorials/passing-arguments'],
    ['Object Types', '/docs/tutorials/object-types'],
    ['Mutations and Input Types', '/docs/tutorials/mutations-and-input-types'],
    ['Authentication & Middleware', '/docs/tutorials/authentication-and-express-middleware'],
    ['Constructing Types', '/docs/tutorials/constructing-types'],
    ['express-graphql', '/docs/tutorials/express-graphql'],
    ['Enabling Defer & Stream', '/docs/tutorials/defer-stream'],
    ['Upgrading from v16', '/docs/tutorials/upgrading-from-v16'],
  ]);
  // The Guides category holds no page of this one, so it stays closed.
  expect(await sidebar.getByRole('button', { name: 'Guides' }).getAttribute('aria-expanded')).toBe('false');
  const advanced = sidebar.getByRole('button', { name: 'Advanced' });
  expect(await advanced.getAttribute('aria-expanded')).toBe('true');
  expect(await sidebar.locator('[aria-current="page"]').textContent()).toBe('Enabling Defer & Stream');
  // Previous/next follow the sidebar, and the page offers its source for editing.
  expect(await page.getByRole('link', { name: /Previous.*express-graphql/ }).getAttribute('href')).toBe(
    '/docs/tutorials/express-graphql',
  );
  expect(await page.getByRole('link', { name: 'Edit this page' }).getAttribute('href')).toMatch(
    /^https:\/\/github\.com\/graphql\/graphql-js\/edit\/main\/website\/docs\/tutorials\/defer-stream\.md$/,
  );
  expect(await page.getByRole('navigation', { name: 'Breadcrumbs' }).textContent()).toContain('Advanced');
});

test('the Guides category opens on a guide and lists the guides in order', async () => {
  const { page } = await openPage(browser.context);
  await page.goto(`${siteUrl}/docs/tutorials/testing-a-schema`);
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  const guides = sidebar.getByRole('button', { name: 'Guides' });
  expect(await guides.getAttribute('aria-expanded')).toBe('true');
  const links = await page
    .locator(`#${await guides.getAttribute('aria-controls')} a`)
    .evaluateAll((els) => els.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));
  expect(links).toEqual([
    ['Resolver anatomy', '/docs/tutorials/resolver-anatomy'],
    ['Abstract types', '/docs/tutorials/abstract-types'],
    ['Custom scalars', '/docs/tutorials/custom-scalars'],
    ['OneOf input objects', '/docs/tutorials/oneof-input-objects'],
    ['Cursor pagination', '/docs/tutorials/cursor-pagination'],
    ['Errors', '/docs/tutorials/errors'],
    ['Batching with DataLoader', '/docs/tutorials/dataloader'],
    ['Cancellation and timeouts', '/docs/tutorials/cancellation-and-timeouts'],
    ['Subscriptions', '/docs/tutorials/subscriptions'],
    ['Incremental delivery over HTTP', '/docs/tutorials/incremental-delivery-over-http'],
    ['Going to production', '/docs/tutorials/going-to-production'],
    ['Schema coordinates and evolution', '/docs/tutorials/schema-coordinates-and-evolution'],
    ['Testing a schema', '/docs/tutorials/testing-a-schema'],
    ['Tracing and observability', '/docs/tutorials/tracing-and-observability'],
  ]);
  expect(await sidebar.locator('[aria-current="page"]').textContent()).toBe('Testing a schema');
  expect(await page.getByRole('navigation', { name: 'Breadcrumbs' }).textContent()).toContain('Guides');
});
