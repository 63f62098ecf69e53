import { createHash } from 'node:crypto';
import { mkdir, rename, rm, cp } from 'node:fs/promises';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from './writeFileAtomic.ts';

/** What the build emits: files keyed by their path inside the output folder, plus folders copied as they are. */
export interface OutputFiles {
  files: Map<string, string | Uint8Array>;
  /** Folders whose contents are copied to the root of the output (static files). */
  copyDirs?: string[];
}

export interface WriteOptions {
  /**
   * Where to remember what was written (the build cache's folder). When the output folder
   * still holds exactly what this build would write, it is left alone.
   */
  cacheDir?: string;
}

/** What the output folder held after the last write: checked by a listing and stats, without reading files. */
interface Manifest {
  outDir: string;
  /** Hash of the output as the build described it (describeOutput). */
  fingerprint: string;
  /** Path inside the folder, size, mtime: every file, sorted. */
  onDisk: [string, number, number][];
}

/**
 * The only code that writes the site to disk. Everything goes to a fresh temporary folder
 * beside the output, which then replaces the output in two renames: a build that fails
 * before this point, or while writing, leaves the previous output exactly as it was.
 * Returns 'unchanged' when the folder already held this output and was not touched.
 */
export async function writeOutput(outDir: string, output: OutputFiles, options: WriteOptions = {}): Promise<'written' | 'unchanged'> {
  const manifestFile = options.cacheDir && path.join(options.cacheDir, `output-${createHash('sha1').update(outDir).digest('hex').slice(0, 12)}.json`);
  const fingerprint = manifestFile ? describeOutput(output) : '';
  if (manifestFile && stillWritten(manifestFile, outDir, fingerprint)) return 'unchanged';

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
  if (manifestFile) saveManifest(manifestFile, { outDir, fingerprint, onDisk: listFolder(outDir) });
  return 'written';
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

/** A hash of every file the output will hold: emitted files by content, copied ones by their source's size and mtime. */
function describeOutput(output: OutputFiles): string {
  const entries = new Map<string, string>();
  for (const dir of output.copyDirs ?? []) {
    if (!existsSync(dir)) continue;
    for (const [file, size, mtime] of listFolder(dir)) entries.set(file, `copy ${dir} ${size} ${mtime}`);
  }
  for (const [file, content] of output.files) entries.set(file, createHash('sha1').update(content).digest('base64'));
  const hash = createHash('sha1');
  for (const file of [...entries.keys()].sort()) hash.update(`${file}\u0000${entries.get(file)}\u0000`);
  return hash.digest('hex');
}

function stillWritten(manifestFile: string, outDir: string, fingerprint: string): boolean {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  } catch {
    return false;
  }
  if (manifest.outDir !== outDir || manifest.fingerprint !== fingerprint || !existsSync(outDir)) return false;
  // Anything edited, added or removed by hand since shows in the listing.
  return JSON.stringify(listFolder(outDir)) === JSON.stringify(manifest.onDisk);
}

/** Every file under a folder: path inside it ('/'-separated), size, mtime in ms; sorted by path. */
function listFolder(root: string): [string, number, number][] {
  const found: [string, number, number][] = [];
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (entry.isDirectory()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const stats = statSync(full);
    found.push([path.relative(root, full).split(path.sep).join('/'), stats.size, stats.mtimeMs]);
  }
  return found.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

function saveManifest(file: string, manifest: Manifest): void {
  try {
    writeFileAtomic(file, JSON.stringify(manifest));
  } catch {
    // Without a manifest the next build writes the output again: slower, never wrong.
  }
}
