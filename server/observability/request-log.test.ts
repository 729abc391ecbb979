import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createFixedClock } from '../clock';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { openTestDatabase } from '../test/database';
import { buildCompetition } from '../test/factories';
import { waitFor } from '../test/wait-for';
import type { AppInstance } from '../types';
import { createLogOutput } from './log-output';

const ORIGIN = 'http://localhost:5000';
type Line = { level: number; reqId?: string; msg: string; err?: { message: string } };

describe('request logs', () => {
  let database: Database;
  let app: AppInstance;
  const lines: Line[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'em-request-log-'));

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp({
      database,
      clock: createFixedClock(new Date('2026-06-01T12:00:00Z')),
      config: loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        APP_URL: ORIGIN,
      }),
      logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Line) },
    });
    app.get('/api/test/broken', () => {
      throw new Error('a bug for the log');
    });
    app.get('/api/test/outage', () => {
      const cause = Object.assign(new Error('the database system is shutting down'), {
        code: '57P03',
      });
      throw new DrizzleQueryError('select 1', [], cause);
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const linesOf = (id: string) => lines.filter((line) => line.reqId === id);
  /** The request line is written when the answer's connection is done with it, just after. */
  const requestLineOf = async (id: string, count = 1) => {
    await waitFor(() => linesOf(id).length >= count, { what: `${count} log lines of ${id}` });
    return linesOf(id);
  };

  it('writes one line per request with its id, which the answer carries in X-Request-Id', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health?probe=1' });
    const id = String(response.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    const mine = await requestLineOf(id);
    expect(mine.map((line) => line.msg)).toEqual([
      expect.stringMatching(/^GET \/api\/health 200 [\d.]+ ms$/),
    ]);
  });

  it('logs a failure with the id the client saw, on the error line and the request line', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
    });
    const id = String(response.headers['x-request-id']);
    const mine = await requestLineOf(id, 2);
    expect(mine.map((line) => [line.level, line.msg])).toEqual([
      [50, 'unhandled error'],
      [50, expect.stringMatching(/^GET \/api\/test\/broken 500 /)],
    ]);
    expect(mine[0]?.err?.message).toBe('a bug for the log');
  });

  it('logs a failing hot read with the id its answer carried, and no line for one that works', async () => {
    const competition = await buildCompetition(database.db, new Date('2026-06-01T12:00:00Z'));
    const url = `/api/competitions/${competition.id}/entries`;
    // A read the database refuses: the table the live view reads is gone for a moment.
    await database.db.execute(sql`alter table competition_entries rename to entries_away`);
    let failed;
    try {
      failed = await app.inject({ method: 'GET', url });
    } finally {
      await database.db.execute(sql`alter table entries_away rename to competition_entries`);
    }
    expect(failed.statusCode).toBe(500);
    const id = String(failed.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    const mine = await requestLineOf(id, 2);
    expect(mine.map((line) => [line.level, line.msg])).toEqual([
      [50, 'unhandled error'],
      [50, expect.stringMatching(new RegExp(`^GET ${url} 500 `))],
    ]);

    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    const servedId = String(served.headers['x-request-id']);
    // A request logged after it: by the time its line is written, the read's would have been.
    const after = await app.inject({ method: 'GET', url: '/api/health' });
    await requestLineOf(String(after.headers['x-request-id']));
    expect(linesOf(servedId)).toEqual([]);
  });

  it('logs a database outage once, not a line per request refused in it', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/test/outage' });
    const second = await app.inject({ method: 'GET', url: '/api/test/outage' });
    expect([first.statusCode, second.statusCode]).toEqual([503, 503]);
    expect(second.headers['retry-after']).toBe('5');
    const firstId = String(first.headers['x-request-id']);
    // A request logged after them: by the time its line is written, theirs would have been.
    const after = await app.inject({ method: 'GET', url: '/api/health' });
    await requestLineOf(String(after.headers['x-request-id']));
    expect(linesOf(firstId).map((line) => [line.level, line.msg])).toEqual([
      [50, 'database not answering'],
    ]);
    expect(linesOf(String(second.headers['x-request-id']))).toEqual([]);
  });

  it('logs the health check’s 503 of a draining process as information, not as an error', async () => {
    app.deps.stopping.draining = true;
    let answer;
    try {
      answer = await app.inject({ method: 'GET', url: '/api/health' });
    } finally {
      app.deps.stopping.draining = false;
    }
    expect(answer.statusCode).toBe(503);
    const mine = await requestLineOf(String(answer.headers['x-request-id']));
    expect(mine.map((line) => [line.level, line.msg])).toEqual([
      [30, expect.stringMatching(/^GET \/api\/health 503 [\d.]+ ms$/)],
    ]);
  });

  it('keeps the id a proxy in front gave, and replaces one that is not a plain token', async () => {
    const kept = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-7f3a9c21-0001' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a9c21-0001');
    expect(await requestLineOf('lb-7f3a9c21-0001')).toHaveLength(1);
    const forged = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'x"}\n{"level":60,"msg":"forged' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe('log output', () => {
  const terminal = () => Object.assign(new PassThrough(), { isTTY: true });

  it('is JSON (pino itself) unless the output is a terminal or pretty is asked for', () => {
    expect(createLogOutput('auto', new PassThrough())).toBeUndefined();
    expect(createLogOutput('json', terminal())).toBeUndefined();
    expect(createLogOutput('auto', terminal())).toBeDefined();
    expect(createLogOutput('pretty', new PassThrough())).toBeDefined();
  });

  it('prints a request as one readable line that starts with its id', () => {
    const sink = new PassThrough();
    const output = createLogOutput('pretty', sink);
    output?.write(
      `${JSON.stringify({ level: 30, time: Date.UTC(2026, 5, 1, 12), pid: 1, hostname: 'h', reqId: '8f3a0c5e9b2d4711', req: { method: 'GET' }, res: { statusCode: 200 }, responseTime: 3.1, msg: 'GET /api/health 200 3.1 ms' })}\n`,
    );
    const text = String(sink.read());
    expect(text.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: 8f3a0c5e9b2d4711 GET \/api\/health 200 3\.1 ms$/,
      ),
    ]);
  });
});
