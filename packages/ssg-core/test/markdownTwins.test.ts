// The real site built once (not written): every page's markdown twin and llms.txt, against the
// route table; every link they hold resolved independently of the build's own check (the
// markdown parsed again here, each link of the site's URL matched to a route and an id, or a file).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Link, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { beforeAll, describe, expect, test } from 'vitest';
import { build, type BuildResult } from '../src/build.ts';
import { resolveRoutePath, routeOutputFile } from '@sitegen/runtime/routePath.ts';
import { contentText } from '../src/output/fileContent.ts';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SITE = 'https://graphql-js.org/';
let result: BuildResult;
const text = (file: string) => {
  const body = result.files.get(file);
  if (body === undefined) throw new Error(`${file} was not built`);
  return contentText(body);
};
const twinOf = (route: string) => routeOutputFile(route).replace(/\.html$/, '.md');
/** Routes whose page has content of its own: every route but the search page. */
const contentRoutes = () => result.routes.routes.map((r) => r.path).filter((p) => p !== '/search');
const parser = unified().use(remarkParse).use(remarkGfm);
const linksOf = (markdown: string) => {
  const urls: string[] = [];
  visit(parser.parse(markdown) as Root, 'link', (node: Link) => void urls.push(node.url));
  return urls;
};

beforeAll(async () => {
  result = await build({
    rootDir,
    outDir: path.join(rootDir, 'node_modules/.cache/sitegen-test/twins-build'),
    write: false,
  });
}, 400_000);

describe('markdown twins', () => {
  test('every page of the route table has one at its URL plus .md, linked from its HTML head; no other twin is written', () => {
    const routes = contentRoutes();
    expect(routes.length).toBeGreaterThan(370);
    for (const route of routes) {
      expect(text(twinOf(route)), route).toMatch(/^# \S/);
      expect(text(routeOutputFile(route)), route).toContain(
        `<link rel="alternate" type="text/markdown" href="/${twinOf(route)}">`,
      );
    }
    const written = [...result.files.keys()].filter((f) => f.endsWith('.md')).sort();
    expect(written).toEqual(routes.map(twinOf).sort());
    expect(written).toContain('index.md');
    expect(written).toContain('api/graphql-js/class/GraphQLSchema.md');
    expect(text('search.html')).not.toContain('text/markdown');
    expect(text('404.html')).not.toContain('text/markdown');
  });

  test('a tutorial: front matter as title and description, admonitions as blockquotes, tabs by label, code blocks kept, links absolute', () => {
    const twin = text('docs/tutorials/constructing-types.md');
    const source = readFileSync(path.join(rootDir, 'content/docs/tutorials/constructing-types.md'), 'utf8');
    expect(
      twin.startsWith(
        '# Constructing Types\n\nBuild a schema from GraphQLObjectType, GraphQLSchema and related classes instead of SDL, and learn when each approach fits better.\n\n',
      ),
    ).toBe(true);
    expect(twin).not.toMatch(/^---$|^:::|^title:/m);
    expect(twin).toContain('> **Note: Coming from GraphQL.js 16**\n>\n> In 16 these functions were called');
    expect(twin).toMatch(
      /\*\*SDL\*\*\n\n```js title="friends-sdl\.js"\nimport \{ buildSchema, graphql, printSchema \} from 'graphql';\n/,
    );
    expect(twin).toContain('**Classes**\n\n```js title="friends-classes.js"\n');
    // Every code block of the file, with its code unchanged.
    const blocks = (markdown: string) => [...markdown.matchAll(/^```[^\n]*\n([\s\S]*?)^```$/gm)].map((m) => m[1]);
    expect(blocks(twin)).toEqual(blocks(source));
    expect(blocks(twin).length).toBeGreaterThan(8);
    expect(twin).toContain('[`GraphQLSchema`](https://graphql-js.org/api/graphql-js/class/GraphQLSchema)');
    // A relative link to another tutorial's file, as the page's route.
    expect(twin).toContain('(https://graphql-js.org/docs/tutorials/object-types#backing-the-types-with-classes)');
  });

  test('an API page: its signature in a ts code block, its parameters and links', () => {
    const twin = text('api/graphql-js/function/execute.md');
    expect(twin.startsWith('# execute\n\n**Function**\n\n')).toBe(true);
    expect(twin).toContain(
      "```ts\nimport { execute } from 'graphql';\nimport { execute } from 'graphql/execution';\n```",
    );
    expect(twin).toContain('## Signature\n\n```ts\nexecute(args: ExecutionArgs): PromiseOrValue<ExecutionResult>\n```');
    expect(twin).toContain('### Parameters\n\n- `args`: `ExecutionArgs`');
    const schema = text('api/graphql-js/class/GraphQLSchema.md');
    expect(schema).toMatch(/## Constructor\n\n```ts\nnew GraphQLSchema\(config: Readonly<GraphQLSchemaConfig>\)\n```/);
    expect(schema).toContain('### `getType`');
    expect(schema).toContain('[src/type/schema.ts:');
  });

  test("the API root's twin lists the items by module and links the types page; the types page's twin holds the declarations, in both versions", () => {
    const root = text('api/graphql-js.md');
    expect(root.startsWith('# API Reference\n\n')).toBe(true);
    expect(root).toContain('are on [Types and constants](https://graphql-js.org/api/graphql-js/types).');
    expect(root).toContain('#### Type aliases and variables\n\n');
    expect(root).toContain('[`ASTNode`](https://graphql-js.org/api/graphql-js/types#ASTNode)');
    expect(root).not.toMatch(/^## (Type aliases|Variables|Internal types)$/m);
    // The coverage line, as the root's HTML shows it (a paragraph, not a section of its own).
    expect(root).toMatch(/^\d+ items: \d+ with a summary \(\d+%\), .* without a doc comment;/m);
    expect(root).not.toContain('## Documentation coverage');
    for (const [file, rootUrl] of [
      ['api/graphql-js/types.md', 'api/graphql-js'],
      ['api/graphql-js/v16/types.md', 'api/graphql-js/v16'],
    ]) {
      const types = text(file);
      expect(types.startsWith('# Types and constants\n\n'), file).toBe(true);
      expect(types).toContain(`[API Reference](${SITE}${rootUrl})`);
      expect(types.split('\n').filter((l) => l.startsWith('## '))).toEqual([
        '## Type aliases',
        '## Variables',
        '## Internal types',
      ]);
      // Its heading, the note on how it changed between the versions (a quote), then its declaration.
      expect(types).toMatch(/### `ASTNode`\n\n(> .*\n(>.*\n)*\n)?```ts\ntype ASTNode =/);
      expect(types).toContain('> **Changed in 17.** See [ASTNode in');
      expect(types).toContain('### `BREAK`');
      expect(types).toContain('### `Maybe`');
    }
  });

  test('every link of every twin and of llms.txt resolves: a route (and an id of its page) or a file of the output', () => {
    const routes = new Set(result.routes.routes.map((r) => r.path));
    const ids = new Map<string, Set<string | undefined>>();
    const idsOf = (route: string) => {
      if (!ids.has(route))
        ids.set(route, new Set([...text(routeOutputFile(route)).matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])));
      return ids.get(route)!;
    };
    const broken: string[] = [];
    let checked = 0;
    for (const file of [...result.files.keys()].filter((f) => f.endsWith('.md') || f === 'llms.txt')) {
      for (const url of new Set(linksOf(text(file)))) {
        if (!url.startsWith(SITE)) {
          expect(url, `${file}: ${url}`).toMatch(/^(https?|mailto):/);
          continue;
        }
        checked++;
        const { pathname, hash } = new URL(url);
        const route = resolveRoutePath(pathname, (p) => routes.has(p));
        if (!route) {
          if (!result.files.has(decodeURIComponent(pathname.slice(1)))) broken.push(`${file}: ${url}`);
        } else if (hash && !idsOf(route).has(decodeURIComponent(hash.slice(1)))) broken.push(`${file}: ${url}`);
      }
    }
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(2000);
    expect(result.diagnostics.filter((d) => d.code.startsWith('link/'))).toEqual([]);
  });
});

describe('llms.txt', () => {
  test('the title, the tagline, then one line per page with its twin and description, grouped as the sidebars are', () => {
    const llms = text('llms.txt');
    expect(
      llms.startsWith(
        '# graphql-js\n\n> A reference implementation of GraphQL for JavaScript\n\n- [graphql-js](https://graphql-js.org/index.md): A reference implementation of GraphQL for JavaScript\n\n## Tutorial\n\n',
      ),
    ).toBe(true);
    const lines = llms.split('\n').filter((l) => l.startsWith('- '));
    const urls = lines.map((l) => /^- \[[^\]]+\]\((\S+)\)/.exec(l)![1]);
    expect(urls.sort()).toEqual(
      contentRoutes()
        .map((r) => SITE + twinOf(r))
        .sort(),
    );
    expect(llms).toContain(
      '- [Basic Types](https://graphql-js.org/docs/tutorials/basic-types.md): Learn the five built-in scalar types and enums, how non-null and list modifiers change a field, and how GraphQL.js checks the values your resolvers return.\n',
    );
    // Sections as the sidebars: Tutorial with its Advanced and Guides categories, then API by kind with its sub-categories.
    const headings = llms.split('\n').filter((l) => /^#{2,4} /.test(l));
    expect(headings.slice(0, 9)).toEqual([
      '## Tutorial',
      '### Advanced',
      '### Guides',
      '## API',
      '### Classes',
      '### Enumerations',
      '### Functions',
      '#### Validation rules',
      '#### AST Predicates',
    ]);
    // The API section opens with its root and its types page, as its sidebar does.
    const api = llms.slice(llms.indexOf('## API\n'));
    expect(api).toMatch(
      /^## API\n\n- \[API Reference\]\(https:\/\/graphql-js\.org\/api\/graphql-js\.md\): .*\n- \[Types and constants\]\(https:\/\/graphql-js\.org\/api\/graphql-js\/types\.md\): /,
    );
    expect(headings).toContain('### Interfaces');
    expect(headings).toContain('#### AST nodes');
    const advanced = llms.slice(llms.indexOf('### Advanced'), llms.indexOf('### Guides'));
    expect(advanced).toContain('(https://graphql-js.org/docs/tutorials/defer-stream.md)');
    const guides = llms.slice(llms.indexOf('### Guides'), llms.indexOf('## API'));
    expect(guides).toContain('(https://graphql-js.org/docs/tutorials/subscriptions.md): ');
    expect(llms.slice(llms.indexOf('#### Validation rules'))).toMatch(/^#### Validation rules\n\n- \[\w+Rule\]/);
  });

  test("llms-full.txt holds every listed page's markdown, in the order of llms.txt", () => {
    const full = text('llms-full.txt');
    const files = [...text('llms.txt').matchAll(/^- \[[^\]]+\]\(https:\/\/graphql-js\.org\/(\S+)\)/gm)].map(
      (m) => m[1]!,
    );
    let at = -1;
    for (const file of files) {
      const index = full.indexOf(text(file).trimEnd(), at + 1);
      expect(index, file).toBeGreaterThan(at);
      at = index;
    }
    expect(full.length).toBeGreaterThan(500_000);
  });
});
