import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { memoDirOf } from '@sitegen/ssg-core/cache/siteCacheDir.ts';
import { REPO_ROOT } from './measureBuild.ts';

// A synthetic site of `pages` pages for the scale benchmark: the real config, home page and
// API (TypeDoc, ~360 pages), plus generated docs: tutorial-like pages (prose, lists, code
// blocks, links) and API-like reference pages (signatures, parameter tables), 2 to 1.

const FIXED_PAGES = 366; // home, API root and items, search, 404: what the real config adds.

export function generateSite(options: {
  dir: string;
  pages: number;
  /** Exactly this many generated docs, whatever `pages` says. */
  docs?: number;
  /** `mdx`: the generated docs as `.mdx` files, their admonition and tabs written as Docusaurus's components. */
  format?: DocFormat;
}): { rootDir: string; docs: number } {
  const format = options.format ?? 'md';
  const rootDir = path.resolve(options.dir);
  rmSync(rootDir, { recursive: true, force: true });
  mkdirSync(rootDir, { recursive: true });
  for (const item of ['site.config.ts', 'api-source', 'content/home.md', 'content/static', 'content/plugins']) {
    cpSync(path.join(REPO_ROOT, item), path.join(rootDir, item), { recursive: true });
  }
  // The real tutorials stay: the theme and the config link to them.
  cpSync(path.join(REPO_ROOT, 'content/docs'), path.join(rootDir, 'content/docs'), { recursive: true });
  // The repository's packages, but a cache of its own (the TypeDoc model copied in): a generated
  // site must not fill or evict the real site's caches.
  mkdirSync(path.join(rootDir, 'node_modules'));
  for (const entry of readdirSync(path.join(REPO_ROOT, 'node_modules'))) {
    if (entry !== '.cache')
      symlinkSync(path.join(REPO_ROOT, 'node_modules', entry), path.join(rootDir, 'node_modules', entry), 'dir');
  }
  const apiModel = path.join(memoDirOf(REPO_ROOT), 'api-model');
  if (existsSync(apiModel)) cpSync(apiModel, path.join(memoDirOf(rootDir), 'api-model'), { recursive: true });
  const docs = options.docs ?? Math.max(0, options.pages - FIXED_PAGES - 11);
  const sections = 20;
  const perSection = Math.ceil(docs / sections);
  for (let i = 0; i < docs; i++) {
    const section = `gen/s${String(Math.floor(i / perSection)).padStart(2, '0')}`;
    const dir = path.join(rootDir, 'content/docs', section);
    if (i % perSection === 0) mkdirSync(dir, { recursive: true });
    // Each page links to a neighbour in its own folder: the previous one, or the next for a folder's first.
    const neighbour = i % perSection === 0 ? i + 1 : i - 1;
    const page = i % 3 === 2 ? apiLikePage(i) : tutorialPage(i, `./page-${neighbour}.${format}`);
    writeFileSync(path.join(dir, `page-${i}.${format}`), withComponents(page, i, format));
  }
  return { rootDir, docs };
}

type DocFormat = 'md' | 'mdx';

/**
 * The page with a titled note and two tabs after its first paragraph: sitegen's directives in a
 * `.md` file, Docusaurus's components (imported) in an `.mdx` one. Both render the same HTML.
 */
function withComponents(page: string, i: number, format: DocFormat): string {
  const end = page.indexOf('\n---\n') + '\n---\n'.length;
  const blocks =
    format === 'md'
      ? `:::note[Page ${i}]
This note belongs to generated page ${i}.
:::

::::tabs{groupId="runtime"}
:::tab{label="Node" value="node"}
Run it with \`node\`.
:::
:::tab{label="Deno" value="deno"}
Run it with \`deno run\`.
:::
::::
`
      : `<Admonition type="note" title="Page ${i}">This note belongs to generated page ${i}.</Admonition>

<Tabs groupId="runtime">
  <TabItem value="node" label="Node">Run it with \`node\`.</TabItem>
  <TabItem value="deno" label="Deno">Run it with \`deno run\`.</TabItem>
</Tabs>
`;
  const imports =
    format === 'mdx'
      ? "import Admonition from '@theme/Admonition';\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n"
      : '';
  const firstBreak = page.indexOf('\n\n', end + 1);
  return `${page.slice(0, end)}${imports}${page.slice(end, firstBreak)}\n\n${blocks}${page.slice(firstBreak)}`;
}

function tutorialPage(i: number, nextLink: string): string {
  return `---
title: Generated tutorial ${i}
description: A generated page for the scale benchmark.
---

This tutorial ${i} explains how a **schema** resolves a query, with \`inline code\` and a [link to the next page](${nextLink}).

## Defining the types

Types describe the shape of the data. Each field has a type and may take arguments.

- A scalar: \`String\`, \`Int\`, \`Float\`, \`Boolean\`, \`ID\`
- An object type with fields
- A list or a non-null wrapper

\`\`\`js
import { buildSchema, graphql } from 'graphql';

const schema = buildSchema(\`
  type Query {
    page${i}: String
    count(limit: Int = 10): [Int!]!
  }
\`);

const rootValue = { page${i}: () => 'page ${i}', count: ({ limit }) => [...Array(limit).keys()] };
const result = await graphql({ schema, source: '{ page${i} count(limit: 3) }', rootValue });
console.log(result.data);
\`\`\`

## Running it

Run the file with Node and read the result. See [GraphQLSchema](/api/graphql-js/class/GraphQLSchema) for the class behind it.

\`\`\`bash
node page-${i}.js
\`\`\`

| Field | Type | Description |
| --- | --- | --- |
| page${i} | String | The greeting of page ${i} |
| count | [Int!]! | Numbers up to the limit |
`;
}

function apiLikePage(i: number): string {
  return `---
title: generatedFunction${i}
---

\`\`\`ts
function generatedFunction${i}(schema: GraphQLSchema, document: DocumentNode, options?: { maxErrors?: number }): ReadonlyArray<GraphQLError>
\`\`\`

Validates a document against a schema and returns the errors, an empty array when the document is valid.

## Parameters

| Name | Type | Description |
| --- | --- | --- |
| schema | GraphQLSchema | The schema to validate against |
| document | DocumentNode | The parsed document |
| options.maxErrors | number | Stop after this many errors |

## Returns

\`ReadonlyArray<GraphQLError>\`: the validation errors.

## Example

\`\`\`ts
const errors = generatedFunction${i}(schema, parse('{ field }'));
if (errors.length > 0) throw errors[0];
\`\`\`
`;
}

/** A copy of the real site documenting the latest API version only: what the cold build cost before the older versions. */
export function generateLatestApiOnlySite(dir: string): string {
  const { rootDir } = generateSite({ dir, pages: 0 });
  const configFile = path.join(rootDir, 'site.config.ts');
  const config = readFileSync(configFile, 'utf8');
  // The list runs to its matching bracket, over as many lines as it takes (each version may carry notes).
  const start = config.indexOf('olderVersions: [');
  if (start < 0) throw new Error('site.config.ts names no api.olderVersions to leave out.');
  let depth = 0;
  let end = start + 'olderVersions: '.length;
  do {
    if (config[end] === '[') depth++;
    else if (config[end] === ']') depth--;
    end++;
  } while (depth > 0 && end < config.length);
  const single = `${config.slice(0, start)}olderVersions: []${config.slice(end)}`;
  writeFileSync(configFile, single);
  // With one version there is no changes page: the upgrade guide's link to it goes to the API root instead.
  const guide = path.join(rootDir, 'content/docs/tutorials/upgrading-from-v16.md');
  if (existsSync(guide))
    writeFileSync(guide, readFileSync(guide, 'utf8').replaceAll('](/api/graphql-js/changes)', '](/api/graphql-js)'));
  return rootDir;
}
