// graphql's public declarations as the TypeScript compiler reads them, without TypeDoc: the
// members, index signatures, overloads and `@param a.b` tags of every export, the declaration
// texts (to count `readonly`), and the line of each declaration in the TypeScript source that
// the package's source maps embed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { exportKind, readPackageExports, type ExportKind } from './classifyExports.ts';

export interface DeclaredMember {
  /** As declared: `[Symbol.toStringTag]` for a computed key. */
  name: string;
  kind: 'property' | 'method' | 'accessor';
  flags: { readonly: boolean; optional: boolean; static: boolean; abstract: boolean; protected: boolean };
  /** Methods: one per overload. Accessors: the get and set halves. Properties: the one declaration. */
  declarations: ts.Node[];
}

export interface DeclaredIndexSignature {
  readonly: boolean;
  parameter: string;
  summary: string;
  node: ts.IndexSignatureDeclaration;
}

/** A `@param a.b` tag: the parameter `a` and the path `b` under it. */
export interface DeclaredParamTag {
  parameter: string;
  path: string;
  optional: boolean;
}

export interface DeclaredSignature {
  parameters: { name: string; optional: boolean; rest: boolean }[];
  paramTags: DeclaredParamTag[];
  node: ts.SignatureDeclaration;
}

export interface DeclaredExport {
  name: string;
  kind: ExportKind;
  /** Declaring file inside the package, e.g. `type/schema.d.ts`. */
  file: string;
  members: DeclaredMember[];
  indexSignatures: DeclaredIndexSignature[];
  constructors: DeclaredSignature[];
  /** Function overloads, and methods' overloads by member name. */
  signatures: DeclaredSignature[];
  methodSignatures: Map<string, DeclaredSignature[]>;
  /** Type alias: its type node, and the whole declaration. */
  aliasType?: ts.TypeNode;
  alias?: ts.TypeAliasDeclaration;
  /** Variable: its declaration. */
  variable?: ts.VariableDeclaration;
  /** The TypeScript source of `file` and the 1-based line declaring the export there. */
  source?: { path: string; line: number };
}

export function readDeclarations(rootDir: string): DeclaredExport[] {
  const { checker, exports, packageDir: realPackageDir } = readPackageExports(rootDir);
  const packageDir = path.join(rootDir, 'node_modules/graphql');

  return exports.map((exported) => {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const declarations = symbol.declarations ?? [];
    const kind = exportKind(exported, checker);
    // `export * as Kind` declares a namespace in kinds_.d.ts; the export itself is in kinds.d.ts.
    const typeHalf = kind === 'enum' ? exportedTypeHalf(exported, checker) : undefined;
    const main = typeHalf ?? declarations.find((d) => !ts.isSourceFile(d)) ?? declarations[0]!;
    const file = path.relative(realPackageDir, ts.sys.realpath!(main.getSourceFile().fileName));
    const declared: DeclaredExport = {
      name: exported.name,
      kind,
      file,
      members: [],
      indexSignatures: [],
      constructors: [],
      signatures: [],
      methodSignatures: new Map(),
    };
    const declaredName = ts.isSourceFile(main)
      ? exported.name
      : ((main as ts.NamedDeclaration).name?.getText() ?? exported.name);
    const source = findOriginalLine(packageDir, file, kind === 'enum' ? exported.name : declaredName);
    if (source) declared.source = source;
    for (const d of declarations) {
      if (ts.isClassDeclaration(d) || ts.isInterfaceDeclaration(d)) readMembers(d, declared);
      if (ts.isFunctionDeclaration(d)) declared.signatures.push(readSignature(d));
      if (ts.isTypeAliasDeclaration(d)) {
        declared.aliasType = d.type;
        declared.alias = d;
      }
      if (ts.isVariableDeclaration(d)) declared.variable = d;
    }
    return declared;
  });
}

function exportedTypeHalf(exported: ts.Symbol, checker: ts.TypeChecker): ts.Declaration | undefined {
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  return symbol.declarations?.find(ts.isTypeAliasDeclaration) ?? exportedAliasTarget(exported, checker);
}

function exportedAliasTarget(exported: ts.Symbol, checker: ts.TypeChecker): ts.Declaration | undefined {
  let current: ts.Symbol | undefined = exported;
  for (let hops = 0; current && hops < 20; hops++) {
    const type = current.declarations?.find(ts.isTypeAliasDeclaration);
    if (type) return type;
    current = current.flags & ts.SymbolFlags.Alias ? checker.getImmediateAliasedSymbol(current) : undefined;
  }
  return undefined;
}

const isInternal = (node: ts.Node) => ts.getJSDocTags(node).some((t) => t.tagName.text === 'internal');
const has = (node: ts.Node, kind: ts.SyntaxKind) =>
  ts.canHaveModifiers(node) ? (ts.getModifiers(node) ?? []).some((m) => m.kind === kind) : false;

function memberName(name: ts.PropertyName): string {
  if (ts.isComputedPropertyName(name)) return `[${name.expression.getText()}]`;
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isPrivateIdentifier(name) ? name.text : name.getText();
}

function readMembers(node: ts.ClassDeclaration | ts.InterfaceDeclaration, into: DeclaredExport): void {
  for (const member of node.members) {
    if (has(member, ts.SyntaxKind.PrivateKeyword) || (member.name && ts.isPrivateIdentifier(member.name))) continue;
    if (ts.isConstructorDeclaration(member)) {
      into.constructors.push(readSignature(member));
      continue;
    }
    if (ts.isIndexSignatureDeclaration(member)) {
      const summary =
        ts
          .getJSDocCommentsAndTags(member)
          .flatMap((c) => (ts.isJSDoc(c) ? [ts.getTextOfJSDocComment(c.comment) ?? ''] : []))[0] ?? '';
      into.indexSignatures.push({
        readonly: has(member, ts.SyntaxKind.ReadonlyKeyword),
        parameter: member.parameters[0]!.name.getText(),
        summary: summary.trim(),
        node: member,
      });
      continue;
    }
    if (!member.name || isInternal(member)) continue;
    const name = memberName(member.name);
    const isStatic = has(member, ts.SyntaxKind.StaticKeyword);
    const kind =
      ts.isMethodDeclaration(member) || ts.isMethodSignature(member)
        ? 'method'
        : ts.isGetAccessorDeclaration(member) || ts.isSetAccessorDeclaration(member)
          ? 'accessor'
          : 'property';
    let entry = into.members.find((m) => m.name === name && m.flags.static === isStatic);
    if (!entry) {
      entry = {
        name,
        kind,
        flags: {
          readonly: has(member, ts.SyntaxKind.ReadonlyKeyword),
          optional: 'questionToken' in member && !!member.questionToken,
          static: isStatic,
          abstract: has(member, ts.SyntaxKind.AbstractKeyword),
          protected: has(member, ts.SyntaxKind.ProtectedKeyword),
        },
        declarations: [],
      };
      into.members.push(entry);
    }
    entry.declarations.push(member);
    if (kind === 'method') {
      const key = `${isStatic ? 'static ' : ''}${name}`;
      into.methodSignatures.set(key, [
        ...(into.methodSignatures.get(key) ?? []),
        readSignature(member as ts.MethodDeclaration),
      ]);
    }
  }
}

function readSignature(node: ts.SignatureDeclaration): DeclaredSignature {
  const paramTags = ts
    .getJSDocTags(node)
    .filter(ts.isJSDocParameterTag)
    .filter((tag) => ts.isQualifiedName(tag.name))
    .map((tag) => {
      const [parameter, ...rest] = tag.name.getText().split('.');
      return { parameter: parameter!, path: rest.join('.'), optional: tag.isBracketed };
    });
  return {
    parameters: node.parameters.map((p) => ({
      name: p.name.getText(),
      optional: !!p.questionToken,
      rest: !!p.dotDotDotToken,
    })),
    paramTags,
    node,
  };
}

/**
 * The line of `name`'s first declaration in the TypeScript source embedded in the `.js.map`
 * beside the `.d.ts`, found by searching the text for an exported declaration of that name.
 */
function findOriginalLine(packageDir: string, file: string, name: string): { path: string; line: number } | undefined {
  let map: { sources: string[]; sourcesContent: string[] };
  try {
    map = JSON.parse(readFileSync(path.join(packageDir, file.replace(/\.d\.ts$/, '.js.map')), 'utf8')) as typeof map;
  } catch {
    return undefined;
  }
  const sourcePath = path.posix.join(path.posix.dirname(file), map.sources[0]!).replace(/^(\.\.\/)+/, '');
  const escaped = name.replace(/\$/g, '\\$');
  const declaration = new RegExp(
    `^export\\s+(?:declare\\s+)?(?:abstract\\s+)?(?:(?:async\\s+)?function\\*?|class|interface|type|const|let|var|enum)\\s+${escaped}\\b|^export\\s+\\*\\s+as\\s+${escaped}\\b`,
  );
  const lines = map.sourcesContent[0]!.split('\n');
  const index = lines.findIndex((line) => declaration.test(line));
  return index < 0 ? undefined : { path: sourcePath, line: index + 1 };
}

/** `readonly` as a word in a declaration's own text (its doc comment and string literals left out). */
export function countReadonly(text: string): number {
  return (text.replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"/g, '""').match(/\breadonly\b/g) ?? []).length;
}
