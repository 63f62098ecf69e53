import { defineConfig } from 'vitest/config';
import { closeMemoStoreAfterEachFile, isolatedFiles } from './vitest.isolation.ts';

// `unit` needs nothing built; `site` tests run against one build of the real site, made once by
// tests/globalSetup.ts and served on loopback. The files of each share one Chromium
// (tests/browserSetup.ts), each file in a browser context of its own, and each worker's modules,
// but for the files that must not (vitest.isolation.ts): they run in `unit-isolated`, each alone.
const notTests = ['**/node_modules/**', '**/fixtures/**', 'tests/load/**'];
const siteTests = ['tests/browser/**/*.test.{ts,tsx}', 'tests/security/**/*.test.{ts,tsx}'];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 240_000,
    // A poll waits for what a reader would wait for (a page loading its search index, say). Its
    // default second is not a budget, and a loaded 2-core machine misses it: speed is `pnpm bench`'s.
    expect: { poll: { timeout: 5_000 } },
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'packages/*/test/**/*.test.{ts,tsx}',
            'tests/**/*.test.{ts,tsx}',
          ],
          exclude: [...notTests, ...siteTests, ...isolatedFiles],
          globalSetup: ['tests/browserSetup.ts'],
          setupFiles: [closeMemoStoreAfterEachFile],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          // A site test among them runs here too, where it finds no site (and launches a Chromium of its
          // own) and fails: never unrun.
          include: isolatedFiles,
          exclude: notTests,
        },
      },
      {
        extends: true,
        test: {
          name: 'site',
          include: siteTests,
          exclude: isolatedFiles,
          globalSetup: ['tests/browserSetup.ts', 'tests/globalSetup.ts'],
          setupFiles: [closeMemoStoreAfterEachFile],
          isolate: false,
        },
      },
    ],
  },
});
