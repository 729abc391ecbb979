import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '../../app';
import { createFixedClock } from '../../clock';
import { loadConfig } from '../../config';
import { openPostgres, type Database } from '../../db/client';
import { feedback, leagues } from '../../db/schema/index';
import { buildArticle } from '../../modules/articles/articles.fixtures';
import type { AppInstance } from '../../types';
import { openTestDatabase } from '../database';
import { buildCompetition, buildEntry, signedInUser } from '../factories';

const serverUrl = process.env.TEST_DATABASE_URL;
const now = new Date('2026-06-01T12:00:00Z');

/**
 * DATABASE_READ_URL pointed at a second database, reached through a role that may only read
 * (SELECT grants, default_transaction_read_only=on), holding rows the primary does not: a read
 * that answers with them went to the replica; a write that went there would fail.
 */
async function openWithReplica(): Promise<{
  database: Database;
  replica: Database;
  drop: () => Promise<void>;
}> {
  if (!serverUrl) throw new Error('TEST_DATABASE_URL not set');
  const suffix = `${process.pid}_${Date.now()}`;
  const primaryName = `em_primary_${suffix}`;
  const replicaName = `em_replica_${suffix}`;
  const role = `em_reader_${suffix}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  for (const name of [primaryName, replicaName]) {
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  }
  await admin.query(`create role ${role} login`);
  await admin.query(`alter role ${role} set default_transaction_read_only = on`);
  await admin.query(`grant connect on database ${replicaName} to ${role}`);
  await admin.end();
  const at = (name: string, user?: string) => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    if (user) {
      url.username = user;
      url.password = '';
    }
    return url.toString();
  };
  const owner = new pg.Client({ connectionString: at(replicaName) });
  await owner.connect();
  await owner.query(`grant usage on schema public to ${role}`);
  await owner.query(`grant select on all tables in schema public to ${role}`);
  await owner.end();

  const replica = await openPostgres({ url: at(replicaName), poolSize: 2 });
  const database = await openPostgres({
    url: at(primaryName),
    readUrl: at(replicaName, role),
    poolSize: 4,
  });
  return {
    database,
    replica,
    drop: async () => {
      await database.close();
      await replica.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      for (const name of [primaryName, replicaName]) {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      }
      await cleanup.query(`drop role if exists ${role}`);
      await cleanup.end();
    },
  };
}

const origin = 'http://localhost:5000';

describe('read replica (DATABASE_READ_URL)', () => {
  if (!serverUrl) {
    it('PGlite has no replica: public reads use the one database', async () => {
      const database = await openTestDatabase();
      try {
        expect(database.kind).toBe('pglite');
        expect(database.readDb).toBe(database.db);
      } finally {
        await database.close();
      }
    });
    return;
  }

  let app: AppInstance;
  let setup: Awaited<ReturnType<typeof openWithReplica>>;
  let dataDir: string;
  const ids = { primaryCompetition: 0, replicaCompetition: 0, entries: [] as number[] };

  beforeAll(async () => {
    setup = await openWithReplica();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'em-replica-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      APP_URL: origin,
    });
    app = await buildApp({
      database: setup.database,
      config,
      clock: createFixedClock(now),
      logger: false,
    });
    await app.ready();

    const { db } = setup.database;
    const primary = await buildCompetition(db, now, { name: 'Primary Horse Trials' });
    ids.primaryCompetition = primary.id;
    for (let order = 1; order <= 5; order += 1) {
      ids.entries.push((await buildEntry(db, primary.id, { price: '2.0', startOrder: order })).id);
    }
    await buildArticle(db, { title: 'Primary article', slug: 'primary-article' });

    const replicaDb = setup.replica.db;
    await replicaDb.execute(sql`select setval('competitions_id_seq', 5000)`);
    ids.replicaCompetition = (
      await buildCompetition(replicaDb, now, { name: 'Replica Only Trials' })
    ).id;
    await buildArticle(replicaDb, { title: 'Replica only article', slug: 'replica-article' });
    await buildArticle(replicaDb, {
      title: 'Replica featured article',
      slug: 'replica-featured',
      isFeatured: true,
    });
  });
  afterAll(async () => {
    await app.close();
    await setup.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const request = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    cookie?: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url,
      headers: { origin, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });

  it('the replica role cannot write', async () => {
    await expect(
      setup.database.readDb.insert(feedback).values({
        name: 'X',
        email: 'x@example.test',
        subject: 'S',
        message: 'M',
      }),
    ).rejects.toThrow();
  });

  it('public lists, leaderboards, articles and stats are read from the replica', async () => {
    for (const url of ['/api/competitions/all', '/api/competitions/upcoming']) {
      const response = await request('GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('Replica Only Trials');
      expect(response.body, url).not.toContain('Primary Horse Trials');
    }
    const articles = await request('GET', '/api/articles');
    expect(articles.statusCode).toBe(200);
    expect(articles.body).toContain('Replica only article');
    expect(articles.body).not.toContain('Primary article');
    const featured = await request('GET', '/api/articles/featured');
    expect(featured.body).toContain('Replica featured article');

    const board = await request('GET', `/api/competitions/${ids.replicaCompetition}/leaderboard`);
    expect(board.statusCode).toBe(200);
    expect(board.json<{ scope: { name: string } }>().scope.name).toBe('Replica Only Trials');
    const stats = await request(
      'GET',
      `/api/competitions/${ids.replicaCompetition}/selection-stats`,
    );
    expect(stats.statusCode).toBe(200);
    for (const url of [
      '/api/leaderboards/overall',
      '/api/leaderboards/season',
      '/api/competitions/years',
      '/api/venues',
      '/api/horses/top',
      '/api/athletes/top',
    ]) {
      expect((await request('GET', url)).statusCode, url).toBe(200);
    }
  });

  it('a competition and its results are read from the primary (they fill the ETag cache)', async () => {
    const fromPrimary = await request('GET', `/api/competitions/${ids.primaryCompetition}`);
    expect(fromPrimary.statusCode).toBe(200);
    expect(fromPrimary.body).toContain('Primary Horse Trials');
    const entries = await request('GET', `/api/competitions/${ids.primaryCompetition}/entries`);
    expect(entries.statusCode).toBe(200);
    const replicaOnly = await request('GET', `/api/competitions/${ids.replicaCompetition}`);
    expect(replicaOnly.statusCode).toBe(404);
    const article = await request('GET', '/api/articles/by-slug/primary-article');
    expect(article.statusCode).toBe(200);
  });

  it('writes go to the primary and the writer reads them back at once', async () => {
    const { db } = setup.database;
    const player = await signedInUser(db, now);
    const admin = await signedInUser(db, now, { isAdmin: true });

    const saved = await request('POST', '/api/fantasy/teams', player.cookie, {
      competitionId: ids.primaryCompetition,
      selections: ids.entries.map((competitionEntryId) => ({ competitionEntryId })),
    });
    expect(saved.statusCode).toBe(200);
    const mine = await request(
      'GET',
      `/api/fantasy/teams/${ids.primaryCompetition}`,
      player.cookie,
    );
    expect(mine.statusCode).toBe(200);
    expect(mine.json<{ selections: unknown[] }>().selections).toHaveLength(5);

    const scored = await request(
      'PATCH',
      `/api/competition-entries/${ids.entries[0]}/scoring`,
      admin.cookie,
      {
        dr_score: 27.3,
      },
    );
    expect(scored.statusCode).toBe(200);

    const league = await request('POST', '/api/leagues', player.cookie, { name: 'Replica test' });
    expect(league.statusCode).toBe(200);
    const sent = await request('POST', '/api/feedback', undefined, {
      name: 'Ann Visitor',
      email: 'ann@example.test',
      subject: 'Scores page',
      message: 'The results page froze.',
    });
    expect(sent.statusCode).toBe(201);

    // All of it is on the primary, none of it on the replica.
    const count = async (database: Database, table: typeof leagues | typeof feedback) =>
      (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;
    expect(await count(setup.database, leagues)).toBe(1);
    expect(await count(setup.replica, leagues)).toBe(0);
    expect(await count(setup.database, feedback)).toBe(1);
    expect(await count(setup.replica, feedback)).toBe(0);
  });
});
