import { format } from 'node:util';
import { expect, test } from 'vitest';
import { formatConsoleArgs } from './formatConsoleArgs.ts';

test('strings, numbers, booleans, null and undefined print as Node prints them', () => {
  const cases: unknown[][] = [
    ['Hello, Ada.'],
    ['17.1.0', false],
    [true, 2, null, undefined],
    ['a', 'b c'],
    [10n],
    [-0.5],
  ];
  for (const args of cases) expect(formatConsoleArgs(args)).toBe(format(...args));
});

test('objects as JSON, errors by name and message', () => {
  expect(formatConsoleArgs([{ data: { a: 1 } }, [1, 'x']])).toBe('{"data":{"a":1}} [1,"x"]');
  expect(formatConsoleArgs([new TypeError('nope')])).toBe('TypeError: nope');
  const cycle: Record<string, unknown> = {};
  cycle.self = cycle;
  expect(formatConsoleArgs([cycle])).toBe('[object Object]');
});
