import { expect, test } from 'vitest';
import { parseCodeMeta } from './parseCodeMeta.ts';

test('title, line ranges, output and live; other words ignored', () => {
  const meta = parseCodeMeta(
    'title="server.js" {1,4-6} output skip-test="needs a running server" sample=\'x y\' showLineNumbers',
  );
  expect(meta).toEqual({
    title: 'server.js',
    highlightLines: new Set([1, 4, 5, 6]),
    output: 'exact',
    live: false,
    showLineNumbers: true,
  });
  expect(parseCodeMeta('title="hello.js" live').live).toBe(true);
  expect(parseCodeMeta('title="live.js"').live).toBe(false);
});

test('output marks: bare is exact; formatted and trimmed in any quoting; anything else is kept as unknown', () => {
  expect(parseCodeMeta('output="formatted"').output).toBe('formatted');
  expect(parseCodeMeta("output='trimmed'").output).toBe('trimmed');
  expect(parseCodeMeta('output=trimmed').output).toBe('trimmed');
  expect(parseCodeMeta('title="x"').output).toBeUndefined();
  expect(parseCodeMeta('output="pretty"')).toEqual({ highlightLines: new Set(), live: false, unknownOutput: 'pretty' });
  expect(parseCodeMeta('output="exact"').unknownOutput).toBe('exact');
  expect(parseCodeMeta('output=""').unknownOutput).toBe('');
  expect(parseCodeMeta('output=').unknownOutput).toBe('');
});

test('empty and odd meta', () => {
  expect(parseCodeMeta(undefined)).toEqual({ highlightLines: new Set(), live: false });
  expect(parseCodeMeta("title='a b.js' {x,2}")).toEqual({
    title: 'a b.js',
    highlightLines: new Set([2]),
    live: false,
  });
  expect(parseCodeMeta('{1-99999999}').highlightLines.size).toBe(10_000);
});

test("Nextra's filename is a title; showLineNumbers and npm2yarn are marks", () => {
  expect(parseCodeMeta('filename="schema.graphql" {2} npm2yarn')).toEqual({
    title: 'schema.graphql',
    highlightLines: new Set([2]),
    live: false,
    npm2yarn: true,
  });
});
