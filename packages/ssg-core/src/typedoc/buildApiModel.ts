// What loadApi() runs when the model is not remembered: run TypeDoc, convert, add internal types, references, coverage.
import path from 'node:path';
import type ts from 'typescript';
import { Application } from 'typedoc';
import type { ApiModel, ApiModule } from './ApiModel.ts';
import { buildCoverage, buildReferences } from './buildReferences.ts';
import { collectInternalTypes } from './collectInternalTypes.ts';
import { parseDocText } from './convertComment.ts';
import { convertProject } from './convertProject.ts';
import { createPackageSources, fileDoc, type PackageSources } from './packageSources.ts';
import { readPackageLayout, type PackageLayout } from './readPackageLayout.ts';
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
  /** The `name` of its package.json, also when it is installed under an alias (`name@npm:name@1`). */
  packageJsonName: string;
  /** The repository and tag the source links point at; no source links without a repository. */
  repoUrl?: string;
  sourceTag?: string;
}

export async function buildApiModel(options: ApiInputs & { packageName: string }): Promise<ApiModel> {
  const { packageDir, packageVersion, packageName } = options;
  const run = await runTypeDoc(options);
  const layout = readPackageLayout(packageDir);
  const sources = createPackageSources({ ...run, ...options, layout });
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
  const rootExports = entryExports(run.program, path.join(packageDir, layout.entry));
  for (const item of model.items)
    if (rootExports && item.module !== packageName && !rootExports.has(item.name)) item.submoduleOnly = true;

  return {
    packageName,
    packageVersion,
    typedocVersion: Application.VERSION,
    modules: buildModules({ sources, layout, packageDir, program: run.program, resolveName, model }),
    ...model,
    coverage: buildCoverage(model),
    warnings: run.warnings.map((w) => w.replaceAll(options.rootDir + path.sep, '')),
  };
}

/** The names the package's entry exports; undefined when the program did not load that file. */
function entryExports(program: ts.Program, entryFile: string): Set<string> | undefined {
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(entryFile);
  const symbol = file && checker.getSymbolAtLocation(file);
  return symbol && new Set(checker.getExportsOfModule(symbol).map((s) => s.name));
}

/** The `@packageDocumentation` comment of an index file, without that tag. */
function moduleDoc(sources: PackageSources, indexPath: string): string | undefined {
  const text = sources.sourceFile(indexPath)?.text;
  const comment = text && /^\/\*\*[\s\S]*?@packageDocumentation[\s\S]*?\*\//.exec(text)?.[0];
  return comment ? comment.replace('@packageDocumentation', '') : undefined;
}

/**
 * The package and those of its submodules that hold exports, with their overviews, and the
 * overviews that files give their category. The root first, then the submodules by name.
 */
function buildModules(options: {
  sources: PackageSources;
  layout: PackageLayout;
  packageDir: string;
  program: ts.Program;
  resolveName: (name: string) => string | undefined;
  model: { items: { module: string }[]; typeAliases: { module: string }[]; variables: { module: string }[] };
}): ApiModule[] {
  const { sources, layout, packageDir, program, resolveName, model } = options;
  const used = new Set([...model.items, ...model.typeAliases, ...model.variables].map((x) => x.module));
  const submodules = [...layout.submodules].filter(([name]) => used.has(name)).sort(([a], [b]) => (a < b ? -1 : 1));
  const modules: ApiModule[] = [[layout.name, layout.entry] as const, ...submodules].map(([name, entry]) => {
    const doc = moduleDoc(sources, entry);
    const overview = doc && parseDocText(doc, resolveName).summary;
    return { name, ...(overview ? { overview } : {}), categories: [] };
  });
  for (const file of program.getSourceFiles()) {
    const sourcePath = path.relative(packageDir, file.fileName);
    if (sourcePath.startsWith('..') || !sourcePath.endsWith('.d.ts')) continue;
    // A module's entry gives its comment to the module (its overview), not to a category as well.
    if (sourcePath === layout.entry || layout.submoduleAt(sourcePath)) continue;
    const doc = fileDoc(file);
    if (!doc?.category) continue;
    const overview = parseDocText(doc.text.replace(/@category[^\n]*/, ''), resolveName).summary;
    const module = modules.find((m) => m.name === layout.moduleOf(sourcePath));
    if (overview && module) module.categories.push({ name: doc.category, overview });
  }
  for (const module of modules) module.categories.sort((a, b) => (a.name < b.name ? -1 : 1));
  return modules;
}
