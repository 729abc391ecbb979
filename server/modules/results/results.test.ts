import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionEntries, fantasyTeamSelections, fantasyTeams } from '../../db/schema/index';
import { AppError } from '../../errors';
import { createTestApp, type TestApp } from '../../test/app';
import { buildCompetition, buildEntry, buildOperator, buildUser } from '../../test/factories';
import type { AppDeps, SessionUser } from '../../types';
import { scoreEntry } from '../live-scoring/live-scoring.service';
import { recordResults, type ScoreAuthor } from './results.service';
import { waitForValue } from '../../test/wait-for';

const FORM = { author: { source: 'form', user: null } satisfies ScoreAuthor };
let operator: SessionUser;

describe('recordResults, the one writer of scores', () => {
  let t: TestApp;
  /** The app's dependencies with a database whose notifications go nowhere. */
  let silent: AppDeps;

  beforeAll(async () => {
    t = await createTestApp();
    silent = { ...t.app.deps, database: { ...t.database, notify: () => Promise.resolve() } };
    operator = await buildOperator(t.db);
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
    return { competition, entry, player, team };
  }

  const clearRound = {
    dr_status: 'CLEAR',
    dr_score: 273,
    sj_status: 'CLEAR',
    sj_score: 40,
    xc_status: 'OK',
    xcj_score: 0,
    xct_score: 8,
  } as const;

  it('writes the score alone: no team or standing moves in its transaction (decision 051)', async () => {
    const { entry, team } = await competitionWithTeam();
    const before = await t.db.select().from(fantasyTeams).where(eq(fantasyTeams.id, team.id));
    const saved = await scoreEntry(silent, operator, entry.id, clearRound);
    expect(saved.total_pts).toBe(91);
    const after = await t.db.select().from(fantasyTeams).where(eq(fantasyTeams.id, team.id));
    expect(after).toEqual(before);
  });

  it('lets the standings engine take the score from competition_changed', async () => {
    const { competition, entry, player } = await competitionWithTeam();
    await scoreEntry(t.app.deps, operator, entry.id, clearRound);
    const standing = await waitForValue(
      () => t.app.deps.standings.teamStanding(competition.id, player.id),
      (read) => read?.total === 910,
    );
    expect(standing).toMatchObject({ total: 910, rank: 1, players: 1 });
    const overall = await t.app.deps.standings.playerStanding('overall', player.id);
    expect(overall?.total).toBe(910);
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
