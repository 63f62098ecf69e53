// A ```graphql-playground block: parts headed by `### schema`, `### query`, `### variables`
// and `### rootValue`, each on a line of its own. schema and query are required; variables
// is a JSON object; rootValue is a JavaScript expression (an object of resolvers, say) that
// the live worker evaluates. The build checks the schema, the query and the variables.
import { buildSchema, GraphQLError, parse } from 'graphql';

export interface PlaygroundParts {
  schema: string;
  query: string;
  variables: string;
  rootValue: string;
}

export interface PlaygroundProblem {
  /** 1-based line in the block's code. */
  line: number;
  message: string;
}

const PARTS = ['schema', 'query', 'variables', 'rootValue'] as const;
const HEADING = /^###\s*(\S+)\s*$/;

export function parsePlayground(code: string): { parts: PlaygroundParts; problems: PlaygroundProblem[] } {
  const problems: PlaygroundProblem[] = [];
  const found = new Map<string, { line: number; lines: string[] }>();
  let current: { line: number; lines: string[] } | undefined;
  code.split('\n').forEach((text, index) => {
    const heading = HEADING.exec(text);
    if (heading) {
      const name = heading[1]!;
      if (!(PARTS as readonly string[]).includes(name))
        problems.push({
          line: index + 1,
          message: `Unknown playground part "${name}"; the parts are ${PARTS.join(', ')}.`,
        });
      else if (found.has(name)) problems.push({ line: index + 1, message: `The playground has two "${name}" parts.` });
      current = { line: index + 1, lines: [] };
      if (!found.has(name)) found.set(name, current);
    } else if (current) current.lines.push(text);
    else if (text.trim() !== '')
      problems.push({ line: index + 1, message: 'Playground text before its first part: start with "### schema".' });
  });
  const text = (name: string) => found.get(name)?.lines.join('\n').trim() ?? '';
  const parts: PlaygroundParts = {
    schema: text('schema'),
    query: text('query'),
    variables: text('variables'),
    rootValue: text('rootValue'),
  };
  // A line of the block (1-based; 0 is the fence) inside a part, for an error GraphQL places there.
  const at = (name: string, error: unknown) =>
    (found.get(name)?.line ?? 0) +
    firstContentLine(found.get(name)?.lines ?? []) +
    (error instanceof GraphQLError ? (error.locations?.[0]?.line ?? 1) : 1);
  for (const name of ['schema', 'query'] as const) {
    if (!found.has(name) || parts[name] === '')
      problems.push({ line: found.get(name)?.line ?? 0, message: `The playground needs a "### ${name}" part.` });
  }
  if (parts.schema !== '') {
    try {
      buildSchema(parts.schema);
    } catch (error) {
      problems.push({ line: at('schema', error), message: `Its schema is not valid: ${(error as Error).message}` });
    }
  }
  if (parts.query !== '') {
    try {
      parse(parts.query);
    } catch (error) {
      problems.push({ line: at('query', error), message: `Its query is not valid: ${(error as Error).message}` });
    }
  }
  if (parts.variables !== '') {
    let value: unknown;
    try {
      value = JSON.parse(parts.variables);
    } catch (error) {
      problems.push({
        line: at('variables', error),
        message: `Its variables are not valid JSON: ${(error as Error).message}`,
      });
    }
    if (value !== undefined && (typeof value !== 'object' || value === null || Array.isArray(value))) {
      problems.push({ line: at('variables', undefined), message: 'Its variables must be a JSON object.' });
    }
  }
  return { parts, problems };
}

/** Blank lines the trimmed part dropped at its start. */
function firstContentLine(lines: string[]): number {
  const index = lines.findIndex((line) => line.trim() !== '');
  return Math.max(index, 0);
}
