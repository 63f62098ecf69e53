import { execFile } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { REPO_ROOT } from './corpus/prepareFixture.ts';

// A build that reuses what earlier builds remembered must write exactly what a build with
// nothing remembered writes, whatever was edited: content, config, static files, the API
// source, and sitegen's own code (a theme component, a markdown plugin). Each edit runs the
// real CLI on a copy of the repository: one site keeps its memo, the other starts empty.

const run = promisify(execFile);
const PACKAGES = ['ssg-core', 'theme', 'runtime'];
let work: string;
let repo: string;
let coldSite: string;

/** A folder's node_modules as links to the repository's, with its own cache and its own sitegen packages. */
function linkModules(from: string, to: string) {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    if (name === '.cache') continue;
    if (name === '@sitegen') {
      mkdirSync(path.join(to, name));
      for (const pkg of PACKAGES) symlinkSync(path.join(repo, 'packages', pkg), path.join(to, name, pkg), 'dir');
    } else {
      symlinkSync(path.join(from, name), path.join(to, name));
    }
  }
}

const SITE = ['content', 'api-source', 'site.config.ts'];

beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'sitegen-warm-cold-'));
  repo = path.join(work, 'repo');
  for (const entry of ['bin', 'package.json', 'pnpm-lock.yaml', 'tsconfig.json', 'tsconfig.base.json', ...SITE]) {
    cpSync(path.join(REPO_ROOT, entry), path.join(repo, entry), { recursive: true });
  }
  for (const pkg of PACKAGES) {
    for (const entry of ['bin', 'src', 'package.json'])
      if (existsSync(path.join(REPO_ROOT, 'packages', pkg, entry)))
        cpSync(path.join(REPO_ROOT, 'packages', pkg, entry), path.join(repo, 'packages', pkg, entry), {
          recursive: true,
        });
    linkModules(
      path.join(REPO_ROOT, 'packages', pkg, 'node_modules'),
      path.join(repo, 'packages', pkg, 'node_modules'),
    );
  }
  linkModules(path.join(REPO_ROOT, 'node_modules'), path.join(repo, 'node_modules'));
  coldSite = path.join(work, 'cold');
  linkModules(path.join(REPO_ROOT, 'node_modules'), path.join(coldSite, 'node_modules'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function buildWith(rootDir: string, outDir: string) {
  await run(process.execPath, [path.join(repo, 'bin/sitegen.mjs'), 'build', '--root', rootDir, '--out-dir', outDir], {
    cwd: repo,
    maxBuffer: 1 << 26,
  });
}

/** Every file under a folder with its bytes. */
function readTree(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      files.set(
        path.relative(dir, path.join(entry.parentPath, entry.name)),
        readFileSync(path.join(entry.parentPath, entry.name)),
      );
  }
  return files;
}

/**
 * Builds the edited repo with its memo, and a copy of its site with none (but the TypeDoc model,
 * when `keepModel`: TypeDoc is most of a cold build, and an edit of neither the API source nor
 * the converter leaves the model's key as it was); both outputs must be the same bytes.
 */
async function expectWarmEqualsCold(name: string, { keepModel = true } = {}) {
  const warmOut = path.join(work, `warm-${name}`);
  await buildWith(repo, warmOut);
  for (const entry of SITE) {
    rmSync(path.join(coldSite, entry), { recursive: true, force: true });
    cpSync(path.join(repo, entry), path.join(coldSite, entry), { recursive: true });
  }
  const memo = 'node_modules/.cache/sitegen/memo';
  rmSync(path.join(coldSite, 'node_modules/.cache'), { recursive: true, force: true });
  mkdirSync(path.join(coldSite, memo), { recursive: true });
  if (keepModel)
    cpSync(path.join(repo, memo, 'api-model'), path.join(coldSite, memo, 'api-model'), { recursive: true });
  const coldOut = path.join(work, `cold-${name}`);
  await buildWith(coldSite, coldOut);
  const warm = readTree(warmOut);
  const cold = readTree(coldOut);
  expect([...warm.keys()].sort()).toEqual([...cold.keys()].sort());
  const differing = [...warm].filter(([file, bytes]) => !bytes.equals(cold.get(file)!)).map(([file]) => file);
  expect(differing).toEqual([]);
  return warm;
}

const edit = (file: string, change: (text: string) => string) => {
  const full = path.join(repo, file);
  const before = readFileSync(full, 'utf8');
  const after = change(before);
  expect(after).not.toBe(before);
  writeFileSync(full, after);
};

// Edits share a pair of builds when neither can hide a miss of the other. No memo holds a static
// file, and the one page made of one (the home page inlines the logo) shows nothing of the doc
// edited beside it. A theme edit renders every page again, but from the markdown as the warm
// build remembers it, so a stale highlight still shows (and a page whose data did not change, a
// stale footer). A config edit renders every page again, and the API source is the edit whose
// cold build makes the TypeDoc model afresh: each has a pair of its own.
test('after each kind of edit, a warm build writes the same bytes as a cold one', { timeout: 900_000 }, async () => {
  await buildWith(repo, path.join(work, 'first'));

  edit(
    'content/docs/tutorials/basic-types.md',
    (t) => `${t.replace(/^title: .*$/m, 'title: Basic Types, Edited')}\nA sentence from the warm build test.\n`,
  );
  appendFileSync(path.join(repo, 'content/static/img/logo.svg'), '\n<!-- edited -->\n');
  const content = await expectWarmEqualsCold('content');
  expect(content.get('docs/tutorials/basic-types.html')!.toString()).toContain('A sentence from the warm build test.');
  expect(content.get('img/logo.svg')!.toString()).toContain('<!-- edited -->');

  edit('site.config.ts', (t) => t.replace(/tagline: '([^']*)'/, "tagline: '$1, edited'"));
  expect((await expectWarmEqualsCold('config')).get('index.html')!.toString()).toContain(', edited');

  // One more export: graphql's internal `Maybe` becomes a documented type alias. The cold build
  // makes its TypeDoc model afresh too.
  edit('api-source/index.ts', (t) => `${t}export type { Maybe } from 'graphql/jsutils/Maybe';\n`);
  expect(
    (await expectWarmEqualsCold('api-source', { keepModel: false })).get('api/graphql-js/types.html')!.toString(),
  ).toContain('id="Maybe"');

  // sitegen's own code: a theme component, and a markdown plugin (the edit that once left 820
  // files stale: highlighted code keeps no old variable name). The theme edit renders every page
  // again, from the markdown as the warm build has it: a stale highlight would still show.
  edit('packages/theme/src/layout/Footer.tsx', (t) =>
    t.replace('{footer.copyright}</p>', '{footer.copyright} (edited)</p>'),
  );
  edit('packages/ssg-core/src/markdown/tokenizeTwoThemes.ts', (t) =>
    t.replaceAll("'--shiki-dark'", "'--shiki-night'").replaceAll('--shiki-dark:', '--shiki-night:'),
  );
  const code = await expectWarmEqualsCold('code');
  expect(code.get('api/graphql-js/class/GraphQLSchema.html')!.toString()).toContain('(edited)');
  expect(code.get('docs/tutorials/basic-types.html')!.toString()).toContain('--shiki-night');
});
