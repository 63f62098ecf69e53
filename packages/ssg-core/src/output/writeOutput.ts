import { mkdir, rename, rm, cp } from 'node:fs/promises';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What the build emits: files keyed by their path inside the output folder, plus folders copied as they are. */
export interface OutputFiles {
  files: Map<string, string | Uint8Array>;
  /** Folders whose contents are copied to the root of the output (static files). */
  copyDirs?: string[];
}

/**
 * The only code that writes the site to disk. Everything goes to a fresh temporary folder
 * beside the output, which then replaces the output in two renames: a build that fails
 * before this point, or while writing, leaves the previous output exactly as it was.
 */
export async function writeOutput(outDir: string, output: OutputFiles): Promise<void> {
  const parent = path.dirname(outDir);
  const base = path.basename(outDir);
  const temp = path.join(parent, `.${base}.tmp-${process.pid}`);
  const old = path.join(parent, `.${base}.old-${process.pid}`);
  await rm(temp, { recursive: true, force: true });
  try {
    await mkdir(temp, { recursive: true });
    for (const dir of output.copyDirs ?? []) {
      if (existsSync(dir)) await cp(dir, temp, { recursive: true });
    }
    writeAll(temp, output.files);
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    throw error;
  }
  const hadOutput = existsSync(outDir);
  if (hadOutput) await rename(outDir, old);
  await rename(temp, outDir);
  if (hadOutput) await rm(old, { recursive: true, force: true });
}

/** Synchronous on purpose: for many small files it is about twice as fast as libuv's thread pool. */
function writeAll(root: string, files: Map<string, string | Uint8Array>): void {
  const made = new Set<string>();
  for (const [file, content] of files) {
    const target = path.join(root, file);
    const dir = path.dirname(target);
    if (!made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    writeFileSync(target, content);
  }
}
