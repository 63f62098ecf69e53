import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, inject, test } from 'vitest';

// The built site's `_headers` (Netlify, Cloudflare Pages): the pages' own CSP as a real header,
// a year of caching for assets/, where every file is named by its content's hash, and the
// markdown type for the pages' twins.

const siteDir = inject('siteDir');

test('_headers sends the CSP of the pages, with frame-ancestors, marks assets/ immutable, gives the live worker its own policy and sends the twins as markdown', () => {
  const headers = readFileSync(path.join(siteDir, '_headers'), 'utf8');
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(
    readFileSync(path.join(siteDir, 'docs/tutorials/basic-types.html'), 'utf8'),
  )![1]!;
  expect(headers.replace(meta, '<the CSP of the pages>')).toMatchInlineSnapshot(`
    "/*
      Content-Security-Policy: <the CSP of the pages>; frame-ancestors 'self'
      X-Content-Type-Options: nosniff
    /assets/*
      Cache-Control: public, max-age=31536000, immutable
    /assets/live/*
      ! Content-Security-Policy
      Content-Security-Policy: default-src 'none'; script-src 'self' blob:
    /*.md
      Content-Type: text/markdown; charset=utf-8
    "
  `);
  const files = readdirSync(path.join(siteDir, 'assets'), { recursive: true, withFileTypes: true }).filter((e) =>
    e.isFile(),
  );
  expect(files.length).toBeGreaterThan(100);
  for (const file of files) expect(file.name).toMatch(/-[A-Za-z0-9]{8}\.[a-z0-9]+$/);
});
