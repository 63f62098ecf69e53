// What a site's playground plugin exports (`live.playgrounds` in site.config.ts): a ```name block
// is split into parts by `### part` lines, the build checks them in Node with `check`, and the
// reader's Run calls `run` in the live worker. The generator knows nothing else of what it runs.
import type { LiveResult } from './liveTypes.ts';

export interface PlaygroundPart {
  /** The heading that starts it in a block: `### name`. */
  name: string;
  /** The field's label in the page. */
  label: string;
  /** What an error calls it ("Query 3:3 …"); the label when left out. */
  short?: string;
  /** The block must give it, not empty. */
  required?: boolean;
  /** Shown folded under this summary, and only when the block gives it. */
  folded?: string;
}

/** A problem the plugin finds in a part, placed on a line of it. */
export interface PlaygroundProblem {
  part: string;
  message: string;
  /** 1-based, in the part's text; the part's first line when left out. */
  line?: number;
  column?: number;
}

/** What `run` may use: the site's live modules and a way to run code as a module. */
export interface PlaygroundRuntime {
  /** What each live module exports, by the specifier samples import it as. */
  modules: Record<string, Record<string, unknown>>;
  /** Imports a module from its source text (a blob: URL in the worker). */
  importSource(source: string): Promise<Record<string, unknown>>;
}

/** The result of a run: the response is shown as JSON, the problems in their parts. */
export type PlaygroundResult = Pick<LiveResult, 'response' | 'error'> & { problems?: PlaygroundProblem[] };

export interface PlaygroundPlugin {
  /** The name of the playground in the page (its group's label). */
  label: string;
  /** In the order a block gives them; the first is shown beside the others, folded ones below. */
  parts: PlaygroundPart[];
  /** Checks a block's parts at build time, in Node. */
  check?(parts: Record<string, string>): PlaygroundProblem[] | Promise<PlaygroundProblem[]>;
  run(parts: Record<string, string>, runtime: PlaygroundRuntime): Promise<PlaygroundResult>;
}

/** For a plugin module's default export: its type checked where it is written. */
export function definePlayground(plugin: PlaygroundPlugin): PlaygroundPlugin {
  return plugin;
}
