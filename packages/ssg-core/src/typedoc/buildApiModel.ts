// What loadApi() runs when the model is not remembered: run TypeDoc, convert, add internal types, references, coverage.
import path from 'node:path';
import { Application } from 'typedoc';
import type { ApiModel, ApiModule } from './ApiModel.ts';
import { buildCoverage, buildReferences } from './buildReferences.ts';
import { collectInternalTypes } from './collectInternalTypes.ts';
import { parseDocText } from './convertComment.ts';
import { convertProject } from './convertProject.ts';
import { createPackageSources, fileDoc, moduleOf, SUBMODULES, type PackageSources } from './packageSources.ts';
import { runTypeDoc } from './runTypeDoc.ts';

/** What a model is made from: the API source folder and the package it documents. */
export interface ApiInputs {
  rootDir: string;
  /** `api-source/index.ts`, absolute. */
  entry: string;
  /** `api-source/tsconfig.json`, absolute. */
  tsconfig: string;
  /** Directory of the documented package as resolved from `api-source/`. */
  packageDir: string;
  packageVersion: string;
  /** The `name` of its package.json: `graphql` for the alias `graphql-16` too. */
  packageJsonName: string;
}

export async function buildApiModel(options: ApiInputs & { packageName: string }): Promise<ApiModel> {
  const { packageDir, packageVersion, packageName } = options;
  const run = await runTypeDoc(options);
  const sources = createPackageSources({ ...run, packageDir, packageVersion });
  const converted = convertProject({
    run,
    packageName,
    sourceInfo: sources.ofReflection,
    sourceOfNode: (declaration, name) => {
      const file = declaration.getSourceFile();
      const line = file.getLineAndCharacterOfPosition(declaration.getStart(file)).line + 1;
      return sources.ofPath(path.relative(packageDir, file.fileName), line, undefined, name);
    },
    apiSourceDir: path.dirname(options.entry),
  });

  const exportNames = new Set(
    [...converted.items, ...converted.typeAliases, ...converted.variables].map((x) => x.name),
  );
  const resolveName = (name: string) => {
    const [head, ...member] = name.split('.');
    return exportNames.has(head) ? `api:${head}${member.length ? `#${member.join('.')}` : ''}` : undefined;
  };
  const internalTypes = collectInternalTypes({
    program: run.program,
    sources,
    packageDir,
    exportNameOf: run.exportNameOf,
    keys: converted.internalKeys,
    resolveName,
  });
  // Fall back to the doc comment written on the export itself (`Kind` is `export * as Kind`).
  for (const entry of [...converted.items, ...converted.typeAliases, ...converted.variables]) {
    const raw = run.exportDocs.get(entry.name);
    if (!entry.doc.hasComment && raw) entry.doc = parseDocText(raw, resolveName);
  }
  const model = {
    items: converted.items,
    typeAliases: converted.typeAliases,
    variables: converted.variables,
    internalTypes,
  };
  buildReferences(model);

  return {
    packageName,
    packageVersion,
    typedocVersion: Application.VERSION,
    modules: buildModules({ sources, packageDir, program: run.program, resolveName }),
    ...model,
    coverage: buildCoverage(model),
    warnings: run.warnings.map((w) => w.replaceAll(options.rootDir + path.sep, '')),
  };
}

/** The `@packageDocumentation` comment of an index file, without that tag. */
function moduleDoc(sources: PackageSources, indexPath: string): string | undefined {
  const text = sources.sourceFile(indexPath)?.text;
  const comment = text && /^\/\*\*[\s\S]*?@packageDocumentation[\s\S]*?\*\//.exec(text)?.[0];
  return comment ? comment.replace('@packageDocumentation', '') : undefined;
}

/** `graphql` and its submodules with their overviews, and the overviews that files give their category. */
function buildModules(options: {
  sources: PackageSources;
  packageDir: string;
  program: import('typescript').Program;
  resolveName: (name: string) => string | undefined;
}): ApiModule[] {
  const { sources, packageDir, program, resolveName } = options;
  const modules: ApiModule[] = ['graphql', ...[...SUBMODULES].map((m) => `graphql/${m}`)].map((name) => {
    const doc = moduleDoc(sources, name === 'graphql' ? 'index.d.ts' : `${name.slice('graphql/'.length)}/index.d.ts`);
    const overview = doc && parseDocText(doc, resolveName).summary;
    return { name, ...(overview ? { overview } : {}), categories: [] };
  });
  for (const file of program.getSourceFiles()) {
    const sourcePath = path.relative(packageDir, file.fileName);
    if (sourcePath.startsWith('..') || !sourcePath.endsWith('.d.ts')) continue;
    const doc = fileDoc(file);
    if (!doc?.category) continue;
    const overview = parseDocText(doc.text.replace(/@category[^\n]*/, ''), resolveName).summary;
    const module = modules.find((m) => m.name === moduleOf(sourcePath));
    if (overview && module) module.categories.push({ name: doc.category, overview });
  }
  for (const module of modules) module.categories.sort((a, b) => (a.name < b.name ? -1 : 1));
  return modules;
}
