import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  openSync,
  closeSync,
} from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from './writeFileAtomic.ts';
import { partsOf, type FileContent } from './fileContent.ts';

/** What the build emits: files keyed by their path inside the output folder, plus folders copied as they are. */
export interface OutputFiles {
  files: Map<string, FileContent>;
  /** Hashes of files made from inputs already hashed (equal hashes, equal bytes): their bytes are not hashed again. */
  knownHashes?: Map<string, string>;
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
  /** Hash of each emitted file: an unchanged one is linked from the old folder, not written again. */
  hashes: Record<string, string>;
  /** Path inside the folder, size, mtime: every file, sorted. */
  onDisk: [string, number, number][];
}

/**
 * The only code that writes the site to disk. Everything goes to a fresh temporary folder
 * beside the output, which then replaces the output in two renames: a build that fails
 * before this point, or while writing, leaves the previous output exactly as it was.
 * Returns 'unchanged' when the folder already held this output and was not touched.
 */
export function writeOutput(outDir: string, output: OutputFiles, options: WriteOptions = {}): 'written' | 'unchanged' {
  const manifestFile =
    options.cacheDir &&
    path.join(options.cacheDir, `output-${createHash('sha1').update(outDir).digest('hex').slice(0, 12)}.json`);
  const { fingerprint, hashes } = describeOutput(output);
  const previous = manifestFile ? readManifest(manifestFile, outDir) : undefined;
  if (
    previous &&
    previous.fingerprint === fingerprint &&
    JSON.stringify(listFolder(outDir)) === JSON.stringify(previous.onDisk)
  )
    return 'unchanged';

  const parent = path.dirname(outDir);
  const base = path.basename(outDir);
  const temp = path.join(parent, `.${base}.tmp-${process.pid}`);
  const old = path.join(parent, `.${base}.old-${process.pid}`);
  rmSync(temp, { recursive: true, force: true });
  const linked = reusable(outDir, previous, hashes);
  try {
    mkdirSync(temp, { recursive: true });
    for (const dir of output.copyDirs ?? []) {
      if (existsSync(dir)) cpSync(dir, temp, { recursive: true });
    }
    writeAll(temp, output.files, { dir: outDir, files: linked });
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    throw error;
  }
  const hadOutput = existsSync(outDir);
  if (hadOutput) renameSync(outDir, old);
  renameSync(temp, outDir);
  if (hadOutput) removeReplaced(parent, base, output.files.size);
  if (manifestFile)
    saveManifest(manifestFile, { outDir, fingerprint, hashes, onDisk: listWritten(outDir, output, linked, previous) });
  return 'written';
}

/**
 * Outputs of more files than this are removed, once replaced, by a process of their own that
 * outlives the build: the new output is already in place, and unlinking 20,000 files (a
 * 10,000-page site and its markdown twins) took 0.4 to 4.8 s of the build here.
 */
const REMOVE_APART_FILES = 5000;

/**
 * Removes the output just replaced (`.{base}.old-{pid}` beside it), and any that a removal cut
 * short left there. Synchronous below REMOVE_APART_FILES: Node's rmSync removes a folder of
 * 2,000 files in a quarter of the time of fs.promises.rm.
 */
function removeReplaced(parent: string, base: string, files: number): void {
  const replaced = readdirSync(parent)
    .filter((name) => name.startsWith(`.${base}.old-`))
    .map((name) => path.join(parent, name));
  if (files >= REMOVE_APART_FILES) {
    // rm where there is one: 2 MB of memory beside the build as it ends, where a Node process takes 40.
    const script =
      "for (const dir of process.argv.slice(1)) require('node:fs').rmSync(dir, { recursive: true, force: true })";
    const [command, ...args] = process.platform === 'win32' ? [process.execPath, '-e', script] : ['rm', '-rf', '--'];
    spawn(command!, [...args, ...replaced], { detached: true, stdio: 'ignore' }).unref();
    return;
  }
  for (const dir of replaced) {
    try {
      rmSync(dir, { recursive: true, force: true });
    } catch {
      // Being removed by another process at the same time: it finishes.
    }
  }
}

/**
 * The files of the old output that this one holds unchanged: same hash as written then, and
 * still as written (size and mtime as listed then), so a hard link gives the same bytes.
 */
function reusable(outDir: string, previous: Manifest | undefined, hashes: Record<string, string>): Set<string> {
  const same = new Set<string>();
  if (!previous) return same;
  for (const [file, size, mtime] of previous.onDisk) {
    // Copied files (no hash) are copied again.
    if (hashes[file] === undefined || previous.hashes?.[file] !== hashes[file]) continue;
    try {
      const stats = statSync(path.join(outDir, file));
      if (stats.size === size && stats.mtimeMs === mtime) same.add(file);
    } catch {
      // gone since: written anew
    }
  }
  return same;
}

/**
 * What listFolder(outDir) gives after a write, statting only the files written or copied: a
 * linked file is the old folder's inode, whose size and mtime reusable() has just checked.
 */
function listWritten(
  outDir: string,
  output: OutputFiles,
  linked: Set<string>,
  previous: Manifest | undefined,
): [string, number, number][] {
  const known = new Map(
    previous?.onDisk.filter(([file]) => linked.has(file)).map(([file, size, mtime]) => [file, [size, mtime] as const]),
  );
  const files = new Set(output.files.keys());
  for (const dir of output.copyDirs ?? []) if (existsSync(dir)) for (const [file] of listFolder(dir)) files.add(file);
  const found: [string, number, number][] = [];
  for (const file of files) {
    let entry = known.get(file);
    if (!entry) {
      const stats = statSync(path.join(outDir, file));
      entry = [stats.size, stats.mtimeMs];
    }
    found.push([file, ...entry]);
  }
  return found.sort(byPath);
}

/** Synchronous on purpose: for many small files it is about twice as fast as libuv's thread pool. */
function writeAll(root: string, files: Map<string, FileContent>, linkFrom: { dir: string; files: Set<string> }): void {
  const made = new Set<string>();
  for (const [file, content] of files) {
    const target = path.join(root, file);
    const dir = path.dirname(target);
    if (!made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    if (linkFrom.files.has(file)) linkSync(path.join(linkFrom.dir, file), target);
    else {
      const parts = partsOf(content);
      if (parts.length === 1) writeFileSync(target, parts[0]!);
      else {
        const fd = openSync(target, 'w');
        try {
          // Through the descriptor, each part after the last (writeFileSync writes a part whole).
          for (const part of parts) writeFileSync(fd, part);
        } finally {
          closeSync(fd);
        }
      }
    }
  }
}

/** A hash of every file the output will hold (emitted files by content, copied ones by their source's size and mtime), and of each emitted file. */
function describeOutput(output: OutputFiles): { fingerprint: string; hashes: Record<string, string> } {
  const entries = new Map<string, string>();
  for (const dir of output.copyDirs ?? []) {
    if (!existsSync(dir)) continue;
    for (const [file, size, mtime] of listFolder(dir)) entries.set(file, `copy ${dir} ${size} ${mtime}`);
  }
  const hashes: Record<string, string> = {};
  for (const [file, content] of output.files)
    entries.set(file, (hashes[file] = output.knownHashes?.get(file) ?? hashContent(content)));
  const hash = createHash('sha1');
  for (const file of [...entries.keys()].sort()) hash.update(`${file}\u0000${entries.get(file)}\u0000`);
  return { fingerprint: hash.digest('hex'), hashes };
}

function hashContent(content: FileContent): string {
  const hash = createHash('sha1');
  for (const part of partsOf(content)) hash.update(part);
  return hash.digest('base64');
}

/** What the last write into this output folder left there; anything edited, added or removed by hand since shows in the listing. */
function readManifest(manifestFile: string, outDir: string): Manifest | undefined {
  try {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    return manifest.outDir === outDir && existsSync(outDir) ? manifest : undefined;
  } catch {
    return undefined;
  }
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
  return found.sort(byPath);
}

const byPath = (a: [string, ...unknown[]], b: [string, ...unknown[]]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

function saveManifest(file: string, manifest: Manifest): void {
  try {
    writeFileAtomic(file, JSON.stringify(manifest));
  } catch {
    // Without a manifest the next build writes the output again: slower, never wrong.
  }
}
