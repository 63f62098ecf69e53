import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `pnpm test:quick`, the edit-test loop: the unit project without the tests that build whole
// sites many times, run every tutorial sample or start the dev server (the full `pnpm test` runs them).
//
// Its files share each worker's modules (isolate: false): importing TypeDoc, shiki and the
// markdown pipeline again for every file was half of its time. A file that changes what the next
// file would find in a shared module has modules of its own, in a project of its own: it mocks a
// module, stubs a global, resets the modules, fakes the clock, or defines memos or opens a memo
// store (memo.ts keeps both in module state). `pnpm test` isolates every file.

const include = ['packages/*/src/**/*.test.{ts,tsx}', 'packages/*/test/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'];
const exclude = [
  '**/node_modules/**',
  '**/fixtures/**',
  'tests/browser/**',
  'tests/security/**',
  'tests/load/**',
  'tests/tutorials/samples.test.ts',
  'tests/tutorials/browser.test.ts',
  'tests/dev/**',
  'tests/cli/**',
  'tests/api/apiBuild.test.ts',
  'packages/ssg-core/test/warmEqualsCold.test.ts',
  'packages/ssg-core/test/corpus.test.ts',
  'packages/ssg-core/test/corpusCli.test.ts',
  'packages/ssg-core/test/devSite.test.ts',
  'packages/ssg-core/test/rebuild.test.ts',
  'packages/ssg-core/test/trailingSlash.test.ts',
];

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const SHARED_STATE =
  /\bvi\s*\.\s*(?:mock|doMock|stubGlobal|stubEnv|resetModules|useFakeTimers|setSystemTime)\s*\(|\b(?:defineMemo|openMemoStore)\s*\(/;

/** The test files that change shared modules' state for their own run, found by what they call. */
const mocking = ['packages', 'tests'].flatMap((dir) =>
  readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
    .map((file) => `${dir}/${file.split(path.sep).join('/')}`)
    .filter((file) => SHARED_STATE.test(readFileSync(path.join(ROOT, file), 'utf8'))),
);

export default defineConfig({
  test: {
    testTimeout: 60_000,
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'quick', include, exclude: [...exclude, ...mocking], isolate: false } },
      { extends: true, test: { name: 'quick-mocking', include: mocking, exclude } },
    ],
  },
});
