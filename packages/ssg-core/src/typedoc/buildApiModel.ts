// What loadApi() runs when the model is not remembered: run TypeDoc, convert, add internal types, references, coverage.
import path from 'node:path';
import { Application } from 'typedoc';
import type { ApiModel } from './ApiModel.ts';
import { buildCoverage, buildReferences } from './buildReferences.ts';
import { collectInternalTypes } from './collectInternalTypes.ts';
import { parseDocText } from './convertComment.ts';
import { convertProject } from './convertProject.ts';
import type { ApiInputs } from './loadApi.ts';
import { createPackageSources } from './packageSources.ts';
import { runTypeDoc } from './runTypeDoc.ts';

export async function buildApiModel(options: ApiInputs & { packageName: string }): Promise<ApiModel> {
  const { packageDir, packageVersion, packageName } = options;
  const run = await runTypeDoc(options);
  const sources = createPackageSources({ ...run, packageDir, packageVersion });
  const converted = convertProject({ run, packageName, sourceInfo: sources.ofReflection, apiSourceDir: path.dirname(options.entry) });

  const exportNames = new Set([...converted.items, ...converted.typeAliases, ...converted.variables].map((x) => x.name));
  const resolveName = (name: string) => {
    const [head, ...member] = name.split('.');
    return exportNames.has(head) ? `api:${head}${member.length ? '#' + member.join('.') : ''}` : undefined;
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
  const model = { items: converted.items, typeAliases: converted.typeAliases, variables: converted.variables, internalTypes };
  buildReferences(model);

  const indexFile = sources.sourceFile('index.d.ts');
  const packageDoc = indexFile && /^\/\*\*[\s\S]*?@packageDocumentation[\s\S]*?\*\//.exec(indexFile.text)?.[0];
  return {
    packageName,
    packageVersion,
    typedocVersion: Application.VERSION,
    ...(packageDoc ? { readme: parseDocText(packageDoc.replace('@packageDocumentation', ''), resolveName).summary } : {}),
    ...model,
    coverage: buildCoverage(model),
    warnings: run.warnings.map((w) => w.replaceAll(options.rootDir + path.sep, '')),
  };
}
