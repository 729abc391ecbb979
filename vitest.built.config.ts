import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The tests that need the client build (`npm run test:built`): the benchmarks at smoke size, the
 * server render of the built pages and `npm start` itself (it would build the client first). They
 * run in the end-to-end step, after `npm run build`, so the unit suite (`vitest run`,
 * vitest.config.ts) never builds the client.
 */
export const BUILT_TESTS = [
  'bench/**/*.test.ts',
  'server/ssr/prerender.test.ts',
  'server/ssr/page-status.test.ts',
  'server/npm-start.test.ts',
];

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
