// The API model against graphql's declarations read independently (tests/api/readDeclarations.ts,
// the TypeScript compiler without TypeDoc): for every export, the members with their flags,
// the index signatures, the overloads and parameters, every `@param a.b` tag, `readonly` wherever
// it is written, and the line that the source link points to.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiContext } from '@sitegen/ssg-core/pages/buildApiPages.ts';
import { tokensText } from '@sitegen/ssg-core/pages/api/formatType.ts';
import type { ApiItem, ApiModel, ApiSignature } from '@sitegen/ssg-core/typedoc/ApiModel.ts';
import { openSiteMemo } from '@sitegen/ssg-core/cache/memo.ts';
import { loadConfig } from '@sitegen/ssg-core/config/loadConfig.ts';
import { configApiPackage, loadApi } from '@sitegen/ssg-core/typedoc/loadApi.ts';
import { countReadonly, readDeclarations, type DeclaredExport, type DeclaredSignature } from './readDeclarations.ts';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let model: ApiModel;
let declared: DeclaredExport[];
let fmt: ReturnType<typeof createApiContext>['fmt'];

beforeAll(async () => {
  const memo = await openSiteMemo(rootDir);
  model = await loadApi({ rootDir, api: configApiPackage((await loadConfig(rootDir)).api!) });
  memo.save();
  declared = readDeclarations(rootDir);
  fmt = createApiContext(model, '/api/graphql-js').fmt;
}, 240_000);

const itemOf = (name: string): ApiItem => {
  const item = model.items.find((i) => i.name === name);
  if (!item) throw new Error(`no item ${name}`);
  return item;
};
const withMembers = () => declared.filter((d) => d.kind === 'class' || d.kind === 'interface');
/** Every signature the model has for a declared one: function overloads, constructors, method overloads. */
function signaturePairs(): { where: string; declared: DeclaredSignature; model: ApiSignature }[] {
  const pairs: { where: string; declared: DeclaredSignature; model: ApiSignature }[] = [];
  for (const d of declared) {
    if (d.kind === 'function') {
      const item = itemOf(d.name);
      if (item.kind === 'function')
        d.signatures.forEach((s, i) =>
          pairs.push({ where: `${d.name}#${i}`, declared: s, model: item.signatures[i]! }),
        );
    }
    if (d.kind !== 'class' && d.kind !== 'interface') continue;
    const item = itemOf(d.name);
    if (item.kind === 'class')
      d.constructors.forEach((s, i) =>
        pairs.push({ where: `new ${d.name}#${i}`, declared: s, model: item.constructors[i]! }),
      );
    if (item.kind !== 'class' && item.kind !== 'interface') continue;
    for (const [key, list] of d.methodSignatures) {
      const member = item.members.find(
        (m) => `${m.flags.static ? 'static ' : ''}${m.name}` === key && !m.inheritedFrom,
      );
      list.forEach((s, i) =>
        pairs.push({ where: `${d.name}.${key}#${i}`, declared: s, model: member!.signatures![i]! }),
      );
    }
  }
  return pairs;
}

describe('the API model against the declarations', () => {
  it('has every declared member of every class and interface, with its kind and flags, and nothing else', () => {
    let members = 0;
    let classes = 0;
    for (const d of withMembers()) {
      const item = itemOf(d.name);
      if (item.kind !== 'class' && item.kind !== 'interface') throw new Error(`${d.name} is a ${item.kind}`);
      classes++;
      const own = item.members.filter((m) => !m.inheritedFrom);
      const modelShape = own.map((m) => ({
        name: m.name,
        kind: m.kind,
        // An accessor's read-only-ness is whether it has a setter, not a modifier.
        flags: {
          readonly: m.kind === 'accessor' ? false : !!m.flags.readonly,
          optional: !!m.flags.optional,
          static: !!m.flags.static,
          abstract: !!m.flags.abstract,
          protected: !!m.flags.protected,
        },
        overloads:
          m.kind === 'method'
            ? m.signatures!.length
            : m.kind === 'accessor'
              ? (m.getter ? 1 : 0) + (m.setter ? 1 : 0)
              : 1,
      }));
      const declaredShape = d.members.map((m) => ({
        name: m.name,
        kind: m.kind,
        flags: m.flags,
        overloads: m.declarations.length,
      }));
      const byName = (
        a: { name: string; flags: { static: boolean } },
        b: { name: string; flags: { static: boolean } },
      ) => (`${+a.flags.static}${a.name}` < `${+b.flags.static}${b.name}` ? -1 : 1);
      expect(modelShape.sort(byName), d.name).toEqual(declaredShape.sort(byName));
      if (item.kind === 'class') expect(item.constructors.length, `${d.name} constructors`).toBe(d.constructors.length);
      members += d.members.length;
    }
    expect({ classes, members }).toEqual({ classes: 172, members: 892 });
  });

  it('has every index signature, readonly where declared, with its doc comment', () => {
    let count = 0;
    let readonly = 0;
    for (const d of withMembers()) {
      const item = itemOf(d.name);
      const model = item.kind === 'interface' ? item.indexSignatures : [];
      expect(
        model.map((s) => ({ readonly: !!s.readonly, parameter: s.parameters[0]!.name, summary: s.doc.summary })),
        d.name,
      ).toEqual(d.indexSignatures.map((s) => ({ readonly: s.readonly, parameter: s.parameter, summary: s.summary })));
      count += d.indexSignatures.length;
      readonly += d.indexSignatures.filter((s) => s.readonly).length;
    }
    // Interfaces declare 14, none readonly (the 7 readonly ones are in type literals: see below).
    expect({ count, readonly }).toEqual({ count: 14, readonly: 0 });
    const extensions = withMembers().filter((d) => d.name.endsWith('Extensions') && d.members.length === 0);
    expect(
      extensions.map((d) => itemOf(d.name)).filter((i) => i.kind === 'interface' && i.indexSignatures.length === 1),
    ).toHaveLength(14);
  });

  it('has every overload of every function, method and constructor with its parameters', () => {
    const pairs = signaturePairs();
    for (const { where, declared: d, model: m } of pairs) {
      expect(m, where).toBeDefined();
      expect(
        m.parameters.map((p) => ({ name: p.name, optional: p.optional, rest: p.rest })),
        where,
      ).toEqual(d.parameters);
    }
    const functions = declared.filter((d) => d.kind === 'function');
    for (const d of functions) {
      const item = itemOf(d.name);
      expect(item.kind === 'function' && item.signatures.length, d.name).toBe(d.signatures.length);
    }
    expect({
      signatures: pairs.length,
      parameters: pairs.reduce((n, p) => n + p.declared.parameters.length, 0),
    }).toEqual({
      signatures: 319,
      parameters: 347,
    });
  });

  it('puts every @param a.b tag under its parameter', () => {
    const tags: string[] = [];
    for (const { where, declared: d, model: m } of signaturePairs()) {
      const modelTags = m.parameters.flatMap((p) =>
        (p.properties ?? []).map((prop) => ({ parameter: p.name, path: prop.name, optional: !!prop.optional })),
      );
      expect(modelTags, where).toEqual(d.paramTags);
      for (const tag of d.paramTags) tags.push(`${where} ${tag.parameter}.${tag.path}`);
    }
    expect(tags).toEqual([
      'print#0 options.maxIndentDepth',
      'getVariableValues#0 options.maxErrors',
      'getVariableValues#0 options.hideSuggestions',
      'getDirectiveValues#0 node.directives',
    ]);
  });

  it('prints readonly everywhere the declarations write it', () => {
    let checked = 0;
    const expectSame = (where: string, declaredText: string, printed: string) => {
      expect(countReadonly(printed), `${where}\n  declared: ${declaredText}\n  printed:  ${printed}`).toBe(
        countReadonly(declaredText),
      );
      checked += countReadonly(declaredText);
    };
    for (const d of withMembers()) {
      const item = itemOf(d.name);
      if (item.kind !== 'class' && item.kind !== 'interface') continue;
      for (const m of d.members) {
        const own = item.members.find(
          (x) => x.name === m.name && !!x.flags.static === m.flags.static && !x.inheritedFrom,
        )!;
        const printed = fmt.member(own, '').map(tokensText).join('\n');
        expectSame(`${d.name}.${m.name}`, m.declarations.map((n) => n.getText()).join('\n'), printed);
      }
      if (item.kind === 'interface') {
        d.indexSignatures.forEach((s, i) =>
          expectSame(
            `${d.name}[index]`,
            s.node.getText(),
            tokensText(fmt.indexSignature(item.indexSignatures[i]!, '')),
          ),
        );
      }
    }
    for (const d of declared.filter((x) => x.kind === 'function')) {
      const item = itemOf(d.name);
      if (item.kind !== 'function') continue;
      d.signatures.forEach((s, i) =>
        expectSame(d.name, s.node.getText(), tokensText(fmt.signature(item.signatures[i]!, { prefix: d.name }))),
      );
    }
    for (const d of declared.filter((x) => x.kind === 'typeAlias' && x.aliasType)) {
      const alias = model.typeAliases.find((a) => a.name === d.name)!;
      expectSame(d.name, d.aliasType!.getText(), tokensText(fmt.type(alias.type)));
    }
    expect(checked).toBe(371);
  });

  it('prints every declaration as the .d.ts writes it: Array<T>, default type arguments left out, [Symbol.toStringTag], quoted keys', () => {
    // Formatting aside: line breaks, trailing separators and the quote style are the printer's.
    const printer = ts.createPrinter({ removeComments: true });
    const normal = (text: string) =>
      text
        .replace(/'/g, '"')
        .replace(/\s+/g, '')
        .replace(/[;,](?=[)}\]>])/g, '')
        .replace(/;$/, '');
    const printDeclared = (node: ts.Node) =>
      printer.printNode(ts.EmitHint.Unspecified, node, node.getSourceFile()).replace(/^(export )?(declare )?/, '');
    const checked = {
      functions: 0,
      members: 0,
      constructors: 0,
      indexSignatures: 0,
      typeAliases: 0,
      enumTypes: 0,
      variables: 0,
    };
    const expectWritten = (where: string, node: ts.Node, printed: string, declaredText = printDeclared(node)) =>
      expect(normal(printed), `${where}\n  declared: ${declaredText}\n  printed:  ${printed}`).toBe(
        normal(declaredText),
      );
    for (const d of declared) {
      if (d.kind === 'function') {
        const item = itemOf(d.name);
        d.signatures.forEach((s, i) => {
          const node = s.node as ts.FunctionDeclaration;
          // `responsePathAsArray` is `pathToArray` exported under another name.
          const text = printDeclared(node)
            .replace(/^function /, '')
            .replace(node.name!.text, d.name);
          if (item.kind === 'function')
            expectWritten(d.name, node, tokensText(fmt.signature(item.signatures[i]!, { prefix: d.name })), text);
          checked.functions++;
        });
      }
      if (d.kind === 'class' || d.kind === 'interface') {
        const item = itemOf(d.name);
        if (item.kind !== 'class' && item.kind !== 'interface') continue;
        for (const m of d.members) {
          const own = item.members.find(
            (x) =>
              x.name === m.name.replace(/^'(.*)'$/, '$1') && !!x.flags.static === m.flags.static && !x.inheritedFrom,
          )!;
          const printed = fmt.member(own, '').map(tokensText);
          m.declarations.forEach((node, i) => expectWritten(`${d.name}.${m.name}`, node, printed[i]!));
          checked.members += m.declarations.length;
        }
        if (item.kind === 'class')
          d.constructors.forEach((c, i) => {
            // The page writes a constructor as it is called, `new GraphQLField<TSource, …>(…)`: with the class's type parameters.
            const signature = { ...item.constructors[i]!, typeParameters: [] };
            const printed = tokensText(fmt.signature(signature, { prefix: 'constructor', noReturn: true }));
            expectWritten(`new ${d.name}`, c.node, printed);
            checked.constructors++;
          });
        if (item.kind === 'interface')
          d.indexSignatures.forEach((s, i) => {
            expectWritten(`${d.name}[index]`, s.node, tokensText(fmt.indexSignature(item.indexSignatures[i]!, '')));
            checked.indexSignatures++;
          });
      }
      if (d.kind === 'typeAlias' && d.alias) {
        expectWritten(d.name, d.alias, tokensText(fmt.typeAlias(model.typeAliases.find((a) => a.name === d.name)!)));
        checked.typeAliases++;
      }
      const item = model.items.find((i) => i.name === d.name);
      if (item?.kind === 'enum' && item.typeHalf && d.alias) {
        expectWritten(d.name, d.alias, `type ${d.name} = ${tokensText(fmt.type(item.typeHalf.type))};`);
        checked.enumTypes++;
      }
      if (d.kind === 'variable' && d.variable) {
        const printed = tokensText(fmt.variable(model.variables.find((v) => v.name === d.name)!));
        expectWritten(d.name, d.variable, printed.replace(/^const /, ''));
        checked.variables++;
      }
    }
    expect(checked).toEqual({
      functions: 198,
      members: 892,
      constructors: 23,
      indexSignatures: 14,
      typeAliases: 65,
      enumTypes: 8,
      variables: 37,
    });
  });

  it('links every exported type a type alias names', () => {
    const exported = new Set(declared.map((d) => d.name));
    let links = 0;
    for (const d of declared.filter((x) => x.kind === 'typeAlias' && x.aliasType)) {
      const named = new Set<string>();
      const visit = (node: ts.Node) => {
        if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName) && exported.has(node.typeName.text))
          named.add(node.typeName.text);
        ts.forEachChild(node, visit);
      };
      visit(d.aliasType!);
      const alias = model.typeAliases.find((a) => a.name === d.name)!;
      const linked = new Set(fmt.type(alias.type).flatMap((t) => (typeof t === 'string' ? [] : [t[0]])));
      expect(
        [...named].filter((name) => !linked.has(name)),
        d.name,
      ).toEqual([]);
      links += named.size;
    }
    expect(links).toBe(196);
  });

  it('links every export to the line of its declaration in the TypeScript source', () => {
    const urls = new Map<string, string | undefined>([
      ...model.items.map((i) => [i.name, i.sourceUrl] as const),
      ...model.typeAliases.map((a) => [a.name, a.sourceUrl] as const),
      ...model.variables.map((v) => [v.name, v.sourceUrl] as const),
    ]);
    const missing = declared.filter((d) => !d.source).map((d) => d.name);
    expect(missing).toEqual([]);
    for (const d of declared) {
      expect(urls.get(d.name), d.name).toBe(
        `https://github.com/graphql/graphql-js/blob/v17.1.0/${d.source!.path}#L${d.source!.line}`,
      );
    }
    expect(declared).toHaveLength(465);
    const line = (name: string) => urls.get(name)!.replace(/^.*\/src\//, 'src/');
    expect(['GraphQLSchema', 'execute', 'parse', 'visit', 'graphql'].map(line)).toEqual([
      'src/type/schema.ts#L215',
      'src/execution/execute.ts#L113',
      'src/language/parser.ts#L212',
      'src/language/visitor.ts#L202',
      'src/graphql.ts#L164',
    ]);
  });
});
