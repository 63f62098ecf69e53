// Where a declaration lives in the package: its `.d.ts` path, submodule, category and GitHub URL.
import path from 'node:path';
import type ts from 'typescript';
import type { DeclarationReflection, ProjectReflection, Reflection } from 'typedoc';
import { categoryOf } from './convertComment.ts';

const REPOSITORY = 'https://github.com/graphql/graphql-js';

export interface SourceInfo {
  sourcePath: string;
  sourceLine?: number;
  sourceUrl: string;
  module: string;
  category?: string;
}

export interface PackageSources {
  /** Source info of a top-level reflection. */
  ofReflection(reflection: Reflection): SourceInfo;
  /** Source info of a declaration found by path (internal types). */
  ofPath(sourcePath: string, line?: number, category?: string, name?: string): SourceInfo;
  /** The TypeScript source file of a package path, e.g. `type/schema.d.ts`. */
  sourceFile(sourcePath: string): ts.SourceFile | undefined;
}

export function createPackageSources(options: {
  project: ProjectReflection;
  program: ts.Program;
  /** Real path of the package directory (TypeScript resolves symlinks). */
  packageDir: string;
  packageVersion: string;
  /** Submodule an export is re-exported through, for exports declared outside the public submodules. */
  exportSubmodule: Map<string, string>;
}): PackageSources {
  const { project, program, packageDir, packageVersion, exportSubmodule } = options;
  const fileCategories = new Map<string, string | undefined>();
  const sourceFile = (sourcePath: string) => program.getSourceFile(path.join(packageDir, sourcePath));

  const fileCategory = (sourcePath: string) => {
    if (!fileCategories.has(sourcePath)) {
      // graphql-js starts files with `/** @category X */`: the category of everything declared there.
      const match = /^\s*\/\*\*\s*@category\s+([^*\n]+?)\s*\*\//.exec(sourceFile(sourcePath)?.text ?? '');
      fileCategories.set(sourcePath, match?.[1]);
    }
    return fileCategories.get(sourcePath);
  };

  const ofPath = (sourcePath: string, line?: number, category?: string, name?: string): SourceInfo => {
    const category_ = category ?? fileCategory(sourcePath);
    const viaSubmodule = name && exportSubmodule.get(name);
    return {
      module: moduleOf(sourcePath) ?? (viaSubmodule ? `graphql/${viaSubmodule}` : 'graphql'),
      ...(category_ ? { category: category_ } : {}),
      sourcePath,
      ...(line ? { sourceLine: line } : {}),
      sourceUrl: `${REPOSITORY}/blob/v${packageVersion}/src/${sourcePath.replace(/\.d\.ts$/, '.ts')}`,
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
    return ofPath(sourcePath, source?.line, ownCategory(reflection), reflection.name);
  };

  return { ofReflection, ofPath, sourceFile };
}

const SUBMODULES = new Set(['error', 'execution', 'language', 'type', 'utilities', 'validation']);

/**
 * `type/schema.d.ts` -> `graphql/type`; root files -> `graphql`; undefined for files outside the
 * public submodules (`jsutils/Path.d.ts`): those take the submodule that re-exports them.
 */
export function moduleOf(sourcePath: string): string | undefined {
  if (!sourcePath.includes('/')) return 'graphql';
  const first = sourcePath.split('/')[0];
  return SUBMODULES.has(first) ? `graphql/${first}` : undefined;
}

function ownCategory(reflection: Reflection): string | undefined {
  const declaration = reflection as DeclarationReflection;
  return categoryOf(reflection.comment ?? declaration.signatures?.[0]?.comment);
}
