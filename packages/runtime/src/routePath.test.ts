import { expect, test } from 'vitest';
import { apiItemPath, apiTypesPath, applyTrailingSlash, resolveRoutePath, routeOutputFile } from './routePath.ts';

const routes = new Set([
  '/',
  '/docs/tutorials/',
  '/docs/tutorials/basic-types',
  '/api/graphql-js',
  '/api/graphql-js/class/GraphQLSchema',
]);
const has = (path: string) => routes.has(path);

test('routes are exact; .html and /index.html suffixes stand for the route without them', () => {
  expect(resolveRoutePath('/docs/tutorials/basic-types', has)).toBe('/docs/tutorials/basic-types');
  expect(resolveRoutePath('/docs/tutorials/basic-types.html', has)).toBe('/docs/tutorials/basic-types');
  expect(resolveRoutePath('/docs/tutorials/index.html', has)).toBe('/docs/tutorials/');
  expect(resolveRoutePath('/api/graphql-js/class/GraphQLSchema/index.html', has)).toBe(
    '/api/graphql-js/class/GraphQLSchema',
  );
  expect(resolveRoutePath('/api/graphql-js.html', has)).toBe('/api/graphql-js');
  expect(resolveRoutePath('/index.html', has)).toBe('/');
});

test('anything else is no route', () => {
  expect(resolveRoutePath('/docs/tutorials/basic-types/', has)).toBeUndefined();
  expect(resolveRoutePath('/docs/tutorials', has)).toBeUndefined();
  expect(resolveRoutePath('/docs/tutorials/nope.html', has)).toBeUndefined();
  expect(resolveRoutePath('/docs/tutorials/basic-types.htm', has)).toBeUndefined();
});

test('a route is written as the file hosts serve for its path without a redirect: x.html, or x/index.html after a slash', () => {
  expect(routeOutputFile('/')).toBe('index.html');
  expect(routeOutputFile('/docs/tutorials/')).toBe('docs/tutorials/index.html');
  expect(routeOutputFile('/docs/tutorials/basic-types')).toBe('docs/tutorials/basic-types.html');
  expect(routeOutputFile('/api/graphql-js')).toBe('api/graphql-js.html');
  expect(routeOutputFile('/api/graphql-js/class/GraphQLSchema')).toBe('api/graphql-js/class/GraphQLSchema.html');
});

test('trailingSlash as Docusaurus applies it: true adds, false removes, unset keeps; home, query, hash and fragment links kept', () => {
  expect(applyTrailingSlash('/docs/tutorials/basic-types#lists', true)).toBe('/docs/tutorials/basic-types/#lists');
  expect(applyTrailingSlash('/search?q=schema', true)).toBe('/search/?q=schema');
  expect(applyTrailingSlash('/docs/tutorials/', true)).toBe('/docs/tutorials/');
  expect(applyTrailingSlash('/docs/tutorials/', false)).toBe('/docs/tutorials');
  expect(applyTrailingSlash('/api/graphql-js#ASTNode', false)).toBe('/api/graphql-js#ASTNode');
  expect(applyTrailingSlash('/docs/tutorials/', undefined)).toBe('/docs/tutorials/');
  expect(applyTrailingSlash('/api/graphql-js', undefined)).toBe('/api/graphql-js');
  for (const ts of [true, false, undefined]) {
    expect(applyTrailingSlash('/', ts)).toBe('/');
    expect(applyTrailingSlash('/?q=1', ts)).toBe('/?q=1');
    expect(applyTrailingSlash('#here', ts)).toBe('#here');
  }
  expect(apiItemPath('/api/graphql-js', { kind: 'class', name: 'GraphQLSchema' })).toBe(
    '/api/graphql-js/class/GraphQLSchema',
  );
  expect(apiItemPath('/api/graphql-js/', { kind: 'class', name: 'GraphQLSchema' })).toBe(
    '/api/graphql-js/class/GraphQLSchema/',
  );
  expect(apiTypesPath('/api/graphql-js')).toBe('/api/graphql-js/types');
  expect(apiTypesPath('/api/graphql-js/v16/')).toBe('/api/graphql-js/v16/types/');
  expect(routeOutputFile(applyTrailingSlash('/api/graphql-js/class/GraphQLSchema', true))).toBe(
    'api/graphql-js/class/GraphQLSchema/index.html',
  );
});
