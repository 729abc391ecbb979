import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceEntriesResult } from '../../../contract/pricing';
import { competitionEntries } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import {
  buildAthlete,
  buildCompetition,
  buildEntry,
  buildHorse,
  signedInUser,
} from '../../test/factories';
import { multipartFile } from '../imports/imports.test-support';

const HEADER =
  'event_name,event_date,level,rider,nationality,horse,dressage,sj_penalties,xc_jump_penalties,xc_time_penalties,dr_status,sj_status,xc_status';

describe('pricing API', () => {
  let t: TestApp;
  let admin: string;
  let competitionId: number;
  const entryIds: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedInUser(t.db, t.clock.now(), { isAdmin: true })).cookie;
    const competition = await buildCompetition(t.db, t.clock.now());
    competitionId = competition.id;
    const day = 24 * 60 * 60 * 1000;
    const earlier = await buildCompetition(t.db, t.clock.now(), {
      status: 'completed',
      startDate: new Date(t.clock.now().getTime() - 30 * day),
      endDate: new Date(t.clock.now().getTime() - 28 * day),
      deadline: new Date(t.clock.now().getTime() - 31 * day),
    });
    for (const letter of ['A', 'B', 'C', 'D', 'E', 'F']) {
      const athlete = await buildAthlete(t.db, { name: `Rider ${letter}`, nationality: 'GBR' });
      const horse = await buildHorse(t.db, { name: `Horse ${letter}` });
      entryIds[letter] = (
        await buildEntry(t.db, competitionId, { athleteId: athlete.id, horseId: horse.id })
      ).id;
      if (letter === 'A') {
        // A completed competition in the app counts as a run: 25.0, clear, clear inside the time.
        await buildEntry(t.db, earlier.id, {
          athleteId: athlete.id,
          horseId: horse.id,
          drScore: '25.0',
          sjStatus: 'OK',
          sjScore: '0',
          xcStatus: 'OK',
          xcjScore: '0',
          xctScore: '0',
        });
      }
    }
    const csv = [
      HEADER,
      'Hist,2024-05-01,CCI4*-S,Rider A,GBR,HORSE A,25.0,0,0,0,,,',
      'Hist,2024-05-01,CCI4*-S,Rider B,GBR,HORSE B,30.0,4,0,0,,,',
      'Hist,2024-05-01,CCI4*-S,Rider C,GBR,HORSE C,35.0,8,20,0,,,',
      'Hist,2024-05-01,CCI4*-S,Rider D,GBR,HORSE D,40.0,0,,,,,EL',
      'Hist,2024-05-01,CCI4*-S,Rider E,GBR,HORSE E,30.0,0,0,4.0,,,',
      // After the competition starts: not form.
      'Future,2099-01-01,CCI4*-S,Rider A,GBR,HORSE A,50.0,0,0,0,,,',
    ].join('\n');
    const imported = await t.request({
      method: 'POST',
      url: '/api/admin/results-history/import',
      cookie: admin,
      ...multipartFile('csvFile', 'history.csv', csv),
    });
    expect(imported.json()).toMatchObject({ rows: 6, ridersCreated: 0, horsesCreated: 0 });
  });
  afterAll(async () => {
    await t.close();
  });

  const price = (apply: unknown, id = competitionId) =>
    t.request({
      method: 'POST',
      url: `/api/admin/competitions/${String(id)}/price-entries`,
      cookie: admin,
      payload: { apply },
    });
  const override = (letter: string, value: unknown) =>
    t.request({
      method: 'PUT',
      url: `/api/admin/competitions/${String(competitionId)}/entries/${String(entryIds[letter])}/price-override`,
      cookie: admin,
      payload: { price: value },
    });
  const rowOf = (body: PriceEntriesResult, letter: string) =>
    body.entries.find((row) => row.entryId === entryIds[letter]);
  const stored = async (letter: string) => {
    const [row] = await t.db
      .select()
      .from(competitionEntries)
      .where(eq(competitionEntries.id, entryIds[letter] ?? 0));
    return row;
  };

  it('previews form and prices for every entry without storing them', async () => {
    const response = await price(false);
    expect(response.statusCode).toBe(200);
    const body = response.json<PriceEntriesResult>();
    expect(body.applied).toBe(false);
    // Each phase's mean counts the prior (9.7, 15.2, 36.8) as one more start:
    // A (20, 20, 60 twice) 16.6 + 18.4 + 52.3 = 87.3; B (15, 16, 60) 12.4 + 15.6 + 48.4 = 76.4;
    // C (10, 12, 40) 9.9 + 13.6 + 38.4 = 61.9; D (5, 20, EL) 7.4 + 17.6 + 18.4 = 43.4;
    // E (15, 20, 50) 12.4 + 17.6 + 43.4 = 73.4. Mean 68.48; price = expPts / 68.48 × 2.0:
    // 2.5, 2.2, 1.8, 1.3, 2.1; the five cost 9.9, so the best rises to 2.7.
    expect(rowOf(body, 'A')).toMatchObject({
      runs: 2,
      ra6: 25,
      sj6: 25,
      xcj10: 1,
      tsp: 1,
      expPts: 87.3,
      hpr: 100,
      price: 2.7,
      overridden: false,
    });
    expect(body.entries.map((row) => row.price)).toEqual([2.7, 2.2, 1.8, 1.3, 2.1, 2.5]);
    expect(rowOf(body, 'D')).toMatchObject({ xcj10: 0, tsp: null, expPts: 43.4, price: 1.3 });
    expect(rowOf(body, 'F')).toMatchObject({
      runs: 0,
      ra6: null,
      sj6: null,
      xcj10: null,
      tsp: null,
      expPts: null,
      elo_in: null,
      hpr: null,
      price: 2.5,
    });
    // A beat everyone in the history event; D finished nowhere.
    expect(rowOf(body, 'A')?.elo_in).toBeGreaterThan(1500);
    expect(rowOf(body, 'D')?.elo_in).toBeLessThan(1500);
    expect((await stored('A'))?.price).toBe('2.0');
  });

  it('applies the figures and prices to the entries', async () => {
    const response = await price(true);
    expect(response.json<PriceEntriesResult>().applied).toBe(true);
    const a = await stored('A');
    expect(a && Number(a.price)).toBe(2.7);
    expect(a && [Number(a.ra6), Number(a.expPts), Number(a.xcj10)]).toEqual([25, 87.3, 1]);
    expect((await stored('F'))?.ra6).toBeNull();
  });

  it('keeps an operator override through re-pricing until it is cleared', async () => {
    expect((await override('B', 9)).statusCode).toBe(204);
    expect((await stored('B'))?.price).toBe('9.0');
    const repriced = (await price(true)).json<PriceEntriesResult>();
    expect(rowOf(repriced, 'B')).toMatchObject({ price: 9, overridden: true, expPts: 76.4 });
    expect((await stored('B'))?.price).toBe('9.0');

    expect((await override('B', null)).statusCode).toBe(204);
    const cleared = (await price(true)).json<PriceEntriesResult>();
    expect(rowOf(cleared, 'B')).toMatchObject({ price: 2.2, overridden: false });
    expect((await stored('B'))?.price).toBe('2.2');
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    expect((await price('yes')).statusCode).toBe(400);
    expect((await price(true, 999999)).statusCode).toBe(404);
    expect((await override('C', 12)).statusCode).toBe(400);
    expect((await override('C', 2.55)).statusCode).toBe(400);
    expect((await stored('C'))?.priceOverride).toBeNull();
    const player = (await signedInUser(t.db, t.clock.now())).cookie;
    const refused = await t.request({
      method: 'POST',
      url: `/api/admin/competitions/${String(competitionId)}/price-entries`,
      cookie: player,
      payload: { apply: true },
    });
    expect(refused.statusCode).toBe(403);
  });
});
