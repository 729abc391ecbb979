// `npm start` builds the client itself when no build is present.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

if (!existsSync('dist/client/index.html') || !existsSync('dist/server/entry-server.js')) {
  console.info('No client build found: building it once (npm run build)…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
