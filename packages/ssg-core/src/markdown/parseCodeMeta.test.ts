import { expect, test } from 'vitest';
import { parseCodeMeta } from './parseCodeMeta.ts';

test('title, line ranges, output and live; other words ignored', () => {
  const meta = parseCodeMeta(
    'title="server.js" {1,4-6} output skip-test="needs a running server" sample=\'x y\' showLineNumbers',
  );
  expect(meta).toEqual({ title: 'server.js', highlightLines: new Set([1, 4, 5, 6]), output: true, live: false });
  expect(parseCodeMeta('title="hello.js" live').live).toBe(true);
  expect(parseCodeMeta('title="live.js"').live).toBe(false);
});

test('empty and odd meta', () => {
  expect(parseCodeMeta(undefined)).toEqual({ highlightLines: new Set(), output: false, live: false });
  expect(parseCodeMeta("title='a b.js' {x,2}")).toEqual({
    title: 'a b.js',
    highlightLines: new Set([2]),
    output: false,
    live: false,
  });
  expect(parseCodeMeta('{1-99999999}').highlightLines.size).toBe(10_000);
});
