import { defineConfig } from 'vitest/config';

// `pnpm test:quick`, the edit-test loop: the unit project without the tests that build whole
// sites many times, run every tutorial sample or start the dev server (the full `pnpm test` runs them).
export default defineConfig({
  test: {
    testTimeout: 60_000,
    maxWorkers: 2,
    include: ['packages/*/src/**/*.test.{ts,tsx}', 'packages/*/test/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    exclude: [
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
    ],
  },
});
