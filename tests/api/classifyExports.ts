// What the documented package exports, by kind, found without TypeDoc: the TypeScript
// compiler reads graphql's index.d.ts, the runtime module tells values from types.
import path from 'node:path';
import * as graphql from 'graphql';
import ts from 'typescript';

export type ExportKind = 'class' | 'enum' | 'function' | 'interface' | 'typeAlias' | 'variable';

export function classifyExports(rootDir: string): Record<ExportKind, string[]> {
  const entry = path.join(rootDir, 'node_modules/graphql/index.d.ts');
  const program = ts.createProgram([entry], { moduleResolution: ts.ModuleResolutionKind.NodeNext, module: ts.ModuleKind.NodeNext, noEmit: true });
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(entry)!)!;
  const runtime = graphql as Record<string, unknown>;
  const out: Record<ExportKind, string[]> = { class: [], enum: [], function: [], interface: [], typeAlias: [], variable: [] };
  for (const symbol of checker.getExportsOfModule(module)) {
    const flags = checker.getAliasedSymbol(symbol).flags;
    const value = runtime[symbol.name];
    // graphql 17 declares enums as a const object (or `export * as Kind`) of strings plus a same-named type.
    const stringRecord = typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');
    const kind: ExportKind =
      flags & ts.SymbolFlags.TypeAlias && stringRecord
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
