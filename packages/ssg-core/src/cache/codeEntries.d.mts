// Types of codeEntries.mjs.

export const CODE_ROOT: string;
export const CLI_ENTRY: string;
export const PACKAGE_DIRS: string[];
export const SOURCE_DIRS: string[];
export const WORKER_ENTRIES: { api: string; markdown: string };
export const BROWSER_ENTRIES: { client: string; app: string; styles: string; liveRunner: string };
export function packageName(specifier: string): string | undefined;

/** The name of one of sitegen's worker threads. */
export type WorkerName = keyof typeof WORKER_ENTRIES;

/**
 * What the compiled CLI hands its commands (ssg-core's bin/sitegen.mjs): its esbuild metafile (the code
 * graph the memo's keys hash) and its file of each worker thread.
 */
export interface CompiledCli {
  metafile: string;
  workers: Record<WorkerName, string>;
}
