import { describe, expect, it } from 'vitest';
import { absoluteSiteUrl, isSitePath, routeOfUrl, siteUrl } from './siteUrl.ts';

describe('siteUrl', () => {
  it('puts a route, an href or an output file under the base URL', () => {
    expect(siteUrl('/', '/docs/a')).toBe('/docs/a');
    expect(siteUrl('/graphql-js/', '/')).toBe('/graphql-js/');
    expect(siteUrl('/graphql-js/', '/docs/a?x=1#b')).toBe('/graphql-js/docs/a?x=1#b');
    expect(siteUrl('/graphql-js/', 'assets/app.js')).toBe('/graphql-js/assets/app.js');
    expect(siteUrl('/graphql-js/', 'https://cdn.example.org/a.svg')).toBe('https://cdn.example.org/a.svg');
    expect(siteUrl('/graphql-js/', '//cdn.example.org/a.svg')).toBe('//cdn.example.org/a.svg');
    expect(siteUrl('/graphql-js/', '#top')).toBe('#top');
  });

  it('takes the base URL off again, and tells a path outside it', () => {
    expect(routeOfUrl('/', '/docs/a')).toBe('/docs/a');
    expect(routeOfUrl('/graphql-js/', '/graphql-js/docs/a#b')).toBe('/docs/a#b');
    expect(routeOfUrl('/graphql-js/', '/graphql-js/')).toBe('/');
    expect(routeOfUrl('/graphql-js/', '/graphql-js')).toBe('/');
    expect(routeOfUrl('/graphql-js/', '/docs/a')).toBeUndefined();
    expect(routeOfUrl('/graphql-js/', '/graphql-jsx/a')).toBeUndefined();
  });

  it('makes absolute URLs under the site URL and base URL', () => {
    const site = { url: 'https://example.org', baseUrl: '/graphql-js/' };
    expect(absoluteSiteUrl(site, '/docs/a')).toBe('https://example.org/graphql-js/docs/a');
    expect(absoluteSiteUrl(site, '/')).toBe('https://example.org/graphql-js/');
    expect(absoluteSiteUrl({ url: 'https://example.org', baseUrl: '/' }, '/404.html')).toBe(
      'https://example.org/404.html',
    );
  });

  it('tells site paths from other hrefs', () => {
    expect(['/docs', '//cdn.example.org/a.js', '#x', 'https://a.b/', 'a/b'].map(isSitePath)).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
