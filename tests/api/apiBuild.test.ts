// The real site built once (not written): the API routes, their HTML and their links.
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '@sitegen/ssg-core/build.ts';
import { checkLinks } from '@sitegen/ssg-core/links/checkLinks.ts';
import { markdownTwinFile } from '@sitegen/runtime/markdownTwin.ts';
import { routeOutputFile } from '@sitegen/runtime/routePath.ts';
import ts from 'typescript';
import { classifyExports, exportKind, readPackageExports, type ExportKind } from './classifyExports.ts';
import { diffDeclarations, type ByKind } from './diffDeclarations.ts';
import { contentText, type FileContent } from '@sitegen/ssg-core/output/fileContent.ts';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API = '/api/graphql-js';
const V16 = `${API}/v16`;
const TYPES = `${API}/types`;
let result: BuildResult;
const text = (file: FileContent | undefined) => (file === undefined ? '' : contentText(file));
const html = (route: string) => text(result.files.get(routeOutputFile(route)));
const twin = (route: string) => text(result.files.get(markdownTwinFile(route)));
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

  it('keeps the GraphQLSchema page under 81 KB of HTML', () => {
    const bytes = Buffer.byteLength(html(`${API}/class/GraphQLSchema`));
    expect(bytes).toBeGreaterThan(20_000);
    // 79.8 KB, and 0.8 KB of the sidebar as it shows (inline since issue 35: its 11.7 KB chunk is off the first load).
    expect(bytes).toBeLessThan(81_000);
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
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim();
  /** The list entry of `name` in one section (added, removed, changed, deprecated) of the changes page. */
  const entry = (section: string, name: string) => {
    const page = html(CHANGES);
    const start = page.indexOf(`<h2 id="${section}"`);
    const end = page.indexOf('<h2 ', start + 1);
    const found = new RegExp(`<li><code>${name.replace(/[.()]/g, '\\$&')}</code>[\\s\\S]*?</li>`).exec(
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
    // Four new methods; its heading only gained `implements GraphQLSchemaElement`, which changes no type.
    expect(scalar.text).toContain('Added coerceOutputValue, coerceInputValue, coerceInputLiteral, valueToLiteral.');
    expect(scalar.text).not.toContain('Declaration changed');
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

  it('says execute takes a changed ExecutionArgs, without counting it changed: its signature is the same', () => {
    expect(entry('changed', 'ExecutionArgs').text).toContain(
      'Added abortSignal, enableEarlyExecution, hooks; taken by execute, executeSync, whose signatures did not change.',
    );
    expect(() => entry('changed', 'execute')).toThrow('no entry execute under changed');
    const page = html(`${API}/function/execute`);
    expect(plain(page)).toContain(
      'Parameter types changed in 17. Its signature is the same in 16.15.0 and 17.1.0; the types it takes changed. See execute in 16.15.0.',
    );
    expect(page).toContain(`href="${V16}/function/execute"`);
    expect(page).toContain(`href="${API}/interface/ExecutionArgs"`);
    expect(plain(html(`${API}/function/experimentalExecuteIncrementally`))).toContain(
      'New in 17. experimentalExecuteIncrementally is not in 16.15.0.',
    );
  });

  it('shows old and new signatures side by side where they differ', () => {
    const page = plain(html(`${API}/class/GraphQLError`));
    // A class's declaration: its heading, then its constructors.
    expect(page).toContain(
      'Declaration16.15.0class GraphQLError extends Error new GraphQLError(message: string, options?: GraphQLErrorOptions): GraphQLError new GraphQLError(message: string, nodes?:',
    );
    expect(page).toContain(
      '17.1.0class GraphQLError extends Error new GraphQLError(message: string, options?: GraphQLErrorOptions): GraphQLErrorA GraphQLError describes',
    );
    expect(plain(html(`${API}/function/getVariableValues`))).toContain('Signature16.15.0getVariableValues(');
  });

  /** The changes page's entries, by section and by the kind of export each belongs to. */
  const pageLists = () => {
    const page = html(CHANGES);
    const labels: Record<string, ExportKind> = {
      Class: 'class',
      Enum: 'enum',
      Function: 'function',
      Interface: 'interface',
      'Type alias': 'typeAlias',
      Variable: 'variable',
    };
    const lists: Record<string, ByKind> = {};
    const counts: Record<string, string> = {};
    for (const section of ['added', 'removed', 'changed', 'deprecated']) {
      const start = page.indexOf(`<h2 id="${section}"`);
      const end = page.indexOf('<h2 ', start + 1);
      const part = page.slice(start, end < 0 ? undefined : end);
      counts[section] = plain(/<p class="sg-api-changes__counts">([\s\S]*?)<\/p>/.exec(part)![1]!);
      const byKind: ByKind = { class: [], enum: [], function: [], interface: [], typeAlias: [], variable: [] };
      for (const [, name, label, rest] of part.matchAll(
        /<li><code>([^<]+)<\/code> <span class="sg-api-changes__kind">([^<]+)<\/span>([\s\S]*?)<\/li>/g,
      )) {
        // A member's or overload's entry takes the kind of its export, from the export's page in 17.1.0 (its last link).
        const kind =
          labels[label!] ??
          ([...rest!.matchAll(/href="[^"]*\/(class|enum|function|interface)\//g)].at(-1)?.[1] as ExportKind);
        byKind[kind].push(name!.replaceAll('&lt;', '<').replaceAll('&gt;', '>'));
      }
      for (const list of Object.values(byKind)) list.sort();
      lists[section] = byKind;
    }
    return { lists, counts };
  };

  it('lists exactly the exports added, removed, changed and newly deprecated that the two index.d.ts declare, per kind', () => {
    const expected = diffDeclarations(rootDir);
    const { lists, counts } = pageLists();
    expect(lists).toEqual(expected);
    const total = (k: ByKind) => Object.values(k).reduce((n, list) => n + list.length, 0);
    expect(Object.fromEntries(Object.entries(expected).map(([section, k]) => [section, total(k)]))).toEqual({
      added: 93,
      removed: 10,
      changed: 120,
      deprecated: 26,
    });
    // Each section says how many of each kind it lists, as the list computed apart does.
    const plural: Record<ExportKind, string> = {
      class: 'Classes',
      enum: 'Enums',
      function: 'Functions',
      interface: 'Interfaces',
      typeAlias: 'Type aliases',
      variable: 'Variables',
    };
    const titles: Record<string, string> = {
      added: 'Added',
      removed: 'Removed',
      changed: 'Changed',
      deprecated: 'Newly deprecated',
    };
    for (const [section, k] of Object.entries(expected)) {
      const line = (Object.entries(k) as [ExportKind, string[]][])
        .filter(([, list]) => list.length)
        .map(([kind, list]) => `${plural[kind]} ${list.length}`)
        .join(' · ');
      expect(counts[section], section).toBe(`By kind: ${line}`);
      expect(html(CHANGES)).toContain(`<h2 id="${section}">${titles[section]} (${total(k)})</h2>`);
    }
    expect(counts.added).toBe(
      'By kind: Classes 1 · Enums 1 · Functions 32 · Interfaces 40 · Type aliases 16 · Variables 3',
    );
  });

  it('lists no export whose declarations spell the same types another way', () => {
    for (const name of [
      // `GraphQLScalarType<boolean, boolean>` and `GraphQLScalarType<boolean>`: the default argument.
      'GraphQLBoolean',
      'GraphQLString',
      // `options?: ParseOptions | undefined` and `options?: ParseOptions`.
      'parse',
      'parseValue',
      // `PrintOptions`, an interface 16.15.0 does not export, and `{ maxIndentDepth?: number }`.
      'print',
      // `'ENUM'` and `typeof TypeKind.ENUM`.
      'IntrospectionEnumType',
      // The union written out, and through GraphQLNamedType and GraphQLWrappingType.
      'GraphQLType',
      'GraphQLNullableType',
      // `GraphQLFieldConfigArgumentMap` and `ObjMap<GraphQLArgumentConfig>`, what it stands for.
      'GraphQLDirectiveConfig',
      // Only `implements GraphQLSchemaElement` was added.
      'GraphQLList',
      'GraphQLNonNull',
    ]) {
      expect(() => entry('changed', name), name).toThrow(`no entry ${name} under changed`);
    }
    const types = html(TYPES);
    const boolean = types.slice(
      types.indexOf('<h3 id="GraphQLBoolean">'),
      types.indexOf('</section>', types.indexOf('<h3 id="GraphQLBoolean">')),
    );
    expect(boolean).not.toContain('Changed in 17');
    // What an internal type of theirs changed still counts: toConfig's args are normalized configs in 17.1.0.
    expect(entry('changed', 'GraphQLDirective').text).toContain('Changed toConfig.');
    expect(plain(html(CHANGES))).toContain('types are compared, not how the declarations spell them');
  });

  it('says what the declarations cannot: the removed GraphQLError overload, and how subscribe, validate, coerceInputValue, createSourceEventStream and getVariableValues behave now', () => {
    const error = entry('changed', 'GraphQLError').text;
    expect(error).toContain(
      'Overload removed: new GraphQLError(message, nodes, source, positions, path, originalError, extensions).',
    );
    expect(error).toContain('new GraphQLError(message, [node]) keeps no nodes');
    expect(plain(html(`${V16}/class/GraphQLError`))).toContain(
      'Overload removed: new GraphQLError(message, nodes, source, positions, path, originalError, extensions).',
    );
    expect(entry('changed', 'subscribe').text).toContain('16.15.0 always returned a Promise');
    expect(entry('changed', 'validate').text).toContain('Parameters removed: typeInfo');
    expect(entry('changed', 'coerceInputValue').text).toContain(
      "It returns undefined for a value it cannot coerce (coerceInputValue('x', GraphQLInt))",
    );
    expect(entry('changed', 'createSourceEventStream').text).toContain(
      'passing ExecutionArgs, as 16.15.0 took, throws "Passing ExecutionArgs to createSourceEventStream() was removed',
    );
    expect(entry('changed', 'getVariableValues').text).toContain('{ variableValues: { sources, coerced } }');
  });

  it('gathers every removed member, overload and parameter in a section of its own', () => {
    const page = html(CHANGES);
    const start = page.indexOf('<h2 id="removed-parts">');
    const part = plain(page.slice(start, page.indexOf('<h2 ', start + 1)));
    expect(part).toMatch(/^Removed members, overloads and parameters \(7\)/);
    for (const name of [
      'new GraphQLError(message, nodes, source, positions, path, originalError, extensions)',
      'createSourceEventStream(schema, document, rootValue, contextValue, variableValues, operationName, subscribeFieldResolver)',
      'ParseOptions.allowLegacyFragmentVariables',
      'coerceInputValue: onError',
      'coerceInputValue: hideSuggestions',
      'validate: typeInfo',
    ])
      expect(part).toContain(name);
  });

  it('names what replaces a removed export, and says where the replacement is not a drop-in', () => {
    expect(entry('removed', 'SubscriptionArgs').text).toContain('Use ExecutionArgs instead.');
    for (const [alias, value] of [
      ['KindEnum', 'Kind'],
      ['TokenKindEnum', 'TokenKind'],
      ['DirectiveLocationEnum', 'DirectiveLocation'],
    ])
      expect(entry('removed', alias!).text).toContain(`Use typeof ${value} instead.`);
    expect(entry('removed', 'assertValidName').text).toContain('assertName is not a drop-in');
    expect(entry('removed', 'isValidNameError').text).toContain('assertName is not a drop-in');
    expect(entry('removed', 'getOperationRootType').text).toContain('GraphQLSchema.getRootType is not a drop-in');
    // A deprecation note without a full stop still ends its sentence.
    expect(entry('removed', 'SubscriptionArgs').text).toContain('Will be removed in v17. subscribe() takes');
  });

  it("marks on 16.15.0's pages what 17.1.0 deprecates", () => {
    expect(plain(html(`${V16}/function/findBreakingChanges`))).toContain(
      'Deprecated in 17.1.0: findBreakingChanges (Please use findSchemaChanges instead. Will be removed in v18).',
    );
    expect(plain(html(`${V16}/class/GraphQLScalarType`))).toContain(
      'Deprecated in 17.1.0: GraphQLScalarType.serialize',
    );
    expect(twin(`${V16}/function/findBreakingChanges`)).toContain('Deprecated in 17.1.0: findBreakingChanges');
  });

  it('says what | undefined-only changes are, and gathers the AST node interfaces changed only that way and in kind', () => {
    expect(entry('changed', 'ParseOptions').text).toContain('Only | undefined changed on noLocation');
    const page = html(CHANGES);
    const group = page.slice(
      page.indexOf('<h3 id="changed-kind-and-undefined">'),
      page.indexOf('</section>', page.indexOf('<h3 id="changed-kind-and-undefined">')),
    );
    expect(plain(group)).toMatch(/^Only kind typed as a string, and \| undefined \(56\)/);
    expect(plain(group)).toContain(
      'parse() in 17.1.0 leaves arguments, directives, variableDefinitions and interfaces undefined where 16.15.0 gave an empty array',
    );
    for (const name of ['FieldNode', 'OperationDefinitionNode', 'NameNode'])
      expect(group).toContain(`<code>${name}</code>`);
  });

  it('says that TypeKind.X no longer compiles as a type where an enum became a const object', () => {
    for (const name of ['TypeKind', 'OperationTypeNode', 'TokenKind', 'BreakingChangeType'])
      expect(entry('changed', name).text).toContain(`${name}.X as a type no longer compiles (TS2702`);
    expect(entry('changed', 'Kind').text).not.toContain('TS2702');
  });

  it('marks the functions that take changed types by one rule, stated where it applies', () => {
    const rule =
      'Marked because a parameter is typed, directly, in a union or as a type argument, with an interface whose declaration changed; a changed class is not counted (its own entry says what changed).';
    expect(plain(html(`${API}/function/execute`))).toContain(rule);
    expect(plain(html(CHANGES))).toContain(rule);
    // BuildSchemaOptions gained and lost no member (one is now @internal, one gained | undefined): counted all the same.
    expect(entry('changed', 'BuildSchemaOptions').text).toContain('taken by buildASTSchema');
    expect(plain(html(`${API}/function/buildASTSchema`))).toContain('Parameter types changed in 17');
  });

  it('says which classes 17.1.0 exports as types only, with no runtime value', () => {
    for (const name of ['GraphQLArgument', 'GraphQLEnumValue', 'GraphQLField', 'GraphQLInputField']) {
      const expected = `A class exported as a type only: import type { ${name} } works, but the package has no ${name} value to import or construct.`;
      expect(entry('changed', name).text).toContain(expected);
      expect(plain(html(`${API}/class/${name}`))).toContain(expected);
    }
    expect(entry('changed', 'GraphQLError').text).not.toContain('exported as a type only');
  });

  it('says what its counts count, and links the upgrade guide', () => {
    const page = plain(html(CHANGES));
    expect(page).toContain(
      "Added, Removed and Changed count the package's root exports of every kind (classes, enums, functions, interfaces, type aliases, variables), each once: 93 added, 10 removed, 120 changed.",
    );
    expect(html(CHANGES)).toContain('href="/docs/tutorials/upgrading-from-v16"');
    expect(twin(CHANGES)).toContain('each once: 93 added, 10 removed, 120 changed.');
  });

  it('marks the removed *Enum type aliases of 16.15.0 on its types page, each with the enum that replaces it', () => {
    const types = html(`${V16}/types`);
    for (const [alias, enumName] of [
      ['TokenKindEnum', 'TokenKind'],
      ['KindEnum', 'Kind'],
      ['DirectiveLocationEnum', 'DirectiveLocation'],
    ]) {
      expect(entry('removed', alias!).links).toEqual([`${V16}/types#${alias}`]);
      const start = types.indexOf(`<h3 id="${alias}">`);
      const section = types.slice(start, types.indexOf('</section>', start));
      // The alias was `typeof TokenKind`, the object's type: `TokenKind` as a type is the union of its values.
      expect(plain(section)).toContain(
        `Removed in 17. 17.1.0 no longer exports ${alias}. Use typeof ${enumName} instead.`,
      );
      expect(section).toContain(`href="${API}/enum/${enumName}"`);
    }
  });

  it("says assumeValid is @internal in 17.1.0, not removed, on both versions' pages and the changes page", () => {
    for (const name of ['GraphQLSchemaConfig', 'BuildSchemaOptions']) {
      expect(entry('changed', name).text).toContain('Still declared but marked @internal (not removed): assumeValid');
      for (const route of [`${V16}/interface/${name}`, `${API}/interface/${name}`]) {
        const page = plain(html(route));
        expect(page).toContain(
          'Marked @internal in 17.1.0 assumeValid: still declared in 17.1.0, but its doc comment marks it @internal; these pages leave such members out.',
        );
        expect(page).not.toContain('Removed in 17.1.0 assumeValid');
      }
    }
    expect(html(CHANGES)).not.toMatch(/(?<!not )[Rr]emoved[^<]*assumeValid\b(?!SDL)/);
    // An option 17.1.0 adds already deprecated says so where it is listed as added.
    expect(entry('changed', 'ParseOptions').text).toContain('allowEmptySelectionSets (added deprecated)');
    expect(entry('changed', 'ValidationContext').text).toContain('allowEmptySelectionSets (added deprecated)');
  });

  it('counts a string | symbol index key of the twelve *Extensions interfaces as a change, shown side by side', () => {
    const extensions = diffDeclarations(rootDir).changed.interface.filter((n) => n.endsWith('Extensions'));
    expect(extensions).toHaveLength(12);
    for (const name of extensions) {
      expect(entry('changed', name).text).toContain('Declaration changed.');
      const page = plain(html(`${API}/interface/${name}`));
      expect(page).toContain('[attributeName: string]: unknown');
      expect(page).toContain('[attributeName: string | symbol]: unknown');
    }
  });

  it('says which enums went from a TypeScript enum to a const object (or the Kind namespace) and a type', () => {
    for (const name of [
      'TypeKind',
      'OperationTypeNode',
      'TokenKind',
      'BreakingChangeType',
      'DangerousChangeType',
      'DirectiveLocation',
    ])
      expect(entry('changed', name).text, name).toContain('Was a TypeScript enum, now a const object and a type');
    expect(entry('changed', 'Kind').text).toContain('Was a TypeScript enum, now a namespace and a type;');
    expect(plain(html(`${V16}/enum/TypeKind`))).toContain(
      'Changed in 17. Was a TypeScript enum, now a const object and a type.',
    );
  });

  it('lists the deprecated ValidationContext overload, the deprecated type aliases, and ASTNode gaining FragmentArgumentNode', () => {
    const overload = entry('deprecated', 'new ValidationContext(schema, ast, typeInfo, onError, hideSuggestions)');
    expect(overload.links).toEqual([
      `${V16}/class/ValidationContext#constructor`,
      `${API}/class/ValidationContext#constructor`,
    ]);
    expect(overload.text).toContain('Overload');
    expect(overload.text).toContain('Please pass an options object instead; this signature will be removed in v18.');
    for (const name of ['GraphQLScalarSerializer', 'GraphQLScalarValueParser', 'GraphQLScalarLiteralParser'])
      expect(entry('deprecated', name).links).toEqual([`${V16}/types#${name}`, `${TYPES}#${name}`]);
    const astNode = entry('changed', 'ASTNode');
    expect(astNode.text).toContain('Type alias');
    const types = html(TYPES);
    const section = types.slice(
      types.indexOf('<h3 id="ASTNode">'),
      types.indexOf('</section>', types.indexOf('<h3 id="ASTNode">')),
    );
    const [older, newer] = [...section.matchAll(/<figcaption>[^<]+<\/figcaption><pre[^>]*><code>(.*?)<\/code>/g)].map(
      (m) => m[1]!.replace(/<[^>]+>/g, ''),
    );
    expect(older).not.toContain('FragmentArgumentNode');
    expect(newer).toContain('| FragmentArgumentNode |');
  });

  it("links the exports a change block names to their pages in the block's own version", () => {
    // The review's finding 14: subscribe's two signatures name ExecutionArgs and ExecutionResult.
    const page = html(`${API}/function/subscribe`);
    const blocks = [...page.matchAll(/<figcaption>([^<]+)<\/figcaption><pre[^>]*><code>(.*?)<\/code>/g)];
    const linksOf = (version: string) =>
      [...blocks.find((b) => b[1] === version)![2]!.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => [
        m[2],
        m[1],
      ]);
    expect(linksOf('16.15.0')).toContainEqual(['ExecutionArgs', `${V16}/interface/ExecutionArgs`]);
    expect(linksOf('17.1.0')).toContainEqual(['ExecutionArgs', `${API}/interface/ExecutionArgs`]);
    // Its own name, a parameter name and a property after a dot are not links.
    for (const version of ['16.15.0', '17.1.0'])
      expect(linksOf(version).map(([name]) => name)).not.toContain('subscribe');
    expect(linksOf('17.1.0').map(([name]) => name)).not.toContain('args');
    // The twin shows the same code, as text.
    expect(twin(`${API}/function/subscribe`)).toContain('subscribe(args: ExecutionArgs)');
  });

  it('shows types as the declarations write them, on the pages, their twins and in search', () => {
    // No change from default type arguments: both .d.ts say `type is GraphQLObjectType`.
    for (const name of ['isObjectType', 'isInterfaceType', 'isUnionType']) {
      expect(() => entry('changed', name)).toThrow();
      expect(html(`${API}/function/${name}`)).not.toContain('sg-api-change');
    }
    expect(plain(html(`${API}/function/isScalarType`))).toContain('type is GraphQLScalarType');
    expect(html(`${API}/function/isScalarType`)).not.toContain('GraphQLScalarType&lt;unknown');
    expect(twin(`${API}/function/isScalarType`)).toContain('): type is GraphQLScalarType\n');
    // Array<T> where the source says so.
    expect(plain(html(`${API}/function/findBreakingChanges`))).toContain('): Array<BreakingChange>');
    expect(twin(`${API}/function/findBreakingChanges`)).toContain('): Array<BreakingChange>');
    expect(plain(html(`${API}/interface/GraphQLResolveInfoHelpers`))).toContain('=> Promise<Array<T>>');
    // [Symbol.toStringTag], on every class that declares it, and [toStringTag] nowhere.
    const { checker, exports } = readPackageExports(rootDir);
    const withTag = exports
      .filter((e) => exportKind(e, checker) === 'class')
      .filter((e) =>
        checker
          .getPropertiesOfType(checker.getDeclaredTypeOfSymbol(checker.getAliasedSymbol(e)))
          .some((p) => p.getName().startsWith('__@toStringTag')),
      )
      .map((e) => `${API}/class/${e.name}`);
    const tagged = apiRoutes().filter((r) => html(r).includes('get [Symbol.toStringTag](): string'));
    expect(tagged.sort()).toEqual(withTag.sort());
    expect(tagged).toHaveLength(22);
    expect(twin(`${API}/class/GraphQLSchema`)).toContain('get [Symbol.toStringTag](): string');
    for (const route of [...apiRoutes(), ...apiRoutes('api-v16')])
      expect(html(route), route).not.toContain('[toStringTag]');
    // Index signatures stay in the change blocks.
    const page = html(`${API}/function/getVariableValues`);
    const change = plain(page.slice(page.indexOf('role="note"'), page.indexOf('import { getVariableValues }')));
    expect(change.match(/inputs: \{ readonly \[variable: string\]: unknown \}/g)).toHaveLength(2);
    // Search shows the same text.
    const search = text(result.files.get('search-index.json'));
    expect(search).toContain('"s":"isObjectType(type: unknown): type is GraphQLObjectType"');
    expect(search).toContain(
      '"s":"findBreakingChanges(oldSchema: GraphQLSchema, newSchema: GraphQLSchema): Array<BreakingChange>"',
    );
    expect(search).toContain('"s":"const GRAPHQL_MAX_INT = 2147483647"');
  });

  it('renders the @typeParam docs of every type alias, 33 in 17.1.0, as the declarations give them', () => {
    const { checker, exports } = readPackageExports(rootDir);
    // `@typeParam T - text`, a tag TypeScript keeps as written.
    const documented = exports.flatMap((e) => {
      const alias = checker.getAliasedSymbol(e).declarations?.find(ts.isTypeAliasDeclaration);
      if (!alias?.typeParameters || exportKind(e, checker) !== 'typeAlias') return [];
      const tags = ts
        .getJSDocTags(alias)
        .filter((t) => t.tagName.text === 'typeParam')
        .map((t) => /^(\w+)\s*-?\s*([\s\S]*)$/.exec(ts.getTextOfJSDocComment(t.comment) ?? '')!);
      return alias.typeParameters.map((p) => ({
        alias: e.name,
        name: p.name.text,
        doc: tags.find((t) => t[1] === p.name.text)?.[2]?.trim() ?? '',
      }));
    });
    expect(documented.filter((d) => d.doc)).toHaveLength(33);
    expect(documented).toHaveLength(33);
    const types = html(TYPES);
    for (const { alias, name, doc } of documented) {
      const start = types.indexOf(`<h3 id="${alias}">`);
      const section = types.slice(start, types.indexOf('</section>', start));
      const param = section
        .split('<li class="sg-api-param">')
        .find((li) => li.includes(`<span class="sg-api-param__name">${name}</span>`));
      expect(param, `${alias} ${name}`).toContain('<div class="sg-markdown sg-api-param__doc"><p>');
      expect(plain(section)).toContain(plain(doc));
    }
    expect(twin(TYPES)).toContain('- `TSource`\n\n  Source object type passed to resolvers.');
  });

  it('explains Kind_ on the Kind page: the module the Kind namespace is, imported as written', () => {
    const page = plain(html(`${API}/enum/Kind`));
    expect(page).toContain(
      'import type * as Kind_ from "./kinds_.js"; type Kind = (typeof Kind_)[keyof typeof Kind_];',
    );
    expect(page).toContain(
      'Kind_ is the module ./kinds_.js, the one exported as the namespace Kind: this type is the union of the values of its members, listed above.',
    );
    expect(twin(`${API}/enum/Kind`)).toContain('import type * as Kind_ from "./kinds_.js";\ntype Kind =');
    // 16.15.0's Kind page shows 17.1.0's declaration in its change note: the import comes with it.
    expect(plain(html(`${V16}/enum/Kind`))).toContain(
      '17.1.0export * as Kind from "./kinds_.js" import type * as Kind_ from "./kinds_.js"; type Kind = (typeof Kind_)[keyof typeof Kind_]',
    );
  });

  it('gives the root, changes and types pages twins that say what their HTML says, paragraph for paragraph', () => {
    /** A twin as plain text: links, code marks, emphasis and escapes dropped. */
    const unmark = (md: string) =>
      md
        .replace(/\]\([^)]*\)/g, '')
        .replace(/<(https?:[^>]+)>/g, '$1')
        .replace(/[`*[\]]/g, '')
        .replace(/\\(.)/g, '$1')
        .replace(/^> ?/gm, '')
        .replace(/\s+/g, ' ');
    for (const route of [API, CHANGES, TYPES]) {
      const page = html(route);
      const article = page.slice(page.indexOf('<article'), page.indexOf('</article>'));
      const said = unmark(twin(route));
      // Brackets go on both sides: the twin's are its links' (and its escapes').
      const paragraphs = [...article.matchAll(/<p(?: [^>]*)?>([\s\S]*?)<\/p>/g)].map((m) =>
        plain(m[1]!).replace(/[[\]]/g, '').replace(/\s+/g, ' '),
      );
      expect(paragraphs.length, route).toBeGreaterThan(3);
      const missing = paragraphs.filter((p) => p && !said.includes(p));
      expect(missing, route).toEqual([]);
    }
  });

  it('gives the changes page a twin with the same sections, counts and entries', () => {
    const md = twin(CHANGES);
    const { lists } = pageLists();
    for (const [title, section] of [
      ['Added (93)', 'added'],
      ['Removed (10)', 'removed'],
      ['Changed (120)', 'changed'],
      ['Newly deprecated (26)', 'deprecated'],
    ] as const) {
      expect(md).toContain(`## ${title}`);
      for (const name of Object.values(lists[section]!).flat()) expect(md, name).toContain(`- \`${name}\` (`);
    }
    expect(md).toContain('By kind: Classes 1 · Enums 1 · Functions 32 · Interfaces 40 · Type aliases 16 · Variables 3');
  });
});
