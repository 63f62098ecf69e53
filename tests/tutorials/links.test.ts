/**
 * Front matter and links of the tutorial pages, checked early so that a typo
 * shows up here with a clear message before the site build rejects it.
 * API links are checked against the declarations of the pinned graphql package.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { parseTutorial, slugify, type ParsedTutorial } from './parseTutorial.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const tutorialsDir = path.join(repoRoot, 'content/docs/tutorials');
const graphqlDir = path.join(repoRoot, 'node_modules/graphql');

const files = (await readdir(tutorialsDir)).filter((file) => file.endsWith('.md')).sort();
const pages = new Map<string, ParsedTutorial>();
for (const file of files) pages.set(file, parseTutorial(await readFile(path.join(tutorialsDir, file), 'utf8')));

async function listDeclarationFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The names in the `export { a, b as c }` lists of a declaration file, as [declared, exported] pairs. */
function listExportedNames(source: string): [string, string][] {
  return [...source.matchAll(/export (?:type )?\{([^}]*)\}/g)].flatMap((match) =>
    match[1]!
      .split(',')
      .map((name) => name.trim().split(/\s+as\s+/))
      .filter((parts) => parts[0])
      .map((parts): [string, string] => [parts[0]!, parts.at(-1)!]),
  );
}

/**
 * Maps `kind/Name` for every class, enum, function and interface the package root exports, and
 * `types#Name` for its type aliases and constants, which share one page. A declaration re-exported
 * under another name (`pathToArray as responsePathAsArray`) counts under that name.
 */
async function loadApiKinds(): Promise<Set<string>> {
  const index = await readFile(path.join(graphqlDir, 'index.d.ts'), 'utf8');
  const exported = new Set(listExportedNames(index).map(([, name]) => name));
  const sources = await Promise.all((await listDeclarationFiles(graphqlDir)).map((file) => readFile(file, 'utf8')));
  const aliases = new Map(sources.flatMap(listExportedNames).filter(([declared, name]) => declared !== name));
  const kinds = new Set<string>();
  for (const source of sources) {
    const declaration = /^export (?:declare )?(?:abstract )?(class|enum|function|interface|type|const) (\w+)/gm;
    for (const [, kind, declared] of source.matchAll(declaration)) {
      for (const name of [declared!, aliases.get(declared!)]) {
        if (name === undefined || !exported.has(name)) continue;
        kinds.add(kind === 'type' || kind === 'const' ? `types#${name}` : `${kind}/${name}`);
      }
    }
    // As the site reads them (convertProject.ts): a const object with a type of the same name is an enum.
    for (const [, name] of source.matchAll(/^export declare const (\w+): \{/gm)) {
      if (exported.has(name!) && new RegExp(`^export type ${name} =`, 'm').test(source)) kinds.add(`enum/${name}`);
    }
  }
  return kinds;
}

const apiKinds = await loadApiKinds();

describe('tutorial pages', () => {
  test.each(files)('%s has a title and a one-sentence description, and no id or slug', (file) => {
    const { frontMatter } = pages.get(file)!;
    expect(frontMatter.title, 'title').toBeTruthy();
    expect(frontMatter.description, 'description').toMatch(/^[A-Z`].*[.]$/);
    expect(frontMatter.description!.split(/[.!?](?:\s|$)/).filter(Boolean)).toHaveLength(1);
    expect(frontMatter).not.toHaveProperty('id');
    expect(frontMatter).not.toHaveProperty('slug');
  });

  test.each(files)('%s links only to existing pages, headings and API items', (file) => {
    const { links } = pages.get(file)!;
    const broken: string[] = [];
    for (const { url, line } of links) {
      if (/^https?:\/\//.test(url)) continue;
      const where = `${file}:${line} ${url}`;
      if (url.startsWith('/api/graphql-js')) {
        // A member's anchor on an item page (`#rules`) is checked by the site build, which knows the members.
        const item = /^\/api\/graphql-js\/((?:class|enum|function|interface)\/\w+|types#\w+)(?:#\w+)?$/.exec(url);
        // The changes page is generated from the two API models; the site build's link check finds it.
        const page = url === '/api/graphql-js' || url === '/api/graphql-js/changes';
        if (!page && (!item || !apiKinds.has(item[1]!))) {
          broken.push(`${where}: not a class, enum, function, interface, type or constant exported by graphql`);
        }
        continue;
      }
      const relative = /^(?:\.\/([\w-]+\.md))?(?:#([\w-]+))?$/.exec(url);
      if (!relative || (!relative[1] && !relative[2])) {
        broken.push(`${where}: use ./page.md#anchor or /api/graphql-js/<kind>/<Name>`);
        continue;
      }
      const target = pages.get(relative[1] ?? file);
      if (!target) broken.push(`${where}: no such tutorial`);
      else if (relative[2] && !target.headings.some((h) => h.slug === relative[2])) {
        broken.push(`${where}: no heading with id "${relative[2]}"`);
      }
    }
    expect(broken).toEqual([]);
  });

  test('basic-types has the "Lists" section other pages link to', () => {
    expect(pages.get('basic-types.md')?.headings.map((h) => h.slug)).toContain('lists');
  });
});

describe('the link checker helpers', () => {
  test('slugs follow GitHub: lower case, punctuation dropped, spaces to dashes', () => {
    expect(slugify('Lists')).toBe('lists');
    expect(slugify('Why `rootValue`? A closer look!')).toBe('why-rootvalue-a-closer-look');
    expect(slugify('Auth & Middleware')).toBe('auth--middleware');
  });

  test('API kinds come from the package declarations', () => {
    expect(apiKinds.has('function/buildSchema')).toBe(true);
    expect(apiKinds.has('class/GraphQLSchema')).toBe(true);
    expect(apiKinds.has('interface/ExecutionResult')).toBe(true);
    expect(apiKinds.has('function/GraphQLSchema')).toBe(false);
    expect(apiKinds.has('function/responsePathAsArray')).toBe(true);
    expect(apiKinds.has('function/pathToArray')).toBe(false);
    expect(apiKinds.has('types#GraphQLFieldResolver')).toBe(true);
    expect(apiKinds.has('types#defaultFieldResolver')).toBe(true);
    expect(apiKinds.has('types#GraphQLSchema')).toBe(false);
    expect(apiKinds.has('enum/BreakingChangeType')).toBe(true);
  });
});
