import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx}', 'packages/*/test/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/fixtures/**', 'tests/load/**'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    // Browser tests share one built site; vitest runs files in parallel on the 2 cores.
    maxWorkers: 2,
    globalSetup: ['tests/globalSetup.ts'],
  },
});
