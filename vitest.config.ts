import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'contract/**/*.test.ts',
      'server/**/*.test.ts',
      'client/src/**/*.test.{ts,tsx}',
      'bench/**/*.test.ts',
    ],
    globalSetup: ['server/test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
