import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  competitionEntryListSchema,
  competitionListSchema,
  competitionSchema,
  venueListSchema,
} from '../../../contract/competitions';
import { competitionEntries } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import {
  buildAthlete,
  buildCompetition,
  buildEntry,
  buildHorse,
  buildVenue,
} from '../../test/factories';

const day = 24 * 60 * 60 * 1000;
const now = new Date('2026-06-01T12:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * day);

describe('public competition reads', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({}, now);
    const venue = await buildVenue(t.db, { name: 'Badminton', country: 'GBR' });
    const make = async (key: string, values: Parameters<typeof buildCompetition>[2]) => {
      ids[key] = (
        await buildCompetition(t.db, now, { venueId: venue.id, name: key, ...values })
      ).id;
    };
    await make('future', { startDate: at(10), endDate: at(13), deadline: at(9) });
    await make('soon', { startDate: at(2), endDate: at(4), deadline: at(1) });
    await make('live', { status: 'live', isLive: true, startDate: at(-1), endDate: at(1) });
    await make('finished', { status: 'completed', startDate: at(-30), endDate: at(-27) });
    await make('ended-open', { status: 'open', startDate: at(-400), endDate: at(-397) });
    await make('cancelled', { status: 'cancelled', startDate: at(5), endDate: at(6) });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url, headers });

  it('lists upcoming competitions soonest first, live included, ended and cancelled left out', async () => {
    const response = await get('/api/competitions/upcoming');
    expect(response.statusCode).toBe(200);
    const list = competitionListSchema.parse(response.json());
    expect(list.map((c) => c.name)).toEqual(['live', 'soon', 'future']);
    expect(list[0]).toMatchObject({
      status: 'live',
      isLive: true,
      venue: { name: 'Badminton', country: 'GBR' },
    });
  });

  it('lists past competitions newest first, by year and at most the limit', async () => {
    const all = competitionListSchema.parse((await get('/api/competitions/past')).json());
    expect(all.map((c) => c.name)).toEqual(['finished', 'ended-open']);
    const year = competitionListSchema.parse(
      (await get('/api/competitions/past?year=2025')).json(),
    );
    expect(year.map((c) => c.name)).toEqual(['ended-open']);
    const one = competitionListSchema.parse((await get('/api/competitions/past?limit=1')).json());
    expect(one).toHaveLength(1);
  });

  it('refuses a bad past-events query naming the field', async () => {
    const response = await get('/api/competitions/past?year=abc');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'year must be a whole number from 1900 to 2200',
      field: 'year',
    });
    const limit = await get('/api/competitions/past?limit=0');
    expect(limit.statusCode).toBe(400);
    expect(limit.json()).toMatchObject({ field: 'limit' });
  });

  it('lists live, all and the years', async () => {
    const live = competitionListSchema.parse((await get('/api/competitions/live')).json());
    expect(live.map((c) => c.name)).toEqual(['live']);
    const all = competitionListSchema.parse((await get('/api/competitions/all')).json());
    expect(all).toHaveLength(6);
    expect(all[0]?.name).toBe('ended-open');
    expect((await get('/api/competitions/years')).json()).toEqual([2026, 2025]);
  });

  it('answers one competition, 404 when unknown, 400 naming the id when not a number', async () => {
    const response = await get(`/api/competitions/${ids.future}`);
    expect(response.statusCode).toBe(200);
    expect(competitionSchema.parse(response.json())).toMatchObject({
      name: 'future',
      level: 'CCI5*-L',
      drDisplayMode: false,
      startDate: at(10).toISOString(),
    });
    const unknown = await get('/api/competitions/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Competition not found.' });
    const bad = await get('/api/competitions/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'id must be a whole number from 1 to 2147483647',
      field: 'id',
    });
    for (const url of [
      '/api/competitions/1.5',
      '/api/competitions/-3',
      '/api/competitions/0',
      '/api/competitions/99999999999',
      '/api/competitions/abc/entries',
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json(), url).toEqual({
        message: 'id must be a whole number from 1 to 2147483647',
        field: 'id',
      });
    }
    expect((await get('/api/competitions/999999/entries')).statusCode).toBe(404);
  });

  it('lists venues by name', async () => {
    await buildVenue(t.db, { name: 'Aachen', country: 'GER' });
    const venues = venueListSchema.parse((await get('/api/venues')).json());
    expect(venues.map((v) => v.name)).toEqual(['Aachen', 'Badminton']);
  });
});

describe('competition entries', () => {
  let t: TestApp;
  let competitionId: number;

  beforeAll(async () => {
    t = await createTestApp({}, now);
    competitionId = (await buildCompetition(t.db, now, { status: 'live', isLive: true })).id;
    const entry = async (
      startOrder: number,
      values: Partial<typeof competitionEntries.$inferInsert>,
    ) => {
      const athlete = await buildAthlete(t.db, { name: `Rider ${startOrder}`, nationality: 'IRL' });
      const horse = await buildHorse(t.db, {
        name: `Horse ${startOrder}`,
        yob: 2012,
        gender: 'Mare',
      });
      return buildEntry(t.db, competitionId, {
        athleteId: athlete.id,
        horseId: horse.id,
        startOrder,
        ...values,
      });
    };
    // The two worked examples of the guide, stored as the admin scoring would.
    await entry(1, {
      drScore: '27.3',
      sjStatus: 'OK',
      sjScore: '4.0',
      xcStatus: 'OK',
      xcjScore: '0',
      xctScore: '0.8',
      drPts: '17',
      sjPts: '16',
      xcPts: '58',
      totalPts: '91',
      price: '3.5',
      ra6: '27.125',
      xcj10: '0.9',
    });
    await entry(2, {
      drScore: '24.0',
      sjStatus: 'OK',
      sjScore: '1.2',
      xcStatus: 'OK',
      xcjScore: '20',
      xctScore: '6.0',
      drPts: '20',
      sjPts: '18',
      xcPts: '25',
      totalPts: '63',
    });
    await entry(3, { drScore: '32.1', drPts: '12', totalPts: '12' });
    await entry(4, { drScore: '30.0', drStatus: 'DSQ' });
    await entry(5, { drStatus: 'WD' });
    await entry(6, {});
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers entries in result order with positions, display totals and one-decimal numbers', async () => {
    const response = await t.request({
      method: 'GET',
      url: `/api/competitions/${competitionId}/entries`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const entries = competitionEntryListSchema.parse(response.json());
    expect(
      entries.map((e) => [e.athlete.name, e.positionLabel, e.totalScoreDisplay, e.withdrawn]),
    ).toEqual([
      ['Rider 1', '1=', '32.1', false],
      ['Rider 3', '1=', '32.1', false],
      ['Rider 2', '3', '51.2', false],
      ['Rider 4', '-', 'DSQ-DR', false],
      ['Rider 5', '-', 'WD-DR', true],
      ['Rider 6', '-', '', false],
    ]);
    const first = entries.find((e) => e.athlete.name === 'Rider 1');
    expect(first).toMatchObject({
      athlete: { name: 'Rider 1', nationality: 'IRL' },
      horse: { name: 'Horse 1', yob: 2012, gender: 'Mare' },
      price: 3.5,
      startOrder: 1,
      position: 1,
      ra6: 27.125,
      xcj10: 0.9,
      dr_score: 27.3,
      sj_score: 4,
      xct_score: 0.8,
      dr_pts: 17,
      sj_pts: 16,
      xc_pts: 58,
      total_pts: 91,
    });
    expect(response.body).toContain('"dr_score":27.3');
  });
});

describe('years of past events', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({}, now);
    await buildCompetition(t.db, now, {
      status: 'completed',
      startDate: at(-30),
      endDate: at(-27),
    });
    await buildCompetition(t.db, now, { status: 'open', startDate: at(400), endDate: at(403) });
    await buildCompetition(t.db, now, { status: 'open', startDate: at(10), endDate: at(13) });
    await buildCompetition(t.db, now, {
      status: 'cancelled',
      startDate: at(-800),
      endDate: at(-799),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('offers only the years that have past events to the past tab', async () => {
    const all = await t.request({ method: 'GET', url: '/api/competitions/years' });
    expect(all.json()).toEqual([2027, 2026]);
    const past = await t.request({ method: 'GET', url: '/api/competitions/years?of=past' });
    expect(past.json()).toEqual([2026]);
    const bad = await t.request({ method: 'GET', url: '/api/competitions/years?of=future' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'of' });
  });
});
