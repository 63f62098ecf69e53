// A memo that survives between builds: one JSON file per kind of result under the site's
// cache folder. It saves only the entries the build used, so stale ones drop out.
import { createHash } from 'node:crypto';
import { closeSync, openSync, readdirSync, readFileSync, writeSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { findPackageDir } from '../findPackageDir.ts';

export interface DiskMemo<T> {
  key(...parts: string[]): string;
  get(key: string): T | undefined;
  has(key: string): boolean;
  set(key: string, value: T): void;
  /** Loads the entries a previous build saved; a missing or broken file is an empty memo. */
  load(cacheDir: string): Promise<void>;
  /** Saves the entries this process used (when any were added or most went unused), and drops other versions' files. */
  save(cacheDir: string): Promise<void>;
}

/** `version` names the format of the values: a different version is a different file. */
export function createDiskMemo<T>(name: string, version: () => string): DiskMemo<T> {
  const entries = new Map<string, T>();
  const used = new Set<string>();
  let added = 0;
  const fileIn = (cacheDir: string) => path.join(cacheDir, `${name}-${version()}.json`);
  return {
    key: (...parts) => createHash('sha1').update(parts.join('\u0000')).digest('base64url'),
    get(key) {
      const value = entries.get(key);
      if (value !== undefined) used.add(key);
      return value;
    },
    has: (key) => entries.has(key),
    set(key, value) {
      if (!entries.has(key)) added++;
      entries.set(key, value);
      used.add(key);
    },
    async load(cacheDir) {
      try {
        const saved = JSON.parse(await readFile(fileIn(cacheDir), 'utf8')) as [string, T][];
        for (const [key, value] of saved) if (!entries.has(key)) entries.set(key, value);
      } catch {
        // Nothing saved yet.
      }
    },
    async save(cacheDir) {
      // Rewritten when something was added, or when most of the file went unused (another site's
      // entries, or content since removed): reading it is part of every build. A memo this build
      // did not consult at all (a higher-level cache answered) is left as it is.
      if (added === 0 && (used.size === 0 || used.size * 2 >= entries.size)) return;
      const file = fileIn(cacheDir);
      await mkdir(cacheDir, { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      writeEntries(temp, [...used].map((key) => [key, entries.get(key)]));
      await rename(temp, file);
      added = 0;
      // Files of earlier versions (sources or packages changed since) are of no more use.
      const current = path.basename(file);
      const stale = (await readdir(cacheDir)).filter((f) => f !== current && f.startsWith(`${name}-`) && f.endsWith('.json'));
      await Promise.all(stale.map((f) => rm(path.join(cacheDir, f), { force: true })));
    },
  };
}

/**
 * The JSON array of entries, written an entry at a time: a memo of a large site's pages would
 * otherwise be one string of hundreds of megabytes, for a moment, on top of everything else.
 */
function writeEntries(file: string, entries: [string, unknown][]): void {
  const fd = openSync(file, 'w');
  try {
    writeSync(fd, '[');
    entries.forEach((entry, i) => writeSync(fd, (i ? ',' : '') + JSON.stringify(entry)));
    writeSync(fd, ']');
  } finally {
    closeSync(fd);
  }
}

/** A short hash of source files, so a memo of their output goes stale when they change. */
export function hashSources(files: string[], read: (file: string) => string): string {
  const hash = createHash('sha1');
  for (const file of files) hash.update(file).update(read(file));
  return hash.digest('hex').slice(0, 12);
}

/** The source files (TypeScript and CSS, tests left out) under some folders, sorted. */
export function listSourceFiles(dirs: string[]): string[] {
  return dirs
    .flatMap((dir) => (readdirSync(dir, { recursive: true }) as string[]).map((f) => path.join(dir, f)))
    .filter((f) => /\.(tsx?|css)$/.test(f) && !/\.test\.tsx?$/.test(f))
    .sort();
}

/**
 * `name@version` of installed packages, found as Node finds them from `fromDir`: a memo of
 * what they produce goes stale when one is upgraded.
 */
export function packageVersions(fromDir: string, names: string[]): string {
  return names
    .map((name) => {
      const dir = findPackageDir(fromDir, name);
      if (!dir) return `${name}@missing`;
      return `${name}@${(JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version}`;
    })
    .join(',');
}
