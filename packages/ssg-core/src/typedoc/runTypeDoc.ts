// Runs TypeDoc on `api-source/` (conversion only, no HTML) and keeps what the TypeScript
// program knows that TypeDoc's reflections do not: which exports are type-only, and the
// declarations of types that signatures use but the package does not export.
import path from 'node:path';
import ts from 'typescript';
import {
  Application,
  Converter,
  Logger,
  LogLevel,
  ReflectionKind,
  TSConfigReader,
  type ArrayType,
  type Context,
  type DeclarationReflection,
  type ProjectReflection,
  type SignatureReflection,
  type SomeType,
  type TypeParameterReflection,
} from 'typedoc';
import { UsageError, createDiagnostic, type Diagnostic } from '../diagnostics.ts';
import { markGenericArrays } from './markGenericArrays.ts';
import { TYPEDOC_OPTIONS } from './typedocOptions.ts';

export interface TypeDocRun {
  project: ProjectReflection;
  program: ts.Program;
  /** Exported values (classes...) that are exported with `export type` somewhere on the way. */
  typeOnlyExports: Set<string>;
  /** Doc comments written on the export statements themselves (`/** ... *\/ export * as Kind`). */
  exportDocs: Map<string, string>;
  /** The files an export's re-exports name, in order from the entry (the package's `execution/index.d.ts`...). */
  exportVia: Map<string, string[]>;
  /** Resolved symbol of every export of the entry, mapped to its export name. */
  exportNameOf: Map<ts.Symbol, string>;
  /** The declaration each signature was converted from: its JSDoc says what TypeDoc drops (`@param a.b`). */
  signatureDeclarations: Map<SignatureReflection, ts.Declaration>;
  /**
   * The type half of exports that are a namespace and a type at once (`export * as Kind` beside
   * `export type Kind`), which TypeDoc leaves out: the type, its doc comment and its declaration.
   */
  typeHalves: Map<
    string,
    { type: SomeType; doc?: string; declaration: ts.TypeAliasDeclaration; imports: TypeHalfImport[] }
  >;
  /** The array types the declarations write `Array<T>` (TypeDoc makes them `T[]`). */
  genericArrays: WeakSet<ArrayType>;
  warnings: string[];
}

/** A namespace import the type half's declaration names (`import type * as Kind_ from './kinds_.js'`). */
export interface TypeHalfImport {
  /** The local name, `Kind_`. */
  name: string;
  /** The import statement as written. */
  statement: string;
  /** The module it imports, `./kinds_.js`. */
  module: string;
  /** The module is the one the export itself is (`export * as Kind from './kinds_.js'`). */
  ownNamespace: boolean;
}

class CollectingLogger extends Logger {
  readonly errors: string[] = [];
  readonly warnings: string[] = [];
  override log(message: string, level: LogLevel): void {
    super.log(message, level);
    if (level === LogLevel.Error) this.errors.push(message);
    else if (level === LogLevel.Warn) this.warnings.push(message);
  }
}

export async function runTypeDoc(options: { rootDir: string; entry: string; tsconfig: string }): Promise<TypeDocRun> {
  const { rootDir, entry, tsconfig } = options;
  const app = await Application.bootstrapWithPlugins(
    { ...TYPEDOC_OPTIONS, sort: [...TYPEDOC_OPTIONS.sort], entryPoints: [entry], tsconfig, plugin: [] },
    [new TSConfigReader()],
  );
  const logger = new CollectingLogger();
  app.logger = logger;
  // TypeDoc runs git in the folders of the program's files even with disableGit, to make source
  // URLs this model never reads (packageSources.ts makes the links): the sources are kept, git skipped.
  app.initializeRepositories = async () => {};

  let facts:
    | (Omit<TypeDocRun, 'project' | 'warnings' | 'signatureDeclarations' | 'typeHalves' | 'genericArrays'> &
        ReturnType<typeof collectExportFacts>)
    | undefined;
  const typeHalves: TypeDocRun['typeHalves'] = new Map();
  const genericArrays = new WeakSet<ArrayType>();
  const convertWritten = (context: Context, node: ts.TypeNode) => {
    const type = context.converter.convertType(context, node);
    markGenericArrays(type, node, genericArrays);
    return type;
  };
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context: Context, reflection: DeclarationReflection) => {
    if (reflection.kind !== ReflectionKind.Namespace || reflection.parent !== context.project) return;
    const declaration = facts?.exportTypeAliases.get(reflection.name);
    if (!declaration) return;
    const doc = leadingJsDoc(declaration);
    typeHalves.set(reflection.name, {
      type: convertWritten(context, declaration.type),
      ...(doc ? { doc } : {}),
      declaration,
      imports: namespaceImports(declaration, reflection.name, context.checker),
    });
  });
  const signatureDeclarations = new Map<SignatureReflection, ts.Declaration>();
  // Types as written: TypeDoc converts most types from what the checker resolved (default type
  // arguments spelled out, `| undefined` dropped from optional properties, unions reordered);
  // where the declaration has a type node, convert that node instead.
  app.converter.on(
    Converter.EVENT_CREATE_SIGNATURE,
    (context: Context, signature: SignatureReflection, declaration?: ts.Declaration) => {
      if (!declaration) return;
      signatureDeclarations.set(signature, declaration);
      if (!ts.isFunctionLike(declaration)) return;
      const scope = context.withScope(signature);
      if (declaration.type && !ts.isThisTypeNode(declaration.type))
        signature.type = convertWritten(scope, declaration.type);
      for (const [i, parameter] of (signature.parameters ?? []).entries()) {
        const node = declaration.parameters[i]?.type;
        if (node && !ts.isThisTypeNode(node)) parameter.type = convertWritten(scope.withScope(parameter), node);
      }
    },
  );
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context: Context, reflection: DeclarationReflection) => {
    if (reflection.kind !== ReflectionKind.Property) return;
    const declaration = context.getSymbolFromReflection(reflection)?.declarations?.[0];
    if (
      declaration &&
      (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) &&
      declaration.type
    ) {
      reflection.type = convertWritten(context.withScope(reflection), declaration.type);
    }
  });
  // A member named by a computed key keeps the key as written: `[Symbol.toStringTag]`, where
  // TypeDoc says `[toStringTag]`.
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context: Context, reflection: DeclarationReflection) => {
    if (!reflection.kindOf(ReflectionKind.SomeMember)) return;
    const name = (context.getSymbolFromReflection(reflection)?.declarations?.[0] as ts.NamedDeclaration | undefined)
      ?.name;
    if (name && ts.isComputedPropertyName(name)) reflection.name = `[${name.expression.getText()}]`;
  });
  app.converter.on(
    Converter.EVENT_CREATE_TYPE_PARAMETER,
    (_context: Context, reflection: TypeParameterReflection, declaration?: ts.Node) => {
      if (!declaration || !ts.isTypeParameterDeclaration(declaration)) return;
      markGenericArrays(reflection.type, declaration.constraint, genericArrays);
      markGenericArrays(reflection.default, declaration.default, genericArrays);
    },
  );
  // Type aliases and variables get their types after their creation event: walked at the end.
  app.converter.on(Converter.EVENT_END, (context: Context) => {
    for (const reflection of context.project.getReflectionsByKind(ReflectionKind.TypeAlias | ReflectionKind.Variable)) {
      const declaration = context.getSymbolFromReflection(reflection)?.declarations?.[0];
      if (declaration && (ts.isTypeAliasDeclaration(declaration) || ts.isVariableDeclaration(declaration)))
        markGenericArrays((reflection as DeclarationReflection).type, declaration.type, genericArrays);
    }
  });
  // TypeDoc documents a class exported with `export type` as an interface, without its
  // constructor; such a class is still a real class of the file that declares it.
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context: Context, reflection: DeclarationReflection) => {
    if (reflection.kind !== ReflectionKind.Interface) return;
    const symbol = context.getSymbolFromReflection(reflection);
    const constructor =
      symbol && symbol.flags & ts.SymbolFlags.Class
        ? symbol.members?.get(ts.InternalSymbolName.Constructor)
        : undefined;
    if (constructor) context.converter.convertSymbol(context.withScope(reflection), constructor);
  });
  app.converter.on(Converter.EVENT_BEGIN, (context: Context) => {
    const program = context.programs[0];
    const problems = checkApiSource({ program, rootDir, apiSourceDir: path.dirname(entry) });
    if (problems.length) throw new UsageError(problems);
    facts = { program, ...collectExportFacts(program, entry) };
  });

  const project = await app.convert();
  if (!project || !facts) {
    const messages = logger.errors.length ? logger.errors : ['TypeDoc could not convert the API source.'];
    throw new UsageError(
      messages.map((message) =>
        createDiagnostic('error', 'api/typedoc', stripAnsi(message), {
          location: { file: path.relative(rootDir, entry) },
        }),
      ),
    );
  }
  return {
    project,
    ...facts,
    signatureDeclarations,
    typeHalves,
    genericArrays,
    warnings: logger.warnings.map(stripAnsi),
  };
}

/** Type errors in the site's own `api-source/` files (not in the package's declarations). */
function checkApiSource(options: { program: ts.Program; rootDir: string; apiSourceDir: string }): Diagnostic[] {
  const { program, rootDir, apiSourceDir } = options;
  const own = program.getSourceFiles().filter((sf) => {
    const relative = path.relative(apiSourceDir, sf.fileName);
    return (
      !relative.startsWith('..') && !path.isAbsolute(relative) && !relative.split(/[\\/]/).includes('node_modules')
    );
  });
  const found = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...own.flatMap((sf) => [...program.getSyntacticDiagnostics(sf), ...program.getSemanticDiagnostics(sf)]),
  ];
  return found
    .filter((d) => d.category === ts.DiagnosticCategory.Error)
    .map((d) => {
      const message = ts.flattenDiagnosticMessageText(d.messageText, ' ');
      if (!d.file || d.start === undefined)
        return createDiagnostic('error', 'api/typescript', `TS${d.code}: ${message}`);
      const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
      return createDiagnostic('error', 'api/typescript', `TS${d.code}: ${message}`, {
        location: { file: path.relative(rootDir, d.file.fileName), line: line + 1, column: character + 1 },
      });
    });
}

function collectExportFacts(program: ts.Program, entry: string) {
  const checker = program.getTypeChecker();
  const sourceFile = program.getSourceFile(entry);
  const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
  const typeOnlyExports = new Set<string>();
  const exportNameOf = new Map<ts.Symbol, string>();
  const exportDocs = new Map<string, string>();
  const exportVia = new Map<string, string[]>();
  const exportTypeAliases = new Map<string, ts.TypeAliasDeclaration>();
  if (!moduleSymbol) return { typeOnlyExports, exportNameOf, exportDocs, exportVia, exportTypeAliases };
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    let symbol = exported;
    // Follow `export { X }` / `export type { X }` hops down to the declaration.
    let typeOnly = false;
    for (let hops = 0; symbol.flags & ts.SymbolFlags.Alias && hops < 20; hops++) {
      const declaration = symbol.declarations?.[0];
      if (
        declaration &&
        ts.isExportSpecifier(declaration) &&
        (declaration.isTypeOnly || declaration.parent.parent.isTypeOnly)
      ) {
        typeOnly = true;
      }
      const from =
        declaration && ts.isExportSpecifier(declaration) ? declaration.parent.parent.moduleSpecifier : undefined;
      const via = from && checker.getSymbolAtLocation(from)?.declarations?.find(ts.isSourceFile)?.fileName;
      if (via) exportVia.set(exported.name, [...(exportVia.get(exported.name) ?? []), via]);
      const doc = declaration && leadingJsDoc(ts.isNamespaceExport(declaration) ? declaration.parent : declaration);
      if (doc && !exportDocs.has(exported.name)) exportDocs.set(exported.name, doc);
      const typeAlias = symbol.declarations?.find(ts.isTypeAliasDeclaration);
      if (typeAlias && !exportTypeAliases.has(exported.name)) exportTypeAliases.set(exported.name, typeAlias);
      const next = checker.getImmediateAliasedSymbol(symbol);
      if (!next) break;
      symbol = next;
    }
    if (typeOnly && symbol.flags & ts.SymbolFlags.Value) typeOnlyExports.add(exported.name);
    exportNameOf.set(symbol, exported.name);
  }
  return { typeOnlyExports, exportNameOf, exportDocs, exportVia, exportTypeAliases };
}

/** The namespace imports a type alias names, and whether each is the module exported under the alias's name. */
function namespaceImports(declaration: ts.TypeAliasDeclaration, name: string, checker: ts.TypeChecker) {
  const moduleOf = (specifier: ts.Expression | undefined) => specifier && checker.getSymbolAtLocation(specifier);
  const exported = declaration
    .getSourceFile()
    .statements.find(
      (s): s is ts.ExportDeclaration =>
        ts.isExportDeclaration(s) &&
        !!s.exportClause &&
        ts.isNamespaceExport(s.exportClause) &&
        s.exportClause.name.text === name,
    );
  const found = new Map<string, TypeHalfImport>();
  const visit = (node: ts.Node) => {
    const imported = ts.isIdentifier(node) ? checker.getSymbolAtLocation(node)?.declarations?.[0] : undefined;
    if (imported && ts.isNamespaceImport(imported)) {
      const statement = imported.parent.parent;
      found.set(imported.name.text, {
        name: imported.name.text,
        statement: statement.getText(),
        module: (statement.moduleSpecifier as ts.StringLiteral).text,
        ownNamespace: !!exported && moduleOf(statement.moduleSpecifier) === moduleOf(exported.moduleSpecifier),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(declaration.type);
  return [...found.values()];
}

/** The last `/** ... *\/` comment right before a node, unless it documents the file or package. */
export function leadingJsDoc(node: ts.Node): string | undefined {
  const text = node.getSourceFile().text;
  const docs = (ts.getLeadingCommentRanges(text, node.getFullStart()) ?? [])
    .map((r) => text.slice(r.pos, r.end))
    .filter((comment) => comment.startsWith('/**'));
  const last = docs[docs.length - 1];
  // A bare `/** @category X */` at the top of a file is the file's category (see packageSources.ts).
  if (!last || /@packageDocumentation|@module/.test(last) || /^\/\*\*\s*@category\s+[^*\n]+\*\/$/.test(last))
    return undefined;
  return last;
}

function stripAnsi(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[[0-9;]*m/g, '');
}
