import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type BareAnswer = { status: number; headers: Record<string, string>; body: string };
export type BareServer = { url: string; pid: number | undefined; stop: () => Promise<void> };

/** Starts the bare node:http baseline in its own process with the answers to give. */
export async function startBare(spec: {
  routes: Record<string, BareAnswer>;
  eventFrame?: string;
  gzip?: boolean;
}): Promise<BareServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'em-bench-bare-'));
  const specFile = path.join(dir, 'spec.json');
  fs.writeFileSync(specFile, JSON.stringify(spec));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'bare-server.ts')],
    {
      env: { ...process.env, BARE_SPEC_FILE: specFile },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<string>((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(text.trim());
    });
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: async () => {
      fs.rmSync(dir, { recursive: true, force: true });
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** The answer a server gives, captured to be replayed by the baseline. */
export async function capture(
  url: string,
  init: RequestInit = {},
): Promise<BareAnswer & { etag: string | undefined }> {
  const response = await fetch(url, init);
  const body = await response.text();
  // Every header the server sent, so the baseline answers the same bytes (security headers too).
  const skip = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!skip.has(name) && name !== 'content-encoding' && name !== 'vary') headers[name] = value;
  });
  return { status: response.status, headers, body, etag: headers.etag };
}
