import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '../../../contract/admin-data';
import { emailVerificationTokens, horses, passwordResetTokens, users } from '../../db/schema/index';
import { hashSecret } from '../auth/session.service';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/app';
import {
  buildAthlete,
  buildCompetition,
  buildEntry,
  buildHorse,
  buildUser,
  buildVenue,
  signedInUser,
} from '../../test/factories';
import { waitForValue } from '../../test/wait-for';

describe('admin data API', () => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let player: string;

  beforeAll(async () => {
    t = await createTestApp();
    const signedIn = await signedInUser(t.db, t.clock.now(), {
      isAdmin: true,
      email: 'chief@example.test',
    });
    admin = signedIn.cookie;
    adminId = signedIn.user.id;
    player = (await signedInUser(t.db, t.clock.now())).cookie;
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
  ) => t.request({ method, url, cookie: admin, ...(payload ? { payload } : {}) });

  describe('users', () => {
    it('searches by name, email or team and filters by verified', async () => {
      const pending = await buildUser(t.db, {
        firstName: 'Zara',
        lastName: 'Quill',
        email: 'zara.quill@example.test',
        emailVerified: false,
      });
      await buildUser(t.db, { firstName: 'Zara', lastName: 'Verified', teamName: 'Quill Stars' });
      const all = await call('GET', '/api/admin/data/users/search?q=quill');
      expect(all.statusCode).toBe(200);
      expect(
        all
          .json<AdminUser[]>()
          .map((u) => u.lastName)
          .sort(),
      ).toEqual(['Quill', 'Verified']);
      const unverified = await call('GET', '/api/admin/data/users/search?q=quill&verified=false');
      expect(unverified.json<AdminUser[]>().map((u) => u.id)).toEqual([pending.id]);
      const verified = await call(
        'GET',
        '/api/admin/data/users/search?q=Zara%20Verified&verified=true',
      );
      expect(verified.json<AdminUser[]>().map((u) => u.lastName)).toEqual(['Verified']);
      expect(verified.json<AdminUser[]>()[0]).not.toHaveProperty('passwordHash');
      const wildcard = await call('GET', '/api/admin/data/users/search?q=%25');
      expect(wildcard.json()).toEqual([]);
      const bad = await call('GET', '/api/admin/data/users/search?verified=maybe');
      expect(bad.statusCode).toBe(400);
      // The field is named once, not "verified: verified: …".
      expect(bad.json()).toEqual({ message: 'verified: must be true or false', field: 'verified' });
    });

    it('verifies a user', async () => {
      const user = await buildUser(t.db, { emailVerified: false });
      const response = await call('POST', `/api/admin/data/users/${user.id}/verify`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: user.id, emailVerified: true });
      expect((await call('POST', '/api/admin/data/users/999999/verify')).statusCode).toBe(404);
    });

    it('edits a user including the verified and administrator flags', async () => {
      const user = await buildUser(t.db, { emailVerified: false });
      const payload = {
        firstName: ' Ada ',
        lastName: 'Lovelace',
        email: 'Ada@Example.test',
        nationality: 'gbr',
        emailVerified: true,
        isAdmin: true,
      };
      const response = await call('PUT', `/api/admin/data/users/${user.id}`, payload);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        firstName: 'Ada',
        email: 'ada@example.test',
        nationality: 'GBR',
        emailVerified: true,
        isAdmin: true,
      });
      const taken = await call('PUT', `/api/admin/data/users/${user.id}`, {
        ...payload,
        email: 'CHIEF@example.test',
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({
        message: 'An account with this email address already exists.',
      });
      const noName = await call('PUT', `/api/admin/data/users/${user.id}`, {
        ...payload,
        firstName: ' ',
      });
      expect(noName.statusCode).toBe(400);
      expect(noName.json()).toEqual({
        message: 'firstName: First name is required',
        field: 'firstName',
      });
    });

    it('ends the links mailed to the old address when the email changes, not on other edits', async () => {
      const user = await buildUser(t.db, {
        email: 'old.address@example.test',
        password: 'the first password',
      });
      const linkOf = async (path: string, field: 'resetUrl' | 'verificationUrl') => {
        const answer = await call('POST', `/api/admin/data/users/${user.id}/${path}`);
        return new URL(answer.json<Record<typeof field, string>>()[field]).searchParams.get(
          'token',
        );
      };
      const edit = (email: string) =>
        call('PUT', `/api/admin/data/users/${user.id}`, {
          firstName: 'Moved',
          lastName: 'Rider',
          email,
          nationality: null,
          emailVerified: true,
          isAdmin: false,
        });
      const spend = (url: string, token: string | null) =>
        t.request({ method: 'POST', url, payload: { token, password: 'someone else chose this' } });

      const reset = await linkOf('generate-reset-link', 'resetUrl');
      const setup = await linkOf('generate-password-link', 'verificationUrl');
      expect((await edit('OLD.address@example.test')).statusCode).toBe(200);
      const live = await t.db
        .select()
        .from(passwordResetTokens)
        .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
      expect(live).toHaveLength(1);

      expect((await edit('new.address@example.test')).statusCode).toBe(200);
      expect((await spend('/api/auth/reset-password', reset)).statusCode).toBe(400);
      expect((await spend('/api/auth/verify-email', setup)).statusCode).toBe(400);
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.email).toBe('new.address@example.test');
      const signIn = await t.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'new.address@example.test', password: 'the first password' },
      });
      expect(signIn.statusCode).toBe(200);
    });

    it('never lets an administrator remove their own flag or delete themselves', async () => {
      const demote = await call('PUT', `/api/admin/data/users/${adminId}`, {
        firstName: 'Chief',
        lastName: 'Admin',
        email: 'chief@example.test',
        nationality: null,
        emailVerified: true,
        isAdmin: false,
      });
      expect(demote.statusCode).toBe(400);
      expect(demote.json()).toEqual({
        message: 'You cannot remove your own administrator privileges.',
        field: 'isAdmin',
      });
      const remove = await call('DELETE', `/api/admin/data/users/${adminId}`);
      expect(remove.statusCode).toBe(400);
      expect(remove.json()).toEqual({ message: 'You cannot delete your own account.' });
      const [row] = await t.db.select().from(users).where(eq(users.id, adminId));
      expect(row?.isAdmin).toBe(true);
    });

    it('deletes a user', async () => {
      const user = await buildUser(t.db);
      const response = await call('DELETE', `/api/admin/data/users/${user.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'User deleted', id: user.id });
      expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
      expect((await call('DELETE', `/api/admin/data/users/${user.id}`)).statusCode).toBe(404);
    });

    it('generates a password-setup link that sets the password and verifies the email', async () => {
      const user = await buildUser(t.db, { emailVerified: false, email: 'setup@example.test' });
      const response = await call(
        'POST',
        `/api/admin/data/users/${user.id}/generate-password-link`,
      );
      expect(response.statusCode).toBe(200);
      const url = new URL(response.json<{ verificationUrl: string }>().verificationUrl);
      expect(`${url.origin}${url.pathname}`).toBe(`${TEST_ORIGIN}/verify-email`);
      const token = url.searchParams.get('token') ?? '';
      expect(token.length).toBeGreaterThanOrEqual(43);
      const [stored] = await t.db
        .select()
        .from(emailVerificationTokens)
        .where(eq(emailVerificationTokens.userId, user.id));
      expect(stored?.token).toBe(hashSecret(token));
      const verify = await t.request({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token, password: 'a long enough password' },
      });
      expect(verify.statusCode).toBe(200);
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.emailVerified).toBe(true);
      expect(row?.passwordHash).not.toBeNull();
    });

    it('generates a reset link; a newer link ends the older one', async () => {
      const user = await buildUser(t.db, { password: 'the first password' });
      const first = await call('POST', `/api/admin/data/users/${user.id}/generate-reset-link`);
      const second = await call('POST', `/api/admin/data/users/${user.id}/generate-reset-link`);
      expect(second.statusCode).toBe(200);
      const tokenOf = (r: typeof first) =>
        new URL(r.json<{ resetUrl: string }>().resetUrl).searchParams.get('token') ?? '';
      expect(new URL(second.json<{ resetUrl: string }>().resetUrl).pathname).toBe(
        '/reset-password',
      );
      const stale = await t.request({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: tokenOf(first), password: 'another password' },
      });
      expect(stale.statusCode).toBe(400);
      const fresh = await t.request({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: tokenOf(second), password: 'another password' },
      });
      expect(fresh.statusCode).toBe(200);
      const tokens = await t.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, user.id));
      expect(tokens).toHaveLength(2);
      expect(
        (await call('POST', '/api/admin/data/users/999999/generate-reset-link')).statusCode,
      ).toBe(404);
    });

    it('leaves one usable link of each kind when twenty are generated at once', async () => {
      const user = await buildUser(t.db, { password: 'the first password' });
      const kinds = [
        { path: 'generate-reset-link', table: passwordResetTokens, field: 'resetUrl' },
        {
          path: 'generate-password-link',
          table: emailVerificationTokens,
          field: 'verificationUrl',
        },
      ] as const;
      for (const { path, table, field } of kinds) {
        const answers = await Promise.all(
          Array.from({ length: 20 }, () =>
            call('POST', `/api/admin/data/users/${user.id}/${path}`),
          ),
        );
        expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
        const issued = answers.map((answer) =>
          hashSecret(
            new URL(answer.json<Record<string, string>>()[field] ?? '').searchParams.get('token') ??
              '',
          ),
        );
        const usable = await t.db
          .select({ token: table.token })
          .from(table)
          .where(and(eq(table.userId, user.id), isNull(table.usedAt)));
        expect(usable, path).toHaveLength(1);
        expect(issued).toContain(usable[0]?.token);
      }
    });
  });

  describe('values that are unique, given at once', () => {
    it('gives one email address to one of twenty users saved with it at once', async () => {
      const people = await Promise.all(Array.from({ length: 20 }, () => buildUser(t.db)));
      const answers = await Promise.all(
        people.map((person) =>
          call('PUT', `/api/admin/data/users/${person.id}`, {
            firstName: 'Same',
            lastName: 'Address',
            email: 'one.address@example.test',
            nationality: '',
            emailVerified: true,
            isAdmin: false,
          }),
        ),
      );
      const codes = answers.map((answer) => answer.statusCode);
      expect([
        codes.filter((code) => code === 200).length,
        codes.filter((code) => code === 409).length,
      ]).toEqual([1, 19]);
      for (const answer of answers.filter((item) => item.statusCode === 409)) {
        expect(answer.json()).toEqual({
          message: 'An account with this email address already exists.',
        });
      }
    });

    it('gives one FEI id to one of twenty athletes saved with it at once', async () => {
      const riders = await Promise.all(
        Array.from({ length: 20 }, (_, index) => buildAthlete(t.db, { name: `Rider ${index}` })),
      );
      const answers = await Promise.all(
        riders.map((rider) =>
          call('PUT', `/api/admin/data/athletes/${rider.id}`, {
            name: rider.name,
            nationality: '',
            feiId: '10099887',
            biography: '',
            profileImageUrl: '',
          }),
        ),
      );
      const codes = answers.map((answer) => answer.statusCode);
      expect([
        codes.filter((code) => code === 200).length,
        codes.filter((code) => code === 409).length,
      ]).toEqual([1, 19]);
      const holder = riders[codes.indexOf(200)]?.name ?? '';
      for (const answer of answers.filter((item) => item.statusCode === 409)) {
        expect(answer.json()).toEqual({
          message: `FEI id 10099887 already belongs to the athlete ${holder}.`,
        });
      }
    });
  });

  describe('athletes, horses and venues', () => {
    it('searches and edits athletes; name is required', async () => {
      const athlete = await buildAthlete(t.db, { name: 'Ingrid Klimke', nationality: 'GER' });
      const found = await call('GET', '/api/admin/data/athletes/search?q=klimke');
      expect(found.json()).toEqual([
        expect.objectContaining({ id: athlete.id, name: 'Ingrid Klimke', nationality: 'GER' }),
      ]);
      const saved = await call('PUT', `/api/admin/data/athletes/${athlete.id}`, {
        name: 'Ingrid Klimke',
        nationality: 'ger',
        biography: 'Double Olympic champion.',
        profileImageUrl: '',
      });
      expect(saved.json()).toMatchObject({
        biography: 'Double Olympic champion.',
        profileImageUrl: null,
      });
      const noName = await call('PUT', `/api/admin/data/athletes/${athlete.id}`, { name: '' });
      expect(noName.statusCode).toBe(400);
      expect(noName.json()).toEqual({ message: 'name: Name is required', field: 'name' });
      const numberName = await call('PUT', `/api/admin/data/athletes/${athlete.id}`, { name: 7 });
      expect(numberName.statusCode).toBe(400);
      expect(numberName.json()).toEqual({ message: 'name must be text', field: 'name' });
      expect((await call('GET', '/api/admin/data/athletes/search?q=nobody-at-all')).json()).toEqual(
        [],
      );
    });

    it('edits a horse with sex, sire and dam; the public entries show it after the rebuild', async () => {
      const competition = await buildCompetition(t.db, t.clock.now());
      const horse = await buildHorse(t.db, { name: 'Chipmunk' });
      await buildEntry(t.db, competition.id, { horseId: horse.id });
      const url = `/api/competitions/${competition.id}/entries`;
      expect((await t.request({ method: 'GET', url })).body).toContain('Chipmunk');
      const saved = await call('PUT', `/api/admin/data/horses/${horse.id}`, {
        name: 'Chipmunk FRH',
        yob: 2008,
        sex: 'Gelding',
        color: 'Bay',
        sire: 'Contendro',
        dam: 'Havanna',
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({
        id: horse.id,
        name: 'Chipmunk FRH',
        feiId: null,
        yob: 2008,
        sex: 'Gelding',
        color: 'Bay',
        sire: 'Contendro',
        dam: 'Havanna',
      });
      const shown = await waitForValue(
        async () => (await t.request({ method: 'GET', url })).body,
        (body) => body.includes('Chipmunk FRH'),
      );
      expect(shown).toContain('Chipmunk FRH');
      const [row] = await t.db.select().from(horses).where(eq(horses.id, horse.id));
      expect(row?.gender).toBe('Gelding');
      expect((await call('GET', '/api/admin/data/horses/search?q=contendro')).json()).toHaveLength(
        1,
      );
      const badSex = await call('PUT', `/api/admin/data/horses/${horse.id}`, {
        name: 'X',
        sex: 'Colt',
      });
      expect(badSex.statusCode).toBe(400);
      expect(badSex.json()).toEqual({
        message: 'sex: must be one of Stallion, Mare, Gelding',
        field: 'sex',
      });
      expect((await call('PUT', '/api/admin/data/horses/999999', { name: 'X' })).statusCode).toBe(
        404,
      );
    });

    it('lists, searches and edits venues', async () => {
      const venue = await buildVenue(t.db, { name: 'Burghley', location: 'Stamford' });
      const listed = await call('GET', '/api/admin/data/venues');
      expect(listed.json<Array<{ id: number }>>().some((v) => v.id === venue.id)).toBe(true);
      const found = await call('GET', '/api/admin/data/venues/search?q=stamford');
      expect(found.json()).toEqual([expect.objectContaining({ id: venue.id })]);
      const saved = await call('PUT', `/api/admin/data/venues/${venue.id}`, {
        name: 'Burghley House',
        location: 'Stamford',
        country: 'GBR',
        description: null,
        imageUrl: null,
      });
      expect(saved.json()).toMatchObject({ name: 'Burghley House', country: 'GBR' });
    });
  });

  describe('refuses visitors (401) and players (403) on every endpoint', () => {
    const endpoints: Array<{ method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string }> = [
      { method: 'GET', url: '/api/admin/data/users/search?q=a' },
      { method: 'POST', url: '/api/admin/data/users/1/verify' },
      { method: 'PUT', url: '/api/admin/data/users/1' },
      { method: 'DELETE', url: '/api/admin/data/users/1' },
      { method: 'POST', url: '/api/admin/data/users/1/generate-password-link' },
      { method: 'POST', url: '/api/admin/data/users/1/generate-reset-link' },
      { method: 'GET', url: '/api/admin/data/athletes/search?q=a' },
      { method: 'PUT', url: '/api/admin/data/athletes/1' },
      { method: 'GET', url: '/api/admin/data/horses/search?q=a' },
      { method: 'PUT', url: '/api/admin/data/horses/1' },
      { method: 'GET', url: '/api/admin/data/venues' },
      { method: 'GET', url: '/api/admin/data/venues/search?q=a' },
      { method: 'PUT', url: '/api/admin/data/venues/1' },
    ];
    for (const { method, url } of endpoints) {
      it(`${method} ${url}`, async () => {
        const payload = method === 'PUT' ? { payload: { name: 'x' } } : {};
        const visitor = await t.request({ method, url, ...payload });
        expect(visitor.statusCode).toBe(401);
        expect(visitor.json()).toEqual({ message: 'You need to be signed in to do that.' });
        const member = await t.request({ method, url, cookie: player, ...payload });
        expect(member.statusCode).toBe(403);
        expect(member.json()).toEqual({ message: 'Admin privileges required.' });
      });
    }
  });
});
