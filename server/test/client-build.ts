import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * A copy of the client build (`npm run build`: the browser build and the server build) in a
 * folder of the test's own, so a build made meanwhile never changes it; `remove` deletes it. The
 * tests that use it run after the build, in the end-to-end step (vitest.built.config.ts).
 */
export function copyClientBuild(): { clientDir: string; remove: () => void } {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'em-ssr-'));
  for (const part of ['client', 'server']) {
    const built = path.join(root, 'dist', part);
    if (!fs.existsSync(built)) throw new Error(`no ${built}: run npm run build first`);
    fs.cpSync(built, path.join(outDir, part), { recursive: true });
  }
  return {
    clientDir: path.join(outDir, 'client'),
    remove: () => fs.rmSync(outDir, { recursive: true, force: true }),
  };
}
