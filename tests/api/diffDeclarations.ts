// What changed from graphql 16.15.0 to 17.1.0, read straight from the two packages' index.d.ts
// with the TypeScript compiler, without TypeDoc or the site's model: the lists the changes page
// must show. An export is the unit, whatever its kind; it changed when the types it declares
// differ, members it inherits included, and `@internal` counts as part of a declaration. Its
// declarations are compared as printed after declaredTypeForm's rewrites (a reading of the type
// aliases at a time: one reading that prints both the same makes them the same), comments,
// formatting, member order and `implements` clauses aside.
import ts from 'typescript';
import { exportKind, readPackageExports, type ExportKind, type PackageExports } from './classifyExports.ts';
import { createFormContext, declaredTypeForm, type AliasReading, type FormContext } from './declaredTypeForm.ts';

export type ByKind = Record<ExportKind, string[]>;

export interface DeclaredChanges {
  added: ByKind;
  removed: ByKind;
  changed: ByKind;
  /**
   * Declarations `@deprecated` in the newer version that the older one has without the tag or not
   * at all: an export (`X`), a member (`X.m`), or one overload of several (`X.m(a, b)`,
   * `new X(a, b)`, `f(a, b)`), by the kind of the export.
   */
  deprecated: ByKind;
}

interface DeclaredExport {
  kind: ExportKind;
  /** The declaration's lines as the printer writes them, sorted, in each reading of the aliases. */
  texts: string[][];
  /** Every export, member and overload by its entry name, and whether it is `@deprecated`. */
  deprecation: Map<string, boolean>;
}

const printer = ts.createPrinter({ removeComments: true });
const hasTag = (node: ts.Node, tag: string) => ts.getJSDocTags(node).some((t) => t.tagName.text === tag);
const isPrivate = (node: ts.Node) =>
  (ts.getCombinedModifierFlags(node as ts.Declaration) & ts.ModifierFlags.Private) !== 0 ||
  (!!(node as ts.NamedDeclaration).name && ts.isPrivateIdentifier((node as ts.NamedDeclaration).name!));

/** String literals in one quote style: the printer keeps each literal's own. */
const doubleQuoted: ts.TransformerFactory<ts.Node> = (context) => {
  const visit = (node: ts.Node): ts.Node =>
    ts.isStringLiteral(node) ? ts.factory.createStringLiteral(node.text) : ts.visitEachChild(node, visit, context);
  return visit;
};

/** One declaration on one line, without its comments and its `export` and `declare` keywords; rewritten first by `form`. */
function printNode(node: ts.Node, form?: ts.TransformerFactory<ts.Node>): string {
  const [quoted] = ts.transform(node, [...(form ? [form] : []), doubleQuoted]).transformed;
  const text = printer.printNode(ts.EmitHint.Unspecified, quoted!, node.getSourceFile());
  const line = text.replace(/\s+/g, ' ').replace(/^(export )?(declare )?/, '');
  return hasTag(node, 'internal') ? `@internal ${line}` : line;
}

/** `(a, b)`: an overload as its entry name shows it. */
const parameterNames = (node: ts.SignatureDeclaration) =>
  `(${node.parameters.map((p) => p.name.getText()).join(', ')})`;

const readings: AliasReading[] = ['none', 'acyclic', 'cycle'];

export function readDeclaredExports(rootDir: string, packageName: string): Map<string, DeclaredExport> {
  const pkg = readPackageExports(rootDir, packageName);
  const ctx = createFormContext(pkg, (e) => exportKind(e, pkg.checker) === 'typeAlias');
  return new Map(pkg.exports.map((exported) => [exported.name, readExport(exported, pkg, ctx)]));
}

function readExport(exported: ts.Symbol, pkg: PackageExports, ctx: FormContext): DeclaredExport {
  const forms = readings.map((reading) => readForm(exported, pkg, ctx, reading));
  return { ...forms[0]!, texts: forms.map((f) => f.text) };
}

function readForm(exported: ts.Symbol, { checker }: PackageExports, ctx: FormContext, reading: AliasReading) {
  const form = declaredTypeForm(ctx, reading, exported.name, (node) => printNode(node));
  const print = (node: ts.Node) => printNode(node, form);
  const symbol = checker.getAliasedSymbol(exported);
  const kind = exportKind(exported, checker);
  const name = exported.name;
  const text: string[] = [];
  const deprecation = new Map<string, boolean>();
  if (isTypeOnlyExport(exported, checker)) text.push('export type');
  const declarations = symbol.declarations ?? [];
  /** Overloads: each under `prefix(params)`; the whole under `whole`, deprecated when every overload is. */
  const overloads = (whole: string, prefix: string, nodes: ts.SignatureDeclaration[]) => {
    for (const node of nodes) deprecation.set(`${prefix}${parameterNames(node)}`, hasTag(node, 'deprecated'));
    deprecation.set(whole, nodes.length > 0 && nodes.every((n) => hasTag(n, 'deprecated')));
  };

  if (kind === 'class' || kind === 'interface') {
    const own = declarations.filter(
      (d): d is ts.ClassDeclaration | ts.InterfaceDeclaration =>
        ts.isClassDeclaration(d) || ts.isInterfaceDeclaration(d),
    );
    for (const d of own) {
      text.push(
        `${hasTag(d, 'internal') ? '@internal ' : ''}${ts.isClassDeclaration(d) ? 'class' : 'interface'}` +
          `<${(d.typeParameters ?? []).map(print).join(', ')}> ${(d.heritageClauses ?? [])
            .filter((h) => h.token === ts.SyntaxKind.ExtendsKeyword)
            .map(print)
            .join(' ')}`,
      );
    }
    const instance = checker.getDeclaredTypeOfSymbol(symbol);
    const statics = kind === 'class' ? checker.getTypeOfSymbol(symbol) : undefined;
    const members = [
      ...checker.getPropertiesOfType(instance).map((p) => ({ p, prefix: '' })),
      ...(statics ? checker.getPropertiesOfType(statics) : [])
        .filter((p) => p.name !== 'prototype')
        .map((p) => ({ p, prefix: 'static ' })),
    ];
    for (const { p, prefix } of members) {
      for (const d of p.declarations ?? []) if (!isPrivate(d)) text.push(`${prefix}${print(d)}`);
    }
    // `[key: string | symbol]` is one declaration of two index infos.
    const indexDeclarations = new Set(checker.getIndexInfosOfType(instance).map((info) => info.declaration));
    for (const declaration of indexDeclarations) if (declaration) text.push(print(declaration));
    for (const s of checker.getSignaturesOfType(instance, ts.SignatureKind.Call))
      if (s.declaration) text.push(print(s.declaration));
    for (const s of statics ? checker.getSignaturesOfType(statics, ts.SignatureKind.Construct) : [])
      if (s.declaration && !isPrivate(s.declaration)) text.push(print(s.declaration));
    // What the export declares itself can be deprecated; what it inherits is deprecated where it is declared.
    deprecation.set(
      name,
      own.some((d) => hasTag(d, 'deprecated')),
    );
    const byName = new Map<string, ts.ClassElement[] | ts.TypeElement[]>();
    for (const d of own) {
      for (const m of d.members as ts.NodeArray<ts.ClassElement | ts.TypeElement>) {
        if (isPrivate(m) || ts.isIndexSignatureDeclaration(m) || ts.isCallSignatureDeclaration(m)) continue;
        const key = ts.isConstructorDeclaration(m) ? 'constructor' : m.name?.getText();
        if (key) byName.set(key, [...(byName.get(key) ?? []), m] as ts.ClassElement[]);
      }
    }
    for (const [member, nodes] of byName) {
      if (member === 'constructor') overloads(`${name}.constructor`, `new ${name}`, nodes as ts.SignatureDeclaration[]);
      else if (nodes.every((n) => ts.isMethodDeclaration(n) || ts.isMethodSignature(n)))
        overloads(`${name}.${member}`, `${name}.${member}`, nodes as ts.SignatureDeclaration[]);
      else
        deprecation.set(
          `${name}.${member}`,
          nodes.some((n) => hasTag(n, 'deprecated')),
        );
    }
  } else if (kind === 'function') {
    const nodes = declarations.filter(ts.isFunctionDeclaration);
    text.push(...nodes.map(print));
    overloads(name, name, nodes);
  } else {
    for (const d of declarations) {
      const namespaceExport = ts.isNamespaceExport(d) ? d : undefined;
      if (namespaceExport) {
        // `export * as Kind`: the constants of the module it names are its members.
        const module = checker.getSymbolAtLocation(namespaceExport.parent.moduleSpecifier!)!;
        text.push(print(namespaceExport.parent));
        for (const constant of checker.getExportsOfModule(module).filter((s) => s.flags & ts.SymbolFlags.Value)) {
          const node = constant.valueDeclaration!;
          text.push(print(node));
          deprecation.set(`${name}.${constant.name}`, hasTag(node, 'deprecated'));
        }
        continue;
      }
      text.push(ts.isVariableDeclaration(d) ? `const ${print(d)}` : print(d));
      // An enum's members: a TypeScript enum's, or the properties of the `const` object's type.
      const members = ts.isEnumDeclaration(d)
        ? d.members
        : ts.isVariableDeclaration(d) && d.type && ts.isTypeLiteralNode(d.type) && kind === 'enum'
          ? d.type.members
          : [];
      for (const m of members) deprecation.set(`${name}.${m.name!.getText()}`, hasTag(m, 'deprecated'));
    }
    deprecation.set(
      name,
      declarations.some((d) => hasTag(d, 'deprecated')),
    );
  }
  return { kind, text: text.sort(), deprecation };
}

/** Exported with `export type` somewhere between the root and the declaration. */
function isTypeOnlyExport(exported: ts.Symbol, checker: ts.TypeChecker): boolean {
  let symbol: ts.Symbol | undefined = exported;
  for (let hops = 0; symbol && symbol.flags & ts.SymbolFlags.Alias && hops < 20; hops++) {
    const d = symbol.declarations?.[0];
    if (d && ts.isExportSpecifier(d) && (d.isTypeOnly || d.parent.parent.isTypeOnly)) return true;
    symbol = checker.getImmediateAliasedSymbol(symbol);
  }
  return false;
}

const byKind = (): ByKind => ({ class: [], enum: [], function: [], interface: [], typeAlias: [], variable: [] });

export function diffDeclarations(rootDir: string, from = 'graphql-16', to = 'graphql'): DeclaredChanges {
  const before = readDeclaredExports(rootDir, from);
  const after = readDeclaredExports(rootDir, to);
  const changes: DeclaredChanges = { added: byKind(), removed: byKind(), changed: byKind(), deprecated: byKind() };
  for (const [name, now] of after) {
    const was = before.get(name);
    if (!was) changes.added[now.kind].push(name);
    else if (was.texts.every((text, i) => text.join('\n') !== now.texts[i]!.join('\n')))
      changes.changed[now.kind].push(name);
    const newly = [...now.deprecation].filter(([key, deprecated]) => deprecated && !was?.deprecation.get(key));
    // A member deprecated as a whole is one entry, not one per overload.
    const wholes = new Set(newly.map(([key]) => key));
    for (const [key] of newly) {
      const owner = /^(?:new )?([\w$]+(?:\.[\w$]+)?)\(/.exec(key)?.[1];
      const whole = owner && (key.startsWith('new ') ? `${owner}.constructor` : owner);
      if (!whole || !wholes.has(whole)) changes.deprecated[now.kind].push(key);
    }
  }
  for (const [name, was] of before) if (!after.has(name)) changes.removed[was.kind].push(name);
  for (const list of Object.values(changes).flatMap((k: ByKind) => Object.values(k))) list.sort();
  return changes;
}
