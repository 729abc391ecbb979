import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceEntriesResult } from '../../../contract/pricing';
import { openAdminApp, type TestApp } from '../../test/app';
import { buildAthlete, buildCompetition, buildEntry, buildHorse } from '../../test/factories';
import { multipartFile } from '../imports/imports.test-support';

const HEADER =
  'event_name,event_date,level,rider,nationality,horse,dressage,sj_penalties,xc_jump_penalties,xc_time_penalties,dr_status,sj_status,xc_status';

/**
 * A history of national classes only, two of each at one venue: at Intermediate every starter
 * finishes with 4.0 time penalties across country, at Beginner Novice everyone is clear. Ian rides
 * exactly like his Intermediate fields, Bea like her Beginner Novice ones.
 */
function nationalHistory(): string {
  const rows: string[] = [];
  for (const date of ['2024-05-01', '2024-06-01']) {
    for (const [level, time, rider, horse] of [
      ['USEA Intermediate', '4.0', 'Ian MOSS', 'IRIS'],
      ['USEA Beginner Novice', '0', 'Bea LANE', 'BOLT'],
    ] as const) {
      const others = Array.from({ length: 6 }, (_, index) => [
        `${level.split(' ')[1] ?? ''} RIDER${String(index)}`,
        `${level.split(' ')[1] ?? ''} HORSE${String(index)}`,
      ]);
      for (const [name, mount] of [[rider, horse], ...others]) {
        rows.push(
          `Majestic Oaks,${date},${level},${name ?? ''},GBR,${mount ?? ''},30.0,4,0,${time},,,`,
        );
      }
    }
  }
  return [HEADER, ...rows].join('\n');
}

describe('pricing from national classes', () => {
  let t: TestApp;
  let admin: string;
  let competitionId: number;
  const entryIds: Record<string, number> = {};

  beforeAll(async () => {
    ({ t, admin } = await openAdminApp());
    const competition = await buildCompetition(t.db, t.clock.now(), {
      level: 'CCI3*-S',
      status: 'pending',
    });
    competitionId = competition.id;
    for (const [key, rider, horse] of [
      ['Ian', 'Ian Moss', 'Nova'],
      ['Bea', 'Bea Lane', 'Orbit'],
      ['Fay', 'Fay Gale', 'Fern'],
    ] as const) {
      const athlete = await buildAthlete(t.db, { name: rider, nationality: 'GBR' });
      const mount = await buildHorse(t.db, { name: horse });
      entryIds[key] = (
        await buildEntry(t.db, competition.id, { athleteId: athlete.id, horseId: mount.id })
      ).id;
    }
    const imported = await t.request({
      method: 'POST',
      url: '/api/admin/results-history/import',
      cookie: admin,
      ...multipartFile('csvFile', 'history.csv', nationalHistory()),
    });
    expect(imported.json()).toMatchObject({ rows: 28 });
  });
  afterAll(async () => {
    await t.close();
  });

  it("counts a rider's national class record for a new horse, against that class's own fields", async () => {
    const response = await t.request({
      method: 'POST',
      url: `/api/admin/competitions/${String(competitionId)}/price-entries`,
      cookie: admin,
      payload: { apply: false },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<PriceEntriesResult>();
    const row = (key: string) => body.entries.find((entry) => entry.entryId === entryIds[key]);
    // Both riders have form on a horse they never rode: their own records stand in.
    expect(row('Ian')).toMatchObject({ basis: 'rider-horse', noForm: false });
    expect(row('Bea')).toMatchObject({ basis: 'rider-horse', noForm: false });
    // Each rode like their own class, so neither is better: the harder class is not held against
    // Ian, and both are expected to score what the average start does.
    expect(row('Ian')?.expPts).toBe(row('Bea')?.expPts);
    expect(row('Ian')?.expPts).toBe(body.summary.levelExpPts);
    expect(row('Fay')).toMatchObject({ basis: 'level', noForm: true });
  });
});
