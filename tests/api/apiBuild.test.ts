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
let result: BuildResult;
const text = (file: string | Uint8Array | undefined) => (file === undefined ? '' : typeof file === 'string' ? file : Buffer.from(file).toString('utf8'));
const html = (route: string) => text(result.files.get(routeOutputFile(route)));
let exports: ReturnType<typeof classifyExports> | undefined;
const packageExports = () => (exports ??= classifyExports(rootDir));
const apiRoutes = () => result.routes.routes.map((r) => r.path).filter((p) => p.startsWith(`${API}/`));

beforeAll(async () => {
  result = await build({ rootDir, outDir: path.join(rootDir, 'node_modules/.cache/sitegen-test/api-build'), write: false });
}, 400_000);

describe('the API reference as built', () => {
  it('has one page per class, enum, function and interface the package exports, and no other', () => {
    const exported = packageExports();
    const expected = (['class', 'enum', 'function', 'interface'] as const).flatMap((kind) => exported[kind].map((name) => `${API}/${kind}/${name}`));
    expect(apiRoutes().sort()).toEqual(expected.sort());
    expect(expected).toHaveLength(363);
    for (const route of apiRoutes()) expect(html(route)).toContain('class="sg-api"');
  });

  it('gives every type alias, variable and internal type an anchor on the root page', () => {
    const exported = packageExports();
    const ids = new Set([...html(API).matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
    for (const name of [...exported.typeAlias, ...exported.variable]) expect(ids, name).toContain(name);
    expect(exported.typeAlias.length + exported.variable.length).toBe(102);
    for (const name of ['Maybe', 'ObjMap', 'PromiseOrValue', 'GraphQLObjectTypeNormalizedConfig']) expect(ids).toContain(`internal-${name}`);
  });

  it('resolves every link of every API page, types included', () => {
    const pages = result.routes.routes.map((r) => ({ route: r.path, html: html(r.path) }));
    const apiPages = new Set([API, ...apiRoutes()]);
    const diagnostics = checkLinks(pages).filter((d) => d.route && apiPages.has(d.route));
    expect(diagnostics).toEqual([]);
    // The check has something to check: signatures link their types.
    const schema = html(`${API}/class/GraphQLSchema`);
    expect(schema).toContain(`href="${API}/class/GraphQLObjectType"`);
    expect(schema).toContain(`href="${API}#internal-Maybe"`);
    expect(html(`${API}/function/graphql`)).toContain(`href="${API}/interface/GraphQLArgs"`);
  });

  it('titles each page "{Name} | API | graphql-js" and describes it with its summary', () => {
    const page = html(`${API}/function/graphql`);
    expect(page).toContain('<title>graphql | API | graphql-js</title>');
    expect(page).toMatch(/<meta name="description" content="Parses, validates, and executes a GraphQL document against a schema.">/);
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
