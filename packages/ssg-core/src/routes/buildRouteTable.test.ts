import { describe, expect, test } from 'vitest';
import { formatDiagnostic } from '../diagnostics.ts';
import { buildRouteTable } from './buildRouteTable.ts';

const api = {
  path: '/api/graphql-js',
  items: [
    { kind: 'class' as const, name: 'GraphQLSchema', id: 0 },
    { kind: 'function' as const, name: 'execute', id: 1 },
  ],
};

describe('buildRouteTable', () => {
  test('lists home, docs, the API root and its types page, the search page and one exact route per API item', () => {
    const table = buildRouteTable({
      docs: [
        { id: 'tutorials/index', path: '/docs/tutorials/', file: 'content/docs/tutorials/index.md' },
        {
          id: 'tutorials/basic-types',
          path: '/docs/tutorials/basic-types',
          file: 'content/docs/tutorials/basic-types.md',
        },
      ],
      docSidebars: new Map([['tutorials/basic-types', 'tutorialSidebar']]),
      api,
    });
    expect(table.routes.map(({ path, exact, sidebar, id }) => ({ path, exact, sidebar, id }))).toEqual([
      { path: '/', exact: true, sidebar: undefined, id: undefined },
      { path: '/docs/tutorials/', exact: true, sidebar: undefined, id: undefined },
      { path: '/docs/tutorials/basic-types', exact: true, sidebar: 'tutorialSidebar', id: undefined },
      { path: '/api/graphql-js', exact: true, sidebar: 'api', id: undefined },
      { path: '/api/graphql-js/types', exact: true, sidebar: 'api', id: undefined },
      { path: '/search', exact: true, sidebar: undefined, id: undefined },
      { path: '/api/graphql-js/class/GraphQLSchema', exact: true, sidebar: 'api', id: 0 },
      { path: '/api/graphql-js/function/execute', exact: true, sidebar: 'api', id: 1 },
    ]);
    expect(table.diagnostics).toEqual([]);
    expect(table.byPath.get('/api/graphql-js/function/execute')?.api).toEqual({ kind: 'function', name: 'execute' });
  });

  test('an older API version has its root, types page and items under its own root, with its sidebar, in its trailing-slash form', () => {
    const older = {
      path: '/api/graphql-js/v16/',
      sidebar: 'api-v16' as const,
      items: [{ kind: 'class' as const, name: 'GraphQLSchema', id: 0 }],
    };
    const table = buildRouteTable({ docs: [], docSidebars: new Map(), api, olderApis: [older] });
    expect(table.routes.filter((r) => r.sidebar === 'api-v16').map((r) => r.path)).toEqual([
      '/api/graphql-js/v16/',
      '/api/graphql-js/v16/types/',
      '/api/graphql-js/v16/class/GraphQLSchema/',
    ]);
  });

  test('two docs claiming one path are a duplicate route error naming both files', () => {
    const table = buildRouteTable({
      docs: [
        { id: 'a', path: '/docs/same', file: 'content/docs/a.md' },
        { id: 'b', path: '/docs/same', file: 'content/docs/b.md' },
      ],
      docSidebars: new Map(),
      api: { path: '/api/graphql-js', items: [] },
    });
    expect(table.routes.filter((r) => r.path === '/docs/same')).toHaveLength(1);
    expect(table.diagnostics.map(formatDiagnostic)).toMatchInlineSnapshot(`
      [
        "error[route/duplicate] content/docs/b.md
        Route "/docs/same" is produced by both content/docs/a.md and content/docs/b.md.
        hint: give one of them another \`slug\` or \`id\` in its front matter",
      ]
    `);
  });

  test('a doc whose route collides with an API route is reported too', () => {
    const table = buildRouteTable({
      docs: [{ id: 'x', path: '/api/graphql-js', file: 'content/docs/x.md' }],
      docSidebars: new Map(),
      api,
    });
    expect(table.diagnostics).toHaveLength(1);
    expect(table.diagnostics[0]!.message).toBe(
      'Route "/api/graphql-js" is produced by both content/docs/x.md and the apiRoot page.',
    );
  });
});
