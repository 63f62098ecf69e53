import { expect, test } from 'vitest';
import { resolveRoutePath, routeOutputFile } from './routePath.ts';

const routes = new Set(['/', '/docs/tutorials/', '/docs/tutorials/basic-types', '/api/graphql-js', '/api/graphql-js/class/GraphQLSchema']);
const has = (path: string) => routes.has(path);

test('routes are exact; .html and /index.html suffixes stand for the route without them', () => {
  expect(resolveRoutePath('/docs/tutorials/basic-types', has)).toBe('/docs/tutorials/basic-types');
  expect(resolveRoutePath('/docs/tutorials/basic-types.html', has)).toBe('/docs/tutorials/basic-types');
  expect(resolveRoutePath('/docs/tutorials/index.html', has)).toBe('/docs/tutorials/');
  expect(resolveRoutePath('/api/graphql-js/class/GraphQLSchema/index.html', has)).toBe('/api/graphql-js/class/GraphQLSchema');
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
