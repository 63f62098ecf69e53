import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { expect, test } from 'vitest';

const REPO = path.resolve(import.meta.dirname, '../../..');

/** Every source file of the three packages, tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full);
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) && !/\.(test|d)\./.test(entry.name) ? [full] : [];
  });
}

/**
 * The import graph as esbuild reads it: type-only imports are erased, as they are at run time,
 * so only imports that load a module count. npm packages are left outside.
 */
async function importGraph(): Promise<Map<string, string[]>> {
  const entryPoints = ['runtime', 'ssg-core', 'theme'].flatMap((name) =>
    sources(path.join(REPO, 'packages', name, 'src')),
  );
  const { metafile } = await build({
    entryPoints,
    bundle: true,
    write: false,
    outdir: '/nowhere',
    platform: 'node',
    format: 'esm',
    packages: 'external',
    alias: Object.fromEntries(['runtime', 'ssg-core', 'theme'].map((n) => [`@sitegen/${n}`, `./packages/${n}/src`])),
    loader: { '.css': 'empty' },
    metafile: true,
    logLevel: 'silent',
    absWorkingDir: REPO,
  });
  return new Map(
    Object.entries(metafile.inputs).map(([file, input]) => [
      file,
      input.imports.filter((i) => !i.external && i.kind !== 'dynamic-import').map((i) => i.path),
    ]),
  );
}

test('no module of sitegen imports itself through others (no import circles)', async () => {
  const graph = await importGraph();
  expect(graph.size).toBeGreaterThan(150);
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const circles: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') circles.push([...stack.slice(stack.indexOf(next)), next].join(' -> '));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  expect(circles).toEqual([]);
});

test('no module of sitegen passes state through globals (globalThis, Symbol.for): choices are arguments', () => {
  const files = [
    ...['runtime', 'ssg-core', 'theme'].flatMap((name) => sources(path.join(REPO, 'packages', name, 'src'))),
    ...sources(path.join(REPO, 'bin')),
    ...sources(path.join(REPO, 'packages/ssg-core/bin')),
  ];
  expect(files.length).toBeGreaterThan(150);
  const found = files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) =>
        /\bglobalThis\b|Symbol\.for\(/.test(line) ? [`${path.relative(REPO, file)}:${i + 1}`] : [],
      ),
  );
  expect(found).toEqual([]);
});
