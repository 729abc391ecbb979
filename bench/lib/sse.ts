import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

export type RoundTimes = { version: string; events: number[]; fetched: number[] };

/** Starts the SSE clients process and resolves once every client's stream is open. */
export async function startSseClients(config: { url: string; clients: number; fetchUrl?: string }) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'sse-clients.ts')],
    {
      env: { ...process.env, SSE_CONFIG: JSON.stringify(config) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines = readline.createInterface({ input: child.stdout! });
  const waiting: ((line: string) => void)[] = [];
  const queued: string[] = [];
  lines.on('line', (line) => {
    const waiter = waiting.shift();
    if (waiter) waiter(line);
    else queued.push(line);
  });
  const nextLine = (timeoutMs: number) =>
    new Promise<string>((resolve, reject) => {
      const line = queued.shift();
      if (line !== undefined) return resolve(line);
      const timer = setTimeout(() => reject(new Error('SSE clients timed out')), timeoutMs);
      waiting.push((value) => {
        clearTimeout(timer);
        resolve(value);
      });
    });
  const first = await nextLine(120_000);
  if (first !== 'ready') throw new Error(`SSE clients said ${first}`);
  return {
    /** The times of the next change every client received. */
    nextRound: async () => JSON.parse(await nextLine(30_000)) as RoundTimes,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
