import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as graphqlRuntime from 'graphql';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { UsageError } from '../diagnostics.ts';
import type { ApiClass, ApiEnum, ApiFunction, ApiInterface, ApiItem, ApiItemKind, ApiModel } from './ApiModel.ts';
import { openSiteMemo } from '../cache/memo.ts';
import { loadConfig } from '../config/loadConfig.ts';
import { configApiPackage, loadApi, resolveApiSource, type ApiPackage } from './loadApi.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const rootDir = path.resolve(here, '../../../..');

/**
 * What graphql@17.1.0 exports, classified without TypeDoc: the TypeScript compiler on the
 * package's index.d.ts for the declaration kinds, the runtime module for values.
 */
function classifyPackageExports() {
  const entry = path.join(rootDir, 'node_modules/graphql/index.d.ts');
  const program = ts.createProgram([entry], {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(entry)!)!;
  const runtime = graphqlRuntime as Record<string, unknown>;
  const result = { class: [], enum: [], function: [], interface: [], typeAlias: [], variable: [] } as Record<
    ApiItemKind | 'typeAlias' | 'variable',
    string[]
  >;
  const typeOnlyClasses: string[] = [];
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const name = exported.name;
    const flags = checker.getAliasedSymbol(exported).flags;
    const value = runtime[name];
    // graphql 17 enums: a const object (or the `Kind` namespace) of strings plus a same-named type.
    const isEnum =
      !!(flags & ts.SymbolFlags.TypeAlias) &&
      typeof value === 'object' &&
      value !== null &&
      Object.values(value).every((v) => typeof v === 'string');
    if (isEnum) result.enum.push(name);
    else if (flags & ts.SymbolFlags.Class) {
      result.class.push(name);
      if (!(name in runtime)) typeOnlyClasses.push(name);
    } else if (flags & ts.SymbolFlags.Function) result.function.push(name);
    else if (flags & ts.SymbolFlags.Interface) result.interface.push(name);
    else if (flags & ts.SymbolFlags.TypeAlias) result.typeAlias.push(name);
    else if (flags & ts.SymbolFlags.Variable) result.variable.push(name);
    else throw new Error(`unclassified export ${name}`);
  }
  for (const list of Object.values(result)) list.sort();
  return { ...result, typeOnlyClasses: typeOnlyClasses.sort() };
}

let api: ApiPackage;
let model: ApiModel;
let second: ApiModel;
const byName = (name: string): ApiItem => model.items.find((i) => i.name === name)!;

beforeAll(async () => {
  const memo = await openSiteMemo(rootDir);
  api = configApiPackage((await loadConfig(rootDir)).api!);
  model = await loadApi({ rootDir, api });
  second = await loadApi({ rootDir, api });
  memo.save();
}, 180_000);

describe('loadApi on graphql@17.1.0', () => {
  it('has exactly the package exports of each kind, checked against the package itself', () => {
    const expected = classifyPackageExports();
    const names = (kind: string) =>
      model.items
        .filter((i) => i.kind === kind)
        .map((i) => i.name)
        .sort();
    expect(names('class')).toEqual(expected.class);
    expect(names('enum')).toEqual(expected.enum);
    expect(names('function')).toEqual(expected.function);
    expect(names('interface')).toEqual(expected.interface);
    expect(model.typeAliases.map((a) => a.name).sort()).toEqual(expected.typeAlias);
    expect(model.variables.map((v) => v.name).sort()).toEqual(expected.variable);
    expect(
      model.items
        .filter((i) => i.typeOnly)
        .map((i) => i.name)
        .sort(),
    ).toEqual(expected.typeOnlyClasses);

    const counts = Object.fromEntries(['class', 'enum', 'function', 'interface'].map((k) => [k, names(k).length]));
    expect(counts).toEqual({ class: 22, enum: 8, function: 183, interface: 150 });
    expect([model.typeAliases.length, model.variables.length]).toEqual([65, 37]);
    expect(expected.typeOnlyClasses).toEqual([
      'GraphQLArgument',
      'GraphQLEnumValue',
      'GraphQLField',
      'GraphQLInputField',
    ]);
    expect(expected.enum).toEqual([
      'BreakingChangeType',
      'DangerousChangeType',
      'DirectiveLocation',
      'Kind',
      'OperationTypeNode',
      'SafeChangeType',
      'TokenKind',
      'TypeKind',
    ]);
  }, 120_000);

  it('places items in their public submodule', () => {
    expect(byName('parse').module).toBe('graphql/language');
    expect(byName('GraphQLError').module).toBe('graphql/error');
    expect(byName('graphql').module).toBe('graphql');
    // Declared in jsutils/Path.d.ts, which is not a public entry: the submodule re-exporting it.
    expect(byName('responsePathAsArray')).toMatchObject({
      module: 'graphql/execution',
      sourcePath: 'jsutils/Path.d.ts',
    });
  });

  it('numbers items by kind then name', () => {
    model.items.forEach((item, index) => expect(item.id).toBe(index));
    expect(model.items[0].kind).toBe('class');
    expect(model.items.at(-1)!.kind).toBe('interface');
  });

  it('documents GraphQLSchema with its constructor, methods, module and source', () => {
    const schema = byName('GraphQLSchema') as ApiClass;
    expect(schema.kind).toBe('class');
    expect(schema.module).toBe('graphql/type');
    expect(schema.sourcePath).toBe('type/schema.d.ts');
    // The line of the class in the TypeScript source the package's source map embeds.
    expect(schema.sourceUrl).toBe('https://github.com/graphql/graphql-js/blob/v17.1.0/src/type/schema.ts#L215');
    expect(schema.category).toBe('Schema');
    expect(schema.constructors).toHaveLength(1);
    expect(schema.constructors[0].parameters[0]).toMatchObject({
      name: 'config',
      type: { kind: 'reference', name: 'Readonly' },
    });
    const getQueryType = schema.members.find((m) => m.name === 'getQueryType')!;
    expect(getQueryType.kind).toBe('method');
    expect(getQueryType.signatures![0].returns).toMatchObject({
      kind: 'reference',
      name: 'Maybe',
      target: { kind: 'internal', key: 'jsutils/Maybe.d.ts#Maybe' },
      typeArguments: [
        {
          kind: 'reference',
          name: 'GraphQLObjectType',
          target: { kind: 'item', itemKind: 'class', name: 'GraphQLObjectType' },
        },
      ],
    });
    expect(schema.members.map((m) => m.name)).toEqual(
      expect.arrayContaining(['getMutationType', 'getTypeMap', 'getDirectives', 'toConfig']),
    );
    expect(schema.doc.examples.length).toBeGreaterThan(0);
    const users = schema.referencedBy.map((r) => r.name);
    expect(users).toEqual(expect.arrayContaining(['graphql', 'execute', 'validate', 'buildSchema', 'printSchema']));
    expect(schema.referencedBy.find((r) => r.name === 'graphql')).toMatchObject({
      kind: 'function',
      via: 'GraphQLArgs',
    });
  });

  it('documents the graphql function: GraphQLArgs in, Promise<ExecutionResult> out', () => {
    const fn = byName('graphql') as ApiFunction;
    expect(fn.signatures).toHaveLength(1);
    const [signature] = fn.signatures;
    expect(signature.parameters).toMatchObject([
      { name: 'args', optional: false, rest: false, type: { kind: 'reference', name: 'GraphQLArgs' } },
    ]);
    expect(signature.returns).toMatchObject({
      kind: 'reference',
      name: 'Promise',
      target: { kind: 'external' },
      typeArguments: [{ kind: 'reference', name: 'ExecutionResult', target: { kind: 'item', itemKind: 'interface' } }],
    });
    expect(fn.doc.summary).toMatch(/^Parses, validates, and executes/);
    expect(fn.doc.examples[0]).toMatchObject({
      lang: 'ts',
      code: expect.stringContaining("import { graphql, buildSchema } from 'graphql'"),
    });
  });

  it('lists enum members with their values, for Kind and the const-object enums', () => {
    const kind = byName('Kind') as ApiEnum;
    expect(kind).toMatchObject({ kind: 'enum', pattern: 'namespace', module: 'graphql/language' });
    expect(kind.members.find((m) => m.name === 'FIELD')).toMatchObject({
      value: 'Field',
      doc: { summary: 'AST kind for field selection nodes.' },
    });
    expect(kind.members).toHaveLength(Object.keys(graphqlRuntime.Kind).length);
    expect(kind.doc.summary).toBe('The namespace containing all AST node kind constants.');
    const tokenKind = byName('TokenKind') as ApiEnum;
    expect(tokenKind.pattern).toBe('const-object');
    expect(Object.fromEntries(tokenKind.members.map((m) => [m.name, m.value]))).toEqual({
      ...graphqlRuntime.TokenKind,
    });
  });

  it('documents ExecutionResult properties', () => {
    const result = byName('ExecutionResult') as ApiInterface;
    expect(result.members.map((m) => [m.name, m.kind, !!m.flags.optional])).toEqual([
      ['errors', 'property', true],
      ['data', 'property', true],
      ['extensions', 'property', true],
    ]);
    expect(result.typeParameters.map((t) => t.name)).toEqual(['TData', 'TExtensions']);
  });

  it('keeps deprecation reasons', () => {
    expect(byName('valueFromAST').doc.deprecated).toBe('use `coerceInputLiteral()` instead - will be removed in v18');
    expect(model.coverage.deprecated).toContain('astFromValue');
  });

  it('marks type-only classes, with their constructor, and maps their references to the class', () => {
    const field = byName('GraphQLField') as ApiClass;
    expect(field).toMatchObject({ kind: 'class', typeOnly: true });
    expect(field.constructors.map((c) => c.parameters.map((p) => p.name))).toEqual([['parentType', 'name', 'config']]);
    expect(field.members.map((m) => m.name)).toContain('args');
    expect(byName('GraphQLSchema').typeOnly).toBe(false);
  });

  it('collects internal types with their definitions, and converts {@link}', () => {
    const maybe = model.internalTypes.find((t) => t.key === 'jsutils/Maybe.d.ts#Maybe')!;
    expect(maybe.definition).toBe('export type Maybe<T> = null | undefined | T;');
    const options = model.internalTypes.find((t) => t.name === 'ValidationContextOptions')!;
    expect(options.doc.summary).toBe('Options used when constructing a [ValidationContext](api:ValidationContext).');
    expect(model.internalTypes.some((t) => t.name === 'GraphQLSchemaNormalizedConfig')).toBe(true);
    expect(model.internalTypes.every((t) => t.definition)).toBe(true);
  });

  it('reports coverage', () => {
    expect(model.coverage.items).toBe(363);
    expect(model.coverage.undocumented).toEqual([]);
    expect(model.coverage.withSummary).toBeGreaterThan(300);
  });

  it('is the same model on the second call, and plain data', () => {
    expect(second).toEqual(model);
    expect(JSON.parse(JSON.stringify(second))).toEqual(second);
  });
});

describe('loadApi errors', () => {
  it('reports type errors in api-source/ as a UsageError naming file:line', async () => {
    // Inside the repo so that `graphql` resolves from the fixture's api-source/.
    const parent = path.join(rootDir, 'packages/ssg-core/node_modules/.cache');
    await fs.mkdir(parent, { recursive: true });
    const site = await fs.mkdtemp(path.join(parent, 'sitegen-test-broken-'));
    try {
      await fs.cp(path.join(rootDir, 'api-source'), path.join(site, 'api-source'), { recursive: true });
      await fs.writeFile(
        path.join(site, 'api-source/index.ts'),
        "export * from 'graphql';\n\nexport const answer: number = 'forty-two';\n",
      );
      const error = await loadApi({ rootDir: site, api }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UsageError);
      expect((error as UsageError).message).toMatchInlineSnapshot(`
        "error[api/typescript] api-source/index.ts:3:14
          TS2322: Type 'string' is not assignable to type 'number'."
      `);
    } finally {
      await fs.rm(site, { recursive: true, force: true });
    }
  }, 120_000);

  it('reports a missing api-source/ as a UsageError', async () => {
    const error = await loadApi({ rootDir: here, api }).catch((e: unknown) => e);
    expect((error as UsageError).message).toMatchInlineSnapshot(`
      "error[api/missing-source] api-source/index.ts
        The API source file is missing.
        hint: create api-source/index.ts (e.g. \`export * from 'graphql';\`) and api-source/tsconfig.json"
    `);
  });
});

describe('resolveApiSource', () => {
  it('reads its inputs at once: a step that holds the thread (the markdown) does not hold back the start of TypeDoc', async () => {
    let resolved = false;
    const source = resolveApiSource(rootDir, api).then((s) => {
      resolved = true;
      return s;
    });
    // A chain of promise reactions, as the markdown step makes: no file system callback runs before it ends.
    for (let i = 0; i < 1000 && !resolved; i++) await Promise.resolve();
    expect(resolved).toBe(true);
    expect((await source).inputs.packageVersion).toBe('17.1.0');
  });
});
