import { describe, expect, it } from 'vitest';
import type { ApiVersionsData } from '@sitegen/runtime/types.ts';
import { apiVersionLinks } from './apiVersionLinks.ts';

const data: ApiVersionsData = {
  pluginId: 'api',
  versions: [
    { name: 'current', label: 'Next', version: '17.1.0', path: '/api/graphql-js' },
    { name: '16.15.0', label: '16.15.0', version: '16.15.0', path: '/api/graphql-js/v16' },
  ],
};
const hrefs = (links: ReturnType<typeof apiVersionLinks>) => links?.links.map((l) => [l.label, l.href, l.current]);

describe('apiVersionLinks', () => {
  it('sends an item page to the same item in the other version', () => {
    expect(hrefs(apiVersionLinks(data, '/api/graphql-js/class/GraphQLSchema', { versionLinks: {} }))).toEqual([
      ['Next (17.1.0)', '/api/graphql-js/class/GraphQLSchema', true],
      ['16.15.0', '/api/graphql-js/v16/class/GraphQLSchema', false],
    ]);
    expect(apiVersionLinks(data, '/api/graphql-js/v16/function/execute', { versionLinks: {} })?.current.name).toBe(
      '16.15.0',
    );
    expect(hrefs(apiVersionLinks(data, '/api/graphql-js/v16/function/execute', { versionLinks: {} }))![0]).toEqual([
      'Next (17.1.0)',
      '/api/graphql-js/function/execute',
      false,
    ]);
  });

  it("sends an item the other version lacks, and any page that is not an item's, to that version's root", () => {
    expect(
      hrefs(
        apiVersionLinks(data, '/api/graphql-js/v16/function/formatError', {
          versionLinks: { current: '/api/graphql-js' },
        }),
      )![0],
    ).toEqual(['Next (17.1.0)', '/api/graphql-js', false]);
    expect(hrefs(apiVersionLinks(data, '/api/graphql-js/changes'))![1]).toEqual([
      '16.15.0',
      '/api/graphql-js/v16',
      false,
    ]);
  });

  it('follows the link the build gives for an item whose kind differs in the other version', () => {
    const item = { versionLinks: { '16.15.0': '/api/graphql-js/v16/interface/GraphQLArgument' } };
    expect(hrefs(apiVersionLinks(data, '/api/graphql-js/class/GraphQLArgument', item))![1]).toEqual([
      '16.15.0',
      '/api/graphql-js/v16/interface/GraphQLArgument',
      false,
    ]);
  });

  it('keeps the trailing-slash form of the routes, and stays out of pages outside the API', () => {
    const slashed = { ...data, versions: data.versions.map((v) => ({ ...v, path: `${v.path}/` })) };
    expect(hrefs(apiVersionLinks(slashed, '/api/graphql-js/class/GraphQLSchema/', { versionLinks: {} }))![1]).toEqual([
      '16.15.0',
      '/api/graphql-js/v16/class/GraphQLSchema/',
      false,
    ]);
    expect(apiVersionLinks(data, '/docs/tutorials/')).toBeUndefined();
    expect(apiVersionLinks(undefined, '/api/graphql-js')).toBeUndefined();
  });
});
