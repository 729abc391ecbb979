import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAthlete, AdminUser } from '../../../contract/admin-data';
import { openAdminApp, type TestApp } from '../../test/app';
import { buildAthlete, buildUser } from '../../test/factories';

const refusal = {
  message: 'nationality: Please choose a nationality from the list',
  field: 'nationality',
};

describe('nationalities an administrator edits come from the countries list', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    ({ t, admin } = await openAdminApp());
  });
  afterAll(async () => {
    await t.close();
  });

  const editUser = (user: { id: number; email: string }, nationality: string | null) =>
    t.request({
      method: 'PUT',
      url: `/api/admin/data/users/${user.id}`,
      cookie: admin,
      payload: {
        firstName: 'Quinn',
        lastName: 'Rider',
        email: user.email,
        nationality,
        emailVerified: true,
        isAdmin: false,
      },
    });
  const editAthlete = (id: number, nationality: string | null) =>
    t.request({
      method: 'PUT',
      url: `/api/admin/data/athletes/${id}`,
      cookie: admin,
      payload: { name: 'Quinn Rider', nationality },
    });

  it('refuses a user nationality the list lacks and stores a known one as its FEI code', async () => {
    const user = await buildUser(t.db, { nationality: 'GBR' });
    const refused = await editUser(user, 'QQQ');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(refusal);
    const german = await editUser(user, 'deu');
    expect(german.statusCode).toBe(200);
    expect(german.json<AdminUser>().nationality).toBe('GER');
    const swiss = await editUser(user, 'SUI');
    expect(swiss.json<AdminUser>().nationality).toBe('SUI');
    const cleared = await editUser(user, null);
    expect(cleared.json<AdminUser>().nationality).toBeNull();
  });

  it('keeps a user’s odd stored code when it is sent back unchanged, but not a new odd one', async () => {
    const user = await buildUser(t.db, { nationality: 'XX' });
    const kept = await editUser(user, 'XX');
    expect(kept.statusCode).toBe(200);
    expect(kept.json<AdminUser>().nationality).toBe('XX');
    const other = await editUser(user, 'XY');
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual(refusal);
  });

  it('refuses an athlete nationality the list lacks; an odd stored one stays editable', async () => {
    const athlete = await buildAthlete(t.db, { nationality: 'GBR' });
    const refused = await editAthlete(athlete.id, 'XYZ');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(refusal);
    const irish = await editAthlete(athlete.id, 'irl');
    expect(irish.statusCode).toBe(200);
    expect(irish.json<AdminAthlete>().nationality).toBe('IRL');
    const odd = await buildAthlete(t.db, { nationality: 'YUG' });
    const kept = await editAthlete(odd.id, 'yug');
    expect(kept.statusCode).toBe(200);
    expect(kept.json<AdminAthlete>().nationality).toBe('YUG');
    const missing = await editAthlete(2147483000, 'GBR');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Athlete not found.' });
  });
});
