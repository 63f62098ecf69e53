import { describe, expect, test } from 'vitest';
import { readIdentityFields, resolveDocIdentity } from './docIdentity.ts';

const resolve = (relativePath: string, frontMatter = {}) =>
  resolveDocIdentity({ relativePath, docsPath: '/docs', frontMatter });

describe('resolveDocIdentity', () => {
  test('id is the path without extension; the route is /docs/ + id', () => {
    expect(resolve('tutorials/basic-types.md')).toEqual({
      id: 'tutorials/basic-types',
      path: '/docs/tutorials/basic-types',
    });
  });
  test('a trailing index means the folder', () => {
    expect(resolve('tutorials/index.md')).toEqual({ id: 'tutorials/index', path: '/docs/tutorials/' });
    expect(resolve('index.md')).toEqual({ id: 'index', path: '/docs/' });
  });
  test('front matter id replaces the file name, slug replaces the route', () => {
    expect(resolve('tutorials/a.md', { id: 'b' })).toEqual({ id: 'tutorials/b', path: '/docs/tutorials/b' });
    expect(resolve('tutorials/a.md', { slug: 'c' })).toEqual({ id: 'tutorials/a', path: '/docs/tutorials/c' });
    expect(resolve('tutorials/a.md', { slug: '/top' })).toEqual({ id: 'tutorials/a', path: '/docs/top' });
  });
  test('readIdentityFields reads id and slug and ignores broken YAML', () => {
    expect(readIdentityFields('---\nid: x\nslug: /y\ntitle: T\n---\n# T')).toEqual({ id: 'x', slug: '/y' });
    expect(readIdentityFields('---\nid: [\n---\n')).toEqual({});
    expect(readIdentityFields('# no front matter')).toEqual({});
  });
});
