import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { formatDiagnostics } from '../diagnostics.ts';
import { checkStaticFiles } from './checkStaticFiles.ts';

const rootDir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-static-'));
afterAll(() => rmSync(rootDir, { recursive: true, force: true }));

test('a static file named like one the build writes is an error naming both; others are not', () => {
  for (const file of ['search-index.json', 'docs/intro.html', 'img/logo.svg']) {
    mkdirSync(path.dirname(path.join(rootDir, 'public', file)), { recursive: true });
    writeFileSync(path.join(rootDir, 'public', file), 'x');
  }
  const written = new Map([
    ['search-index.json', '{}'],
    ['docs/intro.html', '<html>'],
    ['index.html', '<html>'],
  ]);
  expect(formatDiagnostics(checkStaticFiles({ rootDir, staticDir: 'public', written }))).toMatchInlineSnapshot(`
    "error[static/collision] public/docs/intro.html
      The static file public/docs/intro.html has the name of a file the build writes, "docs/intro.html": one would replace the other.
      hint: rename or move the static file.
    error[static/collision] public/search-index.json
      The static file public/search-index.json has the name of a file the build writes, "search-index.json": one would replace the other.
      hint: rename or move the static file.

    2 errors"
  `);
  expect(checkStaticFiles({ rootDir, staticDir: 'missing', written })).toEqual([]);
});

test('a static folder the config names that is not there is an error at its line; the default one may be missing', () => {
  const configSource = "export default {\n  title: 'x',\n  staticDir: 'statc',\n};\n";
  const written = new Map([['index.html', '<html>']]);
  const [error] = checkStaticFiles({ rootDir, staticDir: 'statc', written, named: true, configSource });
  expect(formatDiagnostics([error!]).split('\n').slice(0, 3)).toEqual([
    'error[config/static-dir] site.config.ts:3',
    '  The static folder "statc" does not exist.',
    `  hint: staticDir is relative to the site's root (${rootDir}).`,
  ]);
  // Not named, the folder is the default, and a site may have no static files: a line that only
  // reads like the key (commented out, or in a string) does not name it.
  const commentedOut = "export default {\n  title: 'x',\n  // staticDir: 'public',\n};\n";
  expect(
    checkStaticFiles({ rootDir, staticDir: 'content/static', written, named: false, configSource: commentedOut }),
  ).toEqual([]);
});
