import { execFile } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import * as graphqlHttp from 'graphql-http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { prepareFixture, REPO_ROOT } from './corpus/prepareFixture.ts';
import { readableText } from './corpus/cliBuildOf.ts';

// The API reference of a package that is not the site's own: fixtures/api-graphql-http documents
// graphql-http (its entry, and one export of its `graphql-http/lib/use/fetch` submodule), built
// with the CLI as an author builds it. What a reader sees must come from that package alone.

const REPO = 'https://github.com/graphql/graphql-http';
const TAG = 'v1.23.1';

interface Built {
  status: number;
  stdout: string;
  stderr: string;
}

const exec = promisify(execFile);

/**
 * The fixture, changed by `edit`, built with the CLI into its `out` folder as an author builds it.
 * The builds of this file's sites run at once: each test awaits its own.
 */
function startBuild(edit: (rootDir: string) => void = () => {}) {
  const fixture = prepareFixture('api-graphql-http');
  edit(fixture.rootDir);
  const built: Promise<Built> = exec(
    process.execPath,
    [path.join(REPO_ROOT, 'bin/sitegen.mjs'), 'build', '--out-dir', 'out'],
    { cwd: fixture.rootDir, encoding: 'utf8' },
  ).then(
    ({ stdout, stderr }) => ({ status: 0, stdout, stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      status: error.code ?? -1,
      stdout: error.stdout ?? '',
      stderr: error.stderr ?? '',
    }),
  );
  return { ...fixture, built };
}

type Site = ReturnType<typeof startBuild>;
let main: Site;
let bare: Site;
let empty: Site;
let single: Site;
let run: Built;
let out: string;
beforeAll(async () => {
  main = startBuild();
  bare = startBuild(withoutRepoUrl);
  empty = startBuild(withoutExports);
  single = startBuild(withNoCategory);
  run = await main.built;
  out = path.join(main.rootDir, 'out');
}, 300_000);
afterAll(() => {
  for (const site of [main, bare, empty, single]) site?.remove();
});

const page = (route: string) => readFileSync(path.join(out, `${route}.html`), 'utf8');
/** The page's article, as a reader reads it. */
const text = (route: string) => readableText(/<article[\s\S]*<\/article>/.exec(page(route))![0]);
const apiPages = () =>
  readdirSync(path.join(out, 'api'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(html|md)$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);

test('the build passes, its link check included (a doc links two API pages)', () => {
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  expect(run.stdout).toMatch(/Built \d+ pages/);
  expect(hrefs(page('docs/tutorials/intro'))).toEqual(
    expect.arrayContaining(['/api/graphql-http/function/createHandler', '/api/graphql-http/function/createClient']),
  );
});

describe('the pages of graphql-http 1.23.1', () => {
  test('a page per class and function the package exports at run time, checked against the package itself', () => {
    const runtime = Object.entries(graphqlHttp).filter(([, v]) => typeof v === 'function');
    const classes = runtime.filter(([, v]) => /^class\b/.test(Function.prototype.toString.call(v)));
    expect(classes.map(([name]) => name)).toEqual(['NetworkError']);
    const listed = (kind: string) =>
      readdirSync(path.join(out, 'api/graphql-http', kind))
        .filter((f) => f.endsWith('.html'))
        .map((f) => f.replace(/\.html$/, ''))
        .sort();
    expect(listed('class')).toEqual(['NetworkError']);
    expect(listed('function')).toEqual(
      runtime
        .filter(([name]) => name !== 'NetworkError')
        .map(([name]) => name)
        .sort(),
    );
    expect(listed('interface')).toEqual(expect.arrayContaining(['Client', 'FetchAPI', 'HandlerOptions', 'Request']));
    expect(text('api/graphql-http/class/NetworkError')).toContain('NetworkError Class A network error caused by');
    expect(text('api/graphql-http/interface/HandlerOptions')).toContain('HandlerOptions Interface');
    // The root page's kind filter counts what the folders hold, and offers no kind the package has none of.
    expect(text('api/graphql-http')).toContain(
      `Classes (1) Functions (${listed('function').length}) Interfaces (${listed('interface').length})`,
    );
  });

  test('import lines name the package, or the submodule alone for what only it exports', () => {
    expect(text('api/graphql-http/function/createHandler')).toContain("import { createHandler } from 'graphql-http';");
    expect(text('api/graphql-http/class/NetworkError')).toContain("import { NetworkError } from 'graphql-http';");
    expect(text('api/graphql-http/interface/HandlerOptions')).toContain(
      "import type { HandlerOptions } from 'graphql-http';",
    );
    const fetchApi = text('api/graphql-http/interface/FetchAPI');
    expect(fetchApi).toContain("import type { FetchAPI } from 'graphql-http/lib/use/fetch';");
    expect(fetchApi).not.toContain("from 'graphql-http';");
  });

  test('the root page groups the items by the modules of that package and by its @category tags', () => {
    const html = page('api/graphql-http');
    const modules = [...html.matchAll(/<h3 id="(module-[^"]*)"><code>([^<]*)<\/code>/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(modules).toEqual([
      'module-graphql-http graphql-http',
      'module-graphql-http-lib-use-fetch graphql-http/lib/use/fetch',
    ]);
    const categories = [...html.matchAll(/<h4>([^<]*)<\/h4>/g)].map((m) => m[1]);
    expect(categories).toEqual([
      'Audits',
      'Client',
      'Common',
      'Other',
      'Server',
      'Type aliases and variables',
      'Server/fetch',
    ]);
  });

  test('source links go to its repository at the configured tag, `src/` and the path beside its entry', () => {
    expect(hrefs(page('api/graphql-http/class/NetworkError'))).toContain(`${REPO}/blob/${TAG}/src/client.ts`);
    expect(hrefs(page('api/graphql-http/interface/FetchAPI'))).toContain(`${REPO}/blob/${TAG}/src/use/fetch.ts`);
    expect(hrefs(page('api/graphql-http/types'))).toContain(`${REPO}/blob/${TAG}/src/audits/common.ts`);
    for (const file of apiPages()) {
      const sourceLinks = hrefs(readFileSync(file, 'utf8')).filter((h) => h.includes('/blob/'));
      for (const href of sourceLinks) expect(href, file).toMatch(new RegExp(`^${REPO}/blob/${TAG}/src/[\\w/]+\\.ts$`));
    }
  });

  test('Referenced by: the items whose signatures use the item, directly or through another', () => {
    const networkError = text('api/graphql-http/class/NetworkError');
    expect(networkError).toContain('Referenced by Interfaces (1) ClientOptions');
    expect(networkError).toMatch(/Through ClientOptions \(1\) createClient/);
    expect(text('api/graphql-http/interface/HandlerOptions')).toContain('Referenced by Functions (1) createHandler');
  });

  test('the types page declares its type aliases, linked to its items', () => {
    const html = page('api/graphql-http/types');
    const ids = [...html.matchAll(/<h3 id="([^"]*)">/g)].map((m) => m[1]);
    expect(ids).toEqual(expect.arrayContaining(['AuditName', 'Handler', 'OperationContext', 'Response']));
    expect(html).toMatch(/<h3 id="Handler">[\s\S]*?<a href="\/api\/graphql-http\/interface\/Request">Request<\/a>/);
    expect(text('api/graphql-http/types')).toContain("type AuditRequirement = 'MUST' | 'SHOULD' | 'MAY';");
  });

  test('nothing on the API pages is graphql-js: no link to its repository or its API, no word of it but the package’s own', () => {
    for (const file of apiPages()) {
      const content = readFileSync(file, 'utf8');
      expect(content, file).not.toContain('github.com/graphql/graphql-js');
      expect(content, file).not.toContain('/api/graphql-js');
      // graphql-http's own doc comment on `validationRules` names graphql-js, twice.
      expect(content.replaceAll('by the graphql-js module', ''), file).not.toContain('graphql-js');
      expect(content, file).not.toMatch(/from '(graphql|graphql\/[\w/]+)'/);
    }
  });
});

/** The fixture's config without api.repoUrl and api.sourceTag. */
function withoutRepoUrl(rootDir: string) {
  const config = path.join(rootDir, 'site.config.ts');
  const source = readFileSync(config, 'utf8');
  const edited = source.replace(/^\s*(repoUrl|sourceTag): .*\n/gm, '');
  expect(edited).not.toBe(source);
  writeFileSync(config, edited);
}

describe('without api.repoUrl', () => {
  test('the pages link no source and have no Source section', async () => {
    const built = await bare.built;
    expect(built.stderr).toBe('');
    expect(built.status).toBe(0);
    const read = (route: string) => readFileSync(path.join(bare.rootDir, 'out', `${route}.html`), 'utf8');
    for (const route of ['api/graphql-http/class/NetworkError', 'api/graphql-http/interface/FetchAPI']) {
      const html = read(route);
      expect(html).toContain(`<h1 class="sg-api__title"><code>${path.basename(route)}</code>`);
      expect(html).not.toContain('/blob/');
      expect(html).not.toContain('id="source"');
      expect(html).not.toContain('href="#source"');
    }
    const types = read('api/graphql-http/types');
    expect(types).toContain('<h3 id="Handler">');
    expect(types).not.toContain('/blob/');
    expect(types).not.toMatch(/>Source</);
  });
});

/** An index.ts that forgot its `export *`: it only imports the package. */
function withoutExports(rootDir: string) {
  writeFileSync(path.join(rootDir, 'api-source/index.ts'), "import 'graphql-http';\nexport {};\n");
}

test('an API source that re-exports nothing documentable fails the build, naming its index.ts', async () => {
  const built = await empty.built;
  expect(built.status).toBe(1);
  expect(built.stderr).toContain('error[api/empty] api-source/index.ts');
  expect(built.stderr).toContain('The API of graphql-http has no class, enum, function or interface to document.');
});

/** graphql 16's coerceInputValue, alone: a function whose file gives it no @category. */
function withNoCategory(rootDir: string) {
  const config = path.join(rootDir, 'site.config.ts');
  writeFileSync(
    config,
    readFileSync(config, 'utf8').replace("packageName: 'graphql-http'", "packageName: 'graphql-16'"),
  );
  writeFileSync(path.join(rootDir, 'api-source/index.ts'), "export { coerceInputValue } from 'graphql-16';\n");
  // The fixture's intro links two graphql-http functions: it links the one item instead.
  const intro = path.join(rootDir, 'content/docs/tutorials/intro.md');
  writeFileSync(
    intro,
    readFileSync(intro, 'utf8').replace(/function\/create(Handler|Client)/g, 'function/coerceInputValue'),
  );
}

test('a package whose items have no @category lists them without an "Other" heading, and counts one item as one', async () => {
  const built = await single.built;
  expect(built.stderr).toBe('');
  expect(built.status).toBe(0);
  expect(built.stdout).toMatch(/^API doc coverage: 1 item: /m);
  const root = readFileSync(path.join(single.rootDir, 'out/api/graphql-http.html'), 'utf8');
  expect(root).toContain('href="/api/graphql-http/function/coerceInputValue"');
  expect(root).not.toMatch(/<h4>[^<]*<\/h4>/);
  expect(root).toMatch(/1 item: /);
  const twin = readFileSync(path.join(single.rootDir, 'out/api/graphql-http.md'), 'utf8');
  expect(twin).toContain('coerceInputValue');
  expect(twin).not.toContain('#### ');
});
