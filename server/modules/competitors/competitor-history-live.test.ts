import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitorHistorySchema } from '../../../contract/competitors';
import { createTestApp, type TestApp } from '../../test/app';
import { buildAthlete, buildCompetition, buildEntry, buildHorse } from '../../test/factories';

const now = new Date('2026-06-01T12:00:00Z');
const day = 24 * 60 * 60 * 1000;

describe('competitor history while a competition is live', () => {
  let t: TestApp;
  const ids = { athleteId: 0, horseId: 0, liveId: 0 };

  beforeAll(async () => {
    t = await createTestApp({}, now);
    const athlete = await buildAthlete(t.db, { name: 'Lea Live' });
    const horse = await buildHorse(t.db, { name: 'Halfway There' });
    const finished = await buildCompetition(t.db, now, {
      name: 'Finished Trials',
      status: 'completed',
      startDate: new Date(now.getTime() - 30 * day),
      endDate: new Date(now.getTime() - 28 * day),
      deadline: new Date(now.getTime() - 31 * day),
    });
    const live = await buildCompetition(t.db, now, {
      name: 'Live Trials',
      status: 'live',
      isLive: true,
      startDate: new Date(now.getTime() - day),
      endDate: new Date(now.getTime() + day),
      deadline: new Date(now.getTime() - 2 * day),
    });
    Object.assign(ids, { athleteId: athlete.id, horseId: horse.id, liveId: live.id });
    const base = { athleteId: athlete.id, horseId: horse.id, price: '2.0' };
    await buildEntry(t.db, finished.id, {
      ...base,
      drStatus: 'OK',
      drScore: '25.0',
      sjStatus: 'OK',
      sjScore: '0',
      xcStatus: 'OK',
      xcjScore: '0',
      xctScore: '0',
      drPts: '20',
      sjPts: '20',
      xcPts: '60',
      totalPts: '100',
    });
    // Dressage only so far: 18 points of a possible 100.
    await buildEntry(t.db, live.id, {
      ...base,
      drStatus: 'OK',
      drScore: '27.0',
      drPts: '18',
      totalPts: '18',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the live start but leaves it out of the averages, and says how many', async () => {
    const response = await t.request({
      method: 'GET',
      url: `/api/competitors/${ids.athleteId}/${ids.horseId}/history/horse/All/${ids.liveId}`,
    });
    expect(response.statusCode).toBe(200);
    const history = competitorHistorySchema.parse(response.json());
    expect(history.entries.map((e) => [e.competitionName, e.inProgress, e.total_pts])).toEqual([
      ['Live Trials', true, 18],
      ['Finished Trials', false, 100],
    ]);
    expect(history.summary).toMatchObject({
      totalStarts: 1,
      avgDressage: 20,
      avgTotalPts: 100,
      inProgressLeftOut: 1,
    });
  });
});
