// What a documented package exports, by kind, found without TypeDoc: the TypeScript
// compiler reads the package's index.d.ts, the runtime module tells values from types.
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

export type ExportKind = 'class' | 'enum' | 'function' | 'interface' | 'typeAlias' | 'variable';

/** `graphql` (17.1.0) by default; `graphql-16` (16.15.0, installed under that alias) is read the same way. */
export function classifyExports(rootDir: string, packageName = 'graphql'): Record<ExportKind, string[]> {
  const entry = path.join(rootDir, 'node_modules', packageName, 'index.d.ts');
  const program = ts.createProgram([entry], {
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    module: ts.ModuleKind.NodeNext,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(entry)!)!;
  const runtime = createRequire(path.join(rootDir, 'package.json'))(packageName) as Record<string, unknown>;
  const out: Record<ExportKind, string[]> = {
    class: [],
    enum: [],
    function: [],
    interface: [],
    typeAlias: [],
    variable: [],
  };
  for (const symbol of checker.getExportsOfModule(module)) {
    const flags = checker.getAliasedSymbol(symbol).flags;
    const value = runtime[symbol.name];
    // graphql 17 declares enums as a const object (or `export * as Kind`) of strings plus a same-named type; graphql 16 as TypeScript enums.
    const stringRecord =
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.values(value).every((v) => typeof v === 'string');
    const kind: ExportKind =
      (flags & ts.SymbolFlags.TypeAlias && stringRecord) || flags & ts.SymbolFlags.Enum
        ? 'enum'
        : flags & ts.SymbolFlags.Class
          ? 'class'
          : flags & ts.SymbolFlags.Function
            ? 'function'
            : flags & ts.SymbolFlags.Interface
              ? 'interface'
              : flags & ts.SymbolFlags.TypeAlias
                ? 'typeAlias'
                : 'variable';
    out[kind].push(symbol.name);
  }
  for (const list of Object.values(out)) list.sort();
  return out;
}
