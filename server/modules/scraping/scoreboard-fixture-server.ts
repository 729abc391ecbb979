import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export const SCOREBOARD_FIXTURES = path.join(import.meta.dirname, 'fixtures');

export type FixtureServer = {
  origin: string;
  url: (file: string) => string;
  /** Serves this HTML at /uploads/events/{eventId}/{name} until replaced. */
  setPage: (name: string, html: string) => void;
  requests: () => number;
  close: () => Promise<void>;
};

/**
 * A local stand-in for www.eventingscores.co.uk in tests: recorded boards under
 * /uploads/events/1/{file}, plus /redirect-away (to another host), /redirect-same (to a board on
 * this origin), /slow (never answers) and /huge (3 MB).
 */
export async function startScoreboardFixtureServer(): Promise<FixtureServer> {
  const pages = new Map<string, string>();
  let count = 0;
  const server = http.createServer((request, response) => {
    count += 1;
    const url = new URL(request.url ?? '/', 'http://fixture.local');
    if (url.pathname === '/redirect-away') {
      response.writeHead(302, { location: 'https://evil.example/results.html' }).end();
      return;
    }
    if (url.pathname === '/redirect-same') {
      response.writeHead(301, { location: '/uploads/events/1/short-format.html' }).end();
      return;
    }
    if (url.pathname === '/slow') return;
    if (url.pathname === '/huge') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(`<html>${'x'.repeat(3 * 1024 * 1024)}</html>`);
      return;
    }
    const name = url.pathname.replace(/^\/uploads\/events\/\d+\//, '');
    const stored = pages.get(name);
    const file = path.join(SCOREBOARD_FIXTURES, path.basename(name));
    if (stored === undefined && (!name.endsWith('.html') || !fs.existsSync(file))) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(stored ?? fs.readFileSync(file, 'utf8'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    url: (file) => `${origin}/uploads/events/1/${file}`,
    setPage: (name, html) => pages.set(name, html),
    requests: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function readScoreboardFixture(file: string): string {
  return fs.readFileSync(path.join(SCOREBOARD_FIXTURES, file), 'utf8');
}
