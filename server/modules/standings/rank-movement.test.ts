import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RankHistory } from '../../../contract/fantasy';
import type { Leaderboard } from '../../../contract/leaderboards';
import type { League } from '../../../contract/leagues';
import { competitions } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import {
  buildCompetition,
  buildEntry,
  buildOperator,
  buildScoredTeam,
  buildTeamOf,
  signedInUser,
} from '../../test/factories';
import type { SessionUser } from '../../types';
import { scoreEntry } from '../live-scoring/live-scoring.service';
import { waitForValue } from '../../test/wait-for';

type Player = Awaited<ReturnType<typeof signedInUser>>;

/** Saves an entry's scores as the operator does, every field not given emptied. */
const scoreAs = (
  t: TestApp,
  operator: SessionUser,
  entryId: number,
  values: Record<string, unknown>,
) =>
  scoreEntry(t.app.deps, operator, entryId, {
    dr_status: null,
    dr_score: null,
    sj_status: null,
    sj_score: null,
    xc_status: null,
    xcj_score: null,
    xct_score: null,
    ...values,
  });

/**
 * A live competition starting on `start` in which each player picks one entry of their own, in
 * the players' order; returns the competition's id and the entries' ids in that order.
 */
async function buildPickedCompetition(
  t: TestApp,
  players: readonly Player[],
  start: string,
  values: { level: string; name?: string },
) {
  const competition = await buildCompetition(t.db, t.clock.now(), {
    ...values,
    status: 'live',
    isLive: true,
    startDate: new Date(`${start}T09:00:00Z`),
    deadline: new Date(`${start}T08:00:00Z`),
  });
  const entries = [];
  for (const [at, player] of players.entries()) {
    const entry = await buildEntry(t.db, competition.id, { startOrder: at + 1 });
    await buildTeamOf(t.db, player.user.id, entry);
    entries.push(entry.id);
  }
  return { id: competition.id, entries };
}

describe('rank movement after each phase', () => {
  let t: TestApp;
  let competitionId: number;
  let entries: number[];
  let players: Player[];
  let newcomer: Player;
  let operator: SessionUser;
  let leagueId: number;

  const get = async <T>(url: string, who: Player = players[0] as Player) => {
    const response = await t.request({ method: 'GET', url, cookie: who.cookie });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const score = async (at: number, values: Record<string, unknown>) => {
    await scoreAs(t, operator, entries[at] ?? 0, values);
  };
  const settle = () => t.app.deps.standings.onCompetitionChanged(competitionId);
  const moves = (board: Leaderboard) =>
    board.rows.map((row) => [row.userName.split(' ')[0], row.rank, row.movement]);

  beforeAll(async () => {
    t = await createTestApp();
    operator = await buildOperator(t.db);
    const now = t.clock.now();
    const competition = await buildCompetition(t.db, now, {
      name: 'Movement Trials',
      level: 'CCI4*-L',
      status: 'live',
      isLive: true,
      startDate: new Date('2026-05-28T09:00:00Z'),
      deadline: new Date('2026-05-27T09:00:00Z'),
    });
    competitionId = competition.id;
    entries = [];
    for (let i = 0; i < 4; i += 1) {
      entries.push((await buildEntry(t.db, competitionId, { startOrder: i + 1 })).id);
    }
    players = [];
    for (const first of ['Ann', 'Ben', 'Cat', 'Dan']) {
      players.push(await signedInUser(t.db, now, { firstName: first, lastName: 'Rider' }));
    }
    const picks = [
      [0, 1],
      [2, 3],
      [0, 2],
      [1, 3],
    ];
    for (const [index, player] of players.entries()) {
      const team = await t.db.execute(sql`
        insert into fantasy_teams (user_id, competition_id) values (${player.user.id}, ${competitionId})
        returning id`);
      const teamId = Number((team as { rows: { id: number }[] }).rows[0]?.id);
      for (const at of picks[index] ?? []) {
        await t.db.execute(sql`
          insert into fantasy_team_selections (fantasy_team_id, competition_entry_id, athlete_id, horse_id, price)
          select ${teamId}, e.id, e.athlete_id, e.horse_id, e.price
          from competition_entries e where e.id = ${entries[at] ?? 0}`);
      }
    }
    // A newcomer whose only team is in a competition not started yet.
    newcomer = await signedInUser(t.db, now, { firstName: 'Eve', lastName: 'Rider' });
    const upcoming = await buildCompetition(t.db, now, {
      startDate: new Date('2026-06-20T09:00:00Z'),
    });
    await buildScoredTeam(t.db, upcoming.id, newcomer.user.id, '0.0');
    const league = await t.request({
      method: 'POST',
      url: '/api/leagues',
      cookie: players[0]?.cookie ?? '',
      payload: { name: 'Movers' },
    });
    const created = league.json<League>();
    leagueId = created.id;
    for (const who of [players[1], players[2]]) {
      await t.request({
        method: 'POST',
        url: `/api/leagues/${created.joinCode}/join`,
        cookie: who?.cookie ?? '',
      });
    }
    await t.app.deps.standings.reconcile();
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows no movement while the first phase runs, and none when it has just ended', async () => {
    // Dressage: 25.0, 30.0, 35.0 and 40.0 penalties score 20, 15, 10 and 5 points.
    await score(0, { dr_score: 250 });
    await score(1, { dr_score: 300 });
    await score(2, { dr_score: 350 });
    await settle();
    const during = await get<Leaderboard>(`/api/competitions/${competitionId}/leaderboard`);
    expect(during.since).toBeNull();
    expect(during.rows.every((row) => row.movement === null)).toBe(true);
    await score(3, { dr_score: 400 });
    await settle();
    const ended = await get<Leaderboard>(`/api/competitions/${competitionId}/leaderboard`);
    // Ann 35, Cat 30, Dan 20, Ben 15: the dressage ranks, nothing to compare with yet.
    expect(moves(ended)).toEqual([
      ['Ann', 1, null],
      ['Cat', 2, null],
      ['Dan', 3, null],
      ['Ben', 4, null],
    ]);
  });

  it('moves ranks against the last phase end while the next phase runs', async () => {
    // Cross-country: the last entry goes clear inside the time (60 points).
    await score(3, { dr_score: 400, xc_status: 'OK', xcj_score: 0, xct_score: 0 });
    await settle();
    const board = await get<Leaderboard>(`/api/competitions/${competitionId}/leaderboard`);
    expect(board.since).toEqual({
      competitionId,
      competitionName: 'Movement Trials',
      phase: 'dressage',
    });
    // Dan 80, Ben 75, Ann 35, Cat 30.
    expect(moves(board)).toEqual([
      ['Dan', 1, 2],
      ['Ben', 2, 2],
      ['Ann', 3, -2],
      ['Cat', 4, -2],
    ]);
    const overall = await get<Leaderboard>('/api/leaderboards/overall?limit=10', newcomer);
    expect(overall.rows.map((row) => row.movement)).toEqual([2, 2, -2, -2, 'new']);
    expect(overall.me).toMatchObject({ rank: 5, movement: 'new' });
    const league = await get<Leaderboard>(
      `/api/leagues/${leagueId}/leaderboard/competition/${competitionId}?limit=10`,
    );
    // Among Ann, Ben and Cat: Ben 1st (was 3rd), Ann 2nd (was 1st), Cat 3rd (was 2nd).
    expect(moves(league)).toEqual([
      ['Ben', 1, 2],
      ['Ann', 2, -1],
      ['Cat', 3, -1],
    ]);
  });

  it('keeps showing the phase that has just ended until the next one moves', async () => {
    for (const at of [0, 1, 2]) {
      await score(at, { dr_score: 250 + at * 50, xc_status: 'EL' });
    }
    await settle();
    const board = await get<Leaderboard>(`/api/competitions/${competitionId}/leaderboard`);
    expect(board.since?.phase).toBe('dressage');
    expect(board.rows.map((row) => row.movement)).toEqual([2, 2, -2, -2]);
    const [kept] = (
      (await t.db.execute(
        sql`select array_agg(phase order by taken_at, id) as phases from fantasy_rank_snapshots
            where competition_id = ${competitionId}`,
      )) as { rows: { phases: string[] }[] }
    ).rows;
    expect(kept?.phases).toEqual(['dressage', 'cross-country']);
  });

  it('keeps every team its ranks at each phase end, and the season chart reads them', async () => {
    await score(3, {
      dr_score: 400,
      xc_status: 'OK',
      xcj_score: 0,
      xct_score: 0,
      sj_status: 'OK',
      sj_score: 0,
    });
    await settle();
    await t.db
      .update(competitions)
      .set({ status: 'completed', isLive: false })
      .where(eq(competitions.id, competitionId));
    await settle();
    const ann = players[0] as Player;
    const history = await waitForValue(
      async () => {
        await settle();
        return get<RankHistory>('/api/fantasy/rank-history?season=2026', ann);
      },
      (read) => read.points.length >= 4,
      { intervalMs: 100 },
    );
    expect(
      history.points.map((point) => [point.phase, point.competitionRank, point.overallRank]),
    ).toEqual([
      ['dressage', 1, 1],
      ['cross-country', 3, 3],
      ['show-jumping', 3, 3],
      ['final', 3, 3],
    ]);
    expect(history.points[0]).toMatchObject({
      competitionName: 'Movement Trials',
      competitionTeams: 4,
      overallPoints: 35,
    });
    // Ann's overall board: the four players of the competition and the newcomer.
    expect(history.points[3]?.overallPlayers).toBe(4);
    expect(history.current).toMatchObject({ rank: 3, players: 5, totalPoints: 35 });
  });
});

describe('phase ends kept at one moment', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("count in the order of their competitions' dates, whichever was written first", async () => {
    const now = t.clock.now();
    const [may, june] = [
      await buildCompetition(t.db, now, {
        status: 'completed',
        startDate: new Date('2026-05-10T09:00:00Z'),
      }),
      await buildCompetition(t.db, now, {
        status: 'completed',
        startDate: new Date('2026-06-20T09:00:00Z'),
      }),
    ];
    const bob = await signedInUser(t.db, now, { firstName: 'Bob', lastName: 'Rider' });
    const cat = await signedInUser(t.db, now, { firstName: 'Cat', lastName: 'Rider' });
    const mayEntry = (await buildScoredTeam(t.db, may?.id ?? 0, bob.user.id, '90.5')).entry;
    const juneEntry = (await buildScoredTeam(t.db, june?.id ?? 0, cat.user.id, '120.0')).entry;
    // One pass found both completed: June's final results were kept first, at the same moment.
    for (const [competition, entry] of [
      [june, juneEntry],
      [may, mayEntry],
    ] as const) {
      await t.db.execute(sql`
        insert into fantasy_rank_snapshots (competition_id, phase, taken_at, entry_ids, entry_points)
        values (${competition?.id ?? 0}, 'final', ${now.toISOString()}::timestamptz,
                array[${entry.id}]::int[], array[${Math.round(Number(entry.totalPts) * 10)}]::int[])`);
    }
    await t.app.deps.standings.reconcile();
    const season = await t.request({
      method: 'GET',
      url: '/api/leaderboards/season?year=2026',
      cookie: bob.cookie,
    });
    expect(season.statusCode, season.body).toBe(200);
    // Bob led after May; Cat's June passed him.
    expect(
      season.json<Leaderboard>().rows.map((row) => [row.userName, row.rank, row.movement]),
    ).toEqual([
      ['Cat Rider', 1, 'new'],
      ['Bob Rider', 2, -1],
    ]);
  });
});

describe('movement while another competition is part-way through a phase', () => {
  let t: TestApp;
  let operator: SessionUser;
  let pia: Player;
  let quin: Player;
  let first: number;
  let second: number;
  const entriesOf = new Map<number, number[]>();

  const score = async (competitionId: number, at: number, values: Record<string, unknown>) => {
    await scoreAs(t, operator, entriesOf.get(competitionId)?.[at] ?? 0, values);
    await t.app.deps.standings.onCompetitionChanged(competitionId);
    // Each save a minute after the last, as on a real day.
    t.clock.advance(60_000);
  };
  const moves = async (url: string) => {
    const response = await t.request({ method: 'GET', url, cookie: pia.cookie });
    expect(response.statusCode, response.body).toBe(200);
    const board = response.json<Leaderboard>();
    return {
      since: board.since?.phase ?? null,
      rows: board.rows.map((row) => [row.userName.split(' ')[0], row.rank, row.movement]),
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    operator = await buildOperator(t.db);
    const now = t.clock.now();
    pia = await signedInUser(t.db, now, { firstName: 'Pia', lastName: 'Rider' });
    quin = await signedInUser(t.db, now, { firstName: 'Quin', lastName: 'Rider' });
    const build = async (level: string, start: string) => {
      const competition = await buildPickedCompetition(t, [pia, quin], start, { level });
      entriesOf.set(competition.id, competition.entries);
      return competition.id;
    };
    first = await build('CCI4*-L', '2026-05-10');
    second = await build('CCI4*-S', '2026-05-20');
    await t.app.deps.standings.reconcile();
  });
  afterAll(async () => {
    await t.close();
  });

  it("shows the phase that has just ended everywhere, and keeps it on a completed competition's board", async () => {
    // The first competition's dressage ends (Pia 20, Quin 15), then Quin goes clear across
    // country (+60): that competition stays part-way through its cross-country.
    await score(first, 0, { dr_score: 250 });
    await score(first, 1, { dr_score: 300 });
    await score(first, 1, { dr_score: 300, xc_status: 'OK', xcj_score: 0, xct_score: 0 });
    // The second competition runs dressage, show jumping, then cross-country: Pia's horse is
    // eliminated, Quin's goes clear.
    await score(second, 0, { dr_score: 250 });
    await score(second, 1, { dr_score: 250 });
    await score(second, 0, { dr_score: 250, sj_status: 'OK', sj_score: 0 });
    await score(second, 1, { dr_score: 250, sj_status: 'OK', sj_score: 0 });
    await score(second, 0, { dr_score: 250, sj_status: 'OK', sj_score: 0, xc_status: 'EL' });
    await score(second, 1, {
      dr_score: 250,
      sj_status: 'OK',
      sj_score: 0,
      xc_status: 'OK',
      xcj_score: 0,
      xct_score: 0,
    });
    // Nothing has moved since the cross-country ended: the overall board still shows what it
    // moved (and the first competition's cross-country so far), not a row of dashes.
    const overall = await moves('/api/leaderboards/overall?limit=10');
    expect(overall).toEqual({
      since: 'show-jumping',
      rows: [
        ['Quin', 1, 1],
        ['Pia', 2, -1],
      ],
    });
    expect(await moves('/api/leaderboards/season?year=2026&limit=10')).toEqual(overall);

    // Completed, the second competition's final results are its cross-country's: its board and
    // the overall board keep showing that phase's movement.
    await t.db
      .update(competitions)
      .set({ status: 'completed', isLive: false })
      .where(eq(competitions.id, second));
    await t.app.deps.standings.onCompetitionChanged(second);
    const final = await waitForValue(
      async () => {
        await t.app.deps.standings.onCompetitionChanged(second);
        return moves(`/api/competitions/${second}/leaderboard`);
      },
      (board) => board.since !== null && board.rows.length === 2,
      { intervalMs: 100 },
    );
    // After show jumping both had 20 + the clear round; Quin's clear cross-country put him ahead.
    expect(final).toEqual({
      since: 'show-jumping',
      rows: [
        ['Quin', 1, 0],
        ['Pia', 2, -1],
      ],
    });
    expect(await moves('/api/leaderboards/overall?limit=10')).toEqual(overall);
  });
});

describe("a period board names a phase end of that period's competitions", () => {
  let t: TestApp;
  let operator: SessionUser;
  let pia: Player;
  let quin: Player;
  let november: number;
  let december: number;
  let leagueId: number;
  const entriesOf = new Map<number, number[]>();

  const score = async (competitionId: number, at: number, values: Record<string, unknown>) => {
    await scoreAs(t, operator, entriesOf.get(competitionId)?.[at] ?? 0, values);
    await t.app.deps.standings.onCompetitionChanged(competitionId);
    t.clock.advance(60_000);
  };
  const board = async (url: string) => {
    const response = await t.request({ method: 'GET', url, cookie: pia.cookie });
    expect(response.statusCode, response.body).toBe(200);
    const read = response.json<Leaderboard>();
    return {
      since: read.since,
      rows: read.rows.map((row) => [row.userName.split(' ')[0], row.rank, row.movement]),
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    operator = await buildOperator(t.db);
    const now = t.clock.now();
    pia = await signedInUser(t.db, now, { firstName: 'Pia', lastName: 'Rider' });
    quin = await signedInUser(t.db, now, { firstName: 'Quin', lastName: 'Rider' });
    const build = async (name: string, start: string) => {
      const competition = await buildPickedCompetition(t, [pia, quin], start, {
        name,
        level: 'CCI4*-L',
      });
      entriesOf.set(competition.id, competition.entries);
      return competition.id;
    };
    november = await build('Wairere Downs Four Star', '2026-11-10');
    december = await build('December Trials', '2026-12-05');
    const league = await t.request({
      method: 'POST',
      url: '/api/leagues',
      cookie: pia.cookie,
      payload: { name: 'Month Watchers' },
    });
    const created = league.json<League>();
    leagueId = created.id;
    await t.request({
      method: 'POST',
      url: `/api/leagues/${created.joinCode}/join`,
      cookie: quin.cookie,
    });
    await t.app.deps.standings.reconcile();
  });
  afterAll(async () => {
    await t.close();
  });

  it('never the phase end of a competition in another month', async () => {
    // November's dressage ends (Pia 20, Quin 15), then Quin goes clear across country (+60):
    // November stays part-way through its cross-country while December's dressage ends.
    await score(november, 0, { dr_score: 250 });
    await score(november, 1, { dr_score: 300 });
    await score(november, 1, { dr_score: 300, xc_status: 'OK', xcj_score: 0, xct_score: 0 });
    await score(december, 0, { dr_score: 250 });
    await score(december, 1, { dr_score: 300 });
    const novemberDressage = {
      competitionId: november,
      competitionName: 'Wairere Downs Four Star',
      phase: 'dressage',
    };
    const decemberDressage = {
      competitionId: december,
      competitionName: 'December Trials',
      phase: 'dressage',
    };

    // December had no phase end before its dressage: its players are new there, and no phase
    // end of November is named.
    const decemberBoard = {
      since: null,
      rows: [
        ['Pia', 1, 'new'],
        ['Quin', 2, 'new'],
      ],
    };
    expect(await board('/api/leaderboards/months/12?year=2026&limit=10')).toEqual(decemberBoard);
    expect(await board(`/api/leagues/${leagueId}/leaderboard/month/2026/12?limit=10`)).toEqual(
      decemberBoard,
    );
    expect(await board('/api/leaderboards/months/11?year=2026&limit=10')).toEqual({
      since: novemberDressage,
      rows: [
        ['Quin', 1, 1],
        ['Pia', 2, -1],
      ],
    });
    expect((await board('/api/leaderboards/overall?limit=10')).since).toEqual(novemberDressage);

    // December's cross-country starts (Pia clear, +60): each month names its own dressage, the
    // overall board the latest of them.
    await score(december, 0, { dr_score: 250, xc_status: 'OK', xcj_score: 0, xct_score: 0 });
    expect(await board('/api/leaderboards/months/12?year=2026&limit=10')).toEqual({
      since: decemberDressage,
      rows: [
        ['Pia', 1, 0],
        ['Quin', 2, 0],
      ],
    });
    expect(await board('/api/leaderboards/months/11?year=2026&limit=10')).toEqual({
      since: novemberDressage,
      rows: [
        ['Quin', 1, 1],
        ['Pia', 2, -1],
      ],
    });
    expect(
      (await board(`/api/leagues/${leagueId}/leaderboard/month/2026/11?limit=10`)).since,
    ).toEqual(novemberDressage);
    expect((await board('/api/leaderboards/overall?limit=10')).since).toEqual(decemberDressage);
  });
});
