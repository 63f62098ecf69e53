// The API model of the documented package: TypeDoc on `api-source/`, converted to plain data and
// remembered under the hash of its inputs and of the converter's code, so that a build whose
// inputs did not change never starts TypeDoc.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { defineMemo } from '../cache/memo.ts';
import { UsageError, createDiagnostic } from '../diagnostics.ts';
import { findPackageDir } from '../findPackageDir.ts';
import type { SiteConfig } from '../config/loadConfig.ts';
import type { ApiModel } from './ApiModel.ts';
import type { ApiWorkerMessage } from './apiWorker.ts';
import type { ApiInputs } from './buildApiModel.ts';

/**
 * Which package to document, the folder whose `index.ts` re-exports it (`export * from 'pkg'`), and
 * the repository and tag its source links point at.
 */
export interface ApiPackage {
  packageName: string;
  sourceDir: string;
  repoUrl?: string;
  sourceTag?: string;
}

/** The package of the config's API (its latest version). */
export function configApiPackage(api: NonNullable<SiteConfig['api']>): ApiPackage {
  const { packageName, sourceDir, repoUrl, sourceTag } = api;
  return { packageName, sourceDir, ...(repoUrl ? { repoUrl, sourceTag } : {}) };
}

const apiModelMemo = defineMemo<ApiModel>('api-model', '@sitegen/ssg-core/typedoc/buildApiModel.ts', {
  latestOnly: true,
});

/** What the model is made from, and a key naming it: the same key is the same model. */
export interface ApiSource {
  inputs: ApiInputs;
  key: string;
}

/** Finds the package and its source folder and hashes them (the package by its version), without starting TypeDoc. */
export async function resolveApiSource(rootDir: string, api: ApiPackage): Promise<ApiSource> {
  // Read at once (a few small files): an await on the file system here would wait for the markdown
  // step, which holds the thread from the moment it starts, and TypeDoc would start only after it.
  const inputs = resolveInputs(rootDir, api);
  const hash = createHash('sha256').update(
    `${api.packageName}@${inputs.packageVersion}\0${inputs.packageDir}\0${api.repoUrl ?? ''}\0${api.sourceTag ?? ''}\0`,
  );
  for (const file of listFiles(path.dirname(inputs.entry)))
    hash.update(`\0${path.relative(rootDir, file)}\0`).update(readFileSync(file));
  return { inputs, key: apiModelMemo.key(hash.digest('hex')) };
}

/**
 * The model of the site's API source: remembered, or made by TypeDoc, on the thread of `worker`
 * (the compiled CLI's apiWorker.ts) when given, else on this one.
 */
export async function loadApi(
  options: {
    rootDir: string;
    worker?: string;
  } & ({ source: ApiSource } | { api: ApiPackage }),
): Promise<ApiModel> {
  const { worker } = options;
  const source = 'source' in options ? options.source : await resolveApiSource(options.rootDir, options.api);
  return apiModelMemo.cached(source.key, async () => {
    // The model names the package as its own package.json does, not by the alias it may be installed under.
    const inputs = { ...source.inputs, packageName: source.inputs.packageJsonName };
    // Loaded lazily: a remembered model never pays for importing TypeDoc and TypeScript.
    if (!worker) return (await import('./buildApiModel.ts')).buildApiModel(inputs);
    // On a thread of its own, TypeDoc runs beside the rest of the build.
    return buildInWorker(worker, inputs);
  });
}

/**
 * The worker TypeDoc runs on, shared by the models a build makes one after another: the second
 * version's finds TypeDoc imported and TypeScript's checker compiled (this site's older version's
 * model: 1.9 s in a fresh thread, 1.0 s after the latest's). stopApiWorker() ends it once the build has its models.
 */
let shared: { worker: Worker; file: string } | undefined;

/** Stops the API worker, if one runs: its memory is not held through the rest of the build. */
export function stopApiWorker(): void {
  void shared?.worker.terminate();
  shared = undefined;
}

function buildInWorker(file: string, options: ApiInputs & { packageName: string }): Promise<ApiModel> {
  if (shared?.file !== file) {
    stopApiWorker();
    shared = { worker: new Worker(file), file };
  }
  const { worker } = shared;
  return new Promise<ApiModel>((resolve, reject) => {
    const settle = (error: unknown, model?: ApiModel) => {
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      if (error) reject(error);
      else resolve(model!);
    };
    const onMessage = (message: ApiWorkerMessage) =>
      'model' in message
        ? settle(undefined, message.model)
        : settle('diagnostics' in message ? new UsageError(message.diagnostics) : new Error(message.message));
    const onError = (error: Error) => settle(error);
    const onExit = (code: number) => {
      if (shared?.worker === worker) shared = undefined;
      settle(new Error(`The API worker stopped (exit code ${code}) without a model.`));
    };
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.postMessage(options);
  });
}

function resolveInputs(rootDir: string, api: ApiPackage): ApiInputs {
  const { packageName, sourceDir, repoUrl, sourceTag } = api;
  const apiSourceDir = path.join(rootDir, sourceDir);
  const entry = path.join(apiSourceDir, 'index.ts');
  const tsconfig = path.join(apiSourceDir, 'tsconfig.json');
  for (const file of [entry, tsconfig]) {
    if (!existsSync(file)) {
      throw new UsageError([
        createDiagnostic('error', 'api/missing-source', `The API source file is missing.`, {
          location: { file: path.relative(rootDir, file) },
          hint: `create ${sourceDir}/index.ts (e.g. \`export * from '${packageName}';\`) and ${sourceDir}/tsconfig.json`,
        }),
      ]);
    }
  }
  const packageDir = findPackageDir(apiSourceDir, packageName);
  if (!packageDir) {
    throw new UsageError([
      createDiagnostic(
        'error',
        'api/missing-package',
        `Package "${packageName}" is not installed where ${sourceDir}/ can import it.`,
        {
          location: { file: path.relative(rootDir, entry) },
          hint: `add "${packageName}" to the site's dependencies`,
        },
      ),
    ]);
  }
  const { name, version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  return {
    rootDir,
    entry,
    tsconfig,
    packageDir: realpathSync(packageDir),
    packageVersion: version,
    packageJsonName: name,
    ...(repoUrl ? { repoUrl, sourceTag } : {}),
  };
}

function listFiles(dir: string): string[] {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  return (
    entries
      // Relative to the folder: a site that itself lives under node_modules (a test copy) keeps its files.
      .filter((e) => e.isFile() && !path.relative(dir, e.parentPath).split(path.sep).includes('node_modules'))
      .map((e) => path.join(e.parentPath, e.name))
      .sort()
  );
}
