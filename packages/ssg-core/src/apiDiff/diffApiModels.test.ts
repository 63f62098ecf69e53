import { describe, expect, it } from 'vitest';
import type { ApiClass, ApiDoc, ApiItem, ApiMember, ApiModel, ApiSignature, ApiType } from '../typedoc/ApiModel.ts';
import { diffApiModels } from './diffApiModels.ts';
import { findReplacement } from './findReplacement.ts';

// Two tiny versions of an API, written as the models loadApi() returns.
const doc = (extra: Partial<ApiDoc> = {}): ApiDoc => ({
  summary: '',
  examples: [],
  throws: [],
  see: [],
  blockTags: [],
  modifiers: [],
  hasComment: true,
  ...extra,
});
const ref = (name: string): ApiType => ({ kind: 'reference', name, target: { kind: 'external' } });
const signature = (params: [string, string][], returns: string): ApiSignature => ({
  typeParameters: [],
  parameters: params.map(([name, type]) => ({ name, type: ref(type), optional: false, rest: false })),
  returns: ref(returns),
  doc: doc(),
});
const base = {
  module: 'graphql/x',
  sourcePath: 'x.d.ts',
  sourceUrl: '',
  doc: doc(),
  typeOnly: false,
  referencedBy: [],
};
const fn = (name: string, sig: ApiSignature, extra: Partial<ApiDoc> = {}): ApiItem => ({
  ...base,
  id: 0,
  kind: 'function',
  name,
  signatures: [sig],
  doc: doc(extra),
});
const method = (name: string, sig: ApiSignature, extra: Partial<ApiDoc> = {}): ApiMember => ({
  name,
  kind: 'method',
  flags: {},
  signatures: [sig],
  doc: doc(extra),
});
const cls = (name: string, members: ApiMember[]): ApiItem => ({
  ...base,
  id: 0,
  kind: 'class',
  name,
  extends: [],
  implements: [],
  extendedBy: [],
  typeParameters: [],
  constructors: [signature([['config', `${name}Config`]], name)],
  members,
});
const model = (version: string, items: ApiItem[]): ApiModel => ({
  packageName: 'graphql',
  packageVersion: version,
  typedocVersion: '0',
  modules: [],
  items,
  typeAliases: [],
  variables: [],
  internalTypes: [],
  coverage: {
    items: 0,
    withSummary: 0,
    withExample: 0,
    deprecated: [],
    undocumented: [],
    typeAliases: { total: 0, withSummary: 0, undocumented: [] },
    variables: { total: 0, withSummary: 0, undocumented: [] },
  },
  warnings: [],
});

const serialize = method('serialize', signature([['value', 'unknown']], 'unknown'));
const v16 = model('16.0.0', [
  fn('execute', signature([['args', 'ExecutionArgs']], 'ExecutionResult')),
  fn('formatError', signature([['error', 'GraphQLError']], 'GraphQLFormattedError'), {
    deprecated: 'Please use `error.toJSON` instead.',
  }),
  fn('oldThing', signature([], 'void')),
  cls('GraphQLError', [method('toString', signature([], 'string'))]),
  cls('GraphQLScalarType', [serialize, method('parseValue', signature([['value', 'unknown']], 'unknown'))]),
]);
const v17 = model('17.0.0', [
  fn('execute', signature([['args', 'ExecutionArgs']], 'PromiseOrValue')),
  fn('experimentalExecuteIncrementally', signature([['args', 'ExecutionArgs']], 'PromiseOrValue')),
  cls('GraphQLError', [
    method('toString', signature([], 'string')),
    method('toJSON', signature([], 'GraphQLFormattedError')),
  ]),
  cls('GraphQLScalarType', [
    { ...serialize, doc: doc({ deprecated: 'use `coerceOutputValue()` instead' }) },
    method('coerceOutputValue', signature([['value', 'unknown']], 'unknown')),
  ]),
]);

describe('diffApiModels', () => {
  const diff = diffApiModels(v16, v17);

  it('lists the items only the newer version has as added, and those only the older has as removed', () => {
    expect(diff.added.map((i) => i.name)).toEqual(['experimentalExecuteIncrementally']);
    expect(diff.removed.map((i) => i.name)).toEqual(['formatError', 'oldThing']);
  });

  it("names a removed item's replacement from its deprecation note, as a member of the item whose name ends with the note's owner", () => {
    expect(diff.removed[0]).toEqual({
      name: 'formatError',
      kind: 'function',
      module: 'graphql/x',
      note: 'Please use `error.toJSON` instead.',
      replacement: { name: 'GraphQLError', kind: 'class', module: 'graphql/x', member: 'toJSON' },
    });
    expect(diff.removed[1]).not.toHaveProperty('replacement');
  });

  it('shows a changed signature as its old and new text, and added and removed members by name', () => {
    expect(diff.changed.find((c) => c.name === 'execute')).toEqual({
      name: 'execute',
      kind: 'function',
      module: 'graphql/x',
      addedMembers: [],
      removedMembers: [],
      changedMembers: [],
      signatures: {
        before: ['execute(args: ExecutionArgs): ExecutionResult'],
        after: ['execute(args: ExecutionArgs): PromiseOrValue'],
      },
    });
    const scalar = diff.changed.find((c) => c.name === 'GraphQLScalarType')!;
    expect([scalar.addedMembers, scalar.removedMembers, scalar.signatures]).toEqual([
      ['coerceOutputValue'],
      ['parseValue'],
      undefined,
    ]);
    expect(diff.changed.find((c) => c.name === 'GraphQLError')!.addedMembers).toEqual(['toJSON']);
  });

  it('leaves out items whose signatures and members are the same, and lists new deprecations of members', () => {
    expect(diff.changed.map((c) => c.name)).toEqual(['execute', 'GraphQLError', 'GraphQLScalarType']);
    expect(diff.deprecated).toEqual([
      {
        name: 'GraphQLScalarType',
        kind: 'class',
        module: 'graphql/x',
        member: 'serialize',
        note: 'use `coerceOutputValue()` instead',
        inOlder: true,
      },
    ]);
    expect(diffApiModels(v17, v17)).toEqual({
      from: '17.0.0',
      to: '17.0.0',
      added: [],
      removed: [],
      changed: [],
      deprecated: [],
    });
  });
});

describe('diffApiModels, every kind of export', () => {
  const intrinsic = (name: string): ApiType => ({ kind: 'intrinsic', name });
  const alias = (name: string, type: ApiType, extra: Partial<ApiDoc> = {}) => ({
    ...base,
    name,
    typeParameters: [],
    type,
    doc: doc(extra),
  });
  const variable = (name: string, type: ApiType) => ({ ...base, name, type, doc: doc() });
  const extensions = (key: ApiType): ApiItem => ({
    ...base,
    id: 0,
    kind: 'interface',
    name: 'GraphQLFieldExtensions',
    extends: [],
    extendedBy: [],
    implementedBy: [],
    typeParameters: [],
    members: [],
    indexSignatures: [
      { ...signature([], 'unknown'), parameters: [{ name: 'key', type: key, optional: false, rest: false }] },
    ],
    callSignatures: [],
  });
  const tokenKind = (pattern: 'enum' | 'const-object'): ApiItem => ({
    ...base,
    id: 0,
    kind: 'enum',
    name: 'TokenKind',
    pattern,
    members: [{ name: 'SOF', value: '<SOF>', doc: doc() }],
  });
  const options = (members: ApiMember[], internal?: string[]): ApiItem => ({
    ...base,
    id: 0,
    kind: 'interface',
    name: 'GraphQLSchemaConfig',
    extends: [],
    extendedBy: [],
    implementedBy: [],
    typeParameters: [],
    members,
    ...(internal ? { internalMembers: internal } : {}),
    indexSignatures: [],
    callSignatures: [],
  });
  const property = (name: string): ApiMember => ({
    name,
    kind: 'property',
    flags: {},
    type: intrinsic('boolean'),
    doc: doc(),
  });
  const context = (deprecated?: string): ApiItem => ({
    ...(cls('ValidationContext', []) as ApiClass),
    constructors: [
      signature(
        [
          ['schema', 'GraphQLSchema'],
          ['options', 'ValidationContextOptions'],
        ],
        'ValidationContext',
      ),
      {
        ...signature(
          [
            ['schema', 'GraphQLSchema'],
            ['hideSuggestions', 'boolean'],
          ],
          'ValidationContext',
        ),
        doc: doc(deprecated === undefined ? {} : { deprecated }),
      },
    ],
  });
  const older: ApiModel = {
    ...model('16.0.0', [
      extensions(intrinsic('string')),
      tokenKind('enum'),
      options([property('assumeValid')]),
      context(),
    ]),
    typeAliases: [
      alias('TokenKindEnum', ref('TokenKind'), { deprecated: 'Use `TokenKind` instead.' }),
      alias('GraphQLScalarSerializer', intrinsic('unknown')),
    ],
    variables: [variable('GraphQLBoolean', ref('GraphQLScalarType'))],
  };
  const newer: ApiModel = {
    ...model('17.0.0', [
      extensions({ kind: 'union', types: [intrinsic('string'), intrinsic('symbol')] }),
      tokenKind('const-object'),
      options([], ['assumeValid']),
      context('Pass an options object instead.'),
    ]),
    typeAliases: [
      alias('GraphQLScalarSerializer', intrinsic('unknown'), { deprecated: 'Use `GraphQLScalarOutputValueCoercer`.' }),
      alias('SchemaChange', intrinsic('unknown')),
    ],
    variables: [
      variable('GraphQLBoolean', ref('GraphQLScalarType')),
      variable('defaultHarness', ref('GraphQLHarness')),
    ],
  };
  const diff = diffApiModels(older, newer);

  it('adds and removes type aliases and variables like any export, with the replacement a note names', () => {
    expect(diff.added.map((a) => [a.kind, a.name])).toEqual([
      ['variable', 'defaultHarness'],
      ['typeAlias', 'SchemaChange'],
    ]);
    expect(diff.removed).toEqual([
      {
        name: 'TokenKindEnum',
        kind: 'typeAlias',
        module: 'graphql/x',
        note: 'Use `TokenKind` instead.',
        replacement: { name: 'TokenKind', kind: 'enum', module: 'graphql/x' },
      },
    ]);
  });

  it('counts a new index key, a TypeScript enum become a const object and an @internal member as changes, not removals', () => {
    const changed = new Map(diff.changed.map((c) => [c.name, c]));
    // A deprecation alone is no change of the declaration: ValidationContext is only newly deprecated.
    expect([...changed.keys()]).toEqual(['GraphQLFieldExtensions', 'GraphQLSchemaConfig', 'TokenKind']);
    expect(changed.get('GraphQLFieldExtensions')!.signatures).toEqual({
      before: ['interface GraphQLFieldExtensions', '[key: string]: unknown'],
      after: ['interface GraphQLFieldExtensions', '[key: string | symbol]: unknown'],
    });
    expect(changed.get('TokenKind')!.patterns).toEqual({ before: 'enum', after: 'const-object' });
    expect(changed.get('GraphQLSchemaConfig')).toMatchObject({ removedMembers: [], internalMembers: ['assumeValid'] });
  });

  it('lists a type alias and a single overload newly deprecated, the overload by its parameter names', () => {
    expect(diff.deprecated.map((d) => [d.name, d.member, d.overload, d.inOlder])).toEqual([
      ['GraphQLScalarSerializer', undefined, undefined, true],
      ['ValidationContext', 'constructor', '(schema, hideSuggestions)', true],
    ]);
  });
});

describe('findReplacement', () => {
  it('takes the first name of the note that the newer version has: an item, a linked item or Type.member', () => {
    expect(findReplacement('Use `nothingLikeIt` or `execute` instead.', v17)).toMatchObject({ name: 'execute' });
    expect(findReplacement('See [execute](api:execute).', v17)).toMatchObject({ name: 'execute' });
    expect(findReplacement('Please use `GraphQLScalarType.coerceOutputValue` instead', v17)).toMatchObject({
      name: 'GraphQLScalarType',
      member: 'coerceOutputValue',
    });
    expect(findReplacement('Will be removed.', v17)).toBeUndefined();
  });
});

describe('diffApiModels, declarations that spell one type two ways', () => {
  const param = { kind: 'typeParameter' } as const;
  const scalar: ApiClass = {
    ...(cls('GraphQLScalarType', []) as ApiClass),
    typeParameters: [
      { name: 'TInternal', default: { kind: 'intrinsic', name: 'unknown' } },
      { name: 'TExternal', default: { kind: 'reference', name: 'TInternal', target: param } },
    ],
  };
  const boolean: ApiType = { kind: 'intrinsic', name: 'boolean' };
  const scalarOf = (...args: ApiType[]): ApiType => ({
    kind: 'reference',
    name: 'GraphQLScalarType',
    target: { kind: 'item', itemKind: 'class', name: 'GraphQLScalarType', id: 0 },
    typeArguments: args,
  });
  const options = (type: ApiType): ApiSignature => ({
    ...signature([], 'DocumentNode'),
    parameters: [{ name: 'options', type, optional: true, rest: false }],
  });
  const orUndefined = (t: ApiType): ApiType => ({
    kind: 'union',
    types: [t, { kind: 'intrinsic', name: 'undefined' }],
  });
  const variable = (type: ApiType) => ({
    name: 'GraphQLBoolean',
    module: 'graphql/x',
    sourcePath: '',
    sourceUrl: '',
    type,
    doc: doc(),
  });
  const older = {
    ...model('16.0.0', [
      scalar,
      fn('parse', options(orUndefined(ref('ParseOptions')))),
      fn('print', options(ref('A'))),
    ]),
    variables: [variable(scalarOf(boolean, boolean))],
  };
  const newer = {
    ...model('17.0.0', [
      { ...scalar, implements: [ref('GraphQLSchemaElement')] },
      fn('parse', options(ref('ParseOptions'))),
      fn('print', options(orUndefined(ref('B')))),
    ]),
    variables: [variable(scalarOf(boolean))],
  };

  it('compares the types declared: a default type argument, `| undefined` on an optional parameter and an implements clause change nothing', () => {
    expect(diffApiModels(older, newer).changed.map((c) => c.name)).toEqual(['print']);
  });
});
