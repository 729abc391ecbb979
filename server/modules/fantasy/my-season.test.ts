import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MySeason } from '../../../contract/fantasy';
import { competitionEntries, competitions } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildCompetition, buildEntry, signedInUser } from '../../test/factories';

type Player = Awaited<ReturnType<typeof signedInUser>>;

/** My Teams: every team of a season with its points and rank, and the season's ranks. */
describe('GET /api/fantasy/season/current-user', () => {
  let t: TestApp;
  let me: Player;
  let rival: Player;
  let irish: Player;
  const ids = { june: 0, august: 0, lastYear: 0 };

  const save = async (who: Player, competitionId: number, entries: number[]) => {
    const response = await t.request({
      method: 'POST',
      url: '/api/fantasy/teams',
      cookie: who.cookie,
      payload: {
        competitionId,
        selections: entries.map((competitionEntryId) => ({ competitionEntryId })),
      },
    });
    expect(response.statusCode).toBe(200);
  };
  const entriesOf = async (competitionId: number, count: number) => {
    const made: number[] = [];
    for (let i = 0; i < count; i += 1) {
      made.push((await buildEntry(t.db, competitionId, { price: '1.5' })).id);
    }
    return made;
  };
  const season = async (who: Player | null, query = '') => {
    const response = await t.request({
      method: 'GET',
      url: `/api/fantasy/season/current-user${query}`,
      ...(who ? { cookie: who.cookie } : {}),
    });
    return response;
  };

  beforeAll(async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    t = await createTestApp({}, new Date('2025-05-01T12:00:00Z'));
    me = await signedInUser(t.db, now, { nationality: 'GBR', teamName: 'Bold Hearts' });
    rival = await signedInUser(t.db, now, { nationality: 'GBR' });
    irish = await signedInUser(t.db, now, { nationality: 'IRL' });

    // A team last season, saved while its selection was open.
    const lastYear = await buildCompetition(t.db, t.clock.now(), {
      name: 'Spring 2025 Horse Trials',
      startDate: new Date('2025-05-10T09:00:00Z'),
      endDate: new Date('2025-05-12T17:00:00Z'),
      deadline: new Date('2025-05-09T09:00:00Z'),
    });
    await save(me, lastYear.id, await entriesOf(lastYear.id, 5));

    t.clock.set(now);
    const june = await buildCompetition(t.db, now, {
      name: 'June Horse Trials',
      startDate: new Date('2026-06-10T09:00:00Z'),
      endDate: new Date('2026-06-13T17:00:00Z'),
      deadline: new Date('2026-06-09T09:00:00Z'),
    });
    const august = await buildCompetition(t.db, now, {
      name: 'August Horse Trials',
      startDate: new Date('2026-08-10T09:00:00Z'),
      endDate: new Date('2026-08-13T17:00:00Z'),
      deadline: new Date('2026-08-09T09:00:00Z'),
    });
    Object.assign(ids, { june: june.id, august: august.id, lastYear: lastYear.id });
    const juneEntries = await entriesOf(june.id, 6);
    await save(me, june.id, juneEntries.slice(0, 5));
    await save(rival, june.id, juneEntries.slice(1, 6));
    await save(irish, june.id, juneEntries.slice(1, 6));
    await save(me, august.id, await entriesOf(august.id, 5));

    await t.db
      .update(competitions)
      .set({ status: 'completed' })
      .where(eq(competitions.id, june.id));
    const points = ['10.0', '20.0', '20.0', '20.0', '20.0', '50.0'];
    for (const [index, entryId] of juneEntries.entries()) {
      await t.db
        .update(competitionEntries)
        .set({ totalPts: points[index] })
        .where(eq(competitionEntries.id, entryId));
    }
    await t.app.deps.standings.onCompetitionChanged(june.id);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists every team of the season, newest first, with points, ranks and the season total', async () => {
    const response = await season(me);
    expect(response.statusCode).toBe(200);
    const body = response.json<MySeason>();
    expect(body.year).toBe(2026);
    expect(body.years).toEqual([2026, 2025]);
    expect(body.teams.map((row) => row.competition.name)).toEqual([
      'August Horse Trials',
      'June Horse Trials',
    ]);
    const [august, june] = body.teams;
    // Not started: no rank yet, however many teams there are.
    expect(august).toMatchObject({ rank: null, teams: 1, team: { totalPoints: 0 } });
    // 90 points against 130 and 130: third, behind the two tied teams.
    expect(june).toMatchObject({ rank: 3, teams: 3, team: { totalPoints: 90 } });
    expect(june?.team.teamName).toBe('Bold Hearts');
    expect(june?.team.selections).toHaveLength(5);
    expect(june?.competition.venue).not.toBeNull();
    expect(body.season).toEqual({
      totalPoints: 90,
      overall: { rank: 3, players: 3 },
      country: { code: 'GBR', rank: 2, players: 2 },
    });
  });

  it('answers another season when asked, and an empty season with no ranks', async () => {
    const last = (await season(me, '?year=2025')).json<MySeason>();
    expect(last.teams.map((row) => row.competition.id)).toEqual([ids.lastYear]);
    const empty = (await season(me, '?year=2024')).json<MySeason>();
    expect(empty.teams).toEqual([]);
    expect(empty.season).toEqual({
      totalPoints: 0,
      overall: { rank: null, players: 0 },
      country: { code: 'GBR', rank: null, players: 0 },
    });
    expect(empty.years).toEqual([2026, 2025, 2024]);
  });

  it('is for a signed-in player only, and refuses a bad year with a sentence', async () => {
    expect((await season(null)).statusCode).toBe(401);
    const bad = await season(me, '?year=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe(
      'year must be a whole number from 2000 to 2100',
    );
  });
});
