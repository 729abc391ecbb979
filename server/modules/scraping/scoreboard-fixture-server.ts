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
  /** The gateway's answer to getSectionResults for this event and section until replaced. */
  setSection: (eventId: string, section: string, answer: string) => void;
  /** The forms POSTed to the gateway, in order. */
  gatewayForms: () => Record<string, string>[];
  requests: () => number;
  close: () => Promise<void>;
};

/** The event whose sections the stand-in gateway knows (section A: gateway-section-results.json). */
export const GATEWAY_EVENT = '2990';

function answerGateway(
  form: Record<string, string>,
  sections: Map<string, string>,
  response: http.ServerResponse,
) {
  const json = (body: string) =>
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
  const event = form.fid_competition ?? '';
  if (form.Action === 'getEntryList') {
    json(event === GATEWAY_EVENT ? readScoreboardFixture('gateway-entry-list.json') : '[]');
    return;
  }
  if (form.Action === 'getSectionResults') {
    const key = `${event}/${(form.section ?? '').toUpperCase()}`;
    const stored = sections.get(key);
    if (stored !== undefined) json(stored);
    else if (key === `${GATEWAY_EVENT}/A`)
      json(readScoreboardFixture('gateway-section-results.json'));
    else json(JSON.stringify({ html: '' }));
    return;
  }
  response.writeHead(400, { 'content-type': 'text/plain' }).end('Unknown action');
}

/**
 * A local stand-in for www.eventingscores.co.uk in tests: recorded boards under
 * /uploads/events/1/{file}, the JSON gateway at POST /ajax/publicGateway.php (section results
 * and the entry list of event 2990), plus /redirect-away (to another host), /redirect-same (to a
 * board on this origin), /slow (never answers) and /huge (3 MB).
 */
export async function startScoreboardFixtureServer(): Promise<FixtureServer> {
  const pages = new Map<string, string>();
  const sections = new Map<string, string>();
  const forms: Record<string, string>[] = [];
  let count = 0;
  const server = http.createServer((request, response) => {
    count += 1;
    const url = new URL(request.url ?? '/', 'http://fixture.local');
    if (url.pathname === '/ajax/publicGateway.php' && request.method === 'POST') {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()));
        forms.push(form);
        answerGateway(form, sections, response);
      });
      return;
    }
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
    setSection: (eventId, section, answer) => sections.set(`${eventId}/${section}`, answer),
    gatewayForms: () => [...forms],
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
