import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Performance } from '../../../contract/fantasy';
import type { Leaderboard } from '../../../contract/leaderboards';
import { competitionEntries, competitions } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildCompetition, buildEntry, signedInUser } from '../../test/factories';

type Player = Awaited<ReturnType<typeof signedInUser>>;

describe('leaderboards and kept standings', () => {
  let t: TestApp;
  let june: { id: number };
  let july: { id: number };
  let entries: number[];
  let players: Player[];

  const setPoints = async (entryId: number | undefined, points: string) => {
    if (entryId === undefined) throw new Error('no entry');
    await t.db
      .update(competitionEntries)
      .set({ totalPts: points })
      .where(eq(competitionEntries.id, entryId));
  };
  // What competition_changed does in every process: the engine reads the entries' points again.
  const refresh = (competitionId: number) =>
    t.app.deps.standings.onCompetitionChanged(competitionId);
  const board = async (url: string, cookie?: string) => {
    const response = await t.request({ method: 'GET', url, ...(cookie ? { cookie } : {}) });
    expect(response.statusCode).toBe(200);
    return response.json<Leaderboard>();
  };
  const ranking = (leaderboard: Leaderboard) =>
    leaderboard.rows.map((row) => [row.userId, row.rank, row.totalPoints]);

  beforeAll(async () => {
    t = await createTestApp();
    const now = t.clock.now();
    june = await buildCompetition(t.db, now, {
      name: 'June Horse Trials',
      startDate: new Date('2026-06-10T09:00:00Z'),
      endDate: new Date('2026-06-13T17:00:00Z'),
      deadline: new Date('2026-06-09T09:00:00Z'),
    });
    july = await buildCompetition(t.db, now, {
      name: 'July Horse Trials',
      startDate: new Date('2026-07-10T09:00:00Z'),
      endDate: new Date('2026-07-13T17:00:00Z'),
      deadline: new Date('2026-07-09T09:00:00Z'),
    });
    entries = [];
    for (let i = 0; i < 7; i += 1) {
      entries.push((await buildEntry(t.db, june.id, { price: '1.0', startOrder: i + 1 })).id);
    }
    const julyEntries: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      julyEntries.push((await buildEntry(t.db, july.id, { price: '2.0' })).id);
    }
    players = [];
    for (const nationality of ['GBR', 'GBR', 'GBR', 'IRL', 'GBR']) {
      players.push(await signedInUser(t.db, now, { nationality }));
    }
    const picks = [
      [0, 1, 2, 3, 4],
      [0, 1, 3, 4, 5],
      [0, 1, 4, 5, 6],
      [0, 3, 4, 5, 6],
      [1, 3, 4, 5, 6],
    ];
    for (const [index, player] of players.entries()) {
      const response = await t.request({
        method: 'POST',
        url: '/api/fantasy/teams',
        cookie: player.cookie,
        payload: {
          competitionId: june.id,
          selections: (picks[index] ?? []).map((at) => ({ competitionEntryId: entries[at] })),
        },
      });
      expect(response.statusCode).toBe(200);
    }
    const first = players[0];
    if (!first) throw new Error('no player');
    await t.request({
      method: 'POST',
      url: '/api/fantasy/teams',
      cookie: first.cookie,
      payload: {
        competitionId: july.id,
        selections: julyEntries.map((competitionEntryId) => ({ competitionEntryId })),
      },
    });
    await t.db
      .update(competitions)
      .set({ status: 'live', isLive: true })
      .where(eq(competitions.id, june.id));
    await setPoints(entries[0], '30.0');
    await setPoints(entries[1], '10.0');
    await setPoints(entries[2], '20.0');
    await refresh(june.id);
  });
  afterAll(async () => {
    await t.close();
  });

  const id = (index: number) => players[index]?.user.id;

  it('ranks a competition with ties as 1, 2, 2, 4, 5', async () => {
    const leaderboard = await board(`/api/competitions/${june.id}/leaderboard?limit=10`);
    expect(ranking(leaderboard)).toEqual([
      [id(0), 1, 60],
      [id(1), 2, 40],
      [id(2), 2, 40],
      [id(3), 4, 30],
      [id(4), 5, 10],
    ]);
    expect(leaderboard.players).toBe(5);
    expect(leaderboard.me).toBeNull();
  });

  it("shows the top 5 by default and the player's own row and rank outside the top rows", async () => {
    const top = await board(`/api/competitions/${june.id}/leaderboard?limit=2`, players[4]?.cookie);
    expect(ranking(top)).toEqual([
      [id(0), 1, 60],
      [id(1), 2, 40],
    ]);
    expect(top.me).toMatchObject({ userId: id(4), rank: 5, totalPoints: 10 });
    expect(top.me?.selections).toHaveLength(5);
    const byDefault = await board(`/api/competitions/${june.id}/leaderboard`);
    expect(byDefault.rows).toHaveLength(5);
  });

  it('lists picks of the rows once the competition is live, none before', async () => {
    const live = await board(`/api/competitions/${june.id}/leaderboard`);
    expect(live.rows[0]?.selections.map((selection) => selection.points)).toEqual([
      30, 10, 20, 0, 0,
    ]);
    const open = await board(`/api/competitions/${july.id}/leaderboard`, players[1]?.cookie);
    expect(open.rows[0]?.userId).toBe(id(0));
    expect(open.rows[0]?.selections).toEqual([]);
  });

  it('keeps overall, season and month standings with the same ranking', async () => {
    const overall = await board('/api/leaderboards/overall');
    expect(ranking(overall)).toEqual([
      [id(0), 1, 60],
      [id(1), 2, 40],
      [id(2), 2, 40],
      [id(3), 4, 30],
      [id(4), 5, 10],
    ]);
    const season = await board('/api/leaderboards/season', players[3]?.cookie);
    expect(season.scope).toEqual({ kind: 'season', year: 2026 });
    expect(season.me).toMatchObject({ userId: id(3), rank: 4 });
    const juneBoard = await board('/api/leaderboards/months/6?year=2026');
    expect(juneBoard.players).toBe(5);
    const julyBoard = await board('/api/leaderboards/months/7');
    expect(ranking(julyBoard)).toEqual([[id(0), 1, 0]]);
    const lastSeason = await board('/api/leaderboards/season?year=2025');
    expect(lastSeason.rows).toEqual([]);
  });

  it('filters a board to one country by its three-letter code', async () => {
    const ireland = await board('/api/leaderboards/countries/irl', players[0]?.cookie);
    expect(ranking(ireland)).toEqual([[id(3), 1, 30]]);
    expect(ireland.country).toBe('IRL');
    expect(ireland.me).toBeNull();
    const britain = await board(`/api/competitions/${june.id}/leaderboard?country=GBR&limit=3`);
    expect(ranking(britain)).toEqual([
      [id(0), 1, 60],
      [id(1), 2, 40],
      [id(2), 2, 40],
    ]);
    const bad = await t.request({ method: 'GET', url: '/api/leaderboards/countries/ireland' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'code must be a three-letter country code',
      field: 'code',
    });
    const badQuery = await t.request({ method: 'GET', url: '/api/leaderboards/overall?country=1' });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json()).toEqual({
      message: 'country must be a three-letter country code',
      field: 'country',
    });
  });

  it('moves the standings after one entry changes, including down and into a tie at the top', async () => {
    await setPoints(entries[2], '0.0');
    await refresh(june.id);
    const leaderboard = await board(`/api/competitions/${june.id}/leaderboard`);
    expect(ranking(leaderboard)).toEqual([
      [id(0), 1, 40],
      [id(1), 1, 40],
      [id(2), 1, 40],
      [id(3), 4, 30],
      [id(4), 5, 10],
    ]);
    const overall = await board('/api/leaderboards/overall');
    expect(overall.rows[0]).toMatchObject({ userId: id(0), rank: 1, totalPoints: 40 });
    const month = await board('/api/leaderboards/months/6?year=2026&limit=10');
    expect(month.rows.find((row) => row.userId === id(0))?.totalPoints).toBe(40);
  });

  it('moves a team holding a changed entry to the top of the board', async () => {
    await setPoints(entries[6], '15.5');
    await refresh(june.id);
    const leader = (await board(`/api/competitions/${june.id}/leaderboard`)).rows[0];
    expect(leader).toMatchObject({ userId: id(2), rank: 1, totalPoints: 55.5 });
  });

  it("gives the player's performance: overall rank and each team's rank", async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/fantasy/performance/current-user',
      cookie: players[0]?.cookie ?? '',
    });
    expect(response.statusCode).toBe(200);
    const performance = response.json<Performance>();
    // After the change above: 55.5 and 45.5 lead, then the 40s.
    expect(performance.overall).toEqual({ totalPoints: 40, rank: 3, players: 5, movement: null });
    expect(performance.competitions.map((row) => [row.competitionId, row.rank, row.teams])).toEqual(
      [
        [june.id, 3, 5],
        [july.id, 1, 1],
      ],
    );
  });

  it('answers 404 for an unknown competition and 400 for a bad month', async () => {
    const unknown = await t.request({ method: 'GET', url: '/api/competitions/999999/leaderboard' });
    expect(unknown.statusCode).toBe(404);
    const month = await t.request({ method: 'GET', url: '/api/leaderboards/months/13' });
    expect(month.statusCode).toBe(400);
    expect(month.json()).toEqual({
      message: 'month must be a whole number from 1 to 12',
      field: 'month',
    });
  });
});
