import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
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
