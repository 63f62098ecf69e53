import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import type { SiteConfig } from '../config/loadConfig.ts';
import { formatDiagnostics } from '../diagnostics.ts';
import { checkMainDoc, checkNavbarLogo } from './checkNavbar.ts';

const rootDir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-navbar-'));
afterAll(() => rmSync(rootDir, { recursive: true, force: true }));

const configSource = [
  'export default defineConfig({',
  "  docs: { mainDocId: 'tutorials/intro' },",
  "  themeConfig: { navbar: { logo: { src: '/img/logo.svg', alt: 'Logo' } } },",
  '});',
].join('\n');

function configWith(logo: string | undefined): SiteConfig {
  return {
    rootDir,
    configSource,
    staticDir: 'content/static',
    docs: { mainDocId: 'tutorials/intro' },
    themeConfig: { navbar: { logo: logo === undefined ? undefined : { src: logo, alt: 'Logo' } } },
  } as unknown as SiteConfig;
}

test("a main doc that does not exist is named at the config's line, with the closest doc id", () => {
  expect(
    formatDiagnostics(checkMainDoc(configWith(undefined), new Set(['tutorials/index', 'tutorials/intros']))),
  ).toMatchInlineSnapshot(`
    "error[docs/unknown-main-doc] site.config.ts:2
      The main doc "tutorials/intro" does not exist.
      hint: did you mean "tutorials/intros"?

    1 error"
  `);
});

test('a navbar logo missing from the static folder is an error at its line; a URL elsewhere or a file there is not', () => {
  expect(formatDiagnostics(checkNavbarLogo(configWith('/img/logo.svg')))).toMatchInlineSnapshot(`
    "error[navbar/missing-logo] site.config.ts:3
      The navbar logo "/img/logo.svg" is no file of the static folder (content/static).

    1 error"
  `);
  mkdirSync(path.join(rootDir, 'content/static/img'), { recursive: true });
  writeFileSync(path.join(rootDir, 'content/static/img/logo.svg'), '<svg/>');
  expect(checkNavbarLogo(configWith('/img/logo.svg'))).toEqual([]);
  expect(checkNavbarLogo(configWith('https://cdn.example/logo.svg'))).toEqual([]);
  expect(checkNavbarLogo(configWith(undefined))).toEqual([]);
});
