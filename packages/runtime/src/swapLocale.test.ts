import { expect, test } from 'vitest';
import { swapLocale } from './swapLocale.ts';

test('with only en at the root, the locale switch links to the same page, query and hash kept', () => {
  expect(swapLocale('/', 'en')).toBe('/');
  expect(swapLocale('/docs/tutorials/basic-types', 'en')).toBe('/docs/tutorials/basic-types');
  expect(swapLocale('/docs/tutorials/basic-types?x=1#the-schema', 'en')).toBe(
    '/docs/tutorials/basic-types?x=1#the-schema',
  );
  expect(swapLocale('/api/graphql-js/class/GraphQLSchema#constructor', 'en')).toBe(
    '/api/graphql-js/class/GraphQLSchema#constructor',
  );
});

test('with more locales, the locale segment is swapped, added or removed', () => {
  const settings = { defaultLocale: 'en', locales: ['en', 'fr', 'ko'] };
  expect(swapLocale('/docs/a?q=1#h', 'fr', settings)).toBe('/fr/docs/a?q=1#h');
  expect(swapLocale('/fr/docs/a#h', 'ko', settings)).toBe('/ko/docs/a#h');
  expect(swapLocale('/fr/docs/a#h', 'en', settings)).toBe('/docs/a#h');
  expect(swapLocale('/fr', 'en', settings)).toBe('/');
  expect(swapLocale('/fr/', 'en', settings)).toBe('/');
  expect(swapLocale('/', 'ko', settings)).toBe('/ko/');
  // A first segment that is no locale is part of the page path.
  expect(swapLocale('/french/x', 'fr', settings)).toBe('/fr/french/x');
});

test('an unknown locale is an error naming it', () => {
  expect(() => swapLocale('/docs/', 'de')).toThrowErrorMatchingInlineSnapshot(
    `[Error: Unknown locale "de"; the site has: en.]`,
  );
});
