import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { build } from '../src/build.ts';
import { prepareFixture } from './corpus/prepareFixture.ts';
import { contentText, type FileContent } from '../src/output/fileContent.ts';
import { openMemoStore } from '../src/cache/memo.ts';
import { loadCodeGraph } from '../src/cache/codeGraph.ts';
import { memoDirOf } from '../src/cache/siteCacheDir.ts';

// A second build reuses what the first one remembered (markdown, app bundle, prerendered HTML);
// none of it may hide an edit.
const fixture = prepareFixture('_base');
afterAll(() => fixture.remove());
const text = (files: Map<string, FileContent>, file: string) => contentText(files.get(file) ?? '');

test('a rebuild after an edit shows the edit on its page and on the pages that show its title', {
  timeout: 300_000,
}, async () => {
  const first = await build({ rootDir: fixture.rootDir, write: false });
  const again = await build({ rootDir: fixture.rootDir, write: false });
  expect([...again.files.keys()].filter((f) => text(again.files, f) !== text(first.files, f))).toEqual([]);
  expect(again.rendered).toBe(0);

  // Words no earlier run wrote: the fixtures' memo outlives a test run, and must not already hold the edited pages.
  const [sentence, title] = [
    `A sentence added by the rebuild test at ${Date.now()}.`,
    `Basic Types Renamed ${Date.now()}`,
  ];
  const doc = path.join(fixture.rootDir, 'content/docs/tutorials/basic-types.md');
  appendFileSync(doc, `\n${sentence}\n`);
  writeFileSync(doc, readFileSync(doc, 'utf8').replace(/^title: .*$/m, `title: ${title}`));
  const edited = await build({ rootDir: fixture.rootDir, write: false });

  expect(text(edited.files, 'docs/tutorials/basic-types.html')).toContain(sentence);
  expect(text(first.files, 'docs/tutorials/basic-types.html')).not.toContain(sentence);
  // Its neighbour's "next" link carries the new title.
  const changed = [...edited.files.keys()].filter(
    (f) => f.endsWith('.html') && text(edited.files, f) !== text(first.files, f),
  );
  expect(changed).toContain('docs/tutorials/basic-types.html');
  expect(changed.some((f) => f !== 'docs/tutorials/basic-types.html' && text(edited.files, f).includes(title))).toBe(
    true,
  );
  // The new title changes the tutorials' sidebar chunk, which the app data names: every page names
  // the new app data, but only the tutorials (whose sidebar shows the title) were rendered again.
  expect(text(edited.files, 'api/graphql-js/class/GraphQLSchema.html')).not.toEqual(
    text(first.files, 'api/graphql-js/class/GraphQLSchema.html'),
  );
  expect(edited.rendered).toBeGreaterThan(0);
  expect(edited.rendered).toBeLessThan(30);
});

test("an edit of a tutorial's text changes its page and the files listing every page, no other page: the entry and the app data keep their names", {
  timeout: 300_000,
}, async () => {
  const before = await build({ rootDir: fixture.rootDir, write: false });
  const doc = path.join(fixture.rootDir, 'content/docs/tutorials/basic-types.md');
  const sentence = `One more sentence, so that the search index changes (${Date.now()}).`;
  appendFileSync(doc, `\n${sentence}\n`);
  const result = await build({ rootDir: fixture.rootDir, write: false });
  const names = new Set([...before.files.keys(), ...result.files.keys()]);
  const changed = [...names].filter((f) => text(before.files, f) !== text(result.files, f)).sort();
  // The page's data chunk is named by its content: the old name goes, the new one comes.
  const chunks = changed.filter((f) => f.startsWith('assets/'));
  expect(chunks).toHaveLength(2);
  for (const chunk of chunks) expect(chunk).toMatch(/^assets\/p\/basic-types-\w{8}\.js$/);
  expect(changed.filter((f) => !f.startsWith('assets/'))).toEqual([
    'docs/tutorials/basic-types.html',
    'docs/tutorials/basic-types.md',
    'llms-full.txt',
    'route-table.js',
    'search-index.json',
  ]);
  expect(text(result.files, 'search-index.json')).toContain(sentence);
  const newChunk = chunks.find((f) => result.files.has(f))!;
  expect(text(result.files, 'route-table.js')).toContain(`/${newChunk}`);
  // Every page names the app data, which names the route table and the search index by URLs that do not change.
  const [appData] = [...result.files.keys()].filter((f) => /^assets\/app-\w+\.js$/.test(f));
  expect(text(result.files, appData!)).toContain('"routes":"/route-table.js"');
  expect(text(result.files, appData!)).toContain('"searchIndexUrl":"/search-index.json"');
  expect(text(result.files, 'api/graphql-js/class/GraphQLSchema.html')).toContain(`data-app="/${appData}"`);
});

test('a build that reads its pages back from disk (as bytes) writes the same files, and its link check finds the same problems', {
  timeout: 300_000,
}, async () => {
  // A broken link and a missing anchor, reported as warnings: problems the link check must find again.
  appendFileSync(
    path.join(fixture.rootDir, 'content/docs/tutorials/intro.md'),
    '\n[Nowhere](/docs/tutorials/no-such-page) and [no anchor](/docs/tutorials/basic-types#no-such-anchor).\n',
  );
  // A memo of its own (but for the TypeDoc model): every test process's fixture sites share one
  // (prepareFixture), and another's save between the two builds would change what the second reads.
  const cache = path.join(fixture.rootDir, 'node_modules/.cache');
  const shared = realpathSync(cache);
  rmSync(cache);
  mkdirSync(path.join(cache, 'sitegen/memo'), { recursive: true });
  const model = path.join(shared, 'sitegen/memo/api-model');
  try {
    if (existsSync(model)) cpSync(model, path.join(cache, 'sitegen/memo/api-model'), { recursive: true });
  } catch {
    // Another process replaced a segment while it was copied: TypeDoc makes the model again (slower, never wrong).
  }
  const options = { rootDir: fixture.rootDir, write: false, linkSeverity: 'warning' } as const;
  const before = await build(options);
  expect(before.diagnostics.map((d) => d.code)).toEqual(expect.arrayContaining(['link/broken', 'link/broken-anchor']));
  // What a new process reads: the memo from its folder, but for the link check's results, so that
  // every remembered page's text is read from its bytes again.
  rmSync(path.join(memoDirOf(fixture.rootDir), 'page-links'), { recursive: true, force: true });
  openMemoStore({ dir: memoDirOf(fixture.rootDir), graph: await loadCodeGraph() });
  const after = await build(options);
  expect(after.rendered).toBe(0);
  const pages = [...after.files.keys()].filter((f) => f.endsWith('.html'));
  expect(pages.length).toBeGreaterThan(10);
  expect(pages.filter((f) => !Array.isArray(after.files.get(f)))).toEqual([]);
  const files = new Set([...before.files.keys(), ...after.files.keys()]);
  expect([...files].filter((f) => text(after.files, f) !== text(before.files, f))).toEqual([]);
  expect(after.knownHashes).toEqual(before.knownHashes);
  expect(after.diagnostics).toEqual(before.diagnostics);
});
