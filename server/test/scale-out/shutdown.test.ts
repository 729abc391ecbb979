import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createFixedClock } from '../../clock';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { createShutdown } from '../../lifecycle';
import type { AppInstance } from '../../types';
import { SSE_RETRY_RANGE_MS } from '../../live/live-stream';
import { HEALTH_MESSAGES } from '../../modules/health/health.routes';
import { openTestDatabase } from '../database';
import { buildCompetition } from '../factories';
import { waitFor } from '../wait-for';

type Started = {
  app: AppInstance;
  database: Database;
  url: string;
  /** Resolves when the slow route has begun answering. */
  inFlight: Promise<void>;
  release: () => void;
};

const opened: Database[] = [];
const dataDirs: string[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close().catch(() => undefined);
  for (const made of dataDirs.splice(0)) fs.rmSync(made, { recursive: true, force: true });
});

/** The real app on a real port, with one extra route that answers when the test releases it. */
async function startApp(): Promise<Started> {
  const database = await openTestDatabase();
  opened.push(database);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'em-shutdown-'));
  dataDirs.push(dataDir);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const app = await buildApp({
    database,
    config,
    clock: createFixedClock(new Date('2026-06-01T12:00:00Z')),
    logger: false,
  });
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let begun = () => undefined as void;
  const inFlight = new Promise<void>((resolve) => (begun = resolve));
  app.get('/api/test-slow', async () => {
    begun();
    await released;
    return { done: true };
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, database, url, inFlight, release };
}

/**
 * Reads an event stream to its end. Resolves once the stream is ready (its `ready` event comes
 * after the live feed's first read), with everything received by the end.
 */
function readStream(url: string): Promise<{ text: Promise<string> }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (response) => {
        let text = '';
        response.setEncoding('utf8');
        const ended = new Promise<string>((done) => {
          response.on('data', (chunk: string) => {
            text += chunk;
            if (text.includes('event: ready')) resolve({ text: ended });
          });
          response.on('end', () => done(text));
          response.on('close', () => done(text));
        });
      })
      .on('error', reject);
  });
}

describe('graceful shutdown', () => {
  it('finishes requests in flight, ends event streams with a retry hint and stops accepting', async () => {
    const { app, database, url, inFlight, release } = await startApp();
    const competition = await buildCompetition(database.db, new Date('2026-06-01T12:00:00Z'));
    const stream = await readStream(`${url}/api/competitions/${competition.id}/events`);
    const slow = fetch(`${url}/api/test-slow`);
    await inFlight;

    const closed = app.close();
    // The event stream ends at once, its last words its own reconnect hint of 2 to 6 s.
    const text = await stream.text;
    const hint = /^retry: (\d+)\n\n.*retry: \1\n\n$/s.exec(text);
    expect(text).toContain('event: ready');
    expect(Number(hint?.[1])).toBeGreaterThanOrEqual(SSE_RETRY_RANGE_MS.min);
    expect(Number(hint?.[1])).toBeLessThanOrEqual(SSE_RETRY_RANGE_MS.max);

    // No new connections while the request in flight is finishing.
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    release();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    await closed;
  });

  it('does not wait on connections that never sent a request, nor on idle keep-alive ones', async () => {
    const { app, database, url } = await startApp();
    const { hostname, port } = new URL(url);
    // A browser's preconnect: a connection opened ahead of a request that has not come.
    const preconnect = net.connect(Number(port), hostname);
    preconnect.on('error', () => undefined);
    await new Promise((resolve) => preconnect.once('connect', resolve));
    const preconnectClosed = new Promise((resolve) => preconnect.once('close', resolve));
    // A keep-alive connection between two requests.
    const agent = new http.Agent({ keepAlive: true });
    await new Promise<void>((resolve, reject) => {
      http
        .get(`${url}/api/health`, { agent }, (response) => {
          response.resume();
          response.on('end', resolve);
        })
        .on('error', reject);
    });

    const exits: number[] = [];
    // Node's close alone would wait on the preconnect for the 60 s connection timeout.
    await createShutdown(app, database, { exit: (code) => exits.push(code) })('SIGTERM');
    expect(exits).toEqual([0]);
    await preconnectClosed;
    agent.destroy();
  });

  it('with a drain, keeps answering while /api/health says 503, each answer closing its connection, then stops', async () => {
    const { app, database, url } = await startApp();
    const get = (pathname: string) =>
      new Promise<{ status: number; connection: string; body: string }>((resolve, reject) => {
        http
          .get(`${url}${pathname}`, { agent: new http.Agent({ keepAlive: true }) }, (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                connection: String(response.headers.connection),
                body,
              }),
            );
          })
          .on('error', reject);
      });
    expect((await get('/api/health')).connection).toBe('keep-alive');
    const exits: number[] = [];
    const stopped = createShutdown(app, database, {
      drainMs: 5_000,
      exit: (code) => exits.push(code),
    })('SIGTERM');

    const health = await get('/api/health');
    expect(health.status).toBe(503);
    expect(JSON.parse(health.body)).toEqual({ message: HEALTH_MESSAGES.stopping });
    const clock = await get('/api/health/clock');
    expect(clock.status).toBe(200);
    expect(clock.connection).toBe('close');
    expect(exits).toEqual([]);

    await stopped;
    expect(exits).toEqual([0]);
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
  });

  it('the SIGTERM sequence closes the app and the database, then exits 0', async () => {
    const { app, database, url, inFlight, release } = await startApp();
    const exits: number[] = [];
    const shutdown = createShutdown(app, database, { exit: (code) => exits.push(code) });
    const slow = fetch(`${url}/api/test-slow`);
    await inFlight;
    const stopping = shutdown('SIGTERM');
    expect(shutdown('SIGINT')).toBe(stopping);
    release();
    expect((await slow).status).toBe(200);
    await stopping;
    expect(exits).toEqual([0]);
    await expect(database.db.execute(sql`select 1`)).rejects.toThrow();
  });

  it('exits 1 when requests in flight outlast the timeout', async () => {
    const { app, database, url, inFlight, release } = await startApp();
    const exits: number[] = [];
    const shutdown = createShutdown(app, database, {
      timeoutMs: 100,
      exit: (code) => exits.push(code),
    });
    const slow = fetch(`${url}/api/test-slow`).catch(() => null);
    await inFlight;
    const stopping = shutdown('SIGTERM');
    await waitFor(() => exits.length > 0, { what: 'an exit' });
    expect(exits).toEqual([1]);
    release();
    await slow;
    await stopping;
  });
});
