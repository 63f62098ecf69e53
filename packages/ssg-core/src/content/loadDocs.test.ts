import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { UsageError } from '../diagnostics.ts';
import { loadDocs } from './loadDocs.ts';

const rootDir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-loaddocs-'));
afterAll(() => rmSync(rootDir, { recursive: true, force: true }));
mkdirSync(path.join(rootDir, 'docs/guide'), { recursive: true });
writeFileSync(path.join(rootDir, 'docs/guide/ready.md'), '---\ntitle: Ready\n---\nText.\n');
writeFileSync(
  path.join(rootDir, 'docs/guide/wip.md'),
  '---\ntitle: Work in progress\nid: later\ndraft: true\n---\nText.\n',
);

test('a draft is left out of a build and its id listed; dev includes it', () => {
  const build = loadDocs({ rootDir, contentDir: 'docs', docsPath: '/docs' });
  expect(build.docs.map((d) => d.id)).toEqual(['guide/ready']);
  expect([...build.draftIds]).toEqual(['guide/later']);
  const dev = loadDocs({ rootDir, contentDir: 'docs', docsPath: '/docs', includeDrafts: true });
  expect(dev.docs.map((d) => d.id)).toEqual(['guide/ready', 'guide/later']);
  expect(dev.draftIds.size).toBe(0);
});

test("a docs folder that is not there is the config's error, at its contentDir line", () => {
  const configSource = "export default {\n  docs: {\n    path: '/docs',\n    contentDir: 'doc',\n  },\n};\n";
  const load = () => loadDocs({ rootDir, contentDir: 'doc', docsPath: '/docs', configSource });
  expect(load).toThrow(UsageError);
  try {
    load();
  } catch (error) {
    const [diagnostic] = (error as UsageError).diagnostics;
    expect(diagnostic).toMatchObject({
      code: 'config/content-dir',
      message: 'The docs folder "doc" does not exist.',
      location: { file: 'site.config.ts', line: 4 },
    });
  }
});
