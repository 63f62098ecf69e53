// pnpm installs offline from its store when it has each package's metadata in its cache; a clone
// installed with a frozen lockfile never fetched any. The lockfile holds what an install of
// sitegen's packages needs (each version's integrity, dependencies, engines and platforms), so
// the metadata of a registry that serves exactly those versions is written from it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// yaml is ssg-core's dependency, not the root's.
const { parse } = createRequire(path.resolve(import.meta.dirname, '../../packages/ssg-core/package.json'))('yaml') as {
  parse(text: string): unknown;
};

/** A registry no one listens on: a request to it fails at once, so an install that succeeds made none. */
export const OFFLINE_REGISTRY = 'http://127.0.0.1:9/';

interface LockedPackage {
  resolution: { integrity: string };
  engines?: Record<string, string>;
  cpu?: string[];
  os?: string[];
  libc?: string[];
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}
interface LockedSnapshot {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}
interface Lockfile {
  packages: Record<string, LockedPackage>;
  snapshots: Record<string, LockedSnapshot>;
}

/** `name@1.2.3(peer@4.5.6)` -> [`name`, `1.2.3`]. */
const splitKey = (key: string): [string, string] => {
  const bare = key.replace(/\(.*$/, '');
  const at = bare.lastIndexOf('@');
  return [bare.slice(0, at), bare.slice(at + 1)];
};

/** A snapshot's dependency as a package.json range: an exact version, or `npm:name@version` for an alias. */
const rangeOf = (locked: string) => {
  const bare = locked.replace(/\(.*$/, '');
  return /^\d/.test(bare) ? bare : `npm:${bare}`;
};

/**
 * Writes into `cacheDir` (pnpm's cache-dir) the metadata of every package `lockfile` names, as
 * pnpm caches it for OFFLINE_REGISTRY: `pnpm add --offline` then resolves from it, and takes
 * each package's files from the store by its integrity.
 */
export function writeOfflineMetadata(lockfile: string, cacheDir: string): number {
  const lock = parse(readFileSync(lockfile, 'utf8')) as Lockfile;
  const dependenciesOf = new Map<string, LockedSnapshot>();
  for (const [key, snapshot] of Object.entries(lock.snapshots ?? {})) {
    const [name, version] = splitKey(key);
    const id = `${name}@${version}`;
    const merged = dependenciesOf.get(id) ?? {};
    // A registry lists optional dependencies among the dependencies too.
    for (const field of ['dependencies', 'optionalDependencies'] as const)
      for (const [dep, locked] of Object.entries(snapshot?.[field] ?? {}))
        for (const into of field === 'dependencies' ? [field] : (['dependencies', field] as const))
          merged[into] = { ...merged[into], [dep]: rangeOf(locked) };
    dependenciesOf.set(id, merged);
  }

  const packuments = new Map<string, { name: string; versions: Record<string, unknown> }>();
  for (const [key, locked] of Object.entries(lock.packages)) {
    const [name, version] = splitKey(key);
    let packument = packuments.get(name);
    if (!packument) packuments.set(name, (packument = { name, versions: {} }));
    const { resolution, ...manifest } = locked;
    packument.versions[version] = {
      name,
      version,
      ...manifest,
      ...dependenciesOf.get(`${name}@${version}`),
      dist: {
        integrity: resolution.integrity,
        tarball: `${OFFLINE_REGISTRY}${name}/-/${name.split('/').pop()}-${version}.tgz`,
      },
    };
  }

  // pnpm reads optional dependencies' metadata from its cache of full documents, the others' from the abbreviated.
  const host = new URL(OFFLINE_REGISTRY).host.replace(':', '+');
  for (const [name, packument] of packuments) {
    const text = JSON.stringify({
      ...packument,
      'dist-tags': { latest: Object.keys(packument.versions).at(-1) },
      cachedAt: Date.now(),
    });
    for (const kind of ['metadata-v1.3', 'metadata-full-v1.3']) {
      const file = path.join(cacheDir, kind, host, `${name}.json`);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
  }
  return packuments.size;
}
