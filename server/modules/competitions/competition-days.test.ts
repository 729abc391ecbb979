import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCompetition } from '../../../contract/admin-competitions';
import type { Competition } from '../../../contract/competitions';
import { openAdminApp, type TestApp } from '../../test/app';
import { buildCompetition, buildVenue } from '../../test/factories';

/**
 * An event runs all through its last day: it leaves the upcoming list, and joins the past one,
 * at the UTC midnight after its end date (decision 094), whether the end was entered as a day in
 * the admin form (stored as midnight UTC, decision 003) or with a time (the demo data's 17:00).
 */
describe('when a competition counts as past', () => {
  let t: TestApp;
  let admin: string;
  let venueId: number;

  beforeAll(async () => {
    ({ t, admin } = await openAdminApp({}, new Date('2026-11-28T05:00:00Z')));
    venueId = (await buildVenue(t.db, { name: 'Pau', country: 'FRA' })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const namesOf = async (url: string) => {
    const response = await t.request({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.json<Competition[]>().map((competition) => competition.name);
  };
  const upcoming = () => namesOf('/api/competitions/upcoming');
  const past = () => namesOf('/api/competitions/past');
  const pastYears = async () => {
    const response = await t.request({ method: 'GET', url: '/api/competitions/years?of=past' });
    expect(response.statusCode).toBe(200);
    return response.json<number[]>();
  };

  it('lists an event whose last day is today as upcoming until that day is over, then as past', async () => {
    t.clock.set(new Date('2026-11-28T05:00:00Z'));
    const oneDay = await t.request({
      method: 'POST',
      url: '/api/admin/competitions',
      cookie: admin,
      payload: {
        name: 'One Day Today',
        startDate: '2026-11-28',
        endDate: '2026-11-28',
        deadline: '2026-11-27T20:00:00Z',
        venueId,
        level: 'CCI1*',
        status: 'open',
      },
    });
    expect(oneDay.statusCode).toBe(201);
    expect(oneDay.json<AdminCompetition>().endDate).toBe('2026-11-28T00:00:00.000Z');
    const threeDays = await t.request({
      method: 'POST',
      url: '/api/admin/competitions',
      cookie: admin,
      payload: {
        name: 'Final Day Today',
        startDate: '2026-11-26',
        endDate: '2026-11-28',
        deadline: '2026-11-25T20:00:00Z',
        venueId,
        level: 'CCI4*-L',
        status: 'open',
      },
    });
    expect(threeDays.statusCode).toBe(201);
    await buildCompetition(t.db, t.clock.now(), {
      name: 'Demo Ends At Five',
      venueId,
      startDate: new Date('2026-11-26T08:00:00Z'),
      endDate: new Date('2026-11-28T17:00:00Z'),
      deadline: new Date('2026-11-25T20:00:00Z'),
    });
    const names = ['One Day Today', 'Final Day Today', 'Demo Ends At Five'];

    for (const at of ['2026-11-28T05:00:00Z', '2026-11-28T18:00:00Z', '2026-11-28T23:59:59.999Z']) {
      t.clock.set(new Date(at));
      expect(await upcoming(), at).toEqual(expect.arrayContaining(names));
      for (const name of names) expect(await past(), at).not.toContain(name);
      expect(await pastYears(), at).not.toContain(2026);
    }

    t.clock.set(new Date('2026-11-29T00:00:00Z'));
    for (const name of names) expect(await upcoming()).not.toContain(name);
    expect(await past()).toEqual(expect.arrayContaining(names));
    expect(await pastYears()).toContain(2026);
  });

  it('keeps an event whose last day was yesterday out of the upcoming list', async () => {
    t.clock.set(new Date('2026-12-05T00:30:00Z'));
    await buildCompetition(t.db, t.clock.now(), {
      name: 'Ended Yesterday',
      venueId,
      startDate: new Date('2026-12-03T00:00:00Z'),
      endDate: new Date('2026-12-04T00:00:00Z'),
      deadline: new Date('2026-12-02T20:00:00Z'),
    });
    expect(await upcoming()).not.toContain('Ended Yesterday');
    expect(await past()).toContain('Ended Yesterday');
  });
});
