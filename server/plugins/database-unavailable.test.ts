import Fastify from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DATABASE_UNAVAILABLE,
  databaseOutageLog,
  isDatabaseUnavailable,
} from './database-unavailable';
import { registerErrorHandling } from './errors';
import type { AppInstance } from '../types';

const withCode = (message: string, code: string) =>
  Object.assign(new Error(message), { code }) as Error;

describe('a database that cannot be reached', () => {
  it('is told apart from a fault of the request or of the code', () => {
    const shutDown = withCode('terminating connection due to administrator command', '57P01');
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], shutDown))).toBe(true);
    expect(isDatabaseUnavailable(withCode('too many clients', '53300'))).toBe(true);
    const diskFull = withCode('could not extend file: No space left on device', '53100');
    expect(isDatabaseUnavailable(new DrizzleQueryError('insert', [], diskFull))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    const refused = withCode('connect ECONNREFUSED 127.0.0.1:1', 'ECONNREFUSED');
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], refused))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(refused, { syscall: 'connect' }))).toBe(true);

    const unique = withCode('duplicate key value violates unique constraint', '23505');
    expect(isDatabaseUnavailable(new DrizzleQueryError('insert', [], unique))).toBe(false);
    expect(isDatabaseUnavailable(withCode('socket hang up', 'ECONNRESET'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });

  it('is logged once in full, then once per 10 s with how many requests were refused', () => {
    let now = 0;
    const lines: string[] = [];
    const log = { error: (_fields: unknown, text: string) => lines.push(text) };
    const record = databaseOutageLog(() => now);
    for (now = 0; now < 25_000; now += 1_000) {
      record(log, new Error('down'));
    }
    expect(lines).toEqual([
      'database not answering',
      'database not answering: 9 more requests refused',
      'database not answering: 9 more requests refused',
    ]);
  });

  describe('answered through the error handler', () => {
    // A PostgreSQL pool pointed at a loopback port where nothing listens.
    const pool = new pg.Pool({
      connectionString: 'postgres://nobody@127.0.0.1:1/none',
      connectionTimeoutMillis: 5_000,
    });
    pool.on('error', () => undefined);
    const db = drizzle(pool);
    const app = Fastify() as unknown as AppInstance;
    registerErrorHandling(app);
    app.get('/query', async () => db.execute(sql`select 1`));
    app.get('/transaction', async () => db.transaction(async (tx) => tx.execute(sql`select 1`)));
    app.get('/bug', () => {
      throw new TypeError('x is undefined');
    });
    afterAll(async () => {
      await app.close();
      await pool.end();
    });

    it('answers 503 with a sentence and Retry-After, for a query or a transaction', async () => {
      for (const url of ['/query', '/transaction']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(503);
        expect(response.json()).toEqual({ message: DATABASE_UNAVAILABLE.message });
        expect(response.headers['retry-after']).toBe('5');
      }
      const bug = await app.inject({ method: 'GET', url: '/bug' });
      expect(bug.statusCode).toBe(500);
    });
  });
});
