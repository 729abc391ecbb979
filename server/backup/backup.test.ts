import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type Db } from '../db/client';
import { createTestApp, saveScores, type TestApp } from '../test/app';
import { createEmptyPostgresDatabase, testDatabaseUrl } from '../test/database';
import { buildCompetition, buildEntry, signedInUser } from '../test/factories';
import { restoreBackup, takeBackup } from './backup.service';
import { copyDatabase, listTables } from './copy-database';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const HISTORY_CSV =
  'event_name,event_date,level,rider,nationality,horse,dressage,sj_penalties,xc_jump_penalties,xc_time_penalties\n' +
  'Backup Trials,2025-05-04,CCI4*-S,Backup RIDER,GBR,BACKUP HORSE,28.5,4,0,2.0\n';

function upload(field: string, name: string, content: string) {
  const boundary = '----backupboundary';
  return {
    payload: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n` +
        `Content-Type: text/csv\r\n\r\n${content}\r\n--${boundary}--\r\n`,
    ),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * Every table's rows as sorted JSON text, and every sequence's position (a copy recovered like a
 * crash may have moved a sequence ahead, never back: PostgreSQL logs them 32 values ahead).
 */
async function snapshot(db: Db) {
  const tables: Record<string, string[]> = {};
  for (const table of await listTables(db)) {
    const result = await db.execute(
      sql.raw(`select row_to_json(t)::text as row from "${table.name}" t`),
    );
    tables[table.name] = (result as { rows: Array<{ row: string }> }).rows
      .map((row) => row.row)
      .sort();
  }
  const sequences = await db.execute(
    sql`select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public' order by 1`,
  );
  const positions = (sequences as { rows: Array<{ name: string; value: string | null }> }).rows;
  return {
    tables,
    sequences: Object.fromEntries(positions.map((row) => [row.name, Number(row.value ?? 0)])),
  };
}

/** Rows equal in every table; every sequence where it was, or ahead of it. */
async function expectSameData(restored: Db, original: Db) {
  const [after, before] = [await snapshot(restored), await snapshot(original)];
  expect(after.tables).toEqual(before.tables);
  expect(Object.keys(after.sequences)).toEqual(Object.keys(before.sequences));
  for (const [name, value] of Object.entries(before.sequences)) {
    expect(after.sequences[name], name).toBeGreaterThanOrEqual(value);
  }
}

describe('backup and restore', () => {
  let t: TestApp;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'em-backup-test-'));

  /** Data of every kind, made through the API as players and administrators make it. */
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await signedInUser(t.db, t.clock.now(), { isAdmin: true });
    const player = await signedInUser(t.db, t.clock.now(), { teamName: 'Backup Riders' });
    const friend = await signedInUser(t.db, t.clock.now());
    const as =
      (cookie: string) => (method: 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
        t.request({ method, url, cookie, ...(payload ? { payload } : {}) });
    const register = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        firstName: 'Ada',
        lastName: 'Backup',
        email: 'ada@example.test',
        nationality: 'GBR',
      },
    });
    expect(register.statusCode).toBe(200);

    const open = await buildCompetition(t.db, t.clock.now());
    const live = await buildCompetition(t.db, t.clock.now(), {
      status: 'live',
      startDate: new Date(t.clock.now().getTime() - 3_600_000),
      deadline: new Date(t.clock.now().getTime() - 7_200_000),
    });
    const openEntries: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      openEntries.push((await buildEntry(t.db, open.id, { price: '2.0' })).id);
    }
    const team = await as(player.cookie)('POST', '/api/fantasy/teams', {
      competitionId: open.id,
      selections: openEntries.map((id) => ({ competitionEntryId: id })),
      teamName: 'Backup Team',
    });
    expect(team.statusCode).toBe(200);
    const liveEntry = await buildEntry(t.db, live.id);
    expect((await saveScores(t, admin.cookie, liveEntry.id, { dr_score: 28.5 })).statusCode).toBe(
      200,
    );

    const league = await as(player.cookie)('POST', '/api/leagues', { name: 'Backup League' });
    expect(league.statusCode).toBe(200);
    const { joinCode } = league.json<{ joinCode: string }>();
    expect((await as(friend.cookie)('POST', '/api/leagues/join', { joinCode })).statusCode).toBe(
      200,
    );

    const article = await as(admin.cookie)('POST', '/api/admin/articles', {
      title: 'Backup day',
      excerpt: 'What is kept',
      content: 'Everything, with "quotes", commas, and ünïcödé.',
      isPublished: true,
      isPremium: false,
    });
    const articleId = article.json<{ id: number }>().id;
    const poll = await as(admin.cookie)('POST', `/api/admin/articles/${articleId}/polls`, {
      question: 'Which phase?',
      options: ['Dressage', 'Cross-country'],
    });
    const { id: pollId, options } = poll.json<{ id: number; options: Array<{ id: number }> }>();
    expect(
      (await as(player.cookie)('POST', `/api/polls/${pollId}/vote`, { optionId: options[1]?.id }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/feedback',
          payload: {
            name: 'Ada',
            email: 'ada@example.test',
            subject: 'Backups',
            message: 'Thanks',
          },
        })
      ).statusCode,
    ).toBe(201);
    const subscription = await as(player.cookie)('POST', '/api/push/subscriptions', {
      endpoint: 'https://push.example.test/send/backup',
      keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
    });
    expect(subscription.statusCode).toBeLessThan(300);
    const history = await t.request({
      method: 'POST',
      url: '/api/admin/results-history/import',
      cookie: admin.cookie,
      ...upload('csvFile', 'history.csv', HISTORY_CSV),
    });
    expect(history.statusCode, history.body).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('holds data of every kind before the backup', async () => {
    const { tables } = await snapshot(t.db);
    for (const table of [
      'users',
      'sessions',
      'email_verification_tokens',
      'fantasy_teams',
      'fantasy_team_selections',
      'competition_entries',
      'leagues',
      'league_memberships',
      'articles',
      'article_polls',
      'poll_votes',
      'feedback',
      'push_subscriptions',
      'results_history',
    ]) {
      expect(tables[table]?.length, table).toBeGreaterThan(0);
    }
  });

  it.skipIf(onPostgres)(
    'restores the embedded database into a new DATA_DIR, every row equal',
    async () => {
      const file = path.join(folder, 'embedded.tar.gz');
      const blob = await t.database.dumpDataDir?.();
      fs.writeFileSync(file, Buffer.from(await (blob ?? new Blob([])).arrayBuffer()));
      const dataDir = path.join(folder, 'restored');
      await restoreBackup({ dataDir, databaseUrl: undefined }, file, { force: false });
      const restored = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
      try {
        await expectSameData(restored.db, t.db);
      } finally {
        await restored.close();
      }
      await expect(
        restoreBackup({ dataDir, databaseUrl: undefined }, file, { force: false }),
      ).rejects.toThrow(`${path.join(dataDir, 'pglite')} already holds a database.`);
    },
  );

  it.skipIf(!onPostgres)(
    'restores pg_dump into an empty PostgreSQL database, every row equal, and refuses a full one',
    async () => {
      const url = testDatabaseUrl(t.database) ?? '';
      const file = path.join(folder, 'server.dump');
      const taken = await takeBackup({ dataDir: folder, databaseUrl: url }, file);
      expect(taken.kind).toBe('postgres');
      const empty = await createEmptyPostgresDatabase();
      try {
        await restoreBackup({ dataDir: folder, databaseUrl: empty.url }, file, { force: false });
        const restored = await openPostgres({ url: empty.url, poolSize: 2 });
        try {
          await expectSameData(restored.db, t.db);
        } finally {
          await restored.close();
        }
        await expect(
          restoreBackup({ dataDir: folder, databaseUrl: empty.url }, file, { force: false }),
        ).rejects.toThrow(/^The PostgreSQL database already has \d+ tables\./);
      } finally {
        await empty.drop();
      }
    },
  );

  it.skipIf(!onPostgres)(
    'moves an embedded backup into PostgreSQL with the same restore, every row equal',
    async () => {
      const embedded = await openPglite({});
      const file = path.join(folder, 'moving.tar.gz');
      try {
        await embedded.migrate();
        await copyDatabase(t.db, embedded.db);
        const blob = await embedded.dumpDataDir?.();
        fs.writeFileSync(file, Buffer.from(await (blob ?? new Blob([])).arrayBuffer()));
      } finally {
        await embedded.close();
      }
      const empty = await createEmptyPostgresDatabase();
      try {
        await restoreBackup({ dataDir: folder, databaseUrl: empty.url }, file, { force: false });
        const restored = await openPostgres({ url: empty.url, poolSize: 2 });
        try {
          await expectSameData(restored.db, t.db);
        } finally {
          await restored.close();
        }
      } finally {
        await empty.drop();
      }
    },
    120_000,
  );
});
