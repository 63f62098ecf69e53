import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from 'vitest';
import { cliBuildOf } from './corpus/cliBuildOf.ts';

// fixtures/api-http-versions documents two versions of a package that is not the site's own:
// graphql-http 1.23.1, and 1.18.0 beside it (the npm alias graphql-http-1-18). What the version pages
// and the changes page say is checked against what the two packages export at run time.

const require = createRequire(import.meta.url);
const functionsOf = (name: string) =>
  Object.entries(require(name) as Record<string, unknown>)
    .filter(([, value]) => typeof value === 'function' && !/^class\b/.test(Function.prototype.toString.call(value)))
    .map(([key]) => key);
const [older, newer] = [functionsOf('graphql-http-1-18'), functionsOf('graphql-http')];
const added = newer.filter((name) => !older.includes(name));
const removed = older.filter((name) => !newer.includes(name));

const site = cliBuildOf('api-http-versions');
const { page, article: text } = site;
const exists = (route: string) => existsSync(path.join(site.out, `${route}.html`));

test('the build passes, its link check of a doc linking both versions and the changes page included', () => {
  expect(site.run.stderr).toBe('');
  expect(site.run.status).toBe(0);
});

test("each version has a page for each function it exports, and none for the other's", () => {
  // The package's own change between the two: what the pages below are checked against.
  expect(added.length).toBeGreaterThan(0);
  expect(removed.length).toBeGreaterThan(0);
  for (const name of newer) expect(exists(`api/graphql-http/function/${name}`), name).toBe(true);
  for (const name of older) expect(exists(`api/graphql-http/v1.18/function/${name}`), name).toBe(true);
  for (const name of removed) expect(exists(`api/graphql-http/function/${name}`), name).toBe(false);
  for (const name of added) expect(exists(`api/graphql-http/v1.18/function/${name}`), name).toBe(false);
});

test('an item page links its page in the other version; a new or removed one says so, naming the release', () => {
  expect(page('api/graphql-http/function/createHandler')).toContain(
    'href="/api/graphql-http/v1.18/function/createHandler"',
  );
  expect(page('api/graphql-http/v1.18/function/createHandler')).toContain(
    'href="/api/graphql-http/function/createHandler"',
  );
  for (const name of added)
    expect(text(`api/graphql-http/function/${name}`)).toContain(`New in 1.23. ${name} is not in 1.18.0.`);
  for (const name of removed) expect(text(`api/graphql-http/v1.18/function/${name}`)).toContain('Removed in 1.23');
});

test('the changes page lists the functions added and removed between the two versions', () => {
  const changes = text('api/graphql-http/changes');
  expect(changes).toMatch(/^ ?Changes from 1\.18\.0 to 1\.23\.1 /);
  const section = (heading: string, next: string) => {
    const start = changes.indexOf(heading);
    return changes.slice(start, changes.indexOf(next, start));
  };
  const addedPart = section('Added (', 'Removed (');
  const removedPart = section('Removed (', 'Removed members');
  for (const name of added) expect(addedPart).toContain(` ${name} Function 1.23.1`);
  for (const name of removed) expect(removedPart).toContain(` ${name} Function 1.18.0`);
  for (const name of removed) expect(addedPart).not.toContain(` ${name} `);
});
