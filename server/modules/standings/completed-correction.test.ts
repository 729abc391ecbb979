import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserTeam } from '../../../contract/fantasy';
import type { Leaderboard } from '../../../contract/leaderboards';
import { fantasyTeamSelections } from '../../db/schema/index';
import { createTestApp, saveScores, type TestApp } from '../../test/app';
import { buildCompetition, buildEntry, buildTeamOf, signedInUser } from '../../test/factories';

type Player = Awaited<ReturnType<typeof signedInUser>>;

/**
 * An operator corrects a completed competition through the score form: every team holding the
 * corrected entry, on every board, moves by exactly its points (docs/rules.md#leaderboards), in
 * tenths, as soon as the competition's live event has left.
 */
describe('a correction of a completed competition on the boards', () => {
  let t: TestApp;
  let admin: string;
  let competitionId: number;
  let favourite: number;
  let players: Player[];

  const get = async <T>(url: string) => {
    const response = await t.request({ method: 'GET', url, cookie: players[3]?.cookie });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const nextLiveEvent = async () => {
    await t.app.deps.liveViews.read(competitionId);
    return new Promise<string>((resolve) => {
      const stop = t.app.deps.liveViews.subscribe(competitionId, {
        ready: () => undefined,
        change: (event) => {
          stop();
          resolve(event);
        },
      });
    });
  };
  const boards = async () => {
    const board = await get<Leaderboard>(`/api/competitions/${competitionId}/leaderboard`);
    const overall = await get<Leaderboard>('/api/leaderboards/overall');
    const teams = await Promise.all(
      players.map((player) =>
        get<UserTeam>(`/api/fantasy/users/${player.user.id}/competitions/${competitionId}/team`),
      ),
    );
    return {
      board: board.rows.map((row) => [row.userName, row.rank, row.totalPoints]),
      overall: overall.rows.map((row) => [row.userName, row.rank, row.totalPoints]),
      teams: teams.map((team) => team.team.totalPoints),
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const now = t.clock.now();
    const day = 24 * 60 * 60 * 1000;
    admin = (await signedInUser(t.db, now, { isAdmin: true })).cookie;
    const competition = await buildCompetition(t.db, now, {
      status: 'completed',
      level: 'CCI4*-L',
      deadline: new Date(now.getTime() - 5 * day),
      startDate: new Date(now.getTime() - 4 * day),
      endDate: new Date(now.getTime() - 2 * day),
    });
    competitionId = competition.id;
    // Worked example 1 of docs/rules.md: 17 + 58 + 16 = 91 points.
    const first = await buildEntry(t.db, competitionId, {
      startOrder: 1,
      drScore: '27.3',
      xcStatus: 'OK',
      xcjScore: '0.0',
      xctScore: '0.8',
      sjStatus: 'OK',
      sjScore: '4.0',
    });
    favourite = first.id;
    // Half a jump penalty across country, nothing else ridden: 59.5 points.
    const second = await buildEntry(t.db, competitionId, {
      startOrder: 2,
      xcStatus: 'OK',
      xcjScore: '0.5',
      xctScore: '0.0',
    });
    players = [];
    for (const [firstName, picks] of [
      ['Ann', [first, second]],
      ['Ben', [first]],
      ['Cat', [first]],
      ['Dan', [second]],
    ] as const) {
      const player = await signedInUser(t.db, now, { firstName, lastName: 'Rider' });
      players.push(player);
      const [pick, ...more] = picks;
      const team = await buildTeamOf(t.db, player.user.id, pick);
      for (const entry of more) {
        await t.db.insert(fantasyTeamSelections).values({
          fantasyTeamId: team.id,
          competitionEntryId: entry.id,
          athleteId: entry.athleteId,
          horseId: entry.horseId,
          price: entry.price,
        });
      }
    }
    await t.app.deps.standings.reconcile();
    const event = nextLiveEvent();
    const fixed = await t.request({
      method: 'POST',
      url: `/api/admin/competitions/${competitionId}/fix-positions`,
      cookie: admin,
    });
    expect(fixed.statusCode).toBe(200);
    await event;
  });
  afterAll(async () => {
    await t.close();
  });

  it('adds each team’s picks up exactly, the favourite counted once per team holding it', async () => {
    expect(await boards()).toEqual({
      board: [
        ['Ann Rider', 1, 150.5],
        ['Ben Rider', 2, 91],
        ['Cat Rider', 2, 91],
        ['Dan Rider', 4, 59.5],
      ],
      overall: [
        ['Ann Rider', 1, 150.5],
        ['Ben Rider', 2, 91],
        ['Cat Rider', 2, 91],
        ['Dan Rider', 4, 59.5],
      ],
      teams: [150.5, 91, 91, 59.5],
    });
  });

  it('moves every team holding the favourite by its correction, on every board', async () => {
    const event = nextLiveEvent();
    // 6.0 time penalties instead of 0.8: 15 seconds, cross-country 45, the entry 78.
    const response = await saveScores(t, admin, favourite, { xct_score: '6.0' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ xc_pts: 45, total_pts: 78 });
    await event;
    expect(await boards()).toEqual({
      board: [
        ['Ann Rider', 1, 137.5],
        ['Ben Rider', 2, 78],
        ['Cat Rider', 2, 78],
        ['Dan Rider', 4, 59.5],
      ],
      overall: [
        ['Ann Rider', 1, 137.5],
        ['Ben Rider', 2, 78],
        ['Cat Rider', 2, 78],
        ['Dan Rider', 4, 59.5],
      ],
      teams: [137.5, 78, 78, 59.5],
    });
  });
});
