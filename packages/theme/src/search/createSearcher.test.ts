import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '@sitegen/ssg-core/config/loadConfig.ts';
import { loadDocs } from '@sitegen/ssg-core/content/loadDocs.ts';
import { renderDocs } from '@sitegen/ssg-core/content/renderDocs.ts';
import { openSiteMemo } from '@sitegen/ssg-core/cache/memo.ts';
import { configApiPackage, loadApi } from '@sitegen/ssg-core/typedoc/loadApi.ts';
import { buildSearchIndex } from '@sitegen/ssg-core/search/buildSearchIndex.ts';
import { createSearcher, fullName, type Searcher } from './createSearcher.ts';
import { groupResults } from './groupResults.ts';

// The real index: the site's tutorials and API model through the build's own index step.
let searcher: Searcher;
beforeAll(async () => {
  const rootDir = path.resolve(import.meta.dirname, '../../../..');
  const config = await loadConfig(rootDir);
  const memo = await openSiteMemo(rootDir);
  const api = await loadApi({ rootDir, api: configApiPackage(config.api!) });
  memo.save();
  const { docs } = loadDocs({ rootDir, contentDir: config.docs.contentDir, docsPath: config.docs.path });
  const toc = { minLevel: 2, maxLevel: 3 };
  const rendered = await renderDocs({ rootDir, docs, baseUrl: config.baseUrl, toc, images: new Map() });
  const index = buildSearchIndex({ docs: rendered, api, apiPath: config.api!.path, baseUrl: config.baseUrl });
  // Through JSON, as the browser gets it.
  searcher = createSearcher(JSON.parse(index.json));
});

const names = (query: string, count = 5) =>
  searcher
    .search(query)
    .slice(0, count)
    .map((r) => fullName(r.doc));
const first = (query: string) => searcher.search(query)[0]?.doc;

describe('ranking on the real index', () => {
  test('an exact API name comes first and links to its page', () => {
    expect(first('GraphQLSchema')).toMatchObject({
      n: 'GraphQLSchema',
      k: 'class',
      u: '/api/graphql-js/class/GraphQLSchema',
    });
    expect(first('execute')).toMatchObject({ n: 'execute', k: 'function', u: '/api/graphql-js/function/execute' });
  });

  test('parse: the function parse before parseValue and the other prefixes', () => {
    const found = names('parse', 20);
    expect(found[0]).toBe('parse');
    expect(found).toContain('parseValue');
    expect(found.indexOf('parse')).toBeLessThan(found.indexOf('parseValue'));
  });

  test('names starting with the query come before text matches', () => {
    expect(names('GraphQLObj', 1)).toEqual(['GraphQLObjectType']);
    const found = searcher.search('GraphQLSchema').map((r) => fullName(r.doc));
    expect(found.indexOf('GraphQLSchemaConfig')).toBeLessThan(found.indexOf('GraphQLSchema.getQueryType'));
  });

  test('case does not matter', () => {
    expect(first('graphqlschema')?.n).toBe('GraphQLSchema');
    expect(first('BUILDSCHEMA')?.n).toBe('buildSchema');
  });

  test('a typo still finds the name', () => {
    expect(first('GraphQLSchmea')?.n).toBe('GraphQLSchema');
    expect(first('GraphQLObjcetType')?.n).toBe('GraphQLObjectType');
  });

  test('a member by its full name links to its anchor on the owner page', () => {
    expect(first('GraphQLSchema.getQueryType')).toMatchObject({
      n: 'getQueryType',
      p: 'GraphQLSchema',
      k: 'method',
      u: '/api/graphql-js/class/GraphQLSchema#getQueryType',
    });
  });

  test('type aliases and variables are sections of the types page', () => {
    expect(first('type: GraphQLFieldResolver')).toMatchObject({
      k: 'typeAlias',
      u: '/api/graphql-js/types#GraphQLFieldResolver',
    });
  });

  test('kind prefixes keep only that kind', () => {
    const classes = searcher.search('class: schema');
    expect(classes[0]?.doc.n).toBe('GraphQLSchema');
    expect(new Set(classes.map((r) => r.doc.k))).toEqual(new Set(['class']));
    expect(new Set(searcher.search('fn: print').map((r) => r.doc.k))).toEqual(new Set(['function']));
    expect(searcher.search('enum:').map((r) => r.doc.n)).toContain('Kind');
    expect(new Set(searcher.search('interface: execution').map((r) => r.doc.k))).toEqual(new Set(['interface']));
  });

  test('-> GraphQLSchema lists the functions returning a schema', () => {
    const found = names('-> GraphQLSchema', 50);
    expect(found).toEqual(
      expect.arrayContaining(['buildSchema', 'buildASTSchema', 'extendSchema', 'buildClientSchema']),
    );
    expect(found).not.toContain('validate');
  });

  test('GraphQLSchema -> lists the functions taking a schema, options objects included', () => {
    const found = names('GraphQLSchema ->', 200);
    expect(found).toEqual(expect.arrayContaining(['validate', 'execute', 'printSchema']));
    expect(found).not.toContain('buildSchema');
  });

  test('a tutorial heading finds its section, grouped under Tutorials first', () => {
    const results = searcher.search('Running mutations');
    expect(results[0]?.doc).toMatchObject({
      k: 'section',
      u: '/docs/tutorials/mutations-and-input-types#running-mutations',
    });
    expect(groupResults(results).map((g) => g.group)).toEqual(['Tutorials', 'API']);
  });

  test('words from a tutorial text find the tutorial', () => {
    expect(searcher.search('express middleware')[0]?.doc.u).toMatch(
      /^\/docs\/tutorials\/authentication-and-express-middleware/,
    );
  });
});

describe('two API versions in one index', () => {
  // Entries as buildApiReference makes them: the latest version's without `v`, the older one's with `v: 1`.
  const versioned = createSearcher({
    version: 1,
    versions: ['17.1.0', '16.15.0'],
    docs: [
      { n: 'execute', k: 'function', u: '/api/graphql-js/function/execute' },
      {
        n: 'experimentalExecuteIncrementally',
        k: 'function',
        u: '/api/graphql-js/function/experimentalExecuteIncrementally',
      },
      { n: 'execute', k: 'function', u: '/api/graphql-js/v16/function/execute', v: 1 },
      { n: 'formatError', k: 'function', u: '/api/graphql-js/v16/function/formatError', v: 1 },
      { n: 'Calling execute', k: 'section', u: '/docs/tutorials/intro#calling-execute', p: 'Intro' },
    ],
  });
  const hits = (query: string, version?: number) =>
    versioned.search(query, { version }).map((r) => [r.doc.u, r.version]);

  test('hits of the version being read come first, each saying its version; tutorials say none', () => {
    expect(hits('execute')).toEqual([
      ['/api/graphql-js/function/execute', '17.1.0'],
      ['/docs/tutorials/intro#calling-execute', undefined],
      ['/api/graphql-js/function/experimentalExecuteIncrementally', '17.1.0'],
      ['/api/graphql-js/v16/function/execute', '16.15.0'],
    ]);
    expect(hits('execute', 1)[0]).toEqual(['/api/graphql-js/v16/function/execute', '16.15.0']);
    expect(hits('execute', 1).at(-1)).toEqual(['/api/graphql-js/function/experimentalExecuteIncrementally', '17.1.0']);
  });

  test('an item only the other version has is still found', () => {
    expect(hits('formatError')).toEqual([['/api/graphql-js/v16/function/formatError', '16.15.0']]);
  });
});
