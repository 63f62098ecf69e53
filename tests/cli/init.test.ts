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

test("themeConfig.customCss: the site's sheets come after the theme's in its one sheet, with what they import; a root url() gets the base URL", {
  timeout: 180_000,
}, () => {
  expect(sitegen('init', 'styled').status).toBe(0);
  const site = path.join(work, 'styled');
  const configFile = path.join(site, 'site.config.ts');
  const config = readFileSync(configFile, 'utf8');
  const withCss = (files: string, baseUrl = '/') =>
    writeFileSync(
      configFile,
      config
        .replace('  themeConfig: {\n', `  themeConfig: {\n    customCss: ${files},\n`)
        .replace("baseUrl: '/',", `baseUrl: '${baseUrl}',`),
    );
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), text);
  };
  write('brand.css', '@import "./css/tokens.css";\n.brand-logo {\n  background: url("/img/logo.svg");\n}\n');
  write('css/tokens.css', ':root {\n  --sg-primary: #0a7d32;\n}\n');
  // The built sheet, run from the folder above the site's root, as every build here is.
  const builtCss = (base = '/') => {
    const build = sitegen('build', '--root', 'styled');
    expect(build.stderr).toBe('');
    expect(build.status).toBe(0);
    const page = readFileSync(path.join(site, 'build/docs/intro.html'), 'utf8');
    const sheets = [...page.matchAll(/<link rel="stylesheet" href="([^"]+\.css)"/g)].map((m) => m[1]!);
    expect(sheets).toHaveLength(1);
    expect(sheets[0]).toMatch(new RegExp(`^${base}assets/`));
    return readFileSync(path.join(site, 'build', sheets[0]!.slice(base.length)), 'utf8');
  };
  withCss("['brand.css']");
  const css = builtCss();
  const theme = css.indexOf('--sg-primary: #e434aa');
  expect(theme).toBeGreaterThan(-1);
  // The site's token (from the file its sheet imports) is set after the theme's, so it wins; its url() of a static file stays.
  expect(css.indexOf('--sg-primary: #0a7d32')).toBeGreaterThan(theme);
  expect(css).toContain('.brand-logo{background:url(/img/logo.svg)}');

  // An edit of the imported file alone reaches the next build (the app is remembered by every file the sheets read).
  write('css/tokens.css', ':root {\n  --sg-primary: #123456;\n}\n');
  const edited = builtCss();
  expect(edited).toContain('--sg-primary: #123456');
  expect(edited).not.toContain('#0a7d32');

  // Under a base URL, a root url() is the static file's URL there.
  withCss("['brand.css']", '/sub/');
  expect(builtCss('/sub/')).toContain('.brand-logo{background:url(/sub/img/logo.svg)}');
});

test("themeConfig.customCss: what esbuild warns of is a warning, and its mistakes errors, at the line of the sheet (its path from the site root); a missing sheet is an error at its own config line, beside the run's other errors", {
  timeout: 180_000,
}, () => {
  expect(sitegen('init', 'misstyled').status).toBe(0);
  const site = path.join(work, 'misstyled');
  const configFile = path.join(site, 'site.config.ts');
  const config = readFileSync(configFile, 'utf8');
  const withCss = (files: string) =>
    writeFileSync(configFile, config.replace('  themeConfig: {\n', `  themeConfig: {\n    customCss: ${files},\n`));
  const write = (file: string, text: string) => writeFileSync(path.join(site, file), text);

  // An @import after a rule is dropped by browsers: esbuild warns, and so does the build, which still succeeds.
  write('tokens.css', ':root {\n  --sg-primary: #0a7d32;\n}\n');
  write('brand.css', '.brand-logo {\n  width: 2rem;\n}\n@import "./tokens.css";\n');
  withCss("['brand.css']");
  const late = sitegen('build', '--root', 'misstyled');
  expect(late.status).toBe(0);
  expect(late.stderr).toContain('warning[config/custom-css] brand.css:4:1\n  All "@import" rules must come first.');

  // The build runs from the folder above the root: the path is the root's, not the current folder's.
  write('brand.css', ':root {\n  --sg-primary: #0a7d32;\n}\n@font-face {\n  src: url("./brand.woff2");\n}\n');
  const font = sitegen('build', '--root', 'misstyled');
  expect(font.status).toBe(1);
  expect(font.stderr).toContain('error[config/custom-css] brand.css:5:');
  expect(font.stderr).not.toContain('misstyled/brand.css');

  // "a.css" is found at its own line, not in "extra-a.css"; a broken link of the same run is reported with it.
  write('extra-a.css', '.extra {\n  color: red;\n}\n');
  withCss("[\n      'extra-a.css',\n      'a.css',\n    ]");
  const intro = path.join(site, 'content/docs/intro.md');
  writeFileSync(intro, `${readFileSync(intro, 'utf8')}\nSee [the guide](/docs/no-such-page).\n`);
  const missing = sitegen('build', '--root', 'misstyled');
  expect(missing.status).toBe(1);
  const line = readFileSync(configFile, 'utf8').split('\n').indexOf("      'a.css',") + 1;
  expect(line).toBeGreaterThan(0);
  expect(missing.stderr).toContain(
    `error[config/custom-css] site.config.ts:${line}\n  The style sheet "a.css" does not exist.`,
  );
  expect(missing.stderr).toContain('error[link/broken] content/docs/intro.md');
  expect(missing.stderr).toContain('\n2 errors\n');
});
