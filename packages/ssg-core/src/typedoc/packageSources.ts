// Where a declaration lives in the package: its `.d.ts` path, submodule, category and GitHub URL.
// The URL's line comes from the TypeScript source that the package's source maps embed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { DeclarationReflection, ProjectReflection, Reflection } from 'typedoc';
import { categoryOf } from './convertComment.ts';
import type { PackageLayout } from './readPackageLayout.ts';

export interface SourceInfo {
  sourcePath: string;
  sourceLine?: number;
  sourceUrl?: string;
  module: string;
  category?: string;
}

export interface PackageSources {
  /** Source info of a top-level reflection. */
  ofReflection(reflection: Reflection): SourceInfo;
  /** Source info of a declaration found by path (internal types); `name` as exported, `declaredName` as declared. */
  ofPath(sourcePath: string, line?: number, category?: string, name?: string, declaredName?: string): SourceInfo;
  /** The TypeScript source file of a package path, e.g. `type/schema.d.ts`. */
  sourceFile(sourcePath: string): ts.SourceFile | undefined;
}

export function createPackageSources(options: {
  project: ProjectReflection;
  program: ts.Program;
  /** Real path of the package directory (TypeScript resolves symlinks). */
  packageDir: string;
  layout: PackageLayout;
  /** Where the source links point: the repository and the tag, from the config; no links without a repository. */
  repoUrl?: string;
  sourceTag?: string;
  /** The files each export's re-exports name on the way to its declaration, in order. */
  exportVia: Map<string, string[]>;
}): PackageSources {
  const { project, program, packageDir, layout, exportVia } = options;
  const blob = options.repoUrl && `${options.repoUrl.replace(/\/+$/, '')}/blob/${options.sourceTag}`;
  // An export declared outside the submodules belongs to the first submodule that re-exports it.
  const viaSubmodule = (name: string | undefined) =>
    name
      ? exportVia
          .get(name)
          ?.map((file) => layout.submoduleAt(path.relative(packageDir, file)))
          .find(Boolean)
      : undefined;
  const fileCategories = new Map<string, string | undefined>();
  const sourceFile = (sourcePath: string) => program.getSourceFile(path.join(packageDir, sourcePath));

  const fileCategory = (sourcePath: string) => {
    if (!fileCategories.has(sourcePath)) fileCategories.set(sourcePath, fileDoc(sourceFile(sourcePath))?.category);
    return fileCategories.get(sourcePath);
  };
  const originals = new Map<string, OriginalSource | undefined>();
  const original = (sourcePath: string) => {
    if (!originals.has(sourcePath)) originals.set(sourcePath, loadOriginalSource(packageDir, sourcePath));
    return originals.get(sourcePath);
  };

  const ofPath = (
    sourcePath: string,
    line?: number,
    category?: string,
    name?: string,
    declaredName?: string,
  ): SourceInfo => {
    const category_ = category ?? fileCategory(sourcePath);
    const source = original(sourcePath);
    const originalLine = source && (declaredName ?? name) ? source.lineOf(declaredName ?? name!) : undefined;
    const file = source?.path ?? layout.repoPathOf(sourcePath);
    return {
      module: layout.moduleOf(sourcePath) ?? viaSubmodule(name) ?? layout.name,
      ...(category_ ? { category: category_ } : {}),
      sourcePath,
      ...(line ? { sourceLine: line } : {}),
      ...(blob && file ? { sourceUrl: `${blob}/${file}${originalLine ? `#L${originalLine}` : ''}` } : {}),
    };
  };

  const ofReflection = (reflection: Reflection): SourceInfo => {
    const declaration = reflection as DeclarationReflection;
    const source = declaration.sources?.[0];
    const symbolId = project.getSymbolIdFromReflection(reflection);
    const sourcePath =
      symbolId && !path.isAbsolute(symbolId.packagePath)
        ? symbolId.packagePath
        : source
          ? path.relative(packageDir, source.fullFileName)
          : '';
    const declaredName = symbolId?.qualifiedName.split('.')[0];
    return ofPath(sourcePath, source?.line, ownCategory(reflection), reflection.name, declaredName);
  };

  return { ofReflection, ofPath, sourceFile };
}

function ownCategory(reflection: Reflection): string | undefined {
  const declaration = reflection as DeclarationReflection;
  return categoryOf(reflection.comment ?? declaration.signatures?.[0]?.comment);
}

/** The doc comment that opens a file, when it documents the file (it is followed by imports, or says only `@category`). */
export function fileDoc(sourceFile: ts.SourceFile | undefined): { text: string; category?: string } | undefined {
  if (!sourceFile) return undefined;
  const first = sourceFile.statements[0];
  const ranges = ts.getLeadingCommentRanges(sourceFile.text, first?.getFullStart() ?? 0) ?? [];
  const range = ranges.find((r) => sourceFile.text.startsWith('/**', r.pos));
  if (!range || range.pos !== ranges[0]!.pos) return undefined;
  const text = sourceFile.text.slice(range.pos, range.end);
  const bare = /^\/\*\*\s*@category\s+[^*\n]+\*\/$/.test(text);
  const ofFile =
    bare ||
    !first ||
    ts.isImportDeclaration(first) ||
    ts.isExportDeclaration(first) ||
    /@packageDocumentation|@module/.test(text);
  if (!ofFile) return undefined;
  const category = /@category\s+([^*\n]+?)\s*(?:\*\/|\n)/.exec(text)?.[1];
  return { text, ...(category ? { category } : {}) };
}

interface OriginalSource {
  /** Path in the repository, e.g. `src/type/schema.ts`. */
  path: string;
  /** 1-based line of the first top-level declaration of `name`. */
  lineOf(name: string): number | undefined;
}

/** The TypeScript source of a `.d.ts`, as embedded in its `.js.map` (`sourcesContent`). */
function loadOriginalSource(packageDir: string, sourcePath: string): OriginalSource | undefined {
  const mapFile = path.join(packageDir, sourcePath.replace(/\.d\.ts$/, '.js.map'));
  let map: { sources?: string[]; sourcesContent?: (string | null)[] };
  try {
    map = JSON.parse(readFileSync(mapFile, 'utf8')) as typeof map;
  } catch {
    return undefined;
  }
  const source = map.sources?.[0];
  const content = map.sourcesContent?.[0];
  if (!source || !content) return undefined;
  const repoPath = path.posix
    .normalize(path.posix.join(path.posix.dirname(sourcePath), source))
    .replace(/^(\.\.\/)+/, '');
  const sourceFile = ts.createSourceFile(repoPath, content, ts.ScriptTarget.Latest, true);
  const lines = new Map<string, number>();
  for (const statement of sourceFile.statements) {
    for (const name of declaredNames(statement)) {
      if (!lines.has(name))
        lines.set(name, sourceFile.getLineAndCharacterOfPosition(statement.getStart(sourceFile)).line + 1);
    }
  }
  return { path: repoPath, lineOf: (name) => lines.get(name) };
}

/** Names a top-level statement declares: `function f`, `class C`, `const a, b`, `export * as Kind`... */
export function declaredNames(statement: ts.Statement): string[] {
  if (ts.isVariableStatement(statement)) {
    return statement.declarationList.declarations.flatMap((d) => (ts.isIdentifier(d.name) ? [d.name.text] : []));
  }
  if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamespaceExport(statement.exportClause)) {
    return [statement.exportClause.name.text];
  }
  const name = (statement as ts.DeclarationStatement).name;
  return name && ts.isIdentifier(name) ? [name.text] : [];
}
