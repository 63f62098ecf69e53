// Runs one job inside the live worker (see liveRunner.ts). Kept apart from the worker's message
// handling so that the sample runner runs playgrounds with the very same code in Node.
import { formatConsoleArgs } from './formatConsoleArgs.ts';
import type { LiveJob, LiveResult } from './liveTypes.ts';
import type { PlaygroundPlugin } from './playgroundPlugin.ts';

/** A module the site lets its samples import (`live.modules` in site.config.ts), loaded. */
export interface JobModule {
  /** Its absolute URL: a job's imports of its specifier are pointed at it. */
  url: string;
  /** What it exports, as the job's own imports see it. */
  exports: Record<string, unknown>;
}

export interface JobRuntime {
  /** The modules a job may import, by the specifier it imports them as. */
  modules: Record<string, JobModule>;
  /** Imports a module from its source text (a blob URL in the browser). */
  importSource(source: string): Promise<Record<string, unknown>>;
  /** The plugin of a playground job's fence (`live.playgrounds`), loaded. */
  playground?: PlaygroundPlugin;
}

/** Static and dynamic import specifiers: `from 'x'`, `import 'x'`, `import('x')`. */
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(?\s*)(['"])([^'"\n]+)\2/g;

export async function executeJob(job: LiveJob, runtime: JobRuntime): Promise<LiveResult> {
  return job.kind === 'js' ? runScript(job.code, runtime) : runPlayground(job, runtime);
}

/** A `live` block: its imports pointed at the site's modules, run as a module, console captured. */
async function runScript(code: string, runtime: JobRuntime): Promise<LiveResult> {
  const { modules } = runtime;
  const others = [...code.matchAll(SPECIFIER)].map((m) => m[3]!).filter((s) => !Object.hasOwn(modules, s));
  if (others.length > 0) {
    const allowed = Object.keys(modules).map((s) => `"${s}"`);
    return {
      output: '',
      error: `This sample imports ${others.map((s) => `"${s}"`).join(', ')}: ${allowed.length > 0 ? `only ${allowed.join(', ')} can be imported here` : 'nothing can be imported here'}.`,
    };
  }
  const source = code.replace(
    SPECIFIER,
    (_, before: string, quote: string, specifier: string) => `${before}${quote}${modules[specifier]!.url}${quote}`,
  );
  const lines: string[] = [];
  const print = (...args: unknown[]) => void lines.push(formatConsoleArgs(args));
  const saved = { ...console };
  Object.assign(console, { log: print, info: print, warn: print, error: print, debug: print });
  try {
    await runtime.importSource(source);
    return { output: lines.join('\n') };
  } catch (error) {
    return { output: lines.join('\n'), error: `Uncaught ${describeError(error)}` };
  } finally {
    Object.assign(console, saved);
  }
}

/** A playground: its parts run by the site's plugin, which places its problems in them. */
async function runPlayground(job: Extract<LiveJob, { kind: 'playground' }>, runtime: JobRuntime): Promise<LiveResult> {
  const plugin = runtime.playground;
  if (!plugin) return { output: '', error: `This site names no playground plugin for "${job.playground}".` };
  const modules = Object.fromEntries(Object.entries(runtime.modules).map(([name, { exports }]) => [name, exports]));
  try {
    const { problems, ...result } = await plugin.run(job.parts, { modules, importSource: runtime.importSource });
    return {
      output: '',
      ...result,
      ...(problems ? { problems: problems.map(({ part, ...problem }) => ({ where: part, ...problem })) } : {}),
    };
  } catch (error) {
    return { output: '', error: `Uncaught ${describeError(error)}` };
  }
}

function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : `${formatConsoleArgs([error])}`;
}
