import { mkdirSync, mkdtempSync, readdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { deserialize, serialize } from 'node:v8';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { CodeGraph } from './codeGraph.ts';
import { applyMemoUses, closeMemoStore, defineMemo, openMemoDir, openMemoStore, takeMemoUses } from './memo.ts';

/** A code graph in which every module's code hashes to `code`. */
const graphOf = (code: string): CodeGraph => ({
  hashOf: () => code.repeat(40).slice(0, 40),
  closureOf: () => ({ files: [], packages: [] }),
});

const pages = defineMemo<string>('test-pages', 'step.ts');
const model = defineMemo<string>('test-model', 'model.ts', { latestOnly: true });
const html = defineMemo<string | Uint8Array>('test-html', 'html.ts', { textAsBytes: true });

function openRun(dir: string, code = 'a') {
  const store = openMemoStore({ dir, graph: graphOf(code) });
  store.beginRun();
  return store;
}

const segments = (dir: string, name: string) =>
  readdirSync(path.join(dir, name)).sort((a, b) => parseInt(a, 10) - parseInt(b, 10));
const recordsIn = (dir: string, name: string, segment: string) => {
  const bytes = readFileSync(path.join(dir, name, segment));
  const records: unknown[] = [];
  for (let at = 0; at < bytes.length; at += 4 + bytes.readUInt32LE(at))
    records.push(...(deserialize(bytes.subarray(at + 4, at + 4 + bytes.readUInt32LE(at))) as unknown[]));
  return records;
};

describe('the memo on disk', () => {
  test('a later process reads what a run saved, and a save writes only what changed', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-memo-'));
    let store = openRun(dir);
    for (let i = 0; i < 50; i++) pages.set(pages.key(`page ${i}`), `<p>${i}</p>`);
    store.save();
    expect(segments(dir, 'test-pages')).toEqual(['1.bin']);

    store = openRun(dir);
    expect(pages.get(pages.key('page 7'))).toBe('<p>7</p>');
    pages.set(pages.key('page 7, edited'), '<p>7 edited</p>');
    store.save();
    // The edit's value alone, not the 50 others again.
    expect(segments(dir, 'test-pages')).toEqual(['1.bin', '2.bin']);
    expect(recordsIn(dir, 'test-pages', '2.bin')).toEqual([[pages.key('page 7, edited'), 2, '<p>7 edited</p>']]);

    store = openRun(dir);
    expect(pages.get(pages.key('page 7, edited'))).toBe('<p>7 edited</p>');
    expect(pages.get(pages.key('page 49'))).toBe('<p>49</p>');
    // Nothing changed: nothing is written but the run counter.
    store.save();
    expect(segments(dir, 'test-pages')).toEqual(['1.bin', '2.bin']);
  });

  test('a closed store is forgotten unsaved: memos remember nothing until a store opens, which reads only what was saved', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-memo-'));
    openRun(dir);
    pages.set(pages.key('saved'), '<p>saved</p>');
    expect(openMemoDir()).toBe(dir);
    closeMemoStore();
    expect(openMemoDir()).toBeUndefined();
    pages.set(pages.key('while closed'), '<p>lost</p>');
    expect(pages.get(pages.key('while closed'))).toBeUndefined();
    openRun(dir);
    expect(pages.get(pages.key('saved'))).toBeUndefined();
  });

  test('a memo of text as bytes reads back UTF-8 bytes, viewing the file as read', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-memo-'));
    let store = openRun(dir);
    const texts = ['<p>café → ünïcode</p>', 'x'.repeat(10_000), ''];
    texts.forEach((text, i) => html.set(html.key(`page ${i}`), text));
    // In the run that made them, the values are as they were set.
    expect(html.get(html.key('page 0'))).toBe(texts[0]);
    store.save();

    store = openRun(dir);
    const read = texts.map((_, i) => html.get(html.key(`page ${i}`)));
    expect(read.map((value) => value instanceof Uint8Array)).toEqual([true, true, true]);
    expect(read.map((value) => Buffer.from(value as Uint8Array).toString())).toEqual(texts);
    // No copy per value: the two views share the buffer the segment was read into.
    expect((read[0] as Uint8Array).buffer).toBe((read[1] as Uint8Array).buffer);
    store.save();
  });

  test('the folder is rewritten as one segment of the live entries once it holds eight', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-memo-'));
    for (let run = 0; run < 8; run++) {
      const store = openRun(dir);
      pages.set(pages.key(`page ${run}`), `<p>${run}</p>`);
      store.save();
    }
    expect(segments(dir, 'test-pages')).toEqual(['8.bin']);
    const store = openRun(dir);
    for (let run = 0; run < 8; run++) expect(pages.get(pages.key(`page ${run}`))).toBe(`<p>${run}</p>`);
    store.save();
  });

  test('an entry no run used for 16 runs is dropped, one in use stays', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-memo-'));
    let store = openRun(dir);
    pages.set(pages.key('old'), 'old');
    pages.set(pages.key('used'), 'used');
    store.save();
    for (let run = 0; run < 17; run++) {
      store = openRun(dir);
      expect(pages.get(pages.key('used'))).toBe('used');
      store.save();
    }
    store = openRun(dir);
    expect(pages.has(pages.key('old'))).toBe(false);
    expect(pages.get(pages.key('used'))).toBe('used');
  });

  test('a single-result memo keeps only what the last run used', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-memo-'));
    let store = openRun(dir);
    model.set(model.key('v1'), 'model 1');
    store.save();
    store = openRun(dir);
    model.set(model.key('v2'), 'model 2');
    store.save();
    store = openRun(dir);
    expect(model.has(model.key('v1'))).toBe(false);
    expect(model.get(model.key('v2'))).toBe('model 2');
    // The older result is gone from the disk too, not only dropped by a later record.
    expect(segments(dir, 'test-model')).toEqual(['2.bin']);
    expect(recordsIn(dir, 'test-model', '2.bin')).toEqual([[model.key('v2'), 2, 'model 2']]);
  });

  test('a memo whose keys runs make stays, even when no run reads it; one no run keys for 16 runs goes', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-memo-'));
    let store = openRun(dir);
    model.set(model.key('model'), 'the model');
    pages.set(pages.key('page'), 'a page');
    store.save();
    // As a build whose API reference is remembered: the model's key is made, the model never read.
    for (let run = 0; run < 20; run++) {
      store = openRun(dir);
      model.key('model');
      store.save();
    }
    expect(readdirSync(dir).sort()).toEqual(['state.json', 'test-model']);
    openRun(dir);
    expect(model.get(model.key('model'))).toBe('the model');
  });

  test('entries of other code are misses and are dropped at the next save', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-memo-'));
    let store = openRun(dir, 'a');
    const before = pages.key('page');
    pages.set(before, 'rendered by code a');
    store.save();
    store = openRun(dir, 'b');
    expect(pages.key('page')).not.toBe(before);
    expect(pages.get(pages.key('page'))).toBeUndefined();
    pages.set(pages.key('page'), 'rendered by code b');
    store.save();
    store = openRun(dir, 'b');
    expect(pages.has(before)).toBe(false);
    expect(pages.get(pages.key('page'))).toBe('rendered by code b');
  });

  test('a segment cut short loses the batch of records it cut only', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-memo-'));
    let store = openRun(dir);
    pages.set(pages.key('first'), 'first');
    store.save();
    store = openRun(dir);
    const names = Array.from({ length: 70 }, (_, i) => `page ${i}`);
    for (const name of names) pages.set(pages.key(name), name);
    store.save();
    const segment = path.join(dir, 'test-pages', '2.bin');
    truncateSync(segment, readFileSync(segment).length - 3);
    store = openRun(dir);
    expect(pages.get(pages.key('first'))).toBe('first');
    // Written 64 records at a time: the first batch is whole, the second was cut.
    expect(names.filter((name) => pages.get(pages.key(name)) === name)).toEqual(names.slice(0, 64));
  });

  test('a segment of an older sitegen (a record at a time) reads as misses, and the next save rewrites the folder without it', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-memo-'));
    const key = pages.key('page');
    const record = serialize([key, 1, 'rendered']);
    const length = Buffer.alloc(4);
    length.writeUInt32LE(record.length);
    mkdirSync(path.join(dir, 'test-pages'));
    writeFileSync(path.join(dir, 'test-pages', '1.bin'), Buffer.concat([length, record]));
    const store = openRun(dir);
    expect(pages.get(pages.key('page'))).toBeUndefined();
    pages.set(pages.key('page'), 'rendered again');
    store.save();
    expect(segments(dir, 'test-pages')).toEqual(['2.bin']);
    openRun(dir);
    expect(pages.get(pages.key('page'))).toBe('rendered again');
  });

  test("a worker thread's store reads the saved memo and writes nothing; what its memos found and made joins the main thread's run", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-memo-'));
    let store = openRun(dir);
    pages.set(pages.key('saved'), 'saved');
    store.save();
    for (let run = 0; run < 17; run++) {
      // The main thread's run (its store in memory), then the worker's view of the same folder.
      const main = openRun(dir);
      const saved = segments(dir, 'test-pages');
      openMemoStore({ dir, graph: graphOf('a'), uses: [] });
      expect(pages.get(pages.key('saved'))).toBe('saved');
      expect(pages.get(pages.key('not there'))).toBeUndefined();
      pages.set(pages.key(`made ${run}`), `made in run ${run}`);
      const uses = takeMemoUses();
      expect(uses.uses).toEqual([
        ['test-pages', pages.key('saved')],
        ['test-pages', pages.key(`made ${run}`), `made in run ${run}`],
      ]);
      expect(takeMemoUses().uses).toEqual([]);
      expect(segments(dir, 'test-pages')).toEqual(saved);
      // Back on the main thread (its store active again, as it is in its own thread).
      store = openMemoStore({ dir, graph: graphOf('a') });
      expect(store).not.toBe(main);
      store.beginRun();
      applyMemoUses(uses);
      expect(pages.get(pages.key(`made ${run}`))).toBe(`made in run ${run}`);
      store.save();
    }
    // Used by the workers alone for 17 runs, the saved entry stays; what they made was saved.
    openRun(dir);
    expect(pages.get(pages.key('saved'))).toBe('saved');
    expect(pages.get(pages.key('made 0'))).toBe('made in run 0');
  });
});
