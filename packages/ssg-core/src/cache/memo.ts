// The one memo of the build: every cached step's results, remembered across builds (and across
// the rebuilds of `sitegen dev`) under node_modules/.cache/sitegen/memo/, a folder per step.
// A key is derived, never remembered: the hash of the code the step runs (its module and every
// module it imports, with the packages' versions: see codeGraph.ts) plus the hash of its inputs.
import { createHash, hash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { loadCodeGraph, type CodeGraph } from './codeGraph.ts';
import { writeFileAtomic } from '../output/writeFileAtomic.ts';
import { memoDirOf } from './siteCacheDir.ts';

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
  /**
   * Text values are saved as UTF-8 and read back as bytes (a Buffer viewing the file as read: no
   * string is made or copied): for a step whose text is written out as it is (the pages' HTML).
   * A view holds its whole segment in memory, dead records too, until no entry of it is left: at
   * most about twice the live values, as a folder is rewritten once most of its records are dead.
   */
  textAsBytes?: boolean;
}

/** An entry no run used for this many runs is dropped (an edited doc's old versions, a removed page). */
const DROP_RUNS = 16;
/** A run that used an entry records it again when its recorded run is this far behind (not at every build). */
const REFRESH_RUNS = 8;
/** A memo's folder is rewritten as one file when it holds this many (each save appends one). */
const MAX_SEGMENTS = 8;
/**
 * Records serialized together: a buffer per record (a page's HTML, some 20 KB) stays in the
 * allocator's pools once freed, and saving a cold build's memo grew the process by 180 MB at 5,300
 * pages; a batch's buffer, most often over the allocator's 128 KB, goes back to the system.
 */
const BATCH_RECORDS = 64;

interface Entry {
  /** The last run that used it. */
  run: number;
  /** Its run number in the files, or -1 when its value is not in them yet. */
  savedRun: number;
  value: unknown;
}

/**
 * A memo's folder holds numbered segments of records (in batches), read in order:
 * `[key, run, value]` remembers a value, `[key, run]` records a later use, `[key]` drops it.
 * A save appends one segment with what changed, so that an edit of one page writes that page's
 * entry, not the whole memo again.
 */
type MemoRecord = [key: string, run: number, value: unknown] | [key: string, run: number] | [key: string];

interface Namespace extends MemoOptions {
  /** The last run that consulted it. */
  consulted: number;
  /** Prefix of the current keys: the step's code hash. Entries of other code are stale. */
  code: string;
  entries: Map<string, Entry>;
  /** The numbers of its segments on disk, in order. */
  segments: number[];
  /** How many records they hold: once most are of entries since replaced or dropped, the folder is rewritten. */
  records: number;
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
  /**
   * The last run that made a key of each memo (without necessarily reading it: a model behind
   * a remembered API reference): a memo no run keyed for DROP_RUNS (its code since removed) loses its folder.
   */
  consulted: Record<string, number>;
}

/** Every memo the loaded code defines, with the modules whose code its keys hash. */
const defined = new Map<string, { modules: string[]; options: MemoOptions }>();

export function definedMemos(): { name: string; modules: string[] }[] {
  return [...defined].map(([name, { modules }]) => ({ name, modules }));
}

/**
 * What a worker thread's memos found (`[memo, key]`) and made (`[memo, key, value]`) in the store
 * of the main thread's run, which alone saves: the main thread applies them (applyMemoUses).
 */
export type MemoUse = [memo: string, key: string] | [memo: string, key: string, value: unknown];

let active:
  | (MemoStore & {
      code(name: string, modules: string[]): string;
      namespace(name: string, options: MemoOptions): Namespace;
      run(): number;
      uses?: MemoUse[];
    })
  | undefined;

/**
 * Opens the store in `dir` for this process's builds; memos without an open store remember nothing.
 * With `uses`, the store is a worker thread's view of the main thread's (as last saved): what its
 * memos find and make is collected there, and it is never saved.
 */
export function openMemoStore(options: { dir: string; graph: CodeGraph; uses?: MemoUse[] }): MemoStore {
  const { dir } = options;
  const namespaces = new Map<string, Namespace>();
  const stateFile = path.join(dir, 'state.json');
  const state = readJson<StoreState>(stateFile) ?? { run: 0, consulted: {} };
  // A memo is a folder: a memo file beside state.json is an older sitegen's.
  for (const file of existsSync(dir) ? readdirSync(dir) : [])
    if (/^[\w-]+\.json$/.test(file) && file !== 'state.json') rmSync(path.join(dir, file), { force: true });
  const folderOf = (name: string) => path.join(dir, name);
  const store = {
    dir,
    graph: options.graph,
    uses: options.uses,
    run: () => state.run,
    beginRun() {
      state.run++;
    },
    /** The code hash of a memo's keys; a memo whose keys are made is in use. */
    code(name: string, modules: string[]) {
      state.consulted[name] = state.run;
      return codeHash(store.graph, modules);
    },
    /** A memo's entries, read from its folder the first time a run looks one up. */
    namespace(name: string, options: MemoOptions): Namespace {
      let ns = namespaces.get(name);
      if (!ns) {
        ns = { code: '', consulted: state.run, ...readSegments(folderOf(name)), ...options };
        namespaces.set(name, ns);
      }
      ns.consulted = state.run;
      return ns;
    },
    save() {
      const { run } = state;
      for (const [name, ns] of namespaces) {
        const records: MemoRecord[] = [];
        for (const [key, entry] of ns.entries) {
          const unused = ns.latestOnly ? ns.consulted === run && entry.run < run : entry.run < run - DROP_RUNS;
          if (!key.startsWith(ns.code) || unused) {
            ns.entries.delete(key);
            if (entry.savedRun >= 0) records.push([key]);
          } else if (entry.savedRun < 0) {
            records.push([key, entry.run, entry.value]);
          } else if (entry.run > entry.savedRun + REFRESH_RUNS) {
            records.push([key, entry.run]);
          }
        }
        if (records.length) writeSegment(folderOf(name), ns, records);
      }
      for (const [name, last] of Object.entries(state.consulted)) {
        if (last >= run - DROP_RUNS) continue;
        rmSync(folderOf(name), { recursive: true, force: true });
        delete state.consulted[name];
      }
      writeFileAtomic(stateFile, JSON.stringify(state));
    },
  };
  active = store;
  return store;
}

/** A memo's entries as its segments leave them (a segment cut short reads as empty: its entries are misses). */
function readSegments(folder: string): Pick<Namespace, 'entries' | 'segments' | 'records'> {
  const entries = new Map<string, Entry>();
  let records = 0;
  const names = existsSync(folder) ? readdirSync(folder).filter((f) => /^\d+\.bin$/.test(f)) : [];
  const segments = names.map((f) => Number.parseInt(f, 10)).sort((a, b) => a - b);
  for (const segment of segments) {
    const read = readSegment(path.join(folder, `${segment}.bin`));
    // Records it could not read are dead ones: the next save rewrites the folder.
    if (!read.whole) records = Infinity;
    for (const [key, run, value] of read.records) {
      records++;
      const entry = entries.get(key);
      if (run === undefined) entries.delete(key);
      else if (value !== undefined) entries.set(key, { run, savedRun: run, value });
      else if (entry) entry.run = entry.savedRun = run;
    }
  }
  return { entries, segments, records };
}

/**
 * Appends what changed as a new segment, or rewrites the folder as one segment of every entry once
 * it holds enough segments, or once most of its records are dead (a single-result memo's older
 * results, megabytes each, would otherwise be read at every build until the eighth segment).
 */
function writeSegment(folder: string, ns: Namespace, records: MemoRecord[]): void {
  const next = (ns.segments.at(-1) ?? 0) + 1;
  const whole = ns.segments.length + 1 >= MAX_SEGMENTS || ns.records + records.length > 2 * ns.entries.size;
  if (whole) records = [...ns.entries].map(([key, entry]) => [key, entry.run, entry.value]);
  const asUtf8 = ns.textAsBytes ? textAsUtf8() : undefined;
  writeFileAtomic(path.join(folder, `${next}.bin`), (write) => {
    // BATCH_RECORDS records at a time, each batch after its length: a memo of 10,000 pages is never one buffer.
    for (let at = 0; at < records.length; at += BATCH_RECORDS) {
      const batch = records.slice(at, at + BATCH_RECORDS);
      const bytes = serialize(asUtf8 ? asUtf8(batch) : batch);
      const length = Buffer.alloc(4);
      length.writeUInt32LE(bytes.length);
      write(length);
      write(bytes);
      // Freed now, not when V8 next collects (Node 21 and later): the batches of a cold build's memo
      // (its pages' HTML) would otherwise hold tens of megabytes at the build's peak.
      bytes.buffer.transfer?.(0);
    }
  });
  for (const record of records) {
    const entry = ns.entries.get(record[0]);
    if (entry && record.length > 1) entry.savedRun = entry.run;
  }
  // The whole segment is written before the older ones go: a reader sees the old ones or the new one.
  if (whole) for (const old of ns.segments) rmSync(path.join(folder, `${old}.bin`), { force: true });
  ns.segments = whole ? [next] : [...ns.segments, next];
  ns.records = whole ? records.length : ns.records + records.length;
}

/**
 * Records with their text values as UTF-8, views of one buffer that the next call reuses (grown
 * when a batch needs more): `serialize` copies what it reads, so a save holds one batch's text twice
 * at most, on any Node.
 */
function textAsUtf8(): (records: MemoRecord[]) => MemoRecord[] {
  let utf8 = Buffer.alloc(0);
  return (records) => {
    const size = records.reduce((n, [, , value]) => n + (typeof value === 'string' ? Buffer.byteLength(value) : 0), 0);
    if (size > utf8.length) utf8 = Buffer.allocUnsafeSlow(Math.max(size, 2 * utf8.length));
    let at = 0;
    return records.map((record): MemoRecord => {
      const [key, run, value] = record;
      if (typeof value !== 'string' || run === undefined) return record;
      const start = at;
      at += utf8.write(value, at);
      return [key, run, utf8.subarray(start, at)];
    });
  };
}

/**
 * The memo of one step. `code` names the step's module (`@sitegen/ssg-core/markdown/renderMarkdown.ts`,
 * or a repo-relative path), and any module it runs without importing it (browser code it
 * bundles): the code hashed into its keys is those modules and everything they import. A name
 * that is no module of sitegen's code fails the step's first key (codeGraph.ts).
 */
export function defineMemo<T>(name: string, code: string | string[], options: MemoOptions = {}): Memo<T> {
  const modules = typeof code === 'string' ? [code] : code;
  defined.set(name, { modules, options });
  /** The entries, when a store is open; their keys start with the code's hash. */
  const namespace = () => {
    if (!active) return undefined;
    const ns = active.namespace(name, options);
    ns.code = active.code(name, modules);
    return ns;
  };
  const memo: Memo<T> = {
    key(...inputs) {
      // The code's hash only: making a key reads no entries.
      // The one-shot hash: a build makes thousands of keys, most of a few short inputs.
      return `${active?.code(name, modules) ?? ''}-${hash('sha1', inputs.join('\u0000'), 'base64url')}`;
    },
    get(key) {
      const entry = namespace()?.entries.get(key);
      if (!entry) return undefined;
      entry.run = active!.run();
      active!.uses?.push([name, key]);
      return entry.value as T;
    },
    has: (key) => namespace()?.entries.has(key) ?? false,
    set(key, value) {
      const ns = namespace();
      if (!ns) return;
      ns.entries.set(key, { run: active!.run(), savedRun: -1, value });
      active!.uses?.push([name, key, value]);
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

/** The folder of this thread's open store: a worker thread opens it too, with `uses` (see openMemoStore). */
export function openMemoDir(): string | undefined {
  return active?.dir;
}

/** What the uses name: the memos (their modules and options, as defineMemo had them) and the uses, in order. */
export interface MemoUses {
  memos: [name: string, { modules: string[]; options: MemoOptions }][];
  uses: MemoUse[];
}

/** A worker thread's uses of the memos since the last call, to send to the main thread. */
export function takeMemoUses(): MemoUses {
  const uses = active?.uses?.splice(0) ?? [];
  const names = new Set(uses.map(([name]) => name));
  return { memos: [...defined].filter(([name]) => names.has(name)), uses };
}

/** A worker thread's uses of the memos (takeMemoUses), in this thread's run as if it had made them. */
export function applyMemoUses({ memos, uses }: MemoUses): void {
  if (!active) return;
  // A memo of code this thread has not loaded yet (the highlighter's, say) is known by the worker's definition.
  for (const [name, memo] of memos) if (!defined.has(name)) defined.set(name, memo);
  for (const [name, key, ...value] of uses) {
    const { modules, options } = defined.get(name)!;
    const ns = active.namespace(name, options);
    ns.code = active.code(name, modules);
    const entry = ns.entries.get(key);
    if (value.length) ns.entries.set(key, { run: active.run(), savedRun: -1, value: value[0] });
    else if (entry) entry.run = active.run();
  }
}

const codeHashes = new WeakMap<CodeGraph, Map<string[], string>>();

/** 16 hex digits of the code of these modules (a memo's list, hashed once per graph: every key starts with it). */
function codeHash(graph: CodeGraph, modules: string[]): string {
  let known = codeHashes.get(graph);
  if (!known) codeHashes.set(graph, (known = new Map()));
  let hash = known.get(modules);
  if (!hash) {
    hash =
      modules.length === 1
        ? graph.hashOf(modules[0]!)
        : createHash('sha1')
            .update(modules.map((m) => graph.hashOf(m)).join('\u0000'))
            .digest('hex');
    known.set(modules, (hash = hash.slice(0, 16)));
  }
  return hash;
}

/** A segment's records (V8's serialization, several times faster than JSON for the pages' HTML); a batch cut short ends it. */
function readSegment(file: string): { records: MemoRecord[]; whole: boolean } {
  const records: MemoRecord[] = [];
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return { records, whole: false };
  }
  let at = 0;
  while (at + 4 <= bytes.length) {
    const end = at + 4 + bytes.readUInt32LE(at);
    if (end > bytes.length) break;
    let batch: unknown;
    try {
      batch = deserialize(bytes.subarray(at + 4, end));
    } catch {
      break; // written by another Node's V8: misses
    }
    if (!Array.isArray(batch) || !batch.every(Array.isArray)) break; // an older sitegen's records: misses
    records.push(...(batch as MemoRecord[]));
    at = end;
  }
  return { records, whole: at === bytes.length };
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined; // nothing saved yet, or a file cut short: a miss
  }
}

/**
 * Forgets the open store, unsaved: the next run opens its folder from disk again. Test files that
 * share a process end with it (vitest.isolation.ts), so that none finds the store of another's site.
 */
export function closeMemoStore(): void {
  active = undefined;
}

/**
 * Starts a run of the memo of the site at `rootDir` (in its node_modules/.cache/sitegen/memo/),
 * opened once per process: later runs (tests, dev) use what is already in memory. `metafile`:
 * the compiled CLI's, when it runs the build (see loadCodeGraph).
 */
export async function openSiteMemo(rootDir: string, metafile?: string): Promise<MemoStore> {
  const dir = memoDirOf(rootDir);
  const graph = await loadCodeGraph({ metafile });
  const store = active?.dir === dir ? active : openMemoStore({ dir, graph });
  store.graph = graph;
  store.beginRun();
  return store;
}
