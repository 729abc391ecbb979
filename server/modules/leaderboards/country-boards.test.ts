import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildCompetition } from '../../test/factories';

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
