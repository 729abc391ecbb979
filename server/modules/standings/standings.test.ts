import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client';
import {
  competitionEntries,
  fantasyStandings,
  fantasyTeamSelections,
  fantasyTeams,
  users,
} from '../../db/schema/index';
import { openTestDatabase } from '../../test/database';
import { buildCompetition, buildEntry, buildUser } from '../../test/factories';
import {
  countStandings,
  countTeams,
  standingRankOf,
  teamRankOf,
} from '../leaderboards/leaderboards.repository';
import { rebuildPlayerStandings } from './standings.repository';
import { bringStandingsCurrent, rebuildAllStandings } from './standings.service';

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown): T[] => (result as Rows<T>).rows;

/** Competition ranking recomputed from scratch: one more than the totals strictly above. */
const ranksOf = (points: readonly number[]) =>
  points.map((mine) => 1 + points.filter((other) => other > mine).length);

/** What a team save does to the kept numbers: its total from the points applied, its standings. */
async function saveTeamStanding(db: Db, teamId: number, userId: number) {
  await db.execute(sql`
    update fantasy_teams t
    set total_points = coalesce((
      select sum(a.total_pts)
      from fantasy_team_selections s
      join fantasy_applied_entry_points a on a.competition_entry_id = s.competition_entry_id
      where s.fantasy_team_id = t.id and s.is_active
    ), 0)
    where t.id = ${teamId}`);
  await rebuildPlayerStandings(db, [userId]);
}

const refresh = (db: Db, competitionId: number) =>
  db.transaction((tx) => bringStandingsCurrent(tx, competitionId));

describe('kept standings and rank counts', () => {
  let database: Database;
  let db: Db;
  type Entry = { id: number; athleteId: number; horseId: number };
  const competitions: { id: number; entries: Entry[] }[] = [];
  const now = new Date('2026-05-01T12:00:00Z');

  /** Every team's total and every standing, recomputed from the entries' current points. */
  async function recomputed() {
    const teams = rowsOf<{ id: number; user_id: number; competition_id: number; points: string }>(
      await db.execute(sql`
        select t.id, t.user_id, t.competition_id,
               coalesce(sum(ce.total_pts) filter (where s.is_active), 0)::text as points
        from fantasy_teams t
        left join fantasy_team_selections s on s.fantasy_team_id = t.id
        left join competition_entries ce on ce.id = s.competition_entry_id
        group by t.id`),
    );
    const standings = rowsOf<{ scope: string; user_id: number; points: string }>(
      await db.execute(sql`
        with team_points as (
          select t.id, t.user_id, t.competition_id,
                 coalesce(sum(ce.total_pts) filter (where s.is_active), 0) as points
          from fantasy_teams t
          left join fantasy_team_selections s on s.fantasy_team_id = t.id
          left join competition_entries ce on ce.id = s.competition_entry_id
          group by t.id
        )
        select scopes.scope, tp.user_id, sum(tp.points)::text as points
        from team_points tp
        join competitions c on c.id = tp.competition_id
        cross join lateral (values
          ('overall'),
          ('season:' || to_char(c.start_date at time zone 'UTC', 'YYYY')),
          ('month:' || to_char(c.start_date at time zone 'UTC', 'YYYY-MM'))
        ) as scopes(scope)
        group by scopes.scope, tp.user_id`),
    );
    return { teams, standings };
  }

  /** Kept totals equal the recomputed ones, and every kept rank and count equals a recount. */
  async function expectKeptEqualsRecomputed() {
    const { teams, standings } = await recomputed();
    const keptTeams = await db
      .select({ id: fantasyTeams.id, points: fantasyTeams.totalPoints })
      .from(fantasyTeams);
    const keptTeamPoints = new Map(keptTeams.map((team) => [team.id, Number(team.points)]));
    for (const team of teams) expect(keptTeamPoints.get(team.id)).toBe(Number(team.points));
    const keptStandings = await db
      .select({
        scope: fantasyStandings.scope,
        userId: fantasyStandings.userId,
        points: fantasyStandings.totalPoints,
      })
      .from(fantasyStandings);
    expect(keptStandings.map((row) => [row.scope, row.userId, Number(row.points)]).sort()).toEqual(
      standings.map((row) => [row.scope, row.user_id, Number(row.points)]).sort(),
    );

    for (const competition of competitions) {
      const own = teams.filter((team) => team.competition_id === competition.id);
      const expected = ranksOf(own.map((team) => Number(team.points)));
      const actual = await Promise.all(
        own.map((team) => teamRankOf(db, competition.id, Number(team.points).toFixed(1))),
      );
      expect(actual).toEqual(expected);
      expect(await countTeams(db, competition.id)).toBe(own.length);
    }
    for (const scope of new Set(standings.map((row) => row.scope))) {
      const own = standings.filter((row) => row.scope === scope);
      const expected = ranksOf(own.map((row) => Number(row.points)));
      const actual = await Promise.all(
        own.map((row) => standingRankOf(db, scope, Number(row.points).toFixed(1))),
      );
      expect(actual).toEqual(expected);
      expect(await countStandings(db, scope)).toBe(own.length);
    }
    const negative = rowsOf<{ board: string }>(
      await db.execute(sql`
        select board, points from fantasy_rank_counts
        group by board, points having sum(players) < 0`),
    );
    expect(negative).toEqual([]);
  }

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
    const dates = ['2026-06-10T09:00:00Z', '2026-06-24T09:00:00Z', '2027-01-15T09:00:00Z'];
    for (const date of dates) {
      const start = new Date(date);
      const competition = await buildCompetition(db, now, {
        startDate: start,
        endDate: new Date(start.getTime() + 3 * 86_400_000),
        deadline: new Date(start.getTime() - 86_400_000),
      });
      const entries: Entry[] = [];
      for (let i = 0; i < 7; i += 1) entries.push(await buildEntry(db, competition.id));
      competitions.push({ id: competition.id, entries });
    }
    for (let player = 0; player < 18; player += 1) {
      const user = await buildUser(db, { nationality: player % 3 === 0 ? 'IRL' : 'GBR' });
      for (const [index, competition] of competitions.entries()) {
        if ((player + index) % 4 === 3) continue;
        const [team] = await db
          .insert(fantasyTeams)
          .values({ userId: user.id, competitionId: competition.id, totalSpent: '5.0' })
          .returning();
        if (!team) throw new Error('team not created');
        const picks = [0, 1, 2, 3, 4].map(
          (offset) => competition.entries[(player + offset * 2) % competition.entries.length],
        );
        await db.insert(fantasyTeamSelections).values(
          [...new Set(picks)].map((entry) => ({
            fantasyTeamId: team.id,
            competitionEntryId: entry?.id ?? 0,
            athleteId: entry?.athleteId ?? 0,
            horseId: entry?.horseId ?? 0,
            price: '1.0',
          })),
        );
        // The last player's teams are written without their standings (the refresh builds them).
        if (player < 17) await saveTeamStanding(db, team.id, user.id);
      }
    }
  });
  afterAll(async () => {
    await database.close();
  });

  it('builds missing standings during a refresh and keeps exact counts', async () => {
    for (const competition of competitions) {
      await db
        .update(competitionEntries)
        .set({ totalPts: '5.0' })
        .where(eq(competitionEntries.competitionId, competition.id));
      expect((await refresh(db, competition.id)).entries).toBe(7);
    }
    await expectKeptEqualsRecomputed();
    await rebuildAllStandings(db);
    await expectKeptEqualsRecomputed();
  });

  it('keeps ranks equal to ranks recounted from scratch after random score changes', async () => {
    const allEntries = competitions.flatMap((competition) =>
      competition.entries.map((entry) => ({ entryId: entry.id, competitionId: competition.id })),
    );
    const change = fc.record({
      entry: fc.integer({ min: 0, max: allEntries.length - 1 }),
      // Few distinct values, so ties (shared ranks) are frequent; tenths included.
      points: fc.oneof(
        fc.constantFrom(0, 10, 20, 20, 35.5),
        fc.integer({ min: 0, max: 600 }).map((tenths) => tenths / 10),
      ),
      refreshNow: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 6 }), async (changes) => {
        for (const { entry, points, refreshNow } of changes) {
          const target = allEntries[entry];
          if (!target) continue;
          await db
            .update(competitionEntries)
            .set({ totalPts: points.toFixed(1) })
            .where(eq(competitionEntries.id, target.entryId));
          if (refreshNow) await refresh(db, target.competitionId);
        }
        for (const competition of competitions) {
          await refresh(db, competition.id);
        }
        await expectKeptEqualsRecomputed();
      }),
      { numRuns: 12, seed: 20260610 },
    );
  });

  it('keeps the counts exact when a team is saved again and when a player is deleted', async () => {
    const [team] = await db.select().from(fantasyTeams).limit(1);
    if (!team) throw new Error('no team');
    await db
      .update(fantasyTeamSelections)
      .set({ isActive: false })
      .where(eq(fantasyTeamSelections.fantasyTeamId, team.id));
    await saveTeamStanding(db, team.id, team.userId);
    await expectKeptEqualsRecomputed();
    await db.delete(users).where(eq(users.id, team.userId));
    await expectKeptEqualsRecomputed();
  });
});
