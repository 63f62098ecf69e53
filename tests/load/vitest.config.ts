import { defineConfig } from 'vitest/config';

// The load test runs alone (`pnpm test:load`): it needs no built site and no browser.
export default defineConfig({
  test: {
    include: ['tests/load/**/*.test.ts'],
    testTimeout: 300_000,
    pool: 'forks',
    execArgv: ['--expose-gc'],
  },
});
