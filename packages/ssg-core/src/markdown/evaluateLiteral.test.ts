import { describe, expect, test } from 'vitest';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { Program } from 'estree';
import { evaluateLiteralProgram, NOT_LITERAL } from './evaluateLiteral.ts';

/** The estree of `<X p={expression} />`'s prop, as remark-mdx parses it. */
function propOf(expression: string): Program {
  const tree = unified().use(remarkParse).use(remarkMdx).parse(`<X p={${expression}} />`);
  const element = tree.children[0] as unknown as { attributes: { value: { data: { estree: Program } } }[] };
  return element.attributes[0]!.value.data.estree;
}

describe('evaluateLiteralProgram', () => {
  test.each([
    ["'text'", 'text'],
    ['`template`', 'template'],
    ['42', 42],
    ['-1.5', -1.5],
    ['true', true],
    ['null', null],
    ["['a', 1, false]", ['a', 1, false]],
    ["{ label: 'A', 'value': 'a', nested: { list: [1, 2] } }", { label: 'A', value: 'a', nested: { list: [1, 2] } }],
  ])('%s is a literal', (expression, value) => {
    expect(evaluateLiteralProgram(propOf(expression))).toEqual(value);
  });

  test.each(['name', 'f()', '1 + 1', '`a${b}`', '[...list]', '{ a }', '{ [key]: 1 }', '{ f() {} }', '/re/', '!true'])(
    '%s is not',
    (expression) => {
      expect(evaluateLiteralProgram(propOf(expression))).toBe(NOT_LITERAL);
    },
  );
});
