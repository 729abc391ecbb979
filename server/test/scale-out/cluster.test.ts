import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLUSTER_NEEDS_POSTGRES, clusterRefusal } from '../../cluster';
import { loadConfig } from '../../config';

/** Runs `node --import tsx server/main.ts` with these settings until it exits. */
function runMain(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'em-cluster-'));
  const environment: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, ...env };
  delete environment.DATABASE_URL;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: environment,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, output });
    });
  });
}

describe('cluster mode setting', () => {
  it('reads WORKERS as a number of processes or auto, one by default', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WORKERS: '4' }).workers).toBe(4);
    expect(loadConfig({ WORKERS: 'auto' }).workers).toBe(os.availableParallelism());
    for (const bad of ['0', '-2', 'two', '1.5']) {
      expect(() => loadConfig({ WORKERS: bad })).toThrow(
        'Invalid configuration: WORKERS: must be a number of processes (1 or more) or auto',
      );
    }
  });

  it('is refused on the embedded database and allowed on PostgreSQL', () => {
    expect(clusterRefusal({ workers: 2, databaseUrl: undefined })).toBe(
      'Cluster mode needs PostgreSQL (DATABASE_URL): the embedded database serves one process.',
    );
    expect(clusterRefusal({ workers: 1, databaseUrl: undefined })).toBeNull();
    expect(clusterRefusal({ workers: 8, databaseUrl: 'postgres://db/em' })).toBeNull();
  });

  it('a server started with WORKERS=2 on PGlite stops at once with that message', async () => {
    const { code, output } = await runMain({ WORKERS: '2', LOG_LEVEL: 'warn' });
    expect(code).toBe(1);
    expect(output).toContain(CLUSTER_NEEDS_POSTGRES);
    expect(output).not.toContain('Eventing Manager 2.0 at');
  });
});
