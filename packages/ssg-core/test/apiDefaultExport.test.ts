import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from 'vitest';
import { readableText, cliBuildOf } from './corpus/cliBuildOf.ts';

// fixtures/api-dataloader documents a package whose one export is `export =` of a class merged with a
// namespace of its types (dataloader 2.2.3), re-exported as the site's default export. The class is
// documented under its own name, its types under their qualified names, and nothing else is made up.

const require = createRequire(import.meta.url);
const DataLoader = require('dataloader') as { prototype: object };
const declarations = readFileSync(require.resolve('dataloader/index.d.ts'), 'utf8');

const site = cliBuildOf('api-dataloader');
const { page, article } = site;
const text = readableText;

test('the build passes, its link check of the class, a method and a namespace type included', () => {
  expect(site.run.stderr).toBe('');
  expect(site.run.status).toBe(0);
  expect(site.run.stdout).toContain('1 item: 1 with a summary');
});

test('the default export is a class page under its declared name, imported as a default, with every method', () => {
  expect(existsSync(path.join(site.out, 'api/dataloader/class/DataLoader.html'))).toBe(true);
  // Not an enumeration (its namespace), not a page named "default".
  expect(existsSync(path.join(site.out, 'api/dataloader/enum'))).toBe(false);
  const body = article('api/dataloader/class/DataLoader');
  expect(body).toMatch(/^ ?DataLoader Class DataLoader creates a public API for loading data/);
  expect(body).toContain("import DataLoader from 'dataloader';");
  const methods = Object.getOwnPropertyNames(DataLoader.prototype).filter((name) => name !== 'constructor');
  expect(methods.length).toBeGreaterThan(3);
  for (const method of methods) expect(page('api/dataloader/class/DataLoader')).toContain(`id="${method}"`);
  expect(body).toContain(
    'new DataLoader<K, V, C = K>( batchLoadFn: DataLoader.BatchLoadFn <K, V>, options?: DataLoader.Options <K, V, C>, )',
  );
});

test("the namespace's types are on the types page by their qualified names, linked from the class", () => {
  const namespaceTypes = [...declarations.matchAll(/^ {2}export type (\w+)/gm)].map((m) => `DataLoader.${m[1]}`);
  expect(namespaceTypes).toEqual(['DataLoader.CacheMap', 'DataLoader.BatchLoadFn', 'DataLoader.Options']);
  const types = page('api/dataloader/types');
  for (const name of namespaceTypes) expect(types).toContain(`id="${name}"`);
  expect(page('api/dataloader/class/DataLoader')).toContain('href="/api/dataloader/types#DataLoader.Options"');
});

test('the API sidebar has a category for each kind the package has, and none for the others', () => {
  const nav = /<nav[^>]*aria-label="API sidebar"[\s\S]*?<\/nav>/.exec(page('api/dataloader/class/DataLoader'))![0];
  expect(text(nav).trim()).toBe('Overview Types and constants Classes DataLoader');
});

test("the API root's filter offers the kinds the package has, and no empty ones", () => {
  const body = article('api/dataloader');
  expect(body).toContain('All (1) Classes (1)');
  expect(body).not.toMatch(/\((?:0)\)/);
});
