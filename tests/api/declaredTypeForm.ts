// A declaration rewritten, with the TypeScript compiler, into a form that spells the same type the
// same way: what the independent diff compares. Each rewrite keeps the type it declares:
// - a type argument equal to its parameter's default is left out;
// - `| undefined` on an optional parameter is left out;
// - `typeof X.Y` whose type is a string literal becomes that literal;
// - a union's members are sorted (and repeated ones dropped);
// - a non-generic interface the root does not export becomes the object type of its members
//   (`Base & { … }` when it extends others), the members as written;
// - a non-generic type alias the package exports becomes its definition, as the reading says.
import ts from 'typescript';
import type { PackageExports } from './classifyExports.ts';

/** Which exported aliases are read as their definition: none, those outside any cycle, or (in a recursive alias's own declaration) the others of its cycle too. */
export type AliasReading = 'none' | 'acyclic' | 'cycle';

export interface FormContext {
  pkg: PackageExports;
  /** The root's exported non-generic type aliases by name, with their definitions. */
  aliases: Map<string, ts.TypeAliasDeclaration>;
  /** Aliases whose definition leads back to themselves through others. */
  recursive: Set<string>;
}

export function createFormContext(pkg: PackageExports, isAliasExport: (s: ts.Symbol) => boolean): FormContext {
  const aliases = new Map<string, ts.TypeAliasDeclaration>();
  for (const exported of pkg.exports) {
    if (!isAliasExport(exported)) continue;
    const declaration = pkg.checker.getAliasedSymbol(exported).declarations?.find(ts.isTypeAliasDeclaration);
    if (declaration && !declaration.typeParameters) aliases.set(exported.name, declaration);
  }
  const uses = new Map<string, Set<string>>();
  for (const [name, declaration] of aliases) {
    const found = new Set<string>();
    const visit = (node: ts.Node): void => {
      if (ts.isTypeReferenceNode(node)) {
        const target = resolve(pkg.checker, node.typeName);
        if (target && aliases.get(target.name) === target.declarations?.[0]) found.add(target.name);
      }
      node.forEachChild(visit);
    };
    visit(declaration.type);
    uses.set(name, found);
  }
  const reaches = (from: string, to: string, seen: Set<string>): boolean => {
    for (const n of uses.get(from) ?? []) {
      if (n === to) return true;
      if (seen.has(n)) continue;
      seen.add(n);
      if (reaches(n, to, seen)) return true;
    }
    return false;
  };
  return { pkg, aliases, recursive: new Set([...aliases.keys()].filter((n) => reaches(n, n, new Set()))) };
}

function resolve(checker: ts.TypeChecker, name: ts.EntityName): ts.Symbol | undefined {
  const symbol = checker.getSymbolAtLocation(name);
  return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** The transformer that writes a declaration of export `self` in its declared form. */
export function declaredTypeForm(
  ctx: FormContext,
  reading: AliasReading,
  self: string,
  print: (node: ts.Node) => string,
): ts.TransformerFactory<ts.Node> {
  const { checker } = ctx.pkg;
  const inPackage = (d: ts.Declaration | undefined) =>
    !!d && ts.sys.realpath!(d.getSourceFile().fileName).startsWith(ctx.pkg.packageDir);
  const exportedNames = new Set(ctx.pkg.exports.map((e) => e.name));
  const ownCycle = reading === 'cycle' && ctx.recursive.has(self);
  return (context) => {
    const visitWith =
      (expanding: Set<string>) =>
      (node: ts.Node): ts.Node => {
        const visit = visitWith(expanding);
        if (ts.isTypeReferenceNode(node) && node.pos >= 0) {
          const target = resolve(checker, node.typeName);
          const declaration = target?.declarations?.[0];
          const name = target?.name ?? '';
          const alias = ctx.aliases.get(name);
          if (
            reading !== 'none' &&
            !node.typeArguments &&
            alias &&
            alias === declaration &&
            !expanding.has(name) &&
            (!ctx.recursive.has(name) || ownCycle)
          )
            return visitWith(new Set([...expanding, name]))(alias.type);
          if (
            declaration &&
            ts.isInterfaceDeclaration(declaration) &&
            !declaration.typeParameters &&
            !node.typeArguments &&
            !exportedNames.has(name) &&
            inPackage(declaration)
          ) {
            // Read as written (its own references unread), as a base `&` its members when it extends others.
            const members = ts.factory.createTypeLiteralNode(declaration.members);
            const bases = (declaration.heritageClauses ?? []).flatMap((h) => h.types);
            return bases.length ? ts.factory.createIntersectionTypeNode([...bases, members]) : members;
          }
          if (node.typeArguments && declaration && 'typeParameters' in declaration) {
            const parameters = (declaration as ts.InterfaceDeclaration).typeParameters ?? [];
            const args = node.typeArguments.map((a) => visit(a) as ts.TypeNode);
            while (args.length) {
              const i = args.length - 1;
              const fallback = parameters[i]?.default;
              if (!fallback) break;
              const earlier = new Map(parameters.slice(0, i).map((p, j) => [p.name.text, args[j]!]));
              const bound =
                ts.isTypeReferenceNode(fallback) && ts.isIdentifier(fallback.typeName)
                  ? (earlier.get(fallback.typeName.text) ?? fallback)
                  : fallback;
              if (print(bound) !== print(args[i]!)) break;
              args.pop();
            }
            return ts.factory.createTypeReferenceNode(node.typeName, args.length ? args : undefined);
          }
        }
        if (ts.isTypeQueryNode(node) && node.pos >= 0) {
          const type = checker.getTypeAtLocation(node);
          if (type.isStringLiteral())
            return ts.factory.createLiteralTypeNode(ts.factory.createStringLiteral(type.value));
        }
        if (ts.isUnionTypeNode(node)) {
          const members = node.types
            .map((t) => visit(t) as ts.TypeNode)
            .flatMap((t) => (ts.isUnionTypeNode(t) ? [...t.types] : [t]));
          const byText = new Map(members.map((t) => [print(t), t]));
          return ts.factory.createUnionTypeNode([...byText.keys()].sort().map((k) => byText.get(k)!));
        }
        if (ts.isParameter(node) && node.questionToken && node.type && ts.isUnionTypeNode(node.type)) {
          const kept = node.type.types.filter((t) => t.kind !== ts.SyntaxKind.UndefinedKeyword);
          const type = kept.length === 1 ? kept[0]! : ts.factory.createUnionTypeNode(kept);
          return ts.visitEachChild(
            ts.factory.updateParameterDeclaration(
              node,
              node.modifiers,
              node.dotDotDotToken,
              node.name,
              node.questionToken,
              type,
              node.initializer,
            ),
            visit,
            context,
          );
        }
        return ts.visitEachChild(node, visit, context);
      };
    return visitWith(new Set([self]));
  };
}
