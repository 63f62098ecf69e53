import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(os.tmpdir(), 'sitegen-init-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const sitegen = (...args: string[]) =>
  spawnSync(process.execPath, [path.join(repoRoot, 'bin/sitegen.mjs'), ...args], { cwd: work, encoding: 'utf8' });

test('sitegen init writes a starter site that builds: home, two docs in a sidebar, an image, no API', {
  timeout: 180_000,
}, () => {
  const init = sitegen('init', 'my-docs');
  expect(init.status).toBe(0);
  const site = path.join(work, 'my-docs');
  for (const file of [
    'site.config.ts',
    '.gitignore',
    'content/home.md',
    'content/static/img/logo.svg',
    'content/static/img/favicon.svg',
  ])
    expect(existsSync(path.join(site, file)), file).toBe(true);
  // Every file it wrote is listed, the hidden .gitignore too.
  expect(init.stdout).toContain('  .gitignore\n');
  expect(init.stdout).toContain(
    `Next: node ${path.relative(work, path.join(repoRoot, 'bin/sitegen.mjs'))} dev --root my-docs`,
  );

  const build = sitegen('build', '--root', 'my-docs', '--out-dir', 'out');
  expect(build.stderr).toBe('');
  expect(build.status).toBe(0);
  // A site without an API gets no API coverage line.
  expect(build.stdout).not.toContain('API doc coverage');
  expect(build.stdout).toMatch(/^Built 5 pages into my-docs\/out in [\d.]+ s on Node /m);
  // --out-dir is relative to the site's root, as Docusaurus's is.
  const out = path.join(site, 'out');
  const html = (file: string) => readFileSync(path.join(out, file), 'utf8');
  // The sidebar lists both docs, in the config's order, on each doc page.
  const intro = html('docs/intro.html');
  expect(intro).toMatch(/<h1[^>]*>Introduction<\/h1>/);
  expect(intro.indexOf('>Introduction</a>')).toBeLessThan(intro.indexOf('>Writing pages</a>'));
  expect(intro).toContain('src="/img/logo.svg"');
  expect(html('docs/writing-pages.html')).toMatch(/<h1[^>]*>Writing pages<\/h1>/);
  // The starter leaves out what has a default: the locale (English), the docs' one version, and the
  // generator's version, which is sitegen's own.
  const config = readFileSync(path.join(site, 'site.config.ts'), 'utf8');
  for (const key of ['i18n', 'siteMetadata', 'versions', 'lastVersion']) expect(config).not.toContain(`${key}:`);
  const { version } = JSON.parse(readFileSync(path.join(repoRoot, 'packages/ssg-core/package.json'), 'utf8'));
  expect(intro).toContain(`<meta name="generator" content="sitegen ${version}">`);
  expect(intro).toMatch(/<html lang="en" dir="ltr"/);
  expect(existsSync(path.join(out, 'img/logo.svg'))).toBe(true);
  expect(intro).toContain('<link rel="icon" href="/img/favicon.svg">');
  expect(existsSync(path.join(out, 'img/favicon.svg'))).toBe(true);
  // The home page's buttons and the 404 page's links lead to the main doc; no API page is linked.
  expect(html('index.html')).toContain(
    '<a href="/docs/intro" class="sg-button sg-button--large sg-button--primary">Get Started</a>',
  );
  expect(html('404.html')).toContain('href="/docs/intro"');
  expect(html('index.html') + html('404.html')).not.toContain('/api/');
  expect(existsSync(path.join(out, 'api'))).toBe(false);
  // The starter names no live modules: no worker, no module, no worker policy for them.
  expect(existsSync(path.join(out, 'assets/live'))).toBe(false);
  expect(html('_headers')).not.toContain('/assets/live/');
});

test('sitegen init writes no file over another, and names each one there', () => {
  const again = sitegen('init', 'my-docs');
  expect(again.status).toBe(1);
  expect(again.stderr).toContain('error[init/exists]');
  expect(again.stderr).toContain('site.config.ts is already there');
  expect(again.stdout).toBe('');
});

test('a file where init would make a folder stops it before it writes anything', () => {
  mkdirSync(path.join(work, 'blocked/content'), { recursive: true });
  writeFileSync(path.join(work, 'blocked/content/static'), '');
  const blocked = sitegen('init', 'blocked');
  expect(blocked.status).toBe(1);
  expect(blocked.stderr).toContain('content/static is a file, where sitegen init would make a folder');
  expect(existsSync(path.join(work, 'blocked/site.config.ts'))).toBe(false);
  expect(existsSync(path.join(work, 'blocked/content/home.md'))).toBe(false);
});

test('serve --root serves the folder build --root wrote (its --dir is relative to the root, as --out-dir is)', async () => {
  const missing = sitegen('serve', '--root', 'blocked', '--port', '0');
  expect(missing.status).toBe(1);
  expect(missing.stderr).toContain('There is no folder blocked/build to serve');
  const served = spawn(
    process.execPath,
    [path.join(repoRoot, 'bin/sitegen.mjs'), 'serve', '--root', 'my-docs', '--dir', 'out', '--port', '0'],
    { cwd: work },
  );
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      served.stdout.on('data', (chunk) => {
        out += chunk;
        const found = /Serving my-docs\/out at (http:\/\/\S+)/.exec(out);
        if (found) resolve(found[1]!);
      });
      served.once('exit', () => reject(new Error(`serve ended: ${out}`)));
    });
    const page = await fetch(new URL('docs/intro', url));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Introduction');
  } finally {
    served.kill();
  }
});

test("themeConfig.customCss: the site's sheets come after the theme's in its one sheet; a missing one or a file url() beside it is an error at its line", {
  timeout: 180_000,
}, () => {
  expect(sitegen('init', 'styled').status).toBe(0);
  const site = path.join(work, 'styled');
  const configFile = path.join(site, 'site.config.ts');
  const config = readFileSync(configFile, 'utf8');
  const withCss = (files: string) =>
    writeFileSync(configFile, config.replace('  themeConfig: {\n', `  themeConfig: {\n    customCss: ${files},\n`));
  writeFileSync(
    path.join(site, 'brand.css'),
    ':root {\n  --sg-primary: #0a7d32;\n}\n.brand-logo {\n  background: url("/img/logo.svg");\n}\n',
  );
  withCss("['brand.css']");
  const build = sitegen('build', '--root', 'styled');
  expect(build.stderr).toBe('');
  expect(build.status).toBe(0);
  const page = readFileSync(path.join(site, 'build/docs/intro.html'), 'utf8');
  const sheets = [...page.matchAll(/<link rel="stylesheet" href="\/(assets\/[^"]+\.css)"/g)].map((m) => m[1]!);
  expect(sheets).toHaveLength(1);
  const css = readFileSync(path.join(site, 'build', sheets[0]!), 'utf8');
  const theme = css.indexOf('--sg-primary: #e434aa');
  expect(theme).toBeGreaterThan(-1);
  // The site's token is set after the theme's, so it wins; its url() of a static file stays.
  expect(css.indexOf('--sg-primary: #0a7d32')).toBeGreaterThan(theme);
  expect(css).toContain('.brand-logo{background:url(/img/logo.svg)}');

  withCss("['brand.css', 'missing.css']");
  const missing = sitegen('build', '--root', 'styled');
  expect(missing.status).toBe(1);
  const line =
    readFileSync(configFile, 'utf8')
      .split('\n')
      .findIndex((l) => l.includes('missing.css')) + 1;
  expect(missing.stderr).toContain(`error[config/custom-css] site.config.ts:${line}`);
  expect(missing.stderr).toContain('The style sheet "missing.css" does not exist.');

  writeFileSync(
    path.join(site, 'brand.css'),
    ':root {\n  --sg-primary: #0a7d32;\n}\n@font-face {\n  src: url("./brand.woff2");\n}\n',
  );
  withCss("'brand.css'");
  const font = sitegen('build', '--root', 'styled');
  expect(font.status).toBe(1);
  expect(font.stderr).toContain('error[config/custom-css] styled/brand.css:5');
});
