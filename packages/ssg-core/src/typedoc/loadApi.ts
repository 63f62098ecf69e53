// The API model of the documented package: TypeDoc on `api-source/`, converted to plain data
// and cached as JSON, so that a build whose inputs did not change never starts TypeDoc.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { UsageError, createDiagnostic } from '../diagnostics.ts';
import { findPackageDir } from '../findPackageDir.ts';
import type { ApiModel } from './ApiModel.ts';
import type { ApiWorkerMessage } from './apiWorker.ts';
import { TYPEDOC_OPTIONS } from './typedocOptions.ts';

/** Bump when ApiModel's shape changes. */
export const API_SCHEMA_VERSION = 1;
const PACKAGE_NAME = 'graphql';
const API_SOURCE_DIR = 'api-source';

export interface LoadApiOptions {
  /** Site root: holds `api-source/`. */
  rootDir: string;
  /** Directory for the cached model, e.g. `<root>/.sitegen-cache`. */
  cacheDir: string;
}

export async function loadApi(options: LoadApiOptions): Promise<ApiModel> {
  const inputs = await resolveInputs(options.rootDir);
  const key = await computeCacheKey(inputs);
  const cacheFile = path.join(options.cacheDir, `api-model-${key.slice(0, 20)}.json`);
  const cached = await readCache(cacheFile);
  if (cached) return { ...cached, fromCache: true, cacheKey: key };

  const modelOptions = { ...inputs, packageName: PACKAGE_NAME, schemaVersion: API_SCHEMA_VERSION };
  const worker = apiWorkerFile();
  // Loaded lazily: a cache hit never pays for importing TypeDoc and TypeScript.
  const model = worker ? await buildInWorker(worker, modelOptions) : await (await import('./buildApiModel.ts')).buildApiModel(modelOptions);
  await writeCache(cacheFile, model);
  return { ...model, cacheKey: key };
}

/**
 * The compiled CLI's apiWorker.ts (bin/sitegen.mjs names it): there TypeDoc runs beside the rest
 * of the build. Without it (tests, SITEGEN_TSX=1) the model is built on this thread.
 */
function apiWorkerFile(): string | undefined {
  const file = (globalThis as Record<symbol, unknown>)[Symbol.for('sitegen.apiWorker')];
  return typeof file === 'string' && existsSync(file) ? file : undefined;
}

function buildInWorker(file: string, options: ApiInputs & { packageName: string; schemaVersion: number }): Promise<ApiModel> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(file, { workerData: options });
    worker.once('message', (message: ApiWorkerMessage) => {
      if ('model' in message) resolve(message.model);
      else reject('diagnostics' in message ? new UsageError(message.diagnostics) : new Error(message.message));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The API worker stopped (exit code ${code}) without a model.`)));
  });
}

export interface ApiInputs {
  rootDir: string;
  /** `api-source/index.ts`, absolute. */
  entry: string;
  /** `api-source/tsconfig.json`, absolute. */
  tsconfig: string;
  /** Directory of the documented package as resolved from `api-source/`. */
  packageDir: string;
  packageVersion: string;
}

async function resolveInputs(rootDir: string): Promise<ApiInputs> {
  const apiSourceDir = path.join(rootDir, API_SOURCE_DIR);
  const entry = path.join(apiSourceDir, 'index.ts');
  const tsconfig = path.join(apiSourceDir, 'tsconfig.json');
  for (const file of [entry, tsconfig]) {
    if (!existsSync(file)) {
      throw new UsageError([
        createDiagnostic('error', 'api/missing-source', `The API source file is missing.`, {
          location: { file: path.relative(rootDir, file) },
          hint: `create ${API_SOURCE_DIR}/index.ts (e.g. \`export * from '${PACKAGE_NAME}';\`) and ${API_SOURCE_DIR}/tsconfig.json`,
        }),
      ]);
    }
  }
  const packageDir = findPackageDir(apiSourceDir, PACKAGE_NAME);
  if (!packageDir) {
    throw new UsageError([
      createDiagnostic('error', 'api/missing-package', `Package "${PACKAGE_NAME}" is not installed where ${API_SOURCE_DIR}/ can import it.`, {
        location: { file: path.relative(rootDir, entry) },
        hint: `add "${PACKAGE_NAME}" to the site's dependencies`,
      }),
    ]);
  }
  const { version } = JSON.parse(await fs.readFile(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  return { rootDir, entry, tsconfig, packageDir: await fs.realpath(packageDir), packageVersion: version };
}

/**
 * Hash of everything the model depends on: package and TypeDoc versions, TypeDoc options, the
 * files of `api-source/`, and this converter's own source (so editing it invalidates the cache).
 */
export async function computeCacheKey(inputs: ApiInputs): Promise<string> {
  const require = createRequire(import.meta.url);
  const typedocVersion = (require('typedoc/package.json') as { version: string }).version;
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ API_SCHEMA_VERSION, PACKAGE_NAME, packageVersion: inputs.packageVersion, typedocVersion, TYPEDOC_OPTIONS }));
  const converterDir = path.dirname(fileURLToPath(import.meta.url));
  for (const [dir, filter] of [
    [path.dirname(inputs.entry), () => true],
    [converterDir, (f: string) => f.endsWith('.ts') && !f.endsWith('.test.ts')],
  ] as const) {
    for (const file of await listFiles(dir)) {
      if (!filter(file)) continue;
      hash.update(`\0${path.relative(dir, file)}\0`);
      hash.update(await fs.readFile(file));
    }
  }
  return hash.digest('hex');
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    // Relative to the folder: a site that itself lives under node_modules (a test copy) keeps its files.
    .filter((e) => e.isFile() && !path.relative(dir, e.parentPath).split(path.sep).includes('node_modules'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

async function readCache(file: string): Promise<ApiModel | undefined> {
  try {
    const model = JSON.parse(await fs.readFile(file, 'utf8')) as ApiModel;
    return model.schemaVersion === API_SCHEMA_VERSION ? model : undefined;
  } catch {
    return undefined; // missing or corrupt: rebuild
  }
}

async function writeCache(file: string, model: ApiModel): Promise<void> {
  try {
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    await fs.writeFile(temp, JSON.stringify({ ...model, fromCache: false }));
    await fs.rename(temp, file); // atomic: a concurrent reader sees the old file or the whole new one
    for (const old of await fs.readdir(path.dirname(file))) {
      if (/^api-model-\w+\.json$/.test(old) && old !== path.basename(file)) await fs.rm(path.join(path.dirname(file), old), { force: true });
    }
  } catch {
    // The cache is an optimisation: a read-only or full disk must not fail the build.
  }
}
