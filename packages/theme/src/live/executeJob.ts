// Runs one job inside the live worker (see liveRunner.ts). Kept apart from the worker's message
// handling so that the sample runner runs playgrounds with the very same code in Node.
import type * as GraphQL from 'graphql';
import { formatConsoleArgs } from './formatConsoleArgs.ts';
import type { LiveJob, LiveProblem, LiveResult } from './liveTypes.ts';

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

/** A playground: the schema built from its SDL, the query run with the variables and the rootValue. */
async function runPlayground(job: Extract<LiveJob, { kind: 'playground' }>, runtime: JobRuntime): Promise<LiveResult> {
  // The playground runs with the graphql the site gives its samples.
  const module = runtime.modules.graphql?.exports as typeof GraphQL | undefined;
  if (!module)
    return { output: '', error: 'A playground runs with the "graphql" live module, which this site does not name.' };
  const { buildSchema, graphql, GraphQLError } = module;
  const placed = (where: LiveProblem['where'], error: unknown): LiveProblem[] => {
    const locations = error instanceof GraphQLError ? (error.locations ?? []) : [];
    const message = error instanceof Error ? error.message : describeError(error);
    return locations.length > 0
      ? locations.map(({ line, column }) => ({ where, message, line, column }))
      : [{ where, message }];
  };
  let schema: GraphQL.GraphQLSchema;
  try {
    schema = buildSchema(job.schema);
  } catch (error) {
    return { output: '', problems: placed('schema', error) };
  }
  let variableValues: Record<string, unknown> | undefined;
  try {
    variableValues = job.variables.trim() === '' ? undefined : (JSON.parse(job.variables) as Record<string, unknown>);
  } catch (error) {
    return { output: '', problems: placed('variables', error) };
  }
  let rootValue: unknown;
  try {
    rootValue =
      job.rootValue.trim() === ''
        ? undefined
        : (await runtime.importSource(`export default (${job.rootValue}\n);`)).default;
  } catch (error) {
    return { output: '', problems: placed('rootValue', error) };
  }
  const result = await graphql({ schema, source: job.query, rootValue, variableValues });
  const problems = (result.errors ?? []).flatMap((error) => placed('query', error));
  return { output: '', response: JSON.stringify(result, null, 2), ...(problems.length > 0 ? { problems } : {}) };
}

function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : `${formatConsoleArgs([error])}`;
}
