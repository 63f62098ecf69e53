// What a documented package exports, by kind, found without TypeDoc and without running the
// package: the TypeScript compiler reads its index.d.ts.
import path from 'node:path';
import ts from 'typescript';

export type ExportKind = 'class' | 'enum' | 'function' | 'interface' | 'typeAlias' | 'variable';

/** A package's `index.d.ts` as the compiler reads it: the program, its checker and the root's export symbols. */
export interface PackageExports {
  program: ts.Program;
  checker: ts.TypeChecker;
  exports: ts.Symbol[];
  /** The package's folder as the program names its files (symlinks resolved). */
  packageDir: string;
}

/** `graphql` (17.1.0) by default; `graphql-16` (16.15.0, installed under that alias) is read the same way. */
export function readPackageExports(rootDir: string, packageName = 'graphql'): PackageExports {
  const packageDir = path.join(rootDir, 'node_modules', packageName);
  const entry = path.join(packageDir, 'index.d.ts');
  const program = ts.createProgram([entry], {
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    module: ts.ModuleKind.NodeNext,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(entry)!)!;
  return { program, checker, exports: checker.getExportsOfModule(module), packageDir: ts.sys.realpath!(packageDir) };
}

/** How graphql-js means an export: graphql 17's enums are a `const` object (or `export * as Kind`) of strings plus a same-named type; 16's are TypeScript enums. */
export function exportKind(exported: ts.Symbol, checker: ts.TypeChecker): ExportKind {
  const symbol = checker.getAliasedSymbol(exported);
  const flags = symbol.flags;
  if (flags & ts.SymbolFlags.Enum) return 'enum';
  if (flags & ts.SymbolFlags.TypeAlias && isStringConstants(symbol, checker)) return 'enum';
  if (flags & ts.SymbolFlags.Class) return 'class';
  if (flags & ts.SymbolFlags.Function) return 'function';
  if (flags & ts.SymbolFlags.Interface) return 'interface';
  if (flags & ts.SymbolFlags.TypeAlias) return 'typeAlias';
  return 'variable';
}

/** The value half of a type alias is an object (or a namespace) whose every property is a string literal. */
function isStringConstants(symbol: ts.Symbol, checker: ts.TypeChecker): boolean {
  const namespaceExport = symbol.declarations?.find(ts.isNamespaceExport);
  const value = namespaceExport
    ? checker.getSymbolAtLocation(namespaceExport.parent.moduleSpecifier!)
    : symbol.flags & ts.SymbolFlags.Variable
      ? symbol
      : undefined;
  if (!value) return false;
  const properties = namespaceExport
    ? checker.getExportsOfModule(value).filter((s) => s.flags & ts.SymbolFlags.Value)
    : checker.getPropertiesOfType(checker.getTypeOfSymbol(value));
  return (
    properties.length > 0 && properties.every((p) => checker.getTypeOfSymbol(p).flags & ts.TypeFlags.StringLiteral)
  );
}

export function classifyExports(rootDir: string, packageName = 'graphql'): Record<ExportKind, string[]> {
  const { checker, exports } = readPackageExports(rootDir, packageName);
  const out: Record<ExportKind, string[]> = {
    class: [],
    enum: [],
    function: [],
    interface: [],
    typeAlias: [],
    variable: [],
  };
  for (const symbol of exports) out[exportKind(symbol, checker)].push(symbol.name);
  for (const list of Object.values(out)) list.sort();
  return out;
}
