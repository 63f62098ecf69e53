import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { HOSTS, resolveRequest, type HostRules } from './resolveRequest.ts';

// The folder of slorber's trailing-slash-guide, answered by each host's rules. The expected
// answers are the ones that guide measured on the real hosts.

let root: string;

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'sitegen-hosts-'));
  mkdirSync(path.join(root, 'folder'));
  mkdirSync(path.join(root, 'both'));
  for (const file of ['file.html', 'folder/index.html', 'both.html', 'both/index.html', 'index.html'])
    writeFileSync(path.join(root, file), file);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const PATHS = [
  '/file',
  '/file/',
  '/file.html',
  '/folder',
  '/folder/',
  '/folder/index.html',
  '/both',
  '/both/',
  '/both.html',
  '/both/index.html',
  '/',
  '/nope',
];

/** `file.html` for a served file, `301 /x/` for a redirect, `404` for the not-found page. */
async function answers(rules: HostRules): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const p of PATHS) {
    const r = await resolveRequest(root, p, rules);
    out[p] =
      r.type === 'file' ? path.relative(root, r.file) : r.type === 'redirect' ? `${r.status} ${r.location}` : '404';
  }
  return out;
}

test('github-pages: a folder without its slash is a 301; a file without .html is served; a file with a slash is a 404', async () => {
  expect(await answers('github-pages')).toEqual({
    '/file': 'file.html',
    '/file/': '404',
    '/file.html': 'file.html',
    '/folder': '301 /folder/',
    '/folder/': 'folder/index.html',
    '/folder/index.html': 'folder/index.html',
    '/both': 'both.html',
    '/both/': 'both/index.html',
    '/both.html': 'both.html',
    '/both/index.html': 'both/index.html',
    '/': 'index.html',
    '/nope': '404',
  });
});

test('netlify: as GitHub Pages, but a slash after a file name redirects to the file', async () => {
  expect(await answers('netlify')).toEqual({
    '/file': 'file.html',
    '/file/': '301 /file',
    '/file.html': 'file.html',
    '/folder': '301 /folder/',
    '/folder/': 'folder/index.html',
    '/folder/index.html': 'folder/index.html',
    '/both': 'both.html',
    '/both/': '301 /both',
    '/both.html': 'both.html',
    '/both/index.html': 'both/index.html',
    '/': 'index.html',
    '/nope': '404',
  });
});

test('cloudflare-pages: every page has one clean URL and the other forms are a 308 to it', async () => {
  expect(await answers('cloudflare-pages')).toEqual({
    '/file': 'file.html',
    '/file/': '308 /file',
    '/file.html': '308 /file',
    '/folder': '308 /folder/',
    '/folder/': 'folder/index.html',
    '/folder/index.html': '308 /folder/',
    '/both': 'both.html',
    '/both/': 'both/index.html',
    '/both.html': '308 /both',
    '/both/index.html': '308 /both/',
    '/': 'index.html',
    '/nope': '404',
  });
});

test("sitegen's own rules: every form the spec normalises finds the page, without a redirect", async () => {
  expect(await answers('sitegen')).toEqual({
    '/file': 'file.html',
    '/file/': 'file.html',
    '/file.html': 'file.html',
    '/folder': 'folder/index.html',
    '/folder/': 'folder/index.html',
    '/folder/index.html': 'folder/index.html',
    '/both': 'both.html',
    '/both/': 'both/index.html',
    '/both.html': 'both.html',
    '/both/index.html': 'both/index.html',
    '/': 'index.html',
    '/nope': '404',
  });
  // The spec's normalisation across the two layouts: `/a/index.html` finds `a.html` and back.
  expect(await resolveRequest(root, '/file/index.html', 'sitegen')).toMatchObject({
    file: path.join(root, 'file.html'),
  });
  expect(await resolveRequest(root, '/folder.html', 'sitegen')).toMatchObject({
    file: path.join(root, 'folder/index.html'),
  });
});

test('no host rule leaves the folder (served here: folder/, beside file.html)', async () => {
  for (const rules of HOSTS) {
    for (const p of [
      '/../file.html',
      '/%2e%2e/file.html',
      '/..%2ffile.html',
      '/../file',
      '/..%2f..%2fetc/passwd',
      '/%00',
      '/%',
    ]) {
      const r = await resolveRequest(path.join(root, 'folder'), p, rules);
      expect(r.type === 'file' ? r.file : undefined, `${rules} ${p}`).toBeUndefined();
    }
  }
});
