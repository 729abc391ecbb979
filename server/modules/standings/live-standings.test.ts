import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Performance } from '../../../contract/fantasy';
import type { Leaderboard } from '../../../contract/leaderboards';
import { createTestApp, type TestApp } from '../../test/app';
import {
  buildCompetition,
  buildOperator,
  buildScoredTeam,
  signedInUser,
} from '../../test/factories';
import type { SessionUser } from '../../types';
import { scoreEntry } from '../live-scoring/live-scoring.service';

type Player = Awaited<ReturnType<typeof signedInUser>>;

/**
 * A page refetches its standings when the competition's live event reaches it (decision 068):
 * whatever answers that refetch must already count the score that sent the event, with no wait
 * of its own. Nothing here settles the standings engine by hand.
 */
describe('standings read right after a live event', () => {
  let t: TestApp;
  let competitionId: number;
  let operator: SessionUser;
  let ann: Player;
  let benEntry: number;

  const get = async <T>(url: string) => {
    const response = await t.request({ method: 'GET', url, cookie: ann.cookie });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };

  /** The next `competition_changed` event a live stream of the competition is sent. */
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

  beforeAll(async () => {
    t = await createTestApp();
    const now = t.clock.now();
    const hour = 60 * 60 * 1000;
    operator = await buildOperator(t.db);
    const competition = await buildCompetition(t.db, now, {
      status: 'live',
      isLive: true,
      deadline: new Date(now.getTime() - 2 * hour),
      startDate: new Date(now.getTime() - hour),
      endDate: new Date(now.getTime() + 48 * hour),
    });
    competitionId = competition.id;
    ann = await signedInUser(t.db, now, { firstName: 'Ann', lastName: 'Rider' });
    const ben = await signedInUser(t.db, now, { firstName: 'Ben', lastName: 'Rider' });
    await buildScoredTeam(t.db, competitionId, ann.user.id, '0.0');
    benEntry = (await buildScoredTeam(t.db, competitionId, ben.user.id, '0.0')).entry.id;
    await t.app.deps.standings.reconcile();
  });
  afterAll(async () => {
    await t.close();
  });

  it('ranks by the new score on the boards, the player’s performance and the season board', async () => {
    const before = await get<Leaderboard>(`/api/competitions/${competitionId}/leaderboard`);
    expect(before.me?.rank).toBe(1);

    const event = nextLiveEvent();
    // Dressage on 25.0 penalties: 20.0 points for Ben's only pick, past Ann, who has none.
    await scoreEntry(t.app.deps, operator, benEntry, {
      dr_status: null,
      dr_score: 250,
      sj_status: null,
      sj_score: null,
      xc_status: null,
      xcj_score: null,
      xct_score: null,
    });
    expect(JSON.parse(await event)).toMatchObject({ competitionId });

    const board = await get<Leaderboard>(`/api/competitions/${competitionId}/leaderboard`);
    expect(board.rows.map((row) => [row.userName, row.rank, row.totalPoints])).toEqual([
      ['Ben Rider', 1, 20],
      ['Ann Rider', 2, 0],
    ]);
    expect(board.me?.rank).toBe(2);
    const performance = await get<Performance>('/api/fantasy/performance/current-user');
    expect(
      performance.competitions.find((row) => row.competitionId === competitionId),
    ).toMatchObject({ rank: 2, teams: 2, totalPoints: 0 });
    const overall = await get<Leaderboard>('/api/leaderboards/overall');
    expect(overall.me?.rank).toBe(2);
  });
});
