import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchUploadResult } from '../../../contract/matching';
import { openAdminApp, type TestApp } from '../../test/app';
import { buildAthlete, buildCompetition, buildEntry, buildHorse } from '../../test/factories';
import { multipartFile } from '../imports/imports.test-support';

describe('matching scraped rows by FEI id', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    ({ t, admin } = await openAdminApp());
  });
  afterAll(async () => {
    await t.close();
  });

  it('matches by FEI id whatever the names say, and never matches a different FEI id', async () => {
    const competition = await buildCompetition(t.db, t.clock.now(), { status: 'live' });
    const withId = async (rider: string, riderFei: string, horse: string, horseFei: string) =>
      buildEntry(t.db, competition.id, {
        athleteId: (await buildAthlete(t.db, { name: rider, feiId: riderFei })).id,
        horseId: (await buildHorse(t.db, { name: horse, feiId: horseFei })).id,
      });
    const renamed = await withId('Elisabeth Halliday', '10034567', 'Miks Master C', '105MM21');
    await withId('Will Coleman', '10045678', 'Off The Record', '104OR11');
    const csv =
      'Position,Rider,Horse,Nationality,Dressage_Score,Total_Score,Rider_FEI_ID,Horse_FEI_ID\n' +
      '1,Liz HALLIDAY (USA),MIKS MASTER C,USA,23.1,23.1,10034567,105mm21\n' +
      '2,Will COLEMAN (USA),OFF THE RECORD,USA,24.0,24.0,10099999,\n';
    const response = await t.request({
      method: 'POST',
      url: `/api/admin/competitions/${competition.id}/match-scraped-data`,
      cookie: admin,
      ...multipartFile('csvFile', 'board.csv', csv),
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<MatchUploadResult>();
    expect(result).toMatchObject({ total_scraped: 2, matched: 1, unmatched: 1 });
    expect(result.matched_entries).toEqual([
      expect.objectContaining({ rider: 'Liz HALLIDAY', match_score: 1, updated: true }),
    ]);
    expect(result.unmatched_report).toEqual([
      expect.objectContaining({
        rider: 'Will COLEMAN',
        horse: 'OFF THE RECORD',
        nationality: 'USA',
      }),
    ]);
    const entries = await t.request({
      method: 'GET',
      url: `/api/competitions/${competition.id}/entries`,
    });
    const scored = entries.json<Array<{ id: number; dr_score: number | null }>>();
    expect(scored.find((entry) => entry.id === renamed.id)?.dr_score).toBe(23.1);
  });
});
