import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Leaderboard } from '../../../contract/leaderboards';
import { createTestApp, type TestApp } from '../../test/app';
import { buildCompetition, buildEntry, signedInUser } from '../../test/factories';
import { waitForValue } from '../../test/wait-for';

describe('country boards', () => {
  let t: TestApp;
  let competitionId: number;
  const now = new Date('2026-06-01T12:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({}, now);
    competitionId = (await buildCompetition(t.db, now)).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('exist for the nations of the nation table, FEI or ISO codes, any case', async () => {
    for (const url of [
      '/api/leaderboards/countries/ger',
      '/api/leaderboards/countries/DEU',
      `/api/competitions/${competitionId}/leaderboard?country=irl`,
      '/api/leaderboards/season?country=NZL',
    ]) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
    }
  });

  it('are not found for any other three letters, on every board', async () => {
    for (const url of [
      '/api/leaderboards/countries/xyz',
      `/api/competitions/${competitionId}/leaderboard?country=XYZ`,
      '/api/leaderboards/season?country=qqq',
      '/api/leaderboards/months/6?country=abc',
    ]) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: 'League not found.' });
    }
  });
});

describe('a player new to the boards', () => {
  let t: TestApp;
  let competitionId: number;
  let entries: number[];

  const saveTeam = async (cookie: string) => {
    const response = await t.request({
      method: 'POST',
      url: '/api/fantasy/teams',
      cookie,
      payload: {
        competitionId,
        selections: entries.map((competitionEntryId) => ({ competitionEntryId })),
      },
    });
    expect(response.statusCode).toBe(200);
  };
  const board = async (url: string, cookie: string) => {
    const response = await t.request({ method: 'GET', url, cookie });
    expect(response.statusCode, url).toBe(200);
    return response.json<Leaderboard>();
  };
  const countryBoards = (nation: string, cookie: string) =>
    Promise.all([
      board(`/api/leaderboards/countries/${nation}`, cookie),
      board(`/api/competitions/${competitionId}/leaderboard?country=${nation}`, cookie),
    ]);

  beforeAll(async () => {
    t = await createTestApp();
    const now = t.clock.now();
    competitionId = (await buildCompetition(t.db, now)).id;
    entries = [];
    for (let i = 0; i < 5; i += 1) {
      entries.push((await buildEntry(t.db, competitionId, { price: '2.0' })).id);
    }
    const earlier = await signedInUser(t.db, now, { nationality: 'GBR' });
    await saveTeam(earlier.cookie);
    const [overall] = await countryBoards('GBR', earlier.cookie);
    expect(overall.players).toBe(1);
  });
  afterAll(async () => {
    await t.close();
  });

  it('is on the boards of their country once they save a team in a competition already held', async () => {
    const newcomer = await signedInUser(t.db, t.clock.now(), { nationality: 'IRL' });
    await saveTeam(newcomer.cookie);
    for (const leaderboard of await countryBoards('IRL', newcomer.cookie)) {
      expect(leaderboard.players).toBe(1);
      expect(leaderboard.rows.map((row) => row.userId)).toEqual([newcomer.user.id]);
      expect(leaderboard.me).toMatchObject({ userId: newcomer.user.id, rank: 1 });
    }
  });

  it('moves to the boards of their new country when their nationality changes', async () => {
    const mover = await signedInUser(t.db, t.clock.now(), { nationality: 'NZL' });
    await saveTeam(mover.cookie);
    for (const leaderboard of await countryBoards('NZL', mover.cookie)) {
      expect(leaderboard.me).toMatchObject({ userId: mover.user.id });
    }
    const admin = await signedInUser(t.db, t.clock.now(), { isAdmin: true });
    const response = await t.request({
      method: 'PUT',
      url: `/api/admin/data/users/${mover.user.id}`,
      cookie: admin.cookie,
      payload: {
        firstName: mover.user.firstName,
        lastName: mover.user.lastName,
        email: mover.user.email,
        nationality: 'AUS',
        emailVerified: true,
        isAdmin: false,
      },
    });
    expect(response.statusCode).toBe(200);
    const moved = await waitForValue(
      () => countryBoards('AUS', mover.cookie),
      (boards) => boards.every((leaderboard) => leaderboard.me !== null),
    );
    for (const leaderboard of moved) {
      expect(leaderboard.players).toBe(1);
      expect(leaderboard.me).toMatchObject({ userId: mover.user.id, rank: 1 });
    }
    for (const leaderboard of await countryBoards('NZL', mover.cookie)) {
      expect(leaderboard.players).toBe(0);
      expect(leaderboard.me).toBeNull();
    }
  });
});
