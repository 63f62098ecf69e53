import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { contentText, type FileContent } from './fileContent.ts';
import { writeOutput } from './writeOutput.ts';

let dir: string;
let outDir: string;
let staticDir: string;
let cacheDir: string;
const files = () =>
  new Map<string, FileContent>([
    ['index.html', '<p>home</p>'],
    ['docs/a/index.html', '<p>a</p>'],
    ['assets/logo.bin', new Uint8Array([1, 2, 3])],
  ]);
const write = (map = files()) => writeOutput(outDir, { files: map, copyDirs: [staticDir] }, { cacheDir });
const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-write-'));
  outDir = path.join(dir, 'build');
  staticDir = path.join(dir, 'static');
  cacheDir = path.join(dir, 'cache');
  mkdirSync(path.join(staticDir, 'img'), { recursive: true });
  writeFileSync(path.join(staticDir, 'img/cat.svg'), '<svg/>');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('writing the same output again leaves the folder as it was', async () => {
  expect(await write()).toBe('written');
  expect(read('docs/a/index.html')).toBe('<p>a</p>');
  expect(read('img/cat.svg')).toBe('<svg/>');
  const before = statSync(path.join(outDir, 'index.html'));
  expect(await write()).toBe('unchanged');
  expect(statSync(path.join(outDir, 'index.html')).ino).toBe(before.ino);
});

test('a file given in parts is written as their bytes end to end, and is the same file as its text', async () => {
  const parts = files();
  const utf8 = (text: string) => new TextEncoder().encode(text);
  parts.set('docs/a/index.html', [utf8('<p>'), utf8('a'), utf8('</p>')]);
  parts.set('docs/c.html', [utf8('<p>café, '), utf8('→ ünïcode</p>')]);
  expect(contentText(parts.get('docs/c.html')!)).toBe('<p>café, → ünïcode</p>');
  expect(await write(parts)).toBe('written');
  expect(read('docs/a/index.html')).toBe('<p>a</p>');
  expect(read('docs/c.html')).toBe('<p>café, → ünïcode</p>');
  // The same bytes as text: nothing to write.
  const asText = files();
  asText.set('docs/c.html', '<p>café, → ünïcode</p>');
  expect(await write(asText)).toBe('unchanged');
});

test('a changed, added or removed file is written', async () => {
  await write();
  const changed = files();
  changed.set('docs/a/index.html', '<p>a, edited</p>');
  expect(await write(changed)).toBe('written');
  expect(read('docs/a/index.html')).toBe('<p>a, edited</p>');

  changed.set('docs/b/index.html', '<p>b</p>');
  expect(await write(changed)).toBe('written');
  changed.delete('docs/b/index.html');
  expect(await write(changed)).toBe('written');
  expect(() => read('docs/b/index.html')).toThrow();
});

test('a static file edited since is copied again', async () => {
  await write();
  writeFileSync(path.join(staticDir, 'img/cat.svg'), '<svg id="new"/>');
  utimesSync(path.join(staticDir, 'img/cat.svg'), new Date(), new Date(Date.now() + 5000));
  expect(await write()).toBe('written');
  expect(read('img/cat.svg')).toBe('<svg id="new"/>');
});

test('an output folder touched by hand is written again', async () => {
  await write();
  // Same size, later mtime.
  writeFileSync(path.join(outDir, 'index.html'), '<p>HOME</p>');
  utimesSync(path.join(outDir, 'index.html'), new Date(), new Date(Date.now() + 5000));
  expect(await write()).toBe('written');
  expect(read('index.html')).toBe('<p>home</p>');

  unlinkSync(path.join(outDir, 'docs/a/index.html'));
  expect(await write()).toBe('written');
  expect(read('docs/a/index.html')).toBe('<p>a</p>');

  writeFileSync(path.join(outDir, 'stray.txt'), 'left by someone');
  expect(await write()).toBe('written');
  expect(() => read('stray.txt')).toThrow();

  rmSync(outDir, { recursive: true });
  expect(await write()).toBe('written');
  expect(read('index.html')).toBe('<p>home</p>');
});

test('another output folder does not count as this one', async () => {
  await write();
  const other = path.join(dir, 'other');
  expect(await writeOutput(other, { files: files(), copyDirs: [staticDir] }, { cacheDir })).toBe('written');
  expect(readFileSync(path.join(other, 'index.html'), 'utf8')).toBe('<p>home</p>');
});

test('without a manifest the output is always written', async () => {
  expect(await writeOutput(outDir, { files: files() })).toBe('written');
  expect(await writeOutput(outDir, { files: files() })).toBe('written');
});

test('a write after an edit links the files it holds unchanged from the old folder, and writes the others', async () => {
  await write();
  const inode = (file: string) => statSync(path.join(outDir, file)).ino;
  const [home, a] = [inode('index.html'), inode('docs/a/index.html')];
  const changed = files();
  changed.set('docs/a/index.html', '<p>a, edited</p>');
  expect(await write(changed)).toBe('written');
  expect(inode('index.html')).toBe(home);
  expect(inode('docs/a/index.html')).not.toBe(a);
  expect(read('docs/a/index.html')).toBe('<p>a, edited</p>');
  // The manifest of a write that linked files lists the folder as it is: the same output again is no write.
  expect(await write(changed)).toBe('unchanged');
});

test('a file of the old folder edited by hand is written again, not linked', async () => {
  await write();
  writeFileSync(path.join(outDir, 'index.html'), '<p>changed by hand</p>');
  utimesSync(path.join(outDir, 'index.html'), new Date(), new Date(Date.now() + 5000));
  const changed = files();
  changed.set('docs/a/index.html', '<p>a, edited</p>');
  expect(await write(changed)).toBe('written');
  expect(read('index.html')).toBe('<p>home</p>');
});

test('a file given a known hash is compared by it, not by its bytes', async () => {
  const known = (hash: string) => new Map([['index.html', hash]]);
  const writeKnown = (hash: string) =>
    writeOutput(outDir, { files: files(), knownHashes: known(hash), copyDirs: [staticDir] }, { cacheDir });
  expect(writeKnown('made-by-A')).toBe('written');
  expect(writeKnown('made-by-A')).toBe('unchanged');
  const before = statSync(path.join(outDir, 'index.html')).ino;
  // Made from other inputs: written again, even with the same bytes.
  expect(writeKnown('made-by-B')).toBe('written');
  expect(statSync(path.join(outDir, 'index.html')).ino).not.toBe(before);
  expect(read('index.html')).toBe('<p>home</p>');
});

const replacedBeside = () => readdirSync(dir).filter((name) => name.startsWith('.build.old-'));

test('a large output, once replaced, is removed after the write returns, by a process of its own', async () => {
  const many = new Map<string, FileContent>(
    Array.from({ length: 5000 }, (_, i) => [`docs/p${i}/index.html`, `<p>${i}</p>`]),
  );
  write(many);
  many.set('docs/p7/index.html', '<p>7, edited</p>');
  expect(write(many)).toBe('written');
  // The new output is in place; the old one is still there (a process starts to remove it).
  expect(replacedBeside()).toHaveLength(1);
  expect(read('docs/p7/index.html')).toBe('<p>7, edited</p>');
  expect(read('docs/p4999/index.html')).toBe('<p>4999</p>');
  await expect.poll(replacedBeside, { timeout: 20_000, interval: 100 }).toEqual([]);
});

test('a replaced output that a removal cut short is removed by the next write', () => {
  write();
  const leftover = path.join(dir, '.build.old-12345');
  mkdirSync(path.join(leftover, 'docs'), { recursive: true });
  writeFileSync(path.join(leftover, 'docs/index.html'), '<p>old</p>');
  const changed = files();
  changed.set('index.html', '<p>home, edited</p>');
  expect(write(changed)).toBe('written');
  expect(replacedBeside()).toEqual([]);
});
