import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { memoDirOf, siteCacheDir } from '@sitegen/ssg-core/cache/siteCacheDir.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(here, '../..');

export interface BuildRun {
  wallMs: number;
  /** Per-stage milliseconds as the CLI prints them (`config 12 ms · markdown 340 ms · ...`). */
  stages: Record<string, number>;
  /** Peak RSS of the build's node process (kernel maxRSS), MB. */
  nodePeakMb: number;
  /** Peak of the summed RSS of the node process and its children (esbuild), polled every 20 ms, MB. */
  treePeakMb: number;
  pages: number;
}

/**
 * One build with the real CLI in a child process. `cold: true` deletes what the site's builds
 * remember first; `'content'` deletes all of it but the TypeDoc model.
 */
export async function measureBuild(options: {
  rootDir: string;
  outDir: string;
  cold: boolean | 'content';
}): Promise<BuildRun> {
  const cacheDir = siteCacheDir(options.rootDir);
  if (options.cold === true) rmSync(cacheDir, { recursive: true, force: true });
  if (options.cold === 'content') {
    const memoDir = memoDirOf(options.rootDir);
    for (const entry of existsSync(memoDir) ? readdirSync(memoDir) : [])
      if (entry !== 'api-model') rmSync(path.join(memoDir, entry), { recursive: true, force: true });
    for (const entry of existsSync(cacheDir) ? readdirSync(cacheDir) : [])
      if (entry !== path.basename(memoDir)) rmSync(path.join(cacheDir, entry), { recursive: true, force: true });
  }
  const rssDir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-bench-'));
  const rssFile = path.join(rssDir, 'rss');
  const args = [
    '--import',
    path.join(here, 'reportMaxRss.mjs'),
    path.join(REPO_ROOT, 'bin/sitegen.mjs'),
    'build',
    '--root',
    options.rootDir,
    '--out-dir',
    options.outDir,
  ];
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, SITEGEN_BENCH_RSS_FILE: rssFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  let treePeakKb = 0;
  const poll = setInterval(() => (treePeakKb = Math.max(treePeakKb, treeRssKb(child.pid!))), 20);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearInterval(poll);
  const wallMs = performance.now() - started;
  const nodePeakKb = code === 0 ? Number(readFileSync(rssFile, 'utf8').trim().split('\n')[0]) : 0;
  rmSync(rssDir, { recursive: true, force: true });
  if (code !== 0) throw new Error(`build of ${options.rootDir} failed (exit ${code}):\n${stdout}\n${stderr}`);
  return {
    wallMs,
    stages: parseStages(stdout),
    nodePeakMb: nodePeakKb / 1024,
    treePeakMb: Math.max(treePeakKb, nodePeakKb) / 1024,
    pages: Number(/Built (\d+) pages/.exec(stdout)?.[1] ?? NaN),
  };
}

export function parseStages(stdout: string): Record<string, number> {
  const line = stdout.split('\n').find((l) => /^[a-z][\w ]* \d+ ms( · |$)/.test(l));
  const stages: Record<string, number> = {};
  for (const part of line?.split(' · ') ?? []) {
    const match = /^(.+) (\d+) ms$/.exec(part.trim());
    if (match) stages[match[1]!] = Number(match[2]);
  }
  return stages;
}

/** Summed VmRSS of a process and its descendants, from /proc (Linux). */
function treeRssKb(pid: number): number {
  let total = 0;
  try {
    total += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      for (const childPid of readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)) {
        total += treeRssKb(Number(childPid));
      }
    }
  } catch {
    // the process ended between two reads
  }
  return total;
}

/** The run whose wall time is the median; `runs` must not be empty. */
export function medianRun(runs: BuildRun[]): BuildRun & { peakOfRunsMb: number } {
  const sorted = [...runs].sort((a, b) => a.wallMs - b.wallMs);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return { ...median, peakOfRunsMb: Math.max(...runs.map((r) => r.treePeakMb)) };
}
