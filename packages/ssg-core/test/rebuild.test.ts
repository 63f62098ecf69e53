import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { build } from '../src/build.ts';
import { prepareFixture } from './corpus/prepareFixture.ts';

// A second build reuses what the first one remembered (markdown, app bundle, prerendered HTML);
// none of it may hide an edit.
const fixture = prepareFixture('_base');
afterAll(() => fixture.remove());
const html = (files: Map<string, string | Uint8Array>, file: string) => String(files.get(file));

test('a rebuild after an edit shows the edit on its page and on the pages that show its title', { timeout: 300_000 }, async () => {
  const first = await build({ rootDir: fixture.rootDir, write: false });
  const again = await build({ rootDir: fixture.rootDir, write: false });
  expect(again.files).toEqual(first.files);
  expect(again.rendered).toBe(0);

  // Words no earlier run wrote: the fixtures' memo outlives a test run, and must not already hold the edited pages.
  const [sentence, title] = [`A sentence added by the rebuild test at ${Date.now()}.`, `Basic Types Renamed ${Date.now()}`];
  const doc = path.join(fixture.rootDir, 'content/docs/tutorials/basic-types.md');
  appendFileSync(doc, `\n${sentence}\n`);
  writeFileSync(doc, readFileSync(doc, 'utf8').replace(/^title: .*$/m, `title: ${title}`));
  const edited = await build({ rootDir: fixture.rootDir, write: false });

  expect(html(edited.files, 'docs/tutorials/basic-types.html')).toContain(sentence);
  expect(html(first.files, 'docs/tutorials/basic-types.html')).not.toContain(sentence);
  // Its neighbour's "next" link carries the new title.
  const changed = [...edited.files.keys()].filter((f) => f.endsWith('.html') && edited.files.get(f) !== first.files.get(f));
  expect(changed).toContain('docs/tutorials/basic-types.html');
  expect(changed.some((f) => f !== 'docs/tutorials/basic-types.html' && html(edited.files, f).includes(title))).toBe(true);
  // Every page names the new app data, but only the tutorials (whose sidebar shows the new
  // title) were rendered again: the API pages' bodies were remembered.
  expect(edited.files.get('api/graphql-js/class/GraphQLSchema.html')).not.toEqual(first.files.get('api/graphql-js/class/GraphQLSchema.html'));
  expect(edited.rendered).toBeGreaterThan(0);
  expect(edited.rendered).toBeLessThan(30);
});

test('an edit of a tutorial keeps the entry\'s file name: the pages name the new app data, which names the new search index', { timeout: 300_000 }, async () => {
  const before = await build({ rootDir: fixture.rootDir, write: false });
  const doc = path.join(fixture.rootDir, 'content/docs/tutorials/basic-types.md');
  appendFileSync(doc, '\nOne more sentence, so that the search index changes.\n');
  const result = await build({ rootDir: fixture.rootDir, write: false });
  const named = (files: Map<string, string | Uint8Array>, pattern: RegExp) => [...files.keys()].filter((f) => pattern.test(f));
  const [entry] = named(result.files, /^assets\/entry-\w+\.js$/);
  expect(named(before.files, /^assets\/entry-\w+\.js$/)).toEqual([entry]);
  const [index] = named(result.files, /^assets\/search-index-\w+\.json$/);
  expect(named(before.files, /^assets\/search-index-\w+\.json$/)).not.toEqual([index]);
  const [appData] = named(result.files, /^assets\/app-\w+\.js$/);
  expect(Buffer.from(result.files.get(appData!)!).toString()).toContain(`/${index}`);
  expect(Buffer.from(result.files.get(entry!)!).toString()).not.toContain('search-index');
  const page = html(result.files, 'api/graphql-js/class/GraphQLSchema.html');
  expect(page).toContain(`/${entry}`);
  expect(page).toContain(`data-app="/${appData}"`);
});
