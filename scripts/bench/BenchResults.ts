import type { BuildRun } from './measureBuild.ts';
import type { PageWeight } from './measureAssets.ts';
import type { BrowserNumbers, FirstLoadData } from './measureBrowser.ts';
import type { EntryComposition } from './measureEntryComposition.ts';

/** Everything `pnpm bench` measured; written to bench/results.json. */
export interface BenchResults {
  machine: string;
  date: string;
  /** Median of 3 runs each: cold, warm, and synthetic sizes. */
  builds: (BuildRun & { name: string; peakOfRunsMb: number })[];
  output?: { files: number; bytes: number; htmlPages: number };
  weights: PageWeight[];
  browser: BrowserNumbers[];
  /** What the first load's code is made of (esbuild's metafile). */
  composition?: EntryComposition;
  /** The page data chunks each page type's first load fetched. */
  firstLoadData?: FirstLoadData;
  /** Build time and memory against page count, to see how it grows when content doubles. */
  growth: { pages: number; wallMs: number; treePeakMb: number }[];
  /** Figures from other parts (search, dev) when they exist, or why they were skipped. */
  extra: Record<string, unknown>;
}
