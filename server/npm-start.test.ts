import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../e2e/support/server';
import { waitFor } from './test/wait-for';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'em-npm-start-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Whether any process of the group led by `pid` is left (signal 0 only asks). */
function groupAlive(pid: number) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether something accepts connections on the port. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

// This file runs after the build, in the end-to-end step (vitest.built.config.ts): `npm start`
// would build the client first without one.
describe('npm start', () => {
  it('stops the server gracefully when npm is sent SIGTERM, leaving no process behind', async () => {
    for (const built of ['dist/client/index.html', 'dist/server/entry-server.js']) {
      if (!fs.existsSync(path.join(root, built))) throw new Error(`no ${built}: run npm run build`);
    }
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    // Its own process group, so the test can tell when every process it started is gone.
    const npm = spawn('npm', ['start'], {
      cwd: root,
      detached: true,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        LOG_LEVEL: 'info',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const pid = npm.pid ?? 0;
    let output = '';
    npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => npm.once('exit', resolve));
    try {
      await waitFor(
        async () => {
          if (npm.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
          return (await fetch(`${url}/api/health`).catch(() => undefined))?.ok === true;
        },
        { what: 'the server answering /api/health', timeoutMs: 120_000, intervalMs: 250 },
      );

      npm.kill('SIGTERM');

      expect(await exited).toBe(0);
      await waitFor(async () => !(await listening(port)), {
        what: 'the port closed',
        timeoutMs: 60_000,
      });
      await waitFor(() => !groupAlive(pid), {
        what: 'every process of npm start gone',
        timeoutMs: 60_000,
      });
      expect(output).toContain('SIGTERM received: finishing requests in flight, then stopping');
      expect(output).toContain('"msg":"stopped"');
    } finally {
      if (groupAlive(pid)) process.kill(-pid, 'SIGKILL');
    }
  }, 240_000);
});
