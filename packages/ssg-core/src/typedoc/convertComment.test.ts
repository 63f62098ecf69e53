import { describe, expect, it } from 'vitest';
import type { CommentDisplayPart } from 'typedoc';
import { formatParts, parseDocText, parseExample } from './convertComment.ts';

describe('formatParts', () => {
  it('turns {@link} into api: links, and unresolved links into code', () => {
    const parts: CommentDisplayPart[] = [
      { kind: 'text', text: 'See ' },
      { kind: 'inline-tag', tag: '@link', text: 'GraphQLSchema' },
      { kind: 'text', text: ', ' },
      { kind: 'inline-tag', tag: '@linkcode', text: 'getQueryType' },
      { kind: 'text', text: ' and ' },
      { kind: 'inline-tag', tag: '@link', text: 'Nowhere' },
    ];
    const urls: Record<string, string> = {
      GraphQLSchema: 'api:GraphQLSchema',
      getQueryType: 'api:GraphQLSchema#getQueryType',
    };
    expect(formatParts(parts, (part) => urls[part.text])).toBe(
      'See [GraphQLSchema](api:GraphQLSchema), [`getQueryType`](api:GraphQLSchema#getQueryType) and `Nowhere`',
    );
  });
});

describe('parseExample', () => {
  it('splits fenced blocks and keeps the text around them', () => {
    expect(parseExample('Intro text.\n\n```graphql\n{ a }\n```\n\n```ts\nrun();\n```\nAfter.')).toEqual([
      { description: 'Intro text.', code: '{ a }', lang: 'graphql' },
      { description: 'After.', code: 'run();', lang: 'ts' },
    ]);
  });

  it('treats an unfenced body as TypeScript code', () => {
    expect(parseExample('parse("{ a }")')).toEqual([{ description: '', code: 'parse("{ a }")', lang: 'ts' }]);
  });
});

describe('parseDocText', () => {
  it('reads summary, tags and {@link} from raw JSDoc', () => {
    const doc = parseDocText(
      '/**\n * Options for a {@link ValidationContext} and {@link Missing}.\n * @deprecated use {@link GraphQLSchema.toConfig | toConfig}\n * @internal\n */',
      (name) => (name.startsWith('Missing') ? undefined : `api:${name.replace('.', '#')}`),
    );
    expect(doc).toMatchObject({
      summary: 'Options for a [ValidationContext](api:ValidationContext) and `Missing`.',
      deprecated: 'use [toConfig](api:GraphQLSchema#toConfig)',
      modifiers: ['@internal'],
      hasComment: true,
    });
  });
});
