import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athleteStatsListSchema, horseStatsListSchema } from '../../../contract/stats';
import { STATS_MIN_STARTS_PER_START } from '../../../contract/stats-options';
import { createTestApp, type TestApp } from '../../test/app';
import { buildAthlete, buildCompetition, buildEntry, buildHorse } from '../../test/factories';

const now = new Date('2026-06-01T12:00:00Z');

const scores = (dr: number, sj: number, xc: number, price = '2.0') => ({
  drScore: '30.0',
  sjStatus: 'OK' as const,
  sjScore: '0',
  xcStatus: 'OK' as const,
  xcjScore: '0',
  xctScore: '0',
  drPts: String(dr),
  sjPts: String(sj),
  xcPts: String(xc),
  totalPts: String(dr + sj + xc),
  price,
});

describe('horse and rider statistics', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({}, now);
    const competition = (start: string, level: string) =>
      buildCompetition(t.db, now, {
        level,
        status: 'completed',
        startDate: new Date(`${start}T10:00:00Z`),
        endDate: new Date(`${start}T10:00:00Z`),
        deadline: new Date(`${start}T10:00:00Z`),
      });
    const five25 = await competition('2025-05-01', 'CCI5*-L');
    const four25 = await competition('2025-08-01', 'CCI4*-S');
    const five26 = await competition('2026-05-01', 'CCI5*-L');
    const cancelled = await buildCompetition(t.db, now, { status: 'cancelled' });

    const alpha = await buildHorse(t.db, { name: 'Alpha', yob: 2012, gender: 'Mare' });
    const bravo = await buildHorse(t.db, { name: 'Bravo', yob: 2014 });
    const charlie = await buildHorse(t.db, { name: 'Charlie' });
    const anna = await buildAthlete(t.db, { name: 'Anna', nationality: 'GER' });
    const ben = await buildAthlete(t.db, { name: 'Ben', nationality: 'IRL' });

    // Alpha: two starts (18+16+50=84 at 2.0; 20+20+60=100 at 3.0) and one withdrawal.
    await buildEntry(t.db, five25.id, {
      athleteId: anna.id,
      horseId: alpha.id,
      ...scores(18, 16, 50),
    });
    await buildEntry(t.db, five26.id, {
      athleteId: anna.id,
      horseId: alpha.id,
      ...scores(20, 20, 60, '3.0'),
    });
    await buildEntry(t.db, four25.id, { athleteId: anna.id, horseId: alpha.id, drStatus: 'WD' });
    // Bravo: three starts of 40 points at 1.0.
    for (const c of [five25, four25, five26]) {
      await buildEntry(t.db, c.id, {
        athleteId: ben.id,
        horseId: bravo.id,
        ...scores(15, 15, 10, '1.0'),
      });
    }
    // Charlie rode only at a cancelled event: not ranked.
    await buildEntry(t.db, cancelled.id, {
      athleteId: ben.id,
      horseId: charlie.id,
      ...scores(20, 20, 60),
    });
    // Delta's only scores are at a competition still open (entered early): not counted yet.
    const open = await buildCompetition(t.db, now, { status: 'open' });
    const delta = await buildHorse(t.db, { name: 'Delta' });
    await buildEntry(t.db, open.id, {
      athleteId: ben.id,
      horseId: delta.id,
      ...scores(20, 20, 60),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const horses = async (query = '') => {
    const response = await t.request({ method: 'GET', url: `/api/horses/stats${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return horseStatsListSchema.parse(response.json());
  };

  it('counts starts and adds points per phase with the ppm definition', async () => {
    const rows = await horses();
    expect(rows.map((r) => r.name)).toEqual(['Alpha', 'Bravo']);
    expect(rows[0]).toEqual({
      id: expect.any(Number) as number,
      name: 'Alpha',
      yob: 2012,
      gender: 'Mare',
      starts_count: 2,
      dr_starts_count: 2,
      sj_starts_count: 2,
      xc_starts_count: 2,
      total_pts: 184,
      dr_pts: 38,
      sj_pts: 36,
      xc_pts: 110,
      ppm: 36.8, // 184 / 2 starts / 2.5m average price
      avg_price: 2.5,
    });
    expect(rows[1]).toMatchObject({ starts_count: 3, total_pts: 120, ppm: 40, avg_price: 1 });
  });

  it('sorts by starts, by points per start and by ppm', async () => {
    expect((await horses('?sortBy=starts')).map((r) => r.name)).toEqual(['Bravo', 'Alpha']);
    expect((await horses('?statType=sj_pts')).map((r) => r.name)).toEqual(['Bravo', 'Alpha']);
  });

  it(`ranks per start (ppm, points per start) only with ${STATS_MIN_STARTS_PER_START} starts or more`, async () => {
    // Alpha's two starts average 92 points (PPM 36.8), ahead of Bravo's three of 40 (PPM 40 at
    // 1.0m); with two starts Alpha is not ranked per start at all.
    expect((await horses('?sortBy=avg')).map((r) => r.name)).toEqual(['Bravo']);
    expect((await horses('?statType=ppm')).map((r) => r.name)).toEqual(['Bravo']);
    expect((await horses('?statType=xc_pts&sortBy=avg')).map((r) => r.name)).toEqual(['Bravo']);
    expect((await horses('?statType=ppm&sortBy=starts')).map((r) => r.name)).toEqual(['Bravo']);
    // Totals still count every starter.
    expect((await horses('?statType=total_pts')).map((r) => r.name)).toEqual(['Alpha', 'Bravo']);
  });

  it('filters by year and level and limits the rows', async () => {
    const year = await horses('?year=2026');
    expect(year.map((r) => [r.name, r.starts_count])).toEqual([
      ['Alpha', 1],
      ['Bravo', 1],
    ]);
    const level = await horses('?level=CCI4*-S');
    expect(level.map((r) => [r.name, r.starts_count])).toEqual([['Bravo', 1]]);
    expect(await horses('?level=CCI4*-L')).toEqual([]);
    expect((await horses('?level=All')).length).toBe(2);
    expect((await horses('?limit=1')).length).toBe(1);
  });

  it('ranks riders the same way', async () => {
    const response = await t.request({ method: 'GET', url: '/api/athletes/stats?sortBy=starts' });
    const rows = athleteStatsListSchema.parse(response.json());
    expect(rows.map((r) => [r.name, r.nationality, r.starts_count, r.total_pts])).toEqual([
      ['Ben', 'IRL', 3, 120],
      ['Anna', 'GER', 2, 184],
    ]);
  });

  it('answers the top lists for the home page, five by default', async () => {
    const top = await t.request({ method: 'GET', url: '/api/horses/top' });
    expect(horseStatsListSchema.parse(top.json()).map((r) => r.name)).toEqual(['Alpha', 'Bravo']);
    const riders = await t.request({ method: 'GET', url: '/api/athletes/top?limit=1' });
    expect(athleteStatsListSchema.parse(riders.json()).map((r) => r.name)).toEqual(['Anna']);
  });

  it('refuses bad filters naming the field', async () => {
    for (const [query, field] of [
      ['?statType=elo', 'statType'],
      ['?sortBy=name', 'sortBy'],
      ['?level=CCI9*', 'level'],
      ['?year=twenty', 'year'],
      ['?limit=0', 'limit'],
      ['?limit=100000', 'limit'],
    ] as const) {
      const response = await t.request({ method: 'GET', url: `/api/athletes/stats${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ field });
    }
    const top = await t.request({ method: 'GET', url: '/api/horses/top?limit=x' });
    expect(top.statusCode).toBe(400);
    expect(top.json()).toEqual({
      message: 'limit must be a whole number from 1 to 50',
      field: 'limit',
    });
  });
});
