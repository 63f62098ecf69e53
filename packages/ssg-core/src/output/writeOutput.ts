import { mkdir, rename, rm, writeFile, cp } from 'node:fs/promises';
import { existsSync } from 'node:fs';
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
    const dirs = new Set<string>();
    for (const file of output.files.keys()) dirs.add(path.dirname(path.join(temp, file)));
    await Promise.all([...dirs].map((d) => mkdir(d, { recursive: true })));
    await writeAll(temp, output.files);
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    throw error;
  }
  const hadOutput = existsSync(outDir);
  if (hadOutput) await rename(outDir, old);
  await rename(temp, outDir);
  if (hadOutput) await rm(old, { recursive: true, force: true });
}

async function writeAll(root: string, files: Map<string, string | Uint8Array>): Promise<void> {
  const entries = [...files];
  const CONCURRENCY = 64;
  let next = 0;
  const worker = async () => {
    while (next < entries.length) {
      const [file, content] = entries[next++]!;
      await writeFile(path.join(root, file), content);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}
