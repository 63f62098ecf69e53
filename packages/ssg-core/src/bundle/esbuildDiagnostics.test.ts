import path from 'node:path';
import { expect, test } from 'vitest';
import { formatDiagnostics } from '../diagnostics.ts';
import { styleDiagnostics } from './bundleClient.ts';
import { esbuildErrors } from './esbuildDiagnostics.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const siteRoot = path.join(repoRoot, 'sites/mine');
// esbuild names files relative to the current folder, which need not be the site's root.
const fromCwd = (file: string) => path.relative(process.cwd(), file);

test("the sheets' messages: the site's are config/custom-css at a path from the site's root, the theme's theme/syntax", () => {
  const messages = [
    {
      text: 'Could not resolve "./brand.woff2"',
      location: { file: fromCwd(`${siteRoot}/css/brand.css`), line: 5, column: 6 },
    },
    {
      text: 'Expected "}"',
      location: { file: fromCwd(`${repoRoot}/packages/theme/src/styles/base.css`), line: 2, column: 0 },
    },
  ];
  expect(formatDiagnostics(styleDiagnostics(messages, 'error', siteRoot))).toMatchInlineSnapshot(`
    "error[theme/syntax] ../../packages/theme/src/styles/base.css:2:1
      The theme's styles: Expected "}".
    error[config/custom-css] css/brand.css:5:7
      Could not resolve "./brand.woff2".

    2 errors"
  `);
});

test('a thrown error that is no build failure is one message without a location', () => {
  expect(esbuildErrors(new Error('service stopped'))).toEqual([{ text: 'Error: service stopped' }]);
  const failure = Object.assign(new Error('Build failed'), { errors: [{ text: 'x', location: null }] });
  expect(esbuildErrors(failure)).toEqual([{ text: 'x', location: null }]);
});
