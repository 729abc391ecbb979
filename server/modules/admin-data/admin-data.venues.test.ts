import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminVenue } from '../../../contract/admin-data';
import { openAdminApp, type TestApp } from '../../test/app';
import { buildVenue } from '../../test/factories';

describe('one venue per name', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    ({ t, admin } = await openAdminApp());
  });
  afterAll(async () => {
    await t.close();
  });

  const create = (name: string) =>
    t.request({ method: 'POST', url: '/api/admin/data/venues', cookie: admin, payload: { name } });
  const rename = (id: number, name: string) =>
    t.request({
      method: 'PUT',
      url: `/api/admin/data/venues/${id}`,
      cookie: admin,
      payload: { name, location: 'Lexington', country: 'USA' },
    });
  const taken = { message: 'A venue named Bluegrass Meadows already exists.' };

  it('refuses a second venue of the same name, whatever its case and spacing', async () => {
    const first = await create('Bluegrass Meadows');
    expect(first.statusCode).toBe(201);
    const again = await create('Bluegrass Meadows');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(taken);
    const spaced = await create('  bluegrass    meadows ');
    expect(spaced.statusCode).toBe(409);
    expect(spaced.json()).toEqual(taken);
    const matching = await t.request({
      method: 'GET',
      url: '/api/admin/data/venues/search?q=bluegrass',
      cookie: admin,
    });
    expect(matching.json<AdminVenue[]>().map((venue) => venue.name)).toEqual(['Bluegrass Meadows']);
  });

  it('saves a name with its spaces tidied', async () => {
    const created = await create('  Red   Hills    Park ');
    expect(created.statusCode).toBe(201);
    expect(created.json<AdminVenue>().name).toBe('Red Hills Park');
  });

  it('refuses renaming a venue to another venue’s name, but not to its own in another case', async () => {
    const venue = await buildVenue(t.db, { name: 'Blue  Ridge' });
    const refused = await rename(venue.id, 'BLUEGRASS  MEADOWS');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(taken);
    const recased = await rename(venue.id, ' blue ridge ');
    expect(recased.statusCode).toBe(200);
    expect(recased.json<AdminVenue>()).toMatchObject({ id: venue.id, name: 'blue ridge' });
    const missing = await rename(2147483000, 'Bluegrass Meadows');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Venue not found.' });
  });

  it('keeps venues named alike before the check editable while their name stays', async () => {
    const older = await buildVenue(t.db, { name: 'Hartpury' });
    await buildVenue(t.db, { name: 'hartpury ' });
    const kept = await rename(older.id, 'Hartpury');
    expect(kept.statusCode).toBe(200);
    expect(kept.json<AdminVenue>()).toMatchObject({ name: 'Hartpury', location: 'Lexington' });
  });

  it('lets two creates of one name at once make one venue', async () => {
    const answers = await Promise.all([create('Twin Oaks'), create('twin oaks')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });
});
