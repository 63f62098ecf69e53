// The one memo of the build: every cached step's results, remembered across builds (and across
// the rebuilds of `sitegen dev`) under node_modules/.cache/sitegen/memo/, a file per step.
// A key is derived, never remembered: the hash of the code the step runs (its module and every
// module it imports, with the packages' versions: see codeGraph.ts) plus the hash of its inputs.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import path from 'node:path';
import { loadCodeGraph, type CodeGraph } from './codeGraph.ts';
import { writeFileAtomic } from '../output/writeFileAtomic.ts';

export interface Memo<T> {
  /** The key of a result made from these inputs by the step's current code. */
  key(...inputs: string[]): string;
  get(key: string): T | undefined;
  has(key: string): boolean;
  set(key: string, value: T): void;
  /** The remembered result for this key, else `compute`'s (remembered when it returns). */
  cached(key: string, compute: () => T | Promise<T>): Promise<T>;
}

export interface MemoOptions {
  /**
   * Keep only what the last run that consulted it used: for a step with one result per site
   * (the API model, the app bundle), whose older results are large and never wanted again.
   */
  latestOnly?: boolean;
}

/** An entry no run used for this many runs is dropped (an edited doc's old versions, a removed page). */
const DROP_RUNS = 16;
/** A file is written again when its entries' run numbers are this far behind (not at every build). */
const REFRESH_RUNS = 8;

interface Entry {
  /** The last run that used it. */
  run: number;
  /** Its run number in the file. */
  savedRun: number;
  value: unknown;
}

interface Namespace extends MemoOptions {
  /** The last run that consulted it. */
  consulted: number;
  /** Prefix of the current keys: the step's code hash. Entries of other code are stale. */
  code: string;
  entries: Map<string, Entry>;
  changed: boolean;
}

export interface MemoStore {
  /** Starts a run (a build, or a rebuild in dev): entries it uses count as used now. */
  beginRun(): void;
  /** Writes what changed, dropping stale entries. */
  save(): void;
  /** The code graph the keys are made with (dev replaces it after an edit of the theme). */
  graph: CodeGraph;
  /** The folder it keeps its files in. */
  dir: string;
}

interface StoreState {
  run: number;
  /** The last run that consulted each memo: a memo no run consulted for DROP_RUNS (code since removed) loses its file. */
  consulted: Record<string, number>;
}

/** Every memo the loaded code defines, with the modules whose code its keys hash. */
const defined = new Map<string, string[]>();

export function definedMemos(): { name: string; modules: string[] }[] {
  return [...defined].map(([name, modules]) => ({ name, modules }));
}

let active: (MemoStore & { code(modules: string[]): string; namespace(name: string, options: MemoOptions): Namespace; run(): number }) | undefined;

/** Opens the store in `dir` for this process's builds; memos without an open store remember nothing. */
export function openMemoStore(options: { dir: string; graph: CodeGraph }): MemoStore {
  const { dir } = options;
  const namespaces = new Map<string, Namespace>();
  const stateFile = path.join(dir, 'state.json');
  const state = readJson<StoreState>(stateFile) ?? { run: 0, consulted: {} };
  const fileOf = (name: string) => path.join(dir, `${name}.json`);
  const store = {
    dir,
    graph: options.graph,
    run: () => state.run,
    beginRun() {
      state.run++;
    },
    code: (modules: string[]) => codeHash(store.graph, modules),
    /** A memo's entries, read from its file the first time a run looks one up. */
    namespace(name: string, options: MemoOptions): Namespace {
      let ns = namespaces.get(name);
      if (!ns) {
        const saved = readJson<[string, number, unknown][]>(fileOf(name)) ?? [];
        ns = { code: '', consulted: state.run, entries: new Map(saved.map(([key, r, value]) => [key, { run: r, savedRun: r, value }])), changed: false, ...options };
        namespaces.set(name, ns);
      }
      ns.consulted = state.run;
      state.consulted[name] = state.run;
      return ns;
    },
    save() {
      const { run } = state;
      for (const [name, ns] of namespaces) {
        let write = ns.changed;
        for (const [key, entry] of ns.entries) {
          const unused = ns.latestOnly ? ns.consulted === run && entry.run < run : entry.run < run - DROP_RUNS;
          if (!key.startsWith(ns.code) || unused) {
            ns.entries.delete(key);
            write = true;
          } else if (entry.run > entry.savedRun + REFRESH_RUNS) {
            write = true;
          }
        }
        if (!write) continue;
        writeFileAtomic(fileOf(name), (chunk) => {
          chunk('[');
          let first = true;
          for (const [key, entry] of ns.entries) {
            chunk((first ? '' : ',') + JSON.stringify([key, entry.run, entry.value]));
            entry.savedRun = entry.run;
            first = false;
          }
          chunk(']');
        });
        ns.changed = false;
      }
      for (const [name, last] of Object.entries(state.consulted)) {
        if (last >= run - DROP_RUNS) continue;
        rmSync(fileOf(name), { force: true });
        delete state.consulted[name];
      }
      writeFileAtomic(stateFile, JSON.stringify(state));
    },
  };
  active = store;
  return store;
}

/**
 * The memo of one step. `code` names the step's module (`import.meta.filename`), and any
 * module it runs without importing it (browser code it bundles): the code hashed into its
 * keys is those modules and everything they import.
 */
export function defineMemo<T>(name: string, code: string | string[], options: MemoOptions = {}): Memo<T> {
  const modules = typeof code === 'string' ? [code] : code;
  defined.set(name, modules);
  /** The entries, when a store is open; their keys start with the code's hash. */
  const namespace = () => {
    if (!active) return undefined;
    const ns = active.namespace(name, options);
    ns.code = active.code(modules);
    return ns;
  };
  const memo: Memo<T> = {
    key(...inputs) {
      // The code's hash only: making a key reads no entries.
      return `${active?.code(modules) ?? ''}-${createHash('sha1').update(inputs.join('\u0000')).digest('base64url')}`;
    },
    get(key) {
      const entry = namespace()?.entries.get(key);
      if (!entry) return undefined;
      entry.run = active!.run();
      return entry.value as T;
    },
    has: (key) => namespace()?.entries.has(key) ?? false,
    set(key, value) {
      const ns = namespace();
      if (!ns) return;
      ns.entries.set(key, { run: active!.run(), savedRun: -1, value });
      ns.changed = true;
    },
    async cached(key, compute) {
      const found = memo.get(key);
      if (found !== undefined) return found;
      const value = await compute();
      memo.set(key, value);
      return value;
    },
  };
  return memo;
}

/** 16 hex digits of the code of these modules. */
function codeHash(graph: CodeGraph, modules: string[]): string {
  if (modules.length === 1) return graph.hashOf(modules[0]!).slice(0, 16);
  return createHash('sha1').update(modules.map((m) => graph.hashOf(m)).join('\u0000')).digest('hex').slice(0, 16);
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined; // nothing saved yet, or a file cut short: a miss
  }
}

/**
 * Starts a run of the memo of the site at `rootDir` (in its node_modules/.cache/sitegen/memo/),
 * opened once per process: later runs (tests, dev) use what is already in memory.
 */
export async function openSiteMemo(rootDir: string): Promise<MemoStore> {
  // Sites that share a cache folder (by a link, as the tests' fixture sites do) share the memo.
  const cache = path.join(rootDir, 'node_modules', '.cache');
  const dir = path.join(existsSync(cache) ? realpathSync(cache) : cache, 'sitegen', 'memo');
  const graph = await loadCodeGraph();
  const store = active?.dir === dir ? active : openMemoStore({ dir, graph });
  store.graph = graph;
  store.beginRun();
  return store;
}
