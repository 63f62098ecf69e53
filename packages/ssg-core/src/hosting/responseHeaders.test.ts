import { expect, test } from 'vitest';
import { buildHeadersFile } from './buildHeadersFile.ts';
import { IMMUTABLE_CACHE, responseHeaders } from './responseHeaders.ts';

// `sitegen serve`, `sitegen dev` and the `_headers` file that hosts read give a file the same
// caching, the same nosniff and the same worker policy: they read one set of rules.

const files = [
  'index.html',
  'docs/tutorials/basic-types.html',
  'docs/tutorials/basic-types.md',
  'route-table.js',
  'search-index.json',
  'assets/entry-AB12CD34.js',
  'assets/img/logo-1a2b3c4d.svg',
  'assets/live/runner-AB12CD34.js',
];

/** The headers `_headers` gives a URL path: each matching rule in order, `! Name` dropping what an earlier rule set. */
function headersOfPath(headersFile: string, urlPath: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let matches = false;
  for (const line of headersFile.split('\n').filter(Boolean)) {
    if (!line.startsWith(' ')) {
      const pattern = new RegExp(`^${line.replace(/[.]/g, '\\.').replace(/\*/g, '.*')}$`);
      matches = pattern.test(urlPath);
    } else if (matches) {
      const detached = /^\s+! (.+)$/.exec(line);
      if (detached) delete headers[detached[1]!.toLowerCase()];
      else {
        const [, name, value] = /^\s+([^:]+): (.*)$/.exec(line)!;
        headers[name!.toLowerCase()] = value!;
      }
    }
  }
  return headers;
}

test('serve and _headers agree on every kind of file', () => {
  const headersFile = buildHeadersFile({ baseUrl: '/', files, inlineScripts: [] });
  for (const file of files) {
    const served = responseHeaders(file);
    const hosted = headersOfPath(headersFile, `/${file}`);
    expect(served['cache-control'] === IMMUTABLE_CACHE, file).toBe(hosted['cache-control'] === IMMUTABLE_CACHE);
    expect(served['x-content-type-options'], file).toBe(hosted['x-content-type-options']);
    // The pages carry their policy in a meta tag; the live worker's can only be a header.
    if (file.startsWith('assets/live/'))
      expect(served['content-security-policy'], file).toBe(hosted['content-security-policy']);
    else expect(served['content-security-policy'], file).toBeUndefined();
    if (hosted['content-type']) expect(served['content-type'], file).toBe(hosted['content-type']);
  }
  expect(responseHeaders('assets/entry-AB12CD34.js')['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(responseHeaders('docs/tutorials/basic-types.html')['cache-control']).toBe('no-cache');
});

test('dev sends what serve sends, but never lets a file that is not hashed be cached', () => {
  for (const file of files) {
    const { 'cache-control': devCache, ...dev } = responseHeaders(file, { dev: true });
    const { 'cache-control': serveCache, ...served } = responseHeaders(file);
    expect(dev, file).toEqual(served);
    expect(devCache, file).toBe(serveCache === IMMUTABLE_CACHE ? IMMUTABLE_CACHE : 'no-store');
  }
});
