import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  competitionEntries,
  fantasyStandings,
  fantasyTeamSelections,
  fantasyTeams,
} from '../../db/schema/index';
import { AppError } from '../../errors';
import { createTestApp, type TestApp } from '../../test/app';
import { buildCompetition, buildEntry, buildUser } from '../../test/factories';
import type { AppDeps } from '../../types';
import { scoreEntry } from '../live-scoring/live-scoring.service';
import { rebuildPlayerStandings } from '../standings/standings.repository';
import { recordResults, type ScoreAuthor } from './results.service';

const FORM = { author: { source: 'form', user: null } satisfies ScoreAuthor };
let operator = {
  id: 0,
  email: 'operator@example.com',
  firstName: 'Olive',
  lastName: 'Operator',
  isAdmin: true,
  membershipType: 'free' as const,
  premiumUntil: null,
  emailVerified: true,
  sessionId: 'test',
};

describe('recordResults, the one writer of scores', () => {
  let t: TestApp;
  /** The app's dependencies with a database whose notifications go nowhere. */
  let silent: AppDeps;

  beforeAll(async () => {
    t = await createTestApp();
    silent = { ...t.app.deps, database: { ...t.database, notify: () => Promise.resolve() } };
    const admin = await buildUser(t.db, {
      isAdmin: true,
      firstName: 'Olive',
      lastName: 'Operator',
    });
    operator = { ...operator, id: admin.id, email: admin.email };
  });
  afterAll(async () => {
    await t.close();
  });

  async function competitionWithTeam() {
    const competition = await buildCompetition(t.db, t.clock.now(), {
      status: 'live',
      isLive: true,
      startDate: new Date('2026-06-01T09:00:00Z'),
    });
    const entry = await buildEntry(t.db, competition.id);
    const player = await buildUser(t.db);
    const [team] = await t.db
      .insert(fantasyTeams)
      .values({ userId: player.id, competitionId: competition.id, totalSpent: '2.0' })
      .returning();
    if (!team) throw new Error('team not created');
    await t.db.insert(fantasyTeamSelections).values({
      fantasyTeamId: team.id,
      competitionEntryId: entry.id,
      athleteId: entry.athleteId,
      horseId: entry.horseId,
      price: '2.0',
    });
    await rebuildPlayerStandings(t.db, [player.id]);
    return { competition, entry, player, team };
  }

  it('brings the team and its standings current in the score save itself, without the notification', async () => {
    const { entry, player, team } = await competitionWithTeam();
    const saved = await scoreEntry(silent, operator, entry.id, {
      dr_status: 'CLEAR',
      dr_score: 273,
      sj_status: 'CLEAR',
      sj_score: 40,
      xc_status: 'OK',
      xcj_score: 0,
      xct_score: 8,
    });
    expect(saved.total_pts).toBe(91);
    const [kept] = await t.db.select().from(fantasyTeams).where(eq(fantasyTeams.id, team.id));
    expect(kept?.totalPoints).toBe('91.0');
    const standings = await t.db
      .select({ scope: fantasyStandings.scope, points: fantasyStandings.totalPoints })
      .from(fantasyStandings)
      .where(eq(fantasyStandings.userId, player.id))
      .orderBy(fantasyStandings.scope);
    expect(standings).toEqual([
      { scope: 'month:2026-06', points: '91.0' },
      { scope: 'overall', points: '91.0' },
      { scope: 'season:2026', points: '91.0' },
    ]);
  });

  it('refuses a status its phase does not know, naming the field, and writes nothing', async () => {
    const { competition, entry } = await competitionWithTeam();
    const refused = recordResults(
      silent,
      competition.id,
      () => ({
        scores: [{ entryId: entry.id, scores: { drScore: '30.0', sjStatus: 'LATE' as 'OK' } }],
        outcome: null,
      }),
      FORM,
    );
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'sj_status must be one of OK, WD, EL, RET, DSQ, NS.',
    });
    const [row] = await t.db
      .select()
      .from(competitionEntries)
      .where(eq(competitionEntries.id, entry.id));
    expect(row?.drScore).toBeNull();
  });

  it('refuses negative penalties and an entry of another competition', async () => {
    const { competition, entry } = await competitionWithTeam();
    const other = await competitionWithTeam();
    await expect(
      recordResults(
        silent,
        competition.id,
        () => ({
          scores: [{ entryId: entry.id, scores: { xctScore: '-1.0' } }],
          outcome: null,
        }),
        FORM,
      ),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'xct_score -1.0 is out of bounds: cross-country time penalties are 0.0 to 300.0.',
    });
    await expect(
      recordResults(
        silent,
        competition.id,
        () => ({
          scores: [{ entryId: other.entry.id, scores: { drScore: '30.0' } }],
          outcome: null,
        }),
        FORM,
      ),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Competition entry not found.' });
  });

  it("rolls the source's own writes back with a refused score", async () => {
    const { competition, entry } = await competitionWithTeam();
    await expect(
      recordResults(
        silent,
        competition.id,
        async (tx) => {
          await tx
            .update(competitionEntries)
            .set({ startOrder: 9 })
            .where(eq(competitionEntries.id, entry.id));
          return { scores: [{ entryId: entry.id, scores: { drScore: 'x' } }], outcome: null };
        },
        FORM,
      ),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const [row] = await t.db
      .select()
      .from(competitionEntries)
      .where(eq(competitionEntries.id, entry.id));
    expect(row?.startOrder).toBeNull();
  });
});
