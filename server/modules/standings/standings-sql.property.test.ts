import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionEntries, fantasyTeamSelections, fantasyTeams } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildCompetition, buildEntry, buildUser } from '../../test/factories';

/** Points that make ties likely, in tenths as stored. */
const POINTS = ['0.0', '10.0', '20.0', '25.5', '45.0', '100.0'];

const competitionCase = fc.record({
  entries: fc.array(fc.constantFrom(...POINTS), { minLength: 5, maxLength: 8 }),
  teams: fc.array(
    fc.record({
      player: fc.nat({ max: 11 }),
      picks: fc.uniqueArray(fc.nat({ max: 7 }), { minLength: 1, maxLength: 5 }),
    }),
    { minLength: 1, maxLength: 14 },
  ),
  closed: fc.boolean(),
});

type Ranked = { user_id: number; points: string; rank: number };

describe('the standings engine ranks as plain SQL does', () => {
  let t: TestApp;
  let players: number[];
  const countries = ['GBR', 'IRL', 'NZL'];

  beforeAll(async () => {
    t = await createTestApp();
    players = [];
    for (let i = 0; i < 12; i += 1) {
      players.push((await buildUser(t.db, { nationality: countries[i % 3] ?? 'GBR' })).id);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  /** A pick's points once its competition (`c`) is live or completed; before that none. */
  const publishedPoints = sql`case when c.is_live or c.status not in ('pending', 'open') then e.total_pts end`;

  /** Competition ranking in SQL: rank() over the totals of the picks' points. */
  const sqlTeamRanks = async (competitionId: number) =>
    (
      (await t.db.execute(sql`
        with totals as (
          select t.user_id, coalesce(sum(${publishedPoints}), 0) as points
          from fantasy_teams t
          join competitions c on c.id = t.competition_id
          left join fantasy_team_selections s on s.fantasy_team_id = t.id and s.is_active
          left join competition_entries e on e.id = s.competition_entry_id
          where t.competition_id = ${competitionId}
          group by t.id, t.user_id
        )
        select user_id, points::text as points, rank() over (order by points desc)::int as rank
        from totals order by user_id`)) as { rows: Ranked[] }
    ).rows;

  const sqlOverallRanks = async (country?: string) =>
    (
      (await t.db.execute(sql`
        with totals as (
          select t.user_id, coalesce(sum(${publishedPoints}), 0) as points
          from fantasy_teams t
          join competitions c on c.id = t.competition_id
          join users u on u.id = t.user_id
          left join fantasy_team_selections s on s.fantasy_team_id = t.id and s.is_active
          left join competition_entries e on e.id = s.competition_entry_id
          where ${country === undefined ? sql`true` : sql`u.nationality = ${country}`}
          group by t.user_id
        )
        select user_id, points::text as points, rank() over (order by points desc)::int as rank
        from totals order by user_id`)) as { rows: Ranked[] }
    ).rows;

  const tenths = (points: string) => Math.round(Number(points) * 10);

  it('for random picks and points, ties included, on every board', async () => {
    await fc.assert(
      fc.asyncProperty(competitionCase, async (scenario) => {
        const now = t.clock.now();
        const competition = await buildCompetition(t.db, now, {
          status: scenario.closed ? 'live' : 'open',
          isLive: scenario.closed,
        });
        const entries: Awaited<ReturnType<typeof buildEntry>>[] = [];
        for (const points of scenario.entries) {
          entries.push(await buildEntry(t.db, competition.id, { totalPts: points }));
        }
        const byPlayer = new Map(scenario.teams.map((team) => [team.player, team.picks]));
        for (const [player, picks] of byPlayer) {
          const [team] = await t.db
            .insert(fantasyTeams)
            .values({ userId: players[player] ?? 0, competitionId: competition.id })
            .returning();
          const chosen = picks.flatMap((pick) => entries[pick % entries.length] ?? []);
          await t.db.insert(fantasyTeamSelections).values(
            [...new Set(chosen)].map((entry) => ({
              fantasyTeamId: team?.id ?? 0,
              competitionEntryId: entry.id,
              athleteId: entry.athleteId,
              horseId: entry.horseId,
              price: entry.price,
            })),
          );
        }
        await t.app.deps.standings.onCompetitionChanged(competition.id);
        const engine = t.app.deps.standings;

        for (const row of await sqlTeamRanks(competition.id)) {
          const standing = await engine.teamStanding(competition.id, Number(row.user_id));
          expect(standing).toMatchObject({ total: tenths(row.points), rank: row.rank });
        }
        const board = await engine.competitionBoard(competition.id, { limit: 100 });
        const expected = await sqlTeamRanks(competition.id);
        expect(board?.players).toBe(expected.length);
        expect(board?.rows.map((row) => row.rank).sort((a, b) => a - b)).toEqual(
          expected.map((row) => row.rank).sort((a, b) => a - b),
        );

        for (const country of [undefined, ...countries]) {
          const overall = await sqlOverallRanks(country);
          const answer = await engine.periodBoard('overall', { limit: 100, country });
          expect(answer.players).toBe(overall.length);
          const ranks = new Map(answer.rows.map((row) => [row.userId, [row.total, row.rank]]));
          for (const row of overall) {
            expect(ranks.get(Number(row.user_id))).toEqual([tenths(row.points), row.rank]);
          }
        }
      }),
      { numRuns: 12 },
    );
    // The points of an entry move: every rank follows, as SQL says.
    const [entry] = await t.db.select().from(competitionEntries).limit(1);
    if (!entry) throw new Error('no entry');
    await t.db.execute(sql`update competition_entries set total_pts = 77.5 where id = ${entry.id}`);
    await t.app.deps.standings.onCompetitionChanged(entry.competitionId);
    for (const row of await sqlOverallRanks()) {
      const standing = await t.app.deps.standings.playerStanding('overall', Number(row.user_id));
      expect(standing).toMatchObject({ total: tenths(row.points), rank: row.rank });
    }
  });
});
