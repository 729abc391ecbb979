import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServer, type RunningServer } from '../../../e2e/support/server';
import { waitFor } from '../wait-for';

/** Support for the scale-out script and benchmark: real server processes on one PostgreSQL. */

/** A new empty database on the server; `drop` removes it. */
export async function freshDatabase(serverUrl: string, label: string) {
  const name = `em_${label}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export type ServerProcess = RunningServer & {
  name: string;
  /** JSON over HTTP with this process's own origin (the same-origin check passes). */
  call: (
    method: string,
    pathname: string,
    options?: { cookie?: string; body?: unknown },
  ) => Promise<{ status: number; body: unknown; headers: Headers }>;
};

/**
 * Starts `count` server processes (`node --import tsx server/main.ts`, as npm start) at once on
 * one database and one data folder, each on its own port.
 */
export async function startProcesses(
  count: number,
  env: Record<string, string>,
): Promise<{ servers: ServerProcess[]; stopAll: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'em-scale-out-'));
  const servers = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const server = await startServer({ DATA_DIR: dataDir, ...env });
      const base = server.url.replace('localhost', '127.0.0.1');
      const call: ServerProcess['call'] = async (method, pathname, options = {}) => {
        const response = await fetch(`${base}${pathname}`, {
          method,
          headers: {
            origin: base,
            ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(options.cookie ? { cookie: options.cookie } : {}),
          },
          ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
        });
        const text = await response.text();
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON
        }
        return { status: response.status, body, headers: response.headers };
      };
      // A process already gone (killed by the test) has nothing left to stop.
      const stop = async () => {
        if (server.process.exitCode === null && server.process.signalCode === null) {
          await server.stop();
        }
      };
      return { ...server, url: base, name: String.fromCharCode(65 + index), call, stop };
    }),
  );
  return {
    servers,
    stopAll: async () => {
      await Promise.all(servers.map((server) => server.stop().catch(() => undefined)));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type EventStream = {
  /**
   * Waits (server/test/wait-for.ts) until `text` has arrived and resolves with the time
   * (performance.now()) the frame that completed it arrived.
   */
  waitFor: (text: string) => Promise<number>;
  text: () => string;
  close: () => void;
};

/** Opens a competition's server-sent event stream and resolves once it is ready. */
export function openEventStream(baseUrl: string, competitionId: number): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    let text = '';
    /** The length of the text after each frame, and when that frame arrived. */
    const frames: Array<{ end: number; at: number }> = [];
    const request = http.get(
      `${baseUrl}/api/competitions/${competitionId}/events`,
      { agent: false },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`event stream answered ${response.statusCode}`));
          return;
        }
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
          frames.push({ end: text.length, at: performance.now() });
          if (text.includes('event: ready')) resolve(stream);
        });
      },
    );
    request.on('error', reject);
    const stream: EventStream = {
      waitFor: async (wanted) => {
        await waitFor(() => text.includes(wanted), { what: `"${wanted}" on the stream` });
        const end = text.indexOf(wanted) + wanted.length;
        const frame = frames.find((each) => each.end >= end);
        if (!frame) throw new Error(`no frame holds "${wanted}"`);
        return frame.at;
      },
      text: () => text,
      close: () => request.destroy(),
    };
  });
}
