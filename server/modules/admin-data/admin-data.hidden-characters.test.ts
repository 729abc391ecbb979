import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athletes, horses, users, venues } from '../../db/schema/index';
import { openAdminApp, type TestApp } from '../../test/app';
import { buildAthlete, buildHorse, buildUser, buildVenue } from '../../test/factories';
import { HIDDEN_CHARACTER_NAMES, hiddenCharactersRefusal } from '../../test/hidden-characters';

describe('names an administrator edits carry no hidden characters', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    ({ t, admin } = await openAdminApp());
  });
  afterAll(async () => {
    await t.close();
  });

  const put = (url: string, payload: Record<string, unknown>) =>
    t.request({ method: 'PUT', url, payload, cookie: admin });

  describe.each(['firstName', 'lastName'])('a user’s %s', (field) => {
    it.each(HIDDEN_CHARACTER_NAMES)('refuses %s and changes nothing', async (_what, name) => {
      const user = await buildUser(t.db, { firstName: 'Ann', lastName: 'Rider' });
      const response = await put(`/api/admin/data/users/${user.id}`, {
        firstName: 'Ann',
        lastName: 'Rider',
        email: user.email,
        nationality: 'GBR',
        emailVerified: true,
        isAdmin: false,
        [field]: name,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(hiddenCharactersRefusal(field));
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ firstName: 'Ann', lastName: 'Rider' });
    });
  });

  it.each(HIDDEN_CHARACTER_NAMES)('refuses an athlete name with %s', async (_what, name) => {
    const athlete = await buildAthlete(t.db, { name: 'Plain Rider' });
    const response = await put(`/api/admin/data/athletes/${athlete.id}`, { name });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(hiddenCharactersRefusal('name'));
    const [row] = await t.db.select().from(athletes).where(eq(athletes.id, athlete.id));
    expect(row?.name).toBe('Plain Rider');
  });

  it.each(HIDDEN_CHARACTER_NAMES)('refuses a horse name with %s', async (_what, name) => {
    const horse = await buildHorse(t.db, { name: 'Plain Horse' });
    const response = await put(`/api/admin/data/horses/${horse.id}`, { name });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(hiddenCharactersRefusal('name'));
    const [row] = await t.db.select().from(horses).where(eq(horses.id, horse.id));
    expect(row?.name).toBe('Plain Horse');
  });

  it.each(HIDDEN_CHARACTER_NAMES)('refuses a venue name with %s', async (_what, name) => {
    const venue = await buildVenue(t.db, { name: 'Plain Park' });
    const response = await put(`/api/admin/data/venues/${venue.id}`, { name });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(hiddenCharactersRefusal('name'));
    const [row] = await t.db.select().from(venues).where(eq(venues.id, venue.id));
    expect(row?.name).toBe('Plain Park');
  });
});
