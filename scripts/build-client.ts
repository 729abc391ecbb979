/**
 * Builds the client into dist/client.next, then swaps it into dist/client keeping the previous
 * build's hashed assets (server/client-build/swap-client-build.ts).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { swapClientBuild } from '../server/client-build/swap-client-build';

const live = path.resolve('dist/client');
const next = path.resolve('dist/client.next');
const build = spawnSync(
  'npx',
  ['vite', 'build', '--config', 'client/vite.config.ts', '--outDir', next],
  { stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);
const { own, kept } = swapClientBuild(live, next);
process.stdout.write(
  `client build in dist/client: ${own} assets, ${kept} kept from the previous build\n`,
);
