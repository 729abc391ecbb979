import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCompetition } from '../../../contract/admin-competitions';
import { openAdminApp, type TestApp } from '../../test/app';
import { buildVenue } from '../../test/factories';

const DATE_MESSAGE = 'must be a date (YYYY-MM-DD) or a date and time with a zone';

/** Days that do not exist are refused with the field's date message, never moved on a few days. */
describe('competition dates that do not exist', () => {
  let t: TestApp;
  let admin: string;
  let venueId: number;

  beforeAll(async () => {
    ({ t, admin } = await openAdminApp({}, new Date('2026-11-28T05:00:00Z')));
    venueId = (await buildVenue(t.db)).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const valid = {
    name: 'Winter Trials',
    startDate: '2027-03-01',
    endDate: '2027-03-05',
    deadline: '2027-02-28T18:00:00Z',
    level: 'CCI2*-S',
    status: 'open',
  };
  const create = (change: Record<string, unknown>) =>
    t.request({
      method: 'POST',
      url: '/api/admin/competitions',
      cookie: admin,
      payload: { ...valid, venueId, ...change },
    });

  it.each([
    ['startDate', { startDate: '2027-02-30' }],
    ['startDate', { startDate: '2027-02-29' }],
    ['startDate', { startDate: '2027-13-01' }],
    ['endDate', { endDate: '2027-02-31' }],
    ['endDate', { endDate: '2027-04-31' }],
    ['deadline', { deadline: '2027-02-30T00:30:00Z' }],
    ['deadline', { deadline: '2027-02-28T24:30:00Z' }],
  ])('refuses a %s of %o with the date message', async (field, change) => {
    const response = await create(change);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `${field}: ${DATE_MESSAGE}`, field });
  });

  it('takes 29 February in a leap year, stored as that day', async () => {
    const response = await create({
      startDate: '2028-02-29',
      endDate: '2028-02-29',
      deadline: '2028-02-29T07:00:00+01:00',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<AdminCompetition>()).toMatchObject({
      startDate: '2028-02-29T00:00:00.000Z',
      endDate: '2028-02-29T00:00:00.000Z',
      deadline: '2028-02-29T06:00:00.000Z',
    });
  });

  it('refuses a day that does not exist when a competition is edited too', async () => {
    const created = await create({});
    expect(created.statusCode).toBe(201);
    const { id } = created.json<AdminCompetition>();
    const response = await t.request({
      method: 'PUT',
      url: `/api/admin/competitions/${id}`,
      cookie: admin,
      payload: { ...valid, venueId, endDate: '2027-02-31' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `endDate: ${DATE_MESSAGE}`, field: 'endDate' });
    const list = await t.request({ method: 'GET', url: '/api/admin/competitions', cookie: admin });
    const stored = list.json<AdminCompetition[]>().find((competition) => competition.id === id);
    expect(stored?.endDate).toBe('2027-03-05T00:00:00.000Z');
  });
});
