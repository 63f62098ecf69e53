// Types that exported signatures use but the package does not export (a `Maybe<T>`, a config
// type a class's constructor takes...). TypeDoc does not convert them, so their definitions are
// read from the TypeScript program, following what they use in turn.
import path from 'node:path';
import ts from 'typescript';
import type { ApiInternalType } from './ApiModel.ts';
import { parseDocText } from './convertComment.ts';
import type { PackageSources } from './packageSources.ts';
import { leadingJsDoc } from './runTypeDoc.ts';

export function collectInternalTypes(options: {
  program: ts.Program;
  sources: PackageSources;
  packageDir: string;
  exportNameOf: Map<ts.Symbol, string>;
  keys: Iterable<string>;
  /** `{@link Name}` -> `api:` URL. */
  resolveName: (name: string) => string | undefined;
}): ApiInternalType[] {
  const { program, sources, packageDir, exportNameOf, resolveName } = options;
  const checker = program.getTypeChecker();
  const queue = [...options.keys];
  const seen = new Set(queue);
  const result: ApiInternalType[] = [];

  while (queue.length) {
    const key = queue.shift()!;
    const [sourcePath, name] = key.split('#');
    const sourceFile = sources.sourceFile(sourcePath);
    const statement = sourceFile?.statements.find((s) => declaredName(s) === name);
    if (!sourceFile || !statement) {
      result.push({
        key,
        name,
        declarationKind: 'unknown',
        ...sources.ofPath(sourcePath),
        definition: '',
        doc: parseDocText(undefined, resolveName),
        uses: [],
      });
      continue;
    }
    const uses = new Set<string>();
    const visit = (node: ts.Node): void => {
      const nameNode = ts.isTypeReferenceNode(node)
        ? node.typeName
        : ts.isExpressionWithTypeArguments(node)
          ? node.expression
          : ts.isTypeQueryNode(node)
            ? node.exprName
            : undefined;
      const used = nameNode && usedName(nameNode);
      if (used && used !== `internal/${key}`) {
        uses.add(used);
        const usedKey = used.startsWith('internal/') ? used.slice('internal/'.length) : undefined;
        if (usedKey && !seen.has(usedKey)) {
          seen.add(usedKey);
          queue.push(usedKey);
        }
      }
      ts.forEachChild(node, visit);
    };
    const usedName = (node: ts.Node): string | undefined => {
      let symbol = checker.getSymbolAtLocation(node);
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
      if (!symbol || symbol.flags & ts.SymbolFlags.TypeParameter) return undefined;
      const exported = exportNameOf.get(symbol);
      if (exported) return exported;
      const declaration = symbol.declarations?.[0];
      const file = declaration?.getSourceFile().fileName;
      if (
        !declaration ||
        !file ||
        (!ts.isSourceFile(declaration.parent) && !ts.isVariableDeclarationList(declaration.parent))
      )
        return undefined;
      const relative = path.relative(packageDir, file);
      return relative.startsWith('..') ? undefined : `internal/${relative}#${symbol.name}`;
    };
    visit(statement);
    const { line } = sourceFile.getLineAndCharacterOfPosition(statement.getStart(sourceFile));
    result.push({
      key,
      name,
      declarationKind: declarationKind(statement),
      ...sources.ofPath(sourcePath, line + 1, undefined, undefined, name),
      definition: statement.getText(sourceFile),
      doc: parseDocText(leadingJsDoc(statement), resolveName),
      uses: [...uses].sort(),
    });
  }
  return result.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

function declaredName(statement: ts.Statement): string | undefined {
  if (ts.isVariableStatement(statement)) {
    const first = statement.declarationList.declarations[0];
    return first && ts.isIdentifier(first.name) ? first.name.text : undefined;
  }
  const named = statement as ts.Statement & { name?: ts.Node };
  return named.name && ts.isIdentifier(named.name) ? named.name.text : undefined;
}

function declarationKind(statement: ts.Statement): string {
  if (ts.isInterfaceDeclaration(statement)) return 'interface';
  if (ts.isTypeAliasDeclaration(statement)) return 'type';
  if (ts.isClassDeclaration(statement)) return 'class';
  if (ts.isFunctionDeclaration(statement)) return 'function';
  if (ts.isVariableStatement(statement)) return 'const';
  if (ts.isEnumDeclaration(statement)) return 'enum';
  return ts.SyntaxKind[statement.kind];
}
