// The value of an MDX expression that is a literal: a string, number, boolean or null, a
// template without `${}`, a negative number, or an array or object of those. sitegen runs no
// code from the content, so anything else (a name, a call, a spread) is not evaluated.
import type { Expression, Node, Program } from 'estree';

/** A literal's value; `NOT_LITERAL` when the expression is anything else. */
export const NOT_LITERAL: unique symbol = Symbol('not a literal');

export type LiteralValue = string | number | boolean | null | LiteralValue[] | { [key: string]: LiteralValue };

/** The value of a program holding one expression statement (an attribute's `{…}`), else NOT_LITERAL. */
export function evaluateLiteralProgram(program: Program | undefined): LiteralValue | typeof NOT_LITERAL {
  const statement = program?.body.length === 1 ? program.body[0] : undefined;
  return statement?.type === 'ExpressionStatement' ? evaluateLiteral(statement.expression) : NOT_LITERAL;
}

export function evaluateLiteral(node: Node): LiteralValue | typeof NOT_LITERAL {
  switch (node.type) {
    case 'Literal': {
      const { value } = node as Extract<Expression, { type: 'Literal' }>;
      // A RegExp or a bigint is code, not data.
      return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null
        ? value
        : NOT_LITERAL;
    }
    case 'TemplateLiteral': {
      const template = node as Extract<Expression, { type: 'TemplateLiteral' }>;
      return template.expressions.length === 0
        ? template.quasis.map((q) => q.value.cooked ?? '').join('')
        : NOT_LITERAL;
    }
    case 'UnaryExpression': {
      const unary = node as Extract<Expression, { type: 'UnaryExpression' }>;
      const value = evaluateLiteral(unary.argument);
      return unary.operator === '-' && typeof value === 'number' ? -value : NOT_LITERAL;
    }
    case 'ArrayExpression': {
      const values: LiteralValue[] = [];
      for (const element of (node as Extract<Expression, { type: 'ArrayExpression' }>).elements) {
        const value = element && element.type !== 'SpreadElement' ? evaluateLiteral(element) : NOT_LITERAL;
        if (value === NOT_LITERAL) return NOT_LITERAL;
        values.push(value);
      }
      return values;
    }
    case 'ObjectExpression': {
      const object: { [key: string]: LiteralValue } = {};
      for (const property of (node as Extract<Expression, { type: 'ObjectExpression' }>).properties) {
        if (property.type !== 'Property' || property.computed || property.method || property.shorthand)
          return NOT_LITERAL;
        const key =
          property.key.type === 'Identifier'
            ? property.key.name
            : property.key.type === 'Literal' && typeof property.key.value === 'string'
              ? property.key.value
              : undefined;
        const value = evaluateLiteral(property.value);
        if (key === undefined || value === NOT_LITERAL) return NOT_LITERAL;
        object[key] = value;
      }
      return object;
    }
    default:
      return NOT_LITERAL;
  }
}
