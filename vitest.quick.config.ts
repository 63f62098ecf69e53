import { defineConfig } from 'vitest/config';
import { closeMemoStoreAfterEachFile, isolatedFiles } from './vitest.isolation.ts';

// `pnpm test:quick`, the edit-test loop: the unit project without the tests that build whole
// sites many times, run every tutorial sample or start the dev server (the full `pnpm test` runs them).
//
// Its files share each worker's modules but for those that must not (vitest.isolation.ts).

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

export default defineConfig({
  test: {
    testTimeout: 60_000,
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'quick',
          include,
          exclude: [...exclude, ...isolatedFiles],
          setupFiles: [closeMemoStoreAfterEachFile],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'quick-mocking', include: isolatedFiles, exclude } },
    ],
  },
});
