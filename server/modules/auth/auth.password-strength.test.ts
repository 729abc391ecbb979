import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../contract/auth';
import { WEAK_PASSWORD_MESSAGE } from '../../../contract/password-strength';
import { users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { nextIp } from './auth.test-support';
import { hashSecret, newSecret } from './session.service';
import { insertToken, type TokenKind } from './token.repository';
import { verifyPassword } from './password';

const HOUR = 60 * 60 * 1000;
const COMMON = ['password', 'password123', '12345678'];
const routes = [
  { url: '/api/auth/verify-email', kind: 'verification' },
  { url: '/api/auth/dev-verify', kind: 'verification' },
  { url: '/api/auth/reset-password', kind: 'reset' },
] as const;

describe('new passwords must be hard to guess', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function liveToken(kind: TokenKind, userId: number) {
    const secret = newSecret();
    const now = t.clock.now();
    await insertToken(t.db, kind, {
      userId,
      tokenHash: hashSecret(secret),
      expiresAt: new Date(now.getTime() + HOUR),
      now,
    });
    return secret;
  }
  const send = (url: string, token: string, password: string) =>
    t.request({ method: 'POST', url, payload: { token, password }, remoteAddress: nextIp() });
  const storedHash = async (id: number) =>
    (await t.db.select().from(users).where(eq(users.id, id)))[0]?.passwordHash ?? null;

  describe.each(routes)('$url', ({ url, kind }) => {
    it.each(COMMON)('refuses %j with the reason, and changes nothing', async (password) => {
      const user = await buildUser(t.db, { password: 'the original passphrase' });
      const token = await liveToken(kind, user.id);
      const before = await storedHash(user.id);

      const refused = await send(url, token, password);
      expect(refused.statusCode).toBe(400);
      const body = refused.json<{ message: string; field: string }>();
      expect(body.field).toBe('password');
      expect(body.message).toMatch(
        new RegExp(`^password: ${WEAK_PASSWORD_MESSAGE.replace('.', '\\.')} This is a `),
      );
      expect(body.message).toContain('Add more words that are less common.');
      expect(refused.cookies).toHaveLength(0);
      expect(await storedHash(user.id)).toBe(before);

      // The token was not spent: the same link works with a strong password.
      const accepted = await send(url, token, 'Saddle-Lantern-Orchard-2026');
      expect(accepted.statusCode).toBe(200);
      expect(await verifyPassword(await storedHash(user.id), 'Saddle-Lantern-Orchard-2026')).toBe(
        true,
      );
    });

    it("refuses a password made of the account's own name and address", async () => {
      const user = await buildUser(t.db, {
        email: `quillon.vardamere.${kind}.${url.length}@stablemail.test`,
        firstName: 'Quillon',
        lastName: 'Vardamere',
      });
      const token = await liveToken(kind, user.id);
      const refused = await send(url, token, 'quillonvardamere');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        message: `password: ${WEAK_PASSWORD_MESSAGE} There should not be any personal or page related data. Add more words that are less common.`,
        field: 'password',
      });
    });

    it.each([
      { password: 'ann test example', address: 'ann.test@example.com', first: 'Ann', last: 'Test' },
      {
        password: 'bea rider example',
        address: 'bea.rider@example.org',
        first: 'Bea',
        last: 'Rider',
      },
    ])(
      "refuses $password: nothing but the account's own words, spaces between them",
      async ({ password, address, first, last }) => {
        const email = address.replace('@', `+${kind}${url.length}@`);
        const user = await buildUser(t.db, { email, firstName: first, lastName: last });
        const token = await liveToken(kind, user.id);
        const refused = await send(url, token, password);
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual({
          message: `password: ${WEAK_PASSWORD_MESSAGE} There should not be any personal or page related data. Add more words that are less common.`,
          field: 'password',
        });
        const accepted = await send(url, token, `${password} lantern orchard`);
        expect(accepted.statusCode).toBe(200);
      },
    );

    it('still answers a short password with the 8-character sentence', async () => {
      const user = await buildUser(t.db);
      const token = await liveToken(kind, user.id);
      const refused = await send(url, token, 'passwor');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        message: `password: ${AUTH_MESSAGES.passwordTooShort}`,
      });
    });

    it('reports a dead link before judging the password', async () => {
      const refused = await send(url, 'not-a-real-token', 'password');
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ field: string }>().field).toBe('token');
    });
  });
});
