// Runs one job inside the live worker (see liveRunner.ts). Kept apart from the worker's message
// handling so that the sample runner runs playgrounds with the very same code in Node.
import type * as GraphQL from 'graphql';
import { formatConsoleArgs } from './formatConsoleArgs.ts';
import type { LiveJob, LiveProblem, LiveResult } from './liveTypes.ts';

export interface JobRuntime {
  /** The pinned graphql package, as the job's own imports of `graphql` see it. */
  graphql: typeof GraphQL;
  /** Absolute URL of that module: the job's `from 'graphql'` is pointed at it. */
  graphqlUrl: string;
  /** Imports a module from its source text (a blob URL in the browser). */
  importSource(source: string): Promise<Record<string, unknown>>;
}

/** Static and dynamic import specifiers: `from 'x'`, `import 'x'`, `import('x')`. */
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(?\s*)(['"])([^'"\n]+)\2/g;

export async function executeJob(job: LiveJob, runtime: JobRuntime): Promise<LiveResult> {
  return job.kind === 'js' ? runScript(job.code, runtime) : runPlayground(job, runtime);
}

/** A `live` block: its imports of graphql pointed at the module, run as a module, console captured. */
async function runScript(code: string, runtime: JobRuntime): Promise<LiveResult> {
  const others = [...code.matchAll(SPECIFIER)].map((m) => m[3]!).filter((s) => s !== 'graphql');
  if (others.length > 0) {
    return {
      output: '',
      error: `This sample imports ${others.map((s) => `"${s}"`).join(', ')}: only "graphql" can be imported here.`,
    };
  }
  const source = code.replace(
    SPECIFIER,
    (_, before: string, quote: string) => `${before}${quote}${runtime.graphqlUrl}${quote}`,
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
  const { buildSchema, graphql, GraphQLError } = runtime.graphql;
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
