// The real site built once (not written): the API routes, their HTML and their links.
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '@sitegen/ssg-core/build.ts';
import { checkLinks } from '@sitegen/ssg-core/links/checkLinks.ts';
import { routeOutputFile } from '@sitegen/runtime/routePath.ts';
import { classifyExports } from './classifyExports.ts';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API = '/api/graphql-js';
const V16 = `${API}/v16`;
const TYPES = `${API}/types`;
let result: BuildResult;
const text = (file: string | Uint8Array | undefined) =>
  file === undefined ? '' : typeof file === 'string' ? file : Buffer.from(file).toString('utf8');
const html = (route: string) => text(result.files.get(routeOutputFile(route)));
let exports: ReturnType<typeof classifyExports> | undefined;
const packageExports = () => (exports ??= classifyExports(rootDir));
/** The item routes of one version: 17.1.0's show the `api` sidebar, 16.15.0's `api-v16`. */
/** Every id of a page's HTML. */
const idsOf = (route: string) => new Set([...html(route).matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!));
const apiRoutes = (sidebar = 'api') =>
  result.routes.routes.filter((r) => r.kind === 'apiItem' && r.sidebar === sidebar).map((r) => r.path);

beforeAll(async () => {
  result = await build({
    rootDir,
    outDir: path.join(rootDir, 'node_modules/.cache/sitegen-test/api-build'),
    write: false,
  });
}, 400_000);

describe('the API reference as built', () => {
  it('has one page per class, enum, function and interface the package exports, and no other', () => {
    const exported = packageExports();
    const expected = (['class', 'enum', 'function', 'interface'] as const).flatMap((kind) =>
      exported[kind].map((name) => `${API}/${kind}/${name}`),
    );
    expect(apiRoutes().sort()).toEqual(expected.sort());
    expect(expected).toHaveLength(363);
    for (const route of apiRoutes()) expect(html(route)).toContain('class="sg-api"');
  });

  it('has one page per class, enum, function and interface of graphql 16.15.0 under /v16, read from that package', () => {
    const exported = classifyExports(rootDir, 'graphql-16');
    const expected = (['class', 'enum', 'function', 'interface'] as const).flatMap((kind) =>
      exported[kind].map((name) => `${V16}/${kind}/${name}`),
    );
    expect(apiRoutes('api-v16').sort()).toEqual(expected.sort());
    expect(expected).toHaveLength(296);
    expect(exported.enum).toContain('Kind');
    for (const route of apiRoutes('api-v16')) expect(html(route)).toContain('class="sg-api"');
    const ids = idsOf(`${V16}/types`);
    for (const name of [...exported.typeAlias, ...exported.variable]) expect(ids, name).toContain(name);
    // Its own sidebar, titles that name it, and source links to its tag.
    expect(result.routes.byPath.get(V16)?.sidebar).toBe('api-v16');
    const execute = html(`${V16}/function/execute`);
    expect(execute).toContain('<title>execute | API 16.15.0 | graphql-js</title>');
    expect(execute).toContain('href="https://github.com/graphql/graphql-js/blob/v16.15.0/src/execution/execute.ts"');
  });

  it('gives every type alias, variable and internal type an anchor on the types page, in both versions, and none on the root', () => {
    const exported = packageExports();
    const ids = idsOf(TYPES);
    for (const name of [...exported.typeAlias, ...exported.variable]) expect(ids, name).toContain(name);
    expect(exported.typeAlias.length + exported.variable.length).toBe(102);
    for (const name of ['Maybe', 'ObjMap', 'PromiseOrValue', 'GraphQLObjectTypeNormalizedConfig'])
      expect(ids).toContain(`internal-${name}`);
    for (const [types, title] of [
      [TYPES, 'Types and constants | API | graphql-js'],
      [`${V16}/types`, 'Types and constants | API 16.15.0 | graphql-js'],
    ] as const) {
      const page = html(types);
      expect(page).toContain(`<title>${title}</title>`);
      expect(page).toContain('<h1>Types and constants</h1>');
      const headings = [...page.matchAll(/<h2 id="([^"]+)">([^<]+)<\/h2>/g)].map((m) => `${m[1]} ${m[2]}`);
      expect(headings).toEqual(['type-aliases Type aliases', 'variables Variables', 'internal-types Internal types']);
      expect(result.routes.byPath.get(types)?.sidebar).toBe(types === TYPES ? 'api' : 'api-v16');
    }
    for (const name of ['ASTNode', 'BREAK', 'internal-MinimalChannel']) expect(idsOf(TYPES)).toContain(name);
    for (const name of ['ASTNode', 'BREAK', 'internal-Maybe']) expect(idsOf(`${V16}/types`)).toContain(name);
    // The root keeps the listing by module and the coverage, and links the types page.
    const rootIds = idsOf(API);
    for (const id of [
      'type-aliases',
      'variables',
      'internal-types',
      'internal-Maybe',
      ...exported.typeAlias,
      ...exported.variable,
    ])
      expect(rootIds, id).not.toContain(id);
    for (const id of ['by-module', 'module-graphql-execution', 'coverage']) expect(rootIds).toContain(id);
    expect(html(API).replaceAll('<!-- -->', '')).toContain(`are on <a href="${TYPES}">Types and constants</a>.`);
  });

  it("keeps the API root under 150 KB of HTML, and 16.15.0's under the 175 KB it had with the declarations", () => {
    const bytes = (route: string) => Buffer.byteLength(html(route));
    expect(bytes(API)).toBeGreaterThan(60_000);
    expect(bytes(API)).toBeLessThanOrEqual(150 * 1024);
    expect(bytes(V16)).toBeLessThan(175 * 1024);
  });

  it("links an item page's type aliases and internal types to their sections of the types page", () => {
    const execute = html(`${API}/function/execute`);
    // In its signature an internal type, in its "Referenced by" a type alias.
    for (const id of ['internal-PromiseOrValue', 'GraphQLExecuteFn']) {
      expect(execute).toContain(`href="${TYPES}#${id}"`);
      expect(idsOf(TYPES)).toContain(id);
    }
    expect(execute).not.toMatch(/href="\/api\/graphql-js#/);
    const v16 = html(`${V16}/class/GraphQLSchema`);
    expect(v16).toContain(`href="${V16}/types#internal-Maybe"`);
    expect(idsOf(`${V16}/types`)).toContain('internal-Maybe');
  });

  it('resolves every link of every API page, types included', () => {
    const pages = result.routes.routes.map((r) => ({ route: r.path, html: html(r.path) }));
    const apiPages = new Set([
      API,
      TYPES,
      ...apiRoutes(),
      V16,
      `${V16}/types`,
      ...apiRoutes('api-v16'),
      `${API}/changes`,
    ]);
    const diagnostics = checkLinks(pages).filter((d) => d.route && apiPages.has(d.route));
    expect(diagnostics).toEqual([]);
    // The check has something to check: signatures link their types.
    const schema = html(`${API}/class/GraphQLSchema`);
    expect(schema).toContain(`href="${API}/class/GraphQLObjectType"`);
    expect(schema).toContain(`href="${TYPES}#internal-Maybe"`);
    expect(html(`${API}/function/graphql`)).toContain(`href="${API}/interface/GraphQLArgs"`);
  });

  it('titles each page "{Name} | API | graphql-js" and describes it with its summary', () => {
    const page = html(`${API}/function/graphql`);
    expect(page).toContain('<title>graphql | API | graphql-js</title>');
    expect(page).toMatch(
      /<meta name="description" content="Parses, validates, and executes a GraphQL document against a schema.">/,
    );
  });

  it('keeps the GraphQLSchema page under 80 KB of HTML', () => {
    const bytes = Buffer.byteLength(html(`${API}/class/GraphQLSchema`));
    expect(bytes).toBeGreaterThan(20_000);
    expect(bytes).toBeLessThan(80_000);
  });

  it('opens each module section of the root page with its overview, and links its type aliases and variables to the types page', () => {
    const page = html(API);
    const section = (id: string) => {
      const start = page.indexOf(`id="${id}"`);
      const end = page.indexOf('<h3 id="module-', start + 1);
      return page.slice(start, end < 0 ? undefined : end);
    };
    const firstParagraph = (id: string) => /<p>([\s\S]*?)<\/p>/.exec(section(id))?.[1];
    expect(firstParagraph('module-graphql-execution')).toBe(
      'Execute GraphQL operations and produce GraphQL execution results.',
    );
    expect(firstParagraph('module-graphql-error')).toBe('Create, format, and locate GraphQL errors.');
    expect(firstParagraph('module-graphql')).toContain(
      'The root <code>graphql</code> package re-exports the public GraphQL.js API',
    );
    // The tracing interfaces are filed under their file's category, which opens with the file's overview.
    const graphql = section('module-graphql');
    const diagnostics = graphql.slice(graphql.indexOf('<h4>Diagnostics</h4>'));
    expect(/<h4>Diagnostics<\/h4><div class="sg-markdown"><p>TracingChannel integration.<\/p>/.test(diagnostics)).toBe(
      true,
    );
    expect(diagnostics.slice(0, diagnostics.indexOf('<h4>', 4))).toContain(`href="${API}/interface/GraphQLChannels"`);
    expect(graphql).not.toContain('<h4>Other</h4>');
    expect(section('module-graphql-execution')).toContain(`<a href="${TYPES}#RootSelectionSetExecutor"`);
    // Within the types page, its own sections are linked as `#id`.
    expect(html(TYPES)).toContain('<a href="#internal-Maybe">Maybe</a>');
  });

  it('groups the functions of the sidebar by category', () => {
    const page = html(`${API}/function/parse`);
    for (const label of ['Validation rules', 'Parsing', 'Request Pipeline', 'Schema Printing'])
      expect(page).toContain(`>${label}<`);
  });

  it('lists what refers to an item directly apart from what uses it through another type, names sorted case-insensitively', () => {
    const page = html(`${API}/class/GraphQLError`);
    const start = page.indexOf('id="referenced-by"');
    const refs = page.slice(start, page.indexOf('<h2', start));
    const through = refs.indexOf('Through another type');
    expect(through).toBeGreaterThan(0);
    const names = (text: string) => [...text.matchAll(/<a href="[^"]*\/function\/([^"]+)"/g)].map((m) => m[1]!);
    const direct = names(refs.slice(0, through));
    expect(direct).toEqual([...direct].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const validationContext = refs.slice(refs.indexOf('Through <code>ValidationContext</code>'));
    expect(validationContext).toMatch(/^Through <code>ValidationContext<\/code> (<!-- -->)?\(<!-- -->21<!-- -->\)/);
    expect(names(validationContext.slice(0, validationContext.indexOf('</dd>')))).toContain('KnownArgumentNamesRule');
    expect(direct).toContain('KnownDirectivesRule');
    expect(direct).not.toContain('KnownArgumentNamesRule');
  });

  it('ships an API page with its own item only', () => {
    const chunks = [...result.files].filter(([name]) => name.startsWith('assets/p/')).map(([, js]) => text(js));
    const chunk = chunks.find((js) => js.includes('"item":{"name":"GraphQLSchema","kind":"class"'));
    expect(chunk).toContain('"name":"GraphQLSchema"');
    // Other items appear as links at most, never with their own docs.
    expect(chunk).not.toContain('Parses, validates, and executes a GraphQL document');
    expect(gzipSync(chunk!).length).toBeLessThan(30_000);
  });
});

describe('what changed from 16.15.0 to 17.1.0', () => {
  const CHANGES = `${API}/changes`;
  /** The text of a piece of HTML, tags and React's text separators removed. */
  const plain = (fragment: string) =>
    fragment
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  /** The list entry of `name` in one section (added, removed, changed, deprecated) of the changes page. */
  const entry = (section: string, name: string) => {
    const page = html(CHANGES);
    const start = page.indexOf(`<h2 id="${section}"`);
    const end = page.indexOf('<h2 ', start + 1);
    const found = new RegExp(`<li><code>${name.replace('.', '\\.')}</code>[\\s\\S]*?</li>`).exec(
      page.slice(start, end < 0 ? undefined : end),
    )?.[0];
    if (!found) throw new Error(`no entry ${name} under ${section}`);
    return { html: found, text: plain(found), links: [...found.matchAll(/href="([^"]+)"/g)].map((m) => m[1]) };
  };

  it('is linked from both API roots', () => {
    for (const root of [API, V16]) expect(html(root)).toContain(`href="${CHANGES}"`);
    expect(html(CHANGES)).toContain('<title>Changes from 16.15.0 to 17.1.0 | API | graphql-js</title>');
  });

  it('lists the incremental-delivery functions as added, linked to 17.1.0 only', () => {
    for (const name of [
      'experimentalExecuteIncrementally',
      'legacyExecuteIncrementally',
      'experimentalExecuteRootSelectionSet',
    ]) {
      expect(entry('added', name).links).toEqual([`${API}/function/${name}`]);
    }
  });

  it('lists formatError as removed, linked to 16.15.0, with the replacement its deprecation note names', () => {
    const formatError = entry('removed', 'formatError');
    expect(formatError.links).toEqual([`${V16}/function/formatError`]);
    expect(formatError.text).toContain('Use GraphQLError.toJSON instead.');
    const page = html(`${V16}/function/formatError`);
    expect(plain(page)).toContain(
      'Removed in 17. 17.1.0 no longer exports formatError. Use GraphQLError.toJSON instead.',
    );
    expect(page).toContain(`href="${API}/class/GraphQLError#toJSON"`);
  });

  it("shows GraphQLScalarType's new coercion methods as a change, and serialize, parseValue and parseLiteral as newly deprecated", () => {
    const scalar = entry('changed', 'GraphQLScalarType');
    expect(scalar.links).toEqual([`${V16}/class/GraphQLScalarType`, `${API}/class/GraphQLScalarType`]);
    expect(scalar.text).toContain('Added coerceOutputValue, coerceInputValue, coerceInputLiteral, valueToLiteral;');
    for (const member of ['serialize', 'parseValue', 'parseLiteral']) {
      expect(entry('deprecated', `GraphQLScalarType.${member}`).links).toEqual([
        `${V16}/class/GraphQLScalarType#${member}`,
        `${API}/class/GraphQLScalarType#${member}`,
      ]);
    }
    // Both pages say so; 17's marks the old methods deprecated, 16's does not.
    for (const page of [html(`${V16}/class/GraphQLScalarType`), html(`${API}/class/GraphQLScalarType`)]) {
      expect(plain(page)).toContain('Changed in 17.');
      expect(plain(page)).toContain(
        'Added in 17.1.0 coerceOutputValue, coerceInputValue, coerceInputLiteral, valueToLiteral',
      );
    }
    expect(plain(entry('deprecated', 'GraphQLScalarType.serialize').html)).toContain('use coerceOutputValue() instead');
  });

  it('shows execute as changed through its options, ExecutionArgs, whose new members it lists', () => {
    expect(entry('changed', 'execute').text).toContain('Takes ExecutionArgs, whose members changed.');
    expect(entry('changed', 'ExecutionArgs').text).toContain('Added abortSignal, enableEarlyExecution, hooks.');
    const page = html(`${API}/function/execute`);
    expect(plain(page)).toContain('Changed in 17.');
    expect(page).toContain(`href="${V16}/function/execute"`);
    expect(page).toContain(`href="${API}/interface/ExecutionArgs"`);
    expect(plain(html(`${API}/function/experimentalExecuteIncrementally`))).toContain(
      'New in 17. experimentalExecuteIncrementally is not in 16.15.0.',
    );
  });

  it('shows old and new signatures side by side where they differ', () => {
    const page = plain(html(`${API}/class/GraphQLError`));
    expect(page).toContain(
      'Signature16.15.0new GraphQLError(message: string, options?: GraphQLErrorOptions): GraphQLError new GraphQLError(message: string, nodes?:',
    );
    expect(page).toContain(
      '17.1.0new GraphQLError(message: string, options?: GraphQLErrorOptions): GraphQLError extends ErrorA GraphQLError describes',
    );
  });
});
