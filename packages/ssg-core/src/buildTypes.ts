// What the build takes and gives (build.ts runs the steps).
import type { CompiledCli } from './cache/codeEntries.mjs';
import type { SiteConfig } from './config/loadConfig.ts';
import type { Diagnostic } from './diagnostics.ts';
import type { FileContent } from './output/fileContent.ts';
import type { BodyRenderer, PrerenderResult } from './prerender/prerenderPages.ts';
import type { RouteTable } from './routes/buildRouteTable.ts';
import type { StageTimings } from './timing.ts';

export interface SiteOptions {
  /** The site root: the folder holding site.config.ts. */
  rootDir: string;
  /**
   * The compiled CLI that runs the build (its commands pass it): the memo hashes the code by its
   * metafile, and TypeDoc and a large site's markdown run on its worker threads. Without it
   * (tests), one esbuild pass of the sources makes the code graph and every step runs on this thread.
   */
  cli?: CompiledCli;
  /** Minify the client bundle. Default true. */
  minify?: boolean;
  /** Severity of broken links: errors in build, warnings in dev. */
  linkSeverity?: 'error' | 'warning';
  /** What renders page bodies; dev passes a fresh one after an edit of the theme. */
  renderer?: BodyRenderer;
  /** Errors throw (default); dev passes false to serve the pages that did build, beside the problems. */
  throwOnError?: boolean;
  /** Warn about front matter keys sitegen does not know; default the config's `docs.strictFrontMatter`. */
  strict?: boolean;
  /** Build the docs marked `draft` too (dev does, as Docusaurus's dev server does). */
  drafts?: boolean;
  /**
   * Called once the assets the pages load (their data chunks among them) are made, before their
   * HTML and the steps that follow (search index, markdown twins, link checks, sitemap), which wait
   * for it to settle: dev shows the changed pages then, from their new chunks.
   */
  onPages?: (pages: SitePages) => void | Promise<void>;
}

/** The routes and the assets their pages load (`files`: the bundle's files and the images, no HTML yet). */
export type SitePages = Pick<SiteBuild, 'config' | 'routes' | 'files' | 'chunksOf'>;

export interface SiteBuild extends Pick<PrerenderResult, 'rendered' | 'knownHashes'> {
  config: SiteConfig;
  routes: RouteTable;
  /** Every emitted file, by path inside the output folder (the static folder's files aside). */
  files: Map<string, FileContent>;
  /** The URLs of a route's page chunk and sidebar chunk. */
  chunksOf(route: string): string[];
  /** Warnings (errors throw a UsageError with every problem of the run, unless told not to). */
  diagnostics: Diagnostic[];
  /** How much of the API has doc comments (the latest version's), for the CLI to print; none without an API. */
  apiCoverage?: string;
  timings: StageTimings;
}

export interface BuildOptions extends SiteOptions {
  /** Output folder, relative to rootDir or absolute. Default `build`. */
  outDir?: string;
  /** Write the output to disk (tests pass false). Default true. */
  write?: boolean;
}

/** `output`: whether the folder was written, or already held this output and was left alone. */
export type BuildResult = SiteBuild & { outDir: string; output: 'written' | 'unchanged' | 'not written' };
