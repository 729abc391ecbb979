import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database';
import { buildCompetition, buildEntry, buildUser } from '../test/factories';
import { migrationsFolder, type Database } from './client';
import { competitionEntries, competitions, leagueMemberships, leagues } from './schema/index';

/**
 * Runs a migration's statements again, on rows written as an older version left them; `from`
 * skips the first ones (a column a migration adds before filling it is there already).
 */
async function rerun(database: Database, file: string, from = 0) {
  const text = fs.readFileSync(path.join(migrationsFolder, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint').slice(from)) {
    if (statement.trim()) await database.db.execute(sql.raw(statement));
  }
}

describe('migrations that repair rows older versions wrote', () => {
  let database: Database;
  const now = new Date('2026-06-01T12:00:00Z');

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('0012 gives a private league left without a creator to its first member, and drops an empty one', async () => {
    const db = database.db;
    const [first, second] = [await buildUser(db), await buildUser(db)];
    const [kept, empty, open] = await db
      .insert(leagues)
      .values([
        { name: 'Orphaned', creatorId: null, isPrivate: true, joinCode: 'QRST' },
        { name: 'Empty', creatorId: null, isPrivate: true, joinCode: 'UVWX' },
        { name: 'Operators', creatorId: null, isPrivate: false, joinCode: 'YZ23' },
      ])
      .returning({ id: leagues.id });
    if (!kept || !empty || !open) throw new Error('leagues not created');
    await db.insert(leagueMemberships).values([
      { leagueId: kept.id, userId: second.id, joinedAt: new Date('2026-01-02T00:00:00Z') },
      { leagueId: kept.id, userId: first.id, joinedAt: new Date('2026-01-01T00:00:00Z') },
    ]);
    await rerun(database, '0012_league_creator_kept.sql');
    const rows = await db.select({ id: leagues.id, creatorId: leagues.creatorId }).from(leagues);
    expect(rows.sort((a, b) => a.id - b.id)).toEqual([
      { id: kept.id, creatorId: first.id },
      { id: open.id, creatorId: null },
    ]);
  });

  it('0014 gives the demo competitions the scorer the administration offers', async () => {
    const db = database.db;
    const demo = await buildCompetition(db, now, { scorer: 'Demo Scoring Ltd' });
    const none = await buildCompetition(db, now, { scorer: null });
    await rerun(database, '0014_demo_scorer.sql');
    const scorer = async (id: number) =>
      (
        await db
          .select({ scorer: competitions.scorer })
          .from(competitions)
          .where(eq(competitions.id, id))
      )[0]?.scorer;
    expect(await scorer(demo.id)).toBe('eventingscores.co.uk');
    expect(await scorer(none.id)).toBeNull();
  });

  it('0017 marks as given the prices older files wrote, not the default nor computed ones', async () => {
    const db = database.db;
    const { id } = await buildCompetition(db, now);
    // Rows as versions before 0017 wrote them: a price and no record of who gave it.
    const older = (values: Parameters<typeof buildEntry>[2]) =>
      buildEntry(db, id, { ...values, priceGivenAt: null });
    const entries = [
      await older({ price: '3.4' }),
      await older({ price: '2.5' }),
      await older({ price: '4.0', pricedAt: now }),
      await older({ price: '2.0', priceOverride: '2.0', priceBeforeOverride: '3.1' }),
      await older({ price: '2.0', priceOverride: '2.0', priceBeforeOverride: '2.5' }),
    ];
    await rerun(database, '0017_price_given_at.sql', 1);
    const rows = await db
      .select({ id: competitionEntries.id, given: competitionEntries.priceGivenAt })
      .from(competitionEntries)
      .where(eq(competitionEntries.competitionId, id));
    const given = new Set(rows.filter((row) => row.given !== null).map((row) => row.id));
    expect(entries.map((entry) => given.has(entry.id))).toEqual([true, false, false, true, false]);
  });
});
