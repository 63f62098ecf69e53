import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EditMap } from 'micromark-util-edit-map';
import { expect, test } from 'vitest';
import { hugeMarkdown } from '../../test/corpus/hugeMarkdown.ts';
import { parseMarkdown } from './parseMarkdown.ts';
import { splitAtHeadings } from './splitAtHeadings.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The tree parsed whole and parsed cut at every heading splitAtHeadings allows, as plain data. */
function bothWays(source: string) {
  const plain = (value: unknown) => JSON.parse(JSON.stringify(value));
  return {
    whole: plain(parseMarkdown(source, { pieceLength: Number.POSITIVE_INFINITY })),
    cut: plain(parseMarkdown(source, { pieceLength: 1 })),
  };
}

test('every doc of the site parses to the same tree, positions included, when cut at its headings', () => {
  const dir = path.join(repoRoot, 'content');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md'));
  let cutFiles = 0;
  for (const file of files) {
    const source = readFileSync(path.join(dir, file), 'utf8');
    if (splitAtHeadings(source, 1).length > 1) cutFiles++;
    const { whole, cut } = bothWays(source);
    expect(cut, file).toEqual(whole);
  }
  // The comparison means something only if most docs are in fact cut.
  expect(cutFiles).toBeGreaterThan(files.length / 2);
});

test('a heading inside a fence, an HTML comment, a directive or front matter is no place to cut', () => {
  const source = [
    '---\ntitle: T\n\n# a YAML comment\n---',
    'Text.',
    '```md\nA fence:\n\n## Not a heading\n```',
    '## One',
    '<!--\n\n## Not a heading either\n-->',
    '## Two',
    ':::note\nInside.\n\n## A heading inside the note\n:::',
    '## Three\n\n- a\n- b',
    '## Four\n\n> quote',
    '## Five',
  ].join('\n\n');
  expect(splitAtHeadings(source, 1).map((at) => source.slice(at, at + 8))).toEqual([
    '---\ntitl',
    '## One\n\n',
    '## Two\n\n',
    '## Three',
    '## Four\n',
    '## Five',
  ]);
  const { whole, cut } = bothWays(source);
  expect(cut).toEqual(whole);
});

test('an indented fence that a line at column 0 may or may not close ends the cutting', () => {
  const source = '## A\n\n- item\n\n  ```\n  code\n\nnot code, or code\n\n## B\n\n## C\n';
  expect(splitAtHeadings(source, 1)).toEqual([0]);
});

test('a reference whose definition is in another piece resolves as in the whole text', () => {
  const source = '## A\n\nSee [the spec][spec].\n\n## B\n\n[spec]: https://spec.graphql.org/\n';
  const { whole, cut } = bothWays(source);
  expect(cut).toEqual(whole);
  expect(JSON.stringify(cut)).toContain('"type":"linkReference"');
});

// The pieces as a large doc is cut (the build's pieces are 128 KB; 32 KB here, for a doc a quarter
// of the size, parsed in a quarter of the time, and cut as often).
test('a 120 KB doc is parsed in 32 KB pieces to the tree of the whole', () => {
  const source = hugeMarkdown(120 * 1024);
  expect(splitAtHeadings(source, 32 * 1024).length).toBeGreaterThanOrEqual(3);
  expect(JSON.parse(JSON.stringify(parseMarkdown(source, { pieceLength: 32 * 1024 })))).toEqual(
    JSON.parse(JSON.stringify(parseMarkdown(source, { pieceLength: Number.POSITIVE_INFINITY }))),
  );
});

// micromark closes containers (a list before a heading, say) with an EditMap over every event of the
// document so far; patches/micromark-util-edit-map@1.0.0.patch keeps consume from copying the events
// before the first edit, which made a long doc's parse quadratic. Counting the reads keeps it linear.
test('EditMap.consume reads only the events from its first edit on', () => {
  const events: unknown[] = Array.from({ length: 1000 }, (_, i) => i);
  const read = new Set<number>();
  const watched = new Proxy(events, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) read.add(Number(key));
      return Reflect.get(target, key, receiver);
    },
  });
  const map = new EditMap();
  map.add(990, 2, ['a', 'b', 'c'] as never);
  map.add(995, 0, ['d'] as never);
  map.consume(watched as never);
  expect(Math.min(...read)).toBeGreaterThanOrEqual(990);
  expect(watched.slice(988, 1000)).toEqual([988, 989, 'a', 'b', 'c', 992, 993, 994, 'd', 995, 996, 997]);
  expect(watched).toHaveLength(1002);
});
