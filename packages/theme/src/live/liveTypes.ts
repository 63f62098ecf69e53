// What the page sends the live worker and what comes back: plain data, posted between the two.

/** A `live` js block, or a playground's parts, for the plugin the site names for its fence (`live.playgrounds`). */
export type LiveJob =
  | { kind: 'js'; code: string }
  | { kind: 'playground'; playground: string; parts: Record<string, string> };

/** One problem of a playground run, placed in the part it comes from. */
export interface LiveProblem {
  /** The part's name. */
  where: string;
  message: string;
  /** 1-based, in the part named by `where`. */
  line?: number;
  column?: number;
}

export interface LiveResult {
  /** What the sample printed with console.*, one line per call, as Node prints it. */
  output: string;
  /** What it threw (or rejected with) and did not catch. */
  error?: string;
  /** A playground's response, as indented JSON. */
  response?: string;
  /** A playground's errors, each placed in its part. */
  problems?: LiveProblem[];
  /** The run took longer than the limit and its worker was stopped. */
  stopped?: boolean;
}

/** Messages from the worker to the page. */
export type WorkerMessage = { type: 'started' } | { type: 'done'; result: LiveResult };

/** The message from the page to the worker. */
export interface RunMessage {
  /** The URL of each module a job may import (a hashed asset), by the specifier it is imported as. */
  modules: Record<string, string>;
  /** The URL of the playground plugin a playground job runs with. */
  playground?: string;
  job: LiveJob;
}
