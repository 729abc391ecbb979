import { spawn } from 'node:child_process';
import path from 'node:path';

export type LoadSummary = {
  requestsPerSecond: number;
  total: number;
  durationS: number;
  latency: { p50: number; p97_5: number; p99: number; max: number };
  statuses: Record<string, number>;
  non2xx: number;
  errors: number;
  timeouts: number;
};

/** Runs autocannon in a separate process (so it does not share the event loop it measures). */
export async function runLoad(config: {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  headers?: Record<string, string>;
  requestsFile?: string;
}): Promise<LoadSummary> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'cannon-worker.ts')],
    {
      env: { ...process.env, CANNON_CONFIG: JSON.stringify(config) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`autocannon worker exited with ${code}`);
  return JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as LoadSummary;
}
