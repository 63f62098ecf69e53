import { describe, expect, test } from 'vitest';
import type { ApiDoc, ApiItem, ApiType } from '../typedoc/ApiModel.ts';
import { buildSearchDocs } from './buildSearchDocs.ts';
import { markdownToText as plainText } from '../text/markdownToText.ts';

const doc = (summary = ''): ApiDoc => ({
  summary,
  examples: [],
  throws: [],
  see: [],
  blockTags: [],
  modifiers: [],
  hasComment: true,
});
const ref = (name: string, id = 0): ApiType => ({
  kind: 'reference',
  name,
  target: { kind: 'item', itemKind: 'class', name, id },
});
const base = { module: 'graphql', sourcePath: 'x.d.ts', sourceUrl: '', typeOnly: false, referencedBy: [] };

const items: ApiItem[] = [
  {
    ...base,
    id: 0,
    kind: 'class',
    name: 'GraphQLSchema',
    doc: doc('A [schema](api:GraphQLSchema) of `types`.'),
    extends: [],
    implements: [],
    extendedBy: [],
    typeParameters: [],
    constructors: [],
    members: [
      {
        name: 'getQueryType',
        kind: 'method',
        flags: {},
        doc: doc('The query type.'),
        signatures: [{ typeParameters: [], parameters: [], returns: ref('GraphQLObjectType'), doc: doc() }],
      },
      {
        name: 'message',
        kind: 'property',
        flags: {},
        doc: doc(),
        type: { kind: 'intrinsic', name: 'string' },
        inheritedFrom: 'Error',
      },
      { name: '[Symbol.toStringTag]', kind: 'accessor', flags: {}, doc: doc() },
    ],
  },
  {
    ...base,
    id: 1,
    kind: 'interface',
    name: 'ExecutionArgs',
    doc: doc(),
    extends: [],
    extendedBy: [],
    implementedBy: [],
    typeParameters: [],
    indexSignatures: [],
    callSignatures: [],
    members: [{ name: 'schema', kind: 'property', flags: {}, doc: doc(), type: ref('GraphQLSchema') }],
  },
  {
    ...base,
    id: 2,
    kind: 'function',
    name: 'execute',
    doc: doc('Runs an operation.'),
    signatures: [
      {
        typeParameters: [],
        parameters: [{ name: 'args', type: ref('ExecutionArgs', 1), optional: false, rest: false }],
        returns: {
          kind: 'reference',
          name: 'PromiseOrValue',
          target: { kind: 'internal', key: 'k' },
          typeArguments: [ref('ExecutionResult')],
        },
        doc: doc(),
      },
    ],
  },
];

describe('buildSearchDocs', () => {
  const docs = buildSearchDocs({
    apiPath: '/api/graphql-js',
    api: {
      items,
      typeAliases: [
        { ...base, name: 'Thunk', typeParameters: [], type: { kind: 'intrinsic', name: 'unknown' }, doc: doc('Lazy.') },
      ],
      variables: [],
    },
    docs: [
      {
        path: '/docs/tutorials/basic-types',
        title: 'Basic Types',
        markdown: {
          sections: [
            { heading: 'Basic Types', text: 'Intro.' },
            { id: 'lists', heading: 'Lists', text: 'Use [T].' },
          ],
        },
      },
    ],
  });

  test('items link to their page, members to their anchor; inherited and symbol members are left out', () => {
    expect(docs.map((d) => `${d.k} ${d.u}`)).toEqual([
      'class /api/graphql-js/class/GraphQLSchema',
      'method /api/graphql-js/class/GraphQLSchema#getQueryType',
      'interface /api/graphql-js/interface/ExecutionArgs',
      'property /api/graphql-js/interface/ExecutionArgs#schema',
      'function /api/graphql-js/function/execute',
      'typeAlias /api/graphql-js/types#Thunk',
      'section /docs/tutorials/basic-types',
      'section /docs/tutorials/basic-types#lists',
    ]);
  });

  test('signatures and summaries are plain text', () => {
    expect(docs[0]).toMatchObject({ n: 'GraphQLSchema', s: 'class GraphQLSchema', t: 'A schema of types.' });
    expect(docs[1]).toMatchObject({
      n: 'getQueryType',
      p: 'GraphQLSchema',
      s: 'getQueryType(): GraphQLObjectType',
      r: ['GraphQLObjectType'],
    });
    expect(docs[4]?.s).toBe('execute(args: ExecutionArgs): PromiseOrValue<ExecutionResult>');
    expect(docs[7]).toMatchObject({ n: 'Lists', p: 'Basic Types', t: 'Use [T].' });
  });

  test('a function taking an options object takes what the object holds', () => {
    expect(docs[4]).toMatchObject({ r: ['PromiseOrValue', 'ExecutionResult'], a: ['ExecutionArgs', 'GraphQLSchema'] });
  });
});

describe('plainText', () => {
  test('drops links, code marks, emphasis, tags and code blocks', () => {
    expect(plainText('See **[parse](api:parse)** and `print`, <b>now</b>.\n\n```ts\nx\n```\n_done_')).toBe(
      'See parse and print, now. done',
    );
  });

  test('keeps underscores, escaped characters and prose with colons as written; tables and lists as their text', () => {
    expect(plainText('The fields `__schema`, __type and DEFAULT_DEPRECATION_REASON, a \\* b, Query.field:arg.')).toBe(
      'The fields __schema, __type and DEFAULT_DEPRECATION_REASON, a * b, Query.field:arg.',
    );
    expect(plainText('Values:\n\n| JSON | GraphQL |\n| --- | --- |\n| Object | Input Object |\n\n- one\n- two')).toBe(
      'Values: JSON GraphQL Object Input Object one two',
    );
  });
});
