import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { BUILT_TESTS } from './vitest.built.config';

const fromHere = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/**
 * Two projects: the rules, the server and the client's plain modules run in Node; client
 * components (`*.test.tsx`) run in happy-dom. Both resolve the client's `@/` and `@contract/`
 * aliases exactly as client/vite.config.ts does. Only the Node project prepares the databases.
 * The tests that need the client build have their own config (vitest.built.config.ts) and run in
 * the end-to-end step.
 */
export default defineConfig({
  resolve: {
    alias: {
      '@contract': fromHere('./contract'),
      '@': fromHere('./client/src'),
    },
  },
  test: {
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['contract/**/*.test.ts', 'server/**/*.test.ts', 'client/src/**/*.test.ts'],
          // A worker runs its files one after another in one module graph instead of importing
          // the app again for each: the suite's import time falls from about 150 s to 10 s. Each
          // file opens its own database and app and closes them, and none replaces a module.
          isolate: false,
          exclude: [...configDefaults.exclude, ...BUILT_TESTS],
          globalSetup: ['server/test/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['client/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['client/src/test/setup.ts'],
        },
      },
    ],
  },
});
