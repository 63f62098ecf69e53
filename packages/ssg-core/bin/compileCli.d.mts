// Types of compileCli.mjs, for the TypeScript that imports it (its test).

/** An error in sitegen's own sources that keeps the CLI from compiling; the message names file:line. */
export class CliCompileError extends Error {}

/** The path of the compiled CLI entry, compiled first when no bundle of the current sources exists. */
export function compiledCli(options?: { rootDir?: string; cacheDir?: string }): Promise<string>;

/** The bundle's file of each worker thread, beside the entry compiledCli() returned. */
export function workerFiles(entry: string): { api: string; markdown: string };

/** The esbuild metafile of the bundle, beside the entry compiledCli() returned. */
export function metafileOf(entry: string): string;

/** sha1 of the CLI's sources (relative path and contents), the compiler, and esbuild's version. */
export function cliSourceKey(rootDir?: string): string;

/** The entry, tsconfigs, the packages' package.json and every non-test file under their src folders, sorted, relative to rootDir. */
export function listSources(rootDir: string): string[];
