import { expect, test } from 'vitest';
import { emptyDoc } from './convertComment.ts';
import { overloadsDoc } from './convertType.ts';

const doc = (summary: string) => ({ ...emptyDoc(), hasComment: true, summary });
const overload = (summary: string, ...parameters: string[]) => ({
  doc: doc(summary),
  parameters: parameters.map((name) => ({
    name,
    type: { kind: 'intrinsic' as const, name: 'unknown' },
    optional: false,
    rest: false,
  })),
});

test('the summary all overloads share', () => {
  expect(overloadsDoc([overload('Same.', 'a'), overload('Same.', 'a', 'b')]).summary).toBe('Same.');
});

test('else the base form: print(ast) beside print(ast, options), whichever is declared first', () => {
  const withOptions = overload('Prints with indentation disabled at the given depth.', 'ast', 'options');
  const plain = overload('Converts an AST into a string.', 'ast');
  expect(overloadsDoc([withOptions, plain]).summary).toBe('Converts an AST into a string.');
  expect(overloadsDoc([plain, withOptions]).summary).toBe('Converts an AST into a string.');
});

test('else the first overload with a summary, in declaration order', () => {
  expect(
    overloadsDoc([overload('', 'a'), overload('From a string.', 'source'), overload('From a node.', 'node')]).summary,
  ).toBe('From a string.');
});
