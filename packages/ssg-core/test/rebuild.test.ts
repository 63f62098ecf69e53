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

test('a rebuild after an edit shows the edit on its page and on the pages that show its title', async () => {
  const first = await build({ rootDir: fixture.rootDir, write: false });
  const again = await build({ rootDir: fixture.rootDir, write: false });
  expect(again.files).toEqual(first.files);

  const doc = path.join(fixture.rootDir, 'content/docs/tutorials/basic-types.md');
  appendFileSync(doc, '\nA sentence added by the rebuild test.\n');
  writeFileSync(doc, readFileSync(doc, 'utf8').replace(/^title: .*$/m, 'title: Basic Types Renamed'));
  const edited = await build({ rootDir: fixture.rootDir, write: false });

  expect(html(edited.files, 'docs/tutorials/basic-types/index.html')).toContain('A sentence added by the rebuild test.');
  expect(html(first.files, 'docs/tutorials/basic-types/index.html')).not.toContain('A sentence added by the rebuild test.');
  // Its neighbour's "next" link carries the new title.
  const changed = [...edited.files.keys()].filter((f) => f.endsWith('.html') && edited.files.get(f) !== first.files.get(f));
  expect(changed).toContain('docs/tutorials/basic-types/index.html');
  expect(changed.some((f) => f !== 'docs/tutorials/basic-types/index.html' && html(edited.files, f).includes('Basic Types Renamed'))).toBe(true);
});
