import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../clock';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../test/database';
import { createStandingsEngine } from './standings-engine';

/**
 * While the database cannot be reached the engine logs as the requests do
 * (server/plugins/database-unavailable.ts): the first failure in full, then one line per 10 s
 * counting the failures since, not one line per competition per run.
 */
describe('the standings engine while the database cannot be reached', () => {
  // A PostgreSQL pool pointed at a loopback port where nothing listens.
  const pool = new pg.Pool({
    connectionString: 'postgres://nobody@127.0.0.1:1/none',
    connectionTimeoutMillis: 5_000,
  });
  pool.on('error', () => undefined);
  const database = { kind: 'postgres', db: drizzle(pool) } as unknown as Database;
  const clock = createFixedClock(new Date('2026-06-01T12:00:00Z'));
  const lines: string[] = [];
  const log = { error: (_details: object, text: string) => void lines.push(text) };
  const engine = createStandingsEngine({ database, clock, log, reconcileEveryMs: 3_600_000 });
  afterAll(async () => {
    await engine.close();
    await pool.end();
  });

  const changeMany = (ids: number[]) =>
    Promise.all(ids.map((id) => engine.onCompetitionChanged(id)));

  it('logs the outage once, then once per 10 s with how many failures came since', async () => {
    // The first load failed and was logged; then five competitions changed, then two more.
    await expect(engine.ready()).rejects.toThrow();
    await changeMany([1, 2, 3, 4, 5]);
    expect(lines).toEqual(['standings engine: database not answering']);

    clock.advance(9_000);
    await changeMany([6, 7]);
    expect(lines).toHaveLength(1);

    clock.advance(1_000);
    await changeMany([8, 9, 10]);
    expect(lines).toEqual([
      'standings engine: database not answering',
      'standings engine: database not answering: 7 more failures',
    ]);
  });

  it('tries a failed first load again at the next read, so the boards come back with the database', async () => {
    const database = await openTestDatabase();
    // The first load cannot read the teams, as when the database was not answering at start.
    await database.db.execute(sql`alter table fantasy_teams rename to fantasy_teams_away`);
    const engineAtStart = createStandingsEngine({
      database,
      clock,
      log: { error: () => undefined },
      reconcileEveryMs: 3_600_000,
    });
    try {
      await expect(engineAtStart.ready()).rejects.toThrow();
      await expect(engineAtStart.periodBoard('overall', { limit: 10 })).rejects.toThrow();
      await database.db.execute(sql`alter table fantasy_teams_away rename to fantasy_teams`);
      const board = await engineAtStart.periodBoard('overall', { limit: 10 });
      expect(board).toMatchObject({ players: 0, rows: [] });
      await expect(engineAtStart.ready()).resolves.toBeUndefined();
    } finally {
      await engineAtStart.close();
      await database.close();
    }
  });

  it('still logs every other failure on its own line, naming the competition', async () => {
    const broken = await openTestDatabase();
    const other: string[] = [];
    const otherEngine = createStandingsEngine({
      database: broken,
      clock,
      log: { error: (_details, text) => void other.push(text) },
      reconcileEveryMs: 3_600_000,
    });
    try {
      await otherEngine.ready();
      await broken.db.execute(sql`drop table competitions cascade`);
      await Promise.all([1, 2].map((id) => otherEngine.onCompetitionChanged(id)));
      // The two competitions are read at once: their lines come in either order.
      expect(other.toSorted()).toEqual([
        'standings engine: competition 1',
        'standings engine: competition 2',
      ]);
    } finally {
      await otherEngine.close();
      await broken.close();
    }
  });
});
