import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, test } from 'vitest';
import { BROWSER_ENTRIES, CLI_ENTRY, WORKER_ENTRIES } from './codeEntries.mjs';
import { createCodeGraph, REPO_ROOT, toInput, type CodeGraph } from './codeGraph.ts';
import { definedMemos } from './memo.ts';
// Every step that remembers its results, so that each defines its memo (some load lazily in a build).
import '../build.ts';
import '../markdown/renderPipeline.ts';

// For every source file of the pipeline, the theme and the runtime: editing it changes the code
// hash of exactly the memos whose modules import it (directly or not), as read here from the
// sources' own import statements, independently of esbuild.

const SOURCE_DIRS = ['packages/ssg-core/src', 'packages/theme/src', 'packages/runtime/src'];
const sources = SOURCE_DIRS.flatMap((dir) =>
  (readdirSync(path.join(REPO_ROOT, dir), { recursive: true }) as string[])
    .filter((f) => /\.(tsx?|mjs|css)$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes('__snapshots__'))
    .map((f) => `${dir}/${f.split(path.sep).join('/')}`),
).sort();

/** The local files a source imports for its values (not `import type`), resolved as the bundler would. */
function importsOf(file: string): string[] {
  const text = readFileSync(path.join(REPO_ROOT, file), 'utf8');
  const specifiers = [
    ...text.matchAll(/^\s*import\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm),
    ...text.matchAll(/^\s*export\s+(?!type\b)[^'";]*?\sfrom\s+['"]([^'"]+)['"]/gm),
    ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
    ...text.matchAll(/@import\s+['"]([^'"]+)['"]/g),
  ].map((m) => m[1]!);
  return specifiers.flatMap((spec) => {
    if (spec.startsWith('.')) return [path.posix.normalize(path.posix.join(path.posix.dirname(file), spec))];
    const own = /^@sitegen\/(ssg-core|theme|runtime)\/(.+)$/.exec(spec);
    return own ? [`packages/${own[1]}/src/${own[2]}`] : [];
  });
}

/** The files a source runs (itself included), made once per source: the edits below ask for each step's modules 277 times. */
const closures = new Map<string, Set<string>>();
function closureOf(file: string): Set<string> {
  const known = closures.get(file);
  if (known) return known;
  const seen = new Set<string>();
  const todo = [file];
  while (todo.length) {
    const next = todo.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    todo.push(...importsOf(next));
  }
  closures.set(file, seen);
  return seen;
}

let metafile: Parameters<typeof createCodeGraph>[0];
let graph: CodeGraph;
const memos = () =>
  definedMemos().map((m) => ({
    ...m,
    modules: m.modules.map((module) => toInput(REPO_ROOT, module)),
  }));
const codeOf = (g: CodeGraph, modules: string[]) => modules.map((m) => g.hashOf(m)).join();

beforeAll(async () => {
  const result = await build({
    absWorkingDir: REPO_ROOT,
    entryPoints: [CLI_ENTRY, ...Object.values(WORKER_ENTRIES), ...Object.values(BROWSER_ENTRIES)],
    bundle: true,
    write: false,
    metafile: true,
    outdir: 'out',
    platform: 'node',
    format: 'esm',
    jsx: 'automatic',
    plugins: [
      {
        name: 'external',
        setup: (b) =>
          b.onResolve({ filter: /^[^./]/ }, (a) =>
            a.path.startsWith('@sitegen/') ? undefined : { path: a.path, external: true },
          ),
      },
    ],
    logLevel: 'silent',
  });
  metafile = result.metafile;
  graph = createCodeGraph(metafile);
});

describe('the memo keys follow the code', () => {
  test('every step that remembers is known, with the modules it runs', () => {
    expect(
      memos()
        .map((m) => m.name)
        .sort(),
    ).toEqual([
      'api-model',
      'api-reference',
      'app-bundle',
      'config',
      'custom-css-inputs',
      'highlight',
      'live-assets',
      'markdown',
      'markdown-twins',
      'page-links',
      'pages',
      'playground',
      'playground-plugins',
      'playground-sources',
    ]);
  });

  // Each source read once for all the edits below (one per source: reading the tree for each was most of this file's time).
  const texts = new Map<string, string>();
  const readOnce = (f: string) => {
    let text = texts.get(f);
    if (text === undefined) texts.set(f, (text = readFileSync(path.join(REPO_ROOT, f), 'utf8')));
    return text;
  };
  test.each(sources)('an edit of %s invalidates exactly the steps that run it', (file) => {
    const edited = createCodeGraph(metafile, {
      read: (f) => readOnce(f) + (f === file ? '\n// edited\n' : ''),
    });
    for (const memo of memos()) {
      const expected = memo.modules.some((m) => closureOf(m).has(file));
      expect(
        codeOf(edited, memo.modules) !== codeOf(graph, memo.modules),
        `${memo.name} (${memo.modules.join(', ')})`,
      ).toBe(expected);
    }
  });

  test('the versions of the packages a step imports are part of its code', () => {
    const pipeline = graph
      .closureOf('packages/ssg-core/src/markdown/renderMarkdown.ts')
      .packages.map((p) => p.replace(/@[^@]+$/, ''));
    // Heading ids, front matter and its validation, rehype-react: found from the imports, not listed by hand.
    expect(pipeline).toEqual(
      expect.arrayContaining(['github-slugger', 'yaml', 'zod', 'rehype-react', 'unified', 'shiki']),
    );
    expect(graph.closureOf('packages/ssg-core/src/markdown/highlightCode.ts').files).toContain(
      'packages/ssg-core/src/markdown/tokenizeTwoThemes.ts',
    );
  });
});
