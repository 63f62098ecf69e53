// The ```graphql-playground blocks of this site (site.config.ts, `live.playgrounds`): a schema in
// SDL, a query, its variables as JSON and a root value (a JavaScript expression, resolvers by field
// name, say). The build checks the first three; Run builds the schema and runs the query in the
// live worker, where `graphql` below is the site's live module (content/plugins/graphql.ts).
import { buildSchema, GraphQLError, graphql, parse } from 'graphql';
import {
  definePlayground,
  type PlaygroundProblem,
  type PlaygroundResult,
} from '@sitegen/theme/live/playgroundPlugin.ts';

/** An error placed in a part: on each line GraphQL names, or on the part's first line. */
function placed(part: string, error: unknown, prefix = ''): PlaygroundProblem[] {
  const message = `${prefix}${error instanceof Error ? error.message : String(error)}`;
  const locations = error instanceof GraphQLError ? (error.locations ?? []) : [];
  return locations.length > 0
    ? locations.map(({ line, column }) => ({ part, message, line, column }))
    : [{ part, message }];
}

export default definePlayground({
  label: 'GraphQL playground',
  parts: [
    { name: 'schema', label: 'Schema (SDL)', short: 'Schema', required: true },
    { name: 'query', label: 'Query', required: true },
    { name: 'variables', label: 'Variables (JSON)', short: 'Variables' },
    { name: 'rootValue', label: 'Root value (JavaScript)', short: 'Root value', folded: 'Root value: what the fields return' },
  ],
  check({ schema, query, variables }) {
    const problems: PlaygroundProblem[] = [];
    try {
      if (schema) buildSchema(schema);
    } catch (error) {
      problems.push(...placed('schema', error, 'Its schema is not valid: ').slice(0, 1));
    }
    try {
      if (query) parse(query);
    } catch (error) {
      problems.push(...placed('query', error, 'Its query is not valid: ').slice(0, 1));
    }
    if (variables) {
      let value: unknown;
      try {
        value = JSON.parse(variables);
      } catch (error) {
        problems.push({ part: 'variables', message: `Its variables are not valid JSON: ${(error as Error).message}` });
      }
      if (value !== undefined && (typeof value !== 'object' || value === null || Array.isArray(value)))
        problems.push({ part: 'variables', message: 'Its variables must be a JSON object.' });
    }
    return problems.map(({ column, ...problem }) => problem);
  },
  async run({ schema, query, variables, rootValue }, { importSource }): Promise<PlaygroundResult> {
    let built: ReturnType<typeof buildSchema>;
    try {
      built = buildSchema(schema ?? '');
    } catch (error) {
      return { problems: placed('schema', error) };
    }
    let variableValues: Record<string, unknown> | undefined;
    try {
      variableValues = variables?.trim() ? (JSON.parse(variables) as Record<string, unknown>) : undefined;
    } catch (error) {
      return { problems: placed('variables', error) };
    }
    let root: unknown;
    try {
      root = rootValue?.trim() ? (await importSource(`export default (${rootValue}\n);`)).default : undefined;
    } catch (error) {
      return { problems: placed('rootValue', error) };
    }
    const result = await graphql({ schema: built, source: query ?? '', rootValue: root, variableValues });
    const problems = (result.errors ?? []).flatMap((error) => placed('query', error));
    return { response: JSON.stringify(result, null, 2), ...(problems.length > 0 ? { problems } : {}) };
  },
});
