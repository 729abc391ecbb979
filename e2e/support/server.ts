import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { waitForDefined } from '../../server/test/wait-for';

export type RunningServer = {
  url: string;
  dataDir: string;
  process: ChildProcess;
  stop: () => Promise<void>;
  output: () => string;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** How often a start is tried again when another process took the free port first. */
const PORT_ATTEMPTS = 3;

/**
 * Starts the built server (the same command as npm start) on a free port with a temporary
 * DATA_DIR, removed when it stops, unless `env` names the DATA_DIR, which is then the caller's
 * to keep or remove; `cwd` is the checkout to start (another build of the app, for a benchmark's
 * before-and-after).
 */
export async function startServer(
  env: Record<string, string> = {},
  cwd = process.cwd(),
): Promise<RunningServer> {
  const temporary = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'em-e2e-'));
  const removeDataDir = () => {
    if (temporary) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(env, dataDir, await freePort(), cwd, removeDataDir);
    } catch (error) {
      // The port was free when chosen, but another process may bind it before the server does.
      const taken = error instanceof Error && error.message.includes('EADDRINUSE');
      if (!taken || attempt >= PORT_ATTEMPTS) {
        removeDataDir();
        throw error;
      }
    }
  }
}

async function startOnce(
  env: Record<string, string>,
  dataDir: string,
  port: number,
  cwd: string,
  removeDataDir: () => void,
): Promise<RunningServer> {
  const url = `http://localhost:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: url,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await waitForDefined(
      async () => {
        if (child.exitCode !== null) throw new Error('server exited early');
        try {
          return (await fetch(`${url}/api/health`)).ok || undefined;
        } catch {
          return undefined; // not listening yet
        }
      },
      { timeoutMs: 90_000, what: 'the server answering /api/health', intervalMs: 250 },
    );
  } catch (error) {
    child.kill('SIGTERM');
    throw new Error(`${error instanceof Error ? error.message : String(error)}:\n${output}`, {
      cause: error,
    });
  }
  return {
    url,
    dataDir,
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      removeDataDir();
    },
  };
}
