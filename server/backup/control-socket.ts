import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

/** Unix socket paths longer than this do not fit in `sun_path` on every system. */
const MAX_SOCKET_PATH = 100;

/**
 * The local socket of the process that holds the embedded database of `dataDir` open:
 * `DATA_DIR/control.sock`, or a name derived from it in the temporary folder when that path is
 * too long. Only processes of this machine that may read DATA_DIR can reach it (mode 0600).
 */
export function controlSocketPath(dataDir: string): string {
  const inside = path.join(dataDir, 'control.sock');
  if (inside.length <= MAX_SOCKET_PATH) return inside;
  const hash = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `eventing-manager-${hash}.sock`);
}

type Answer = { status: number; body: Buffer };

/** GETs `route` from the process holding `dataDir`; null when no process holds it. */
export function askHolder(dataDir: string, route: string): Promise<Answer | null> {
  const socketPath = controlSocketPath(dataDir);
  if (!fs.existsSync(socketPath)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const request = http.get({ socketPath, path: route }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 500, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      // A socket file left by a process that died: nobody holds the data.
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(null);
      else reject(error);
    });
  });
}

export type Holder = { close: () => Promise<void> };
type Handler = (route: string) => Promise<{ status: number; body: Buffer | string }>;

/**
 * Makes this process the holder of `dataDir`'s embedded database: answers on its control socket
 * (a backup asks it for a copy of the data) and makes any other process that would open the same
 * folder stop (`askHolder` finds it). Throws when another live process holds it already.
 */
export async function holdDataDir(dataDir: string, who: string, handle: Handler): Promise<Holder> {
  const socketPath = controlSocketPath(dataDir);
  const other = await askHolder(dataDir, '/holder');
  if (other) {
    throw new Error(
      `The embedded database in ${dataDir} is in use by ${other.body.toString() || 'another process'}: stop it first.`,
    );
  }
  fs.rmSync(socketPath, { force: true });
  fs.mkdirSync(path.dirname(socketPath), { recursive: true });
  const server = http.createServer((request, response) => {
    const route = (request.url ?? '/').split('?')[0] ?? '/';
    if (route === '/holder') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end(`${who} (pid ${process.pid})`);
      return;
    }
    handle(route).then(
      ({ status, body }) => response.writeHead(status).end(body),
      (error: unknown) =>
        response.writeHead(500).end(error instanceof Error ? error.message : String(error)),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);
  server.unref();
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          fs.rmSync(socketPath, { force: true });
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}
