import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const fromHere = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/**
 * Two projects: the rules, the server and the client's plain modules run in Node; client
 * components (`*.test.tsx`) run in happy-dom. Both resolve the client's `@/` and `@contract/`
 * aliases exactly as client/vite.config.ts does. Only the Node project prepares the databases.
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
          include: [
            'contract/**/*.test.ts',
            'server/**/*.test.ts',
            'client/src/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
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
