import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The tests that need the client build (`npm run test:built`): the benchmarks at smoke size and the
 * server render of the built pages. They run in the end-to-end step, after `npm run build`, so the
 * unit suite (`vitest run`, vitest.config.ts) never builds the client.
 */
export const BUILT_TESTS = ['bench/**/*.test.ts', 'server/ssr/prerender.test.ts'];

export default defineConfig({
  resolve: {
    alias: {
      '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
      '@': fileURLToPath(new URL('./client/src', import.meta.url)),
    },
  },
  test: {
    include: BUILT_TESTS,
    globalSetup: ['server/test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 240_000,
    hookTimeout: 120_000,
  },
});
