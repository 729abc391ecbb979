import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCompetition } from '../../../contract/admin-competitions';
import type { CompetitionEntry } from '../../../contract/competitions';
import type { FantasyTeam, Performance } from '../../../contract/fantasy';
import type { Leaderboard } from '../../../contract/leaderboards';
import { createTestApp, saveScores, type TestApp } from '../../test/app';
import { buildCompetition, buildEntry, signedInUser } from '../../test/factories';

type Player = Awaited<ReturnType<typeof signedInUser>>;

/**
 * Scores entered while a competition is pending or open are the operator's until it is live or
 * completed: its public entries carry none and no board counts them, while teams can change.
 */
describe('scores of a competition not live yet', () => {
  let t: TestApp;
  let admin: Player;
  let player: Player;
  let competition: Awaited<ReturnType<typeof buildCompetition>>;
  let scored: number;
  let withdrawn: number;

  const get = async <T>(url: string, cookie?: string) => {
    const response = await t.request({ method: 'GET', url, ...(cookie ? { cookie } : {}) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const entryOf = (entries: CompetitionEntry[], id: number) => {
    const entry = entries.find((candidate) => candidate.id === id);
    if (!entry) throw new Error(`entry ${id} not listed`);
    return entry;
  };
  const publicEntries = () =>
    get<CompetitionEntry[]>(`/api/competitions/${competition.id}/entries`);
  /** Waits for the live event a change sends: the answers and the standings have it then. */
  const nextLiveEvent = async () => {
    await t.app.deps.liveViews.read(competition.id);
    return new Promise<void>((resolve) => {
      const stop = t.app.deps.liveViews.subscribe(competition.id, {
        ready: () => undefined,
        change: () => {
          stop();
          resolve();
        },
      });
    });
  };
  const points = async () => {
    const board = await get<Leaderboard>(
      `/api/competitions/${competition.id}/leaderboard`,
      player.cookie,
    );
    const overall = await get<Leaderboard>('/api/leaderboards/overall', player.cookie);
    const performance = await get<Performance>(
      '/api/fantasy/performance/current-user',
      player.cookie,
    );
    const team = await get<FantasyTeam>(`/api/fantasy/teams/${competition.id}`, player.cookie);
    return {
      team: [team.totalPoints, team.selections.map((pick) => pick.points)],
      competition: board.me?.totalPoints,
      overall: overall.me?.totalPoints,
      performance: performance.competitions.find((row) => row.competitionId === competition.id)
        ?.totalPoints,
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const now = t.clock.now();
    admin = await signedInUser(t.db, now, { isAdmin: true });
    player = await signedInUser(t.db, now);
    competition = await buildCompetition(t.db, now, { status: 'open' });
    const entries: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      entries.push(
        (await buildEntry(t.db, competition.id, { price: '1.5', startOrder: i + 1 })).id,
      );
    }
    const saved = await t.request({
      method: 'POST',
      url: '/api/fantasy/teams',
      cookie: player.cookie,
      payload: {
        competitionId: competition.id,
        selections: entries.slice(0, 5).map((competitionEntryId) => ({ competitionEntryId })),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    scored = entries[0] ?? 0;
    withdrawn = entries[5] ?? 0;
    for (const [entryId, payload] of [
      [scored, { dr_score: 25 }],
      [withdrawn, { dr_status: 'WD' }],
    ] as const) {
      const event = nextLiveEvent();
      const response = await saveScores(t, admin.cookie, entryId, payload);
      expect(response.statusCode, response.body).toBe(200);
      await event;
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('leaves them out of the public entries, where a withdrawal still shows', async () => {
    const entries = await publicEntries();
    expect(entryOf(entries, scored)).toMatchObject({
      dr_status: null,
      dr_score: null,
      dr_pts: 0,
      total_pts: 0,
      position: null,
      positionLabel: '-',
      withdrawn: false,
    });
    expect(entryOf(entries, withdrawn)).toMatchObject({ dr_status: 'WD', withdrawn: true });
    expect(entries.map((entry) => entry.id)).toEqual(
      [...entries].sort((a, b) => (a.startOrder ?? 0) - (b.startOrder ?? 0)).map((e) => e.id),
    );
  });

  it('gives them to the operator', async () => {
    const entries = await get<CompetitionEntry[]>(
      `/api/admin/competitions/${competition.id}/entries`,
      admin.cookie,
    );
    expect(entryOf(entries, scored)).toMatchObject({ dr_score: 25, dr_pts: 20, total_pts: 20 });
    const refused = await t.request({
      method: 'GET',
      url: `/api/admin/competitions/${competition.id}/entries`,
      cookie: player.cookie,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('counts them on no board until the competition is live, then publishes them', async () => {
    expect(await points()).toEqual({
      team: [0, [0, 0, 0, 0, 0]],
      competition: 0,
      overall: 0,
      performance: 0,
    });

    const event = nextLiveEvent();
    const live = await t.request({
      method: 'PUT',
      url: `/api/admin/competitions/${competition.id}`,
      cookie: admin.cookie,
      payload: {
        name: competition.name,
        venueId: competition.venueId,
        startDate: competition.startDate.toISOString().slice(0, 10),
        endDate: competition.endDate.toISOString().slice(0, 10),
        deadline: competition.deadline.toISOString(),
        level: competition.level,
        status: 'live',
      },
    });
    expect(live.statusCode, live.body).toBe(200);
    expect(live.json<AdminCompetition>()).toMatchObject({ status: 'live', isLive: true });
    await event;

    expect(entryOf(await publicEntries(), scored)).toMatchObject({
      dr_score: 25,
      total_pts: 20,
      position: 1,
    });
    expect(await points()).toEqual({
      team: [20, [20, 0, 0, 0, 0]],
      competition: 20,
      overall: 20,
      performance: 20,
    });
  });
});
