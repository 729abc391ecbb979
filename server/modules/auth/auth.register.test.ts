import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../contract/auth';
import { emailVerificationTokens, sessions, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import {
  latestToken,
  newPlayer,
  nextIp,
  outboxMessagesTo,
  sessionCookieOf,
} from './auth.test-support';
import { AUTH_RESPONSES } from './auth.service';
import { hashSecret } from './session.service';

const HOUR = 60 * 60 * 1000;

describe('registration and email verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const register = (payload: Record<string, unknown>, ip = nextIp()) =>
    t.request({ method: 'POST', url: '/api/auth/register', payload, remoteAddress: ip });
  const verify = (payload: Record<string, unknown>, cookie?: string) =>
    t.request({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload,
      remoteAddress: nextIp(),
      ...(cookie ? { cookie } : {}),
    });

  it('leaves one usable verification link when the same address registers twenty times at once', async () => {
    const player = newPlayer({ email: 'twenty.at.once@example.test' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => register(player)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const [user] = await t.db.select().from(users).where(eq(users.email, player.email));
    const usable = await t.db
      .select()
      .from(emailVerificationTokens)
      .where(
        and(
          eq(emailVerificationTokens.userId, user?.id ?? 0),
          isNull(emailVerificationTokens.usedAt),
        ),
      );
    expect(usable).toHaveLength(1);
  });

  it('registers, emails a link, and signs in when the password is chosen', async () => {
    const player = newPlayer({ email: 'Mixed.Case@Example.TEST' });
    const registered = await register(player);
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toEqual({ message: AUTH_RESPONSES.registered });

    const [mail] = outboxMessagesTo(t.config.dataDir, 'mixed.case@example.test');
    expect(mail).toContain('Subject: Verify your email for Eventing Manager 2.0');
    expect(mail).toContain('From: "Eventing Manager 2.0" <no-reply@eventing-manager.local>');
    expect(mail).toContain('Content-Type: text/plain');
    expect(mail).toContain('Content-Type: text/html');
    expect(mail).toContain(`${t.config.appUrl}/verify-email?token=`);

    const token = await latestToken(t, 'mixed.case@example.test', 'verify-email');
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
    const [stored] = await t.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.token, hashSecret(token)));
    expect(stored?.expiresAt.getTime()).toBe(t.clock.now().getTime() + 48 * HOUR);

    const verified = await verify({ token, password: 'correct horse battery' });
    expect(verified.statusCode).toBe(200);
    const body = verified.json<{ user: Record<string, unknown>; message: string }>();
    expect(body.message).toBe(
      'Your email is verified and your password is set. Welcome to Eventing Manager 2.0, Ava!',
    );
    expect(body.user).toMatchObject({
      firstName: 'Ava',
      lastName: 'Rider',
      email: 'mixed.case@example.test',
      emailVerified: true,
      nationality: 'GER',
      membershipType: 'free',
      isAdmin: false,
    });
    const cookie = sessionCookieOf(verified);
    const me = await t.request({ method: 'GET', url: '/api/auth/user', cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'mixed.case@example.test', emailVerified: true });

    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'MIXED.case@example.test', password: 'correct horse battery' },
      remoteAddress: nextIp(),
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a reused verification token', async () => {
    const player = newPlayer();
    await register(player);
    const token = await latestToken(t, player.email, 'verify-email');
    expect((await verify({ token, password: 'first password' })).statusCode).toBe(200);
    const again = await verify({ token, password: 'second password' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: AUTH_MESSAGES.invalidVerificationLink,
      field: 'token',
    });
  });

  it('refuses an expired verification token (48 hours)', async () => {
    const player = newPlayer();
    await register(player);
    const token = await latestToken(t, player.email, 'verify-email');
    const start = t.clock.now();
    t.clock.advance(48 * HOUR + 1000);
    const late = await verify({ token, password: 'a long password' });
    t.clock.set(start);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: AUTH_MESSAGES.invalidVerificationLink, field: 'token' });
  });

  it('refuses an unknown token', async () => {
    const response = await verify({ token: 'not-a-real-token', password: 'a long password' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: AUTH_MESSAGES.invalidVerificationLink,
      field: 'token',
    });
  });

  it('counts password length in characters, any Unicode, 8 to 1,024', async () => {
    const short = await verify({ token: 'x', password: '🐎🐎🐎🐎🐎🐎🐎' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      message: `password: ${AUTH_MESSAGES.passwordTooShort}`,
      field: 'password',
    });
    const tooLong = await verify({ token: 'x', password: 'é'.repeat(1025) });
    expect(tooLong.json()).toEqual({
      message: `password: ${AUTH_MESSAGES.passwordTooLong}`,
      field: 'password',
    });

    const player = newPlayer();
    await register(player);
    const token = await latestToken(t, player.email, 'verify-email');
    // Eight different emoji: eight characters, and not a repeated pattern.
    const emoji = await verify({ token, password: '🐎🏇🌳🏆🥇🐴🎠🌾' });
    expect(emoji.statusCode).toBe(200);
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: player.email, password: '🐎🏇🌳🏆🥇🐴🎠🌾' },
      remoteAddress: nextIp(),
    });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    [{ firstName: '' }, 'firstName', AUTH_MESSAGES.firstNameRequired],
    [{ firstName: '   ' }, 'firstName', AUTH_MESSAGES.firstNameRequired],
    [{ lastName: '' }, 'lastName', AUTH_MESSAGES.lastNameRequired],
    [{ email: 'not-an-email' }, 'email', AUTH_MESSAGES.invalidEmail],
    [{ email: undefined }, 'email', AUTH_MESSAGES.invalidEmail],
    [{ nationality: '' }, 'nationality', AUTH_MESSAGES.nationalityRequired],
    [{ nationality: 'ZZZ' }, 'nationality', AUTH_RESPONSES.unknownNationality],
  ])('validates registration %o', async (overrides, field, message) => {
    const response = await register(newPlayer(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `${field}: ${message}`, field });
  });

  it('stores the FEI code whether the FEI or the ISO code is sent', async () => {
    const iso = newPlayer({ nationality: 'nld' });
    expect((await register(iso)).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, iso.email));
    expect(row?.nationality).toBe('NED');
  });

  it('ignores isAdmin, emailVerified and membershipType sent at registration', async () => {
    const player = newPlayer({
      isAdmin: true,
      emailVerified: true,
      membershipType: 'premium',
      premiumUntil: '2099-01-01T00:00:00Z',
    });
    expect((await register(player)).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, player.email));
    expect(row).toMatchObject({
      isAdmin: false,
      emailVerified: false,
      membershipType: 'free',
      premiumUntil: null,
    });
  });

  it('answers the same for an address that already has an account, whatever its case', async () => {
    const existing = await buildUser(t.db, { email: 'taken@example.test' });
    const response = await register(newPlayer({ email: 'TAKEN@example.test' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: AUTH_RESPONSES.registered });
    const mails = outboxMessagesTo(t.config.dataDir, 'taken@example.test');
    expect(mails.at(-1)).toContain('Subject: You already have an Eventing Manager 2.0 account');
    expect(mails.at(-1)).not.toContain('token=');
    const rows = await t.db.select().from(users).where(eq(users.id, existing.id));
    expect(rows[0]?.firstName).toBe(existing.firstName);
  });

  it('sends a fresh link when an unverified address registers again; the old one stops working', async () => {
    const player = newPlayer();
    await register(player);
    const first = await latestToken(t, player.email, 'verify-email');
    await register(player);
    const second = await latestToken(t, player.email, 'verify-email');
    expect(second).not.toBe(first);
    expect((await verify({ token: first, password: 'a long password' })).statusCode).toBe(400);
    expect((await verify({ token: second, password: 'a long password' })).statusCode).toBe(200);
  });

  it('offers dev-verify outside production, the same as verify-email', async () => {
    const status = await t.request({ method: 'GET', url: '/api/auth/dev-verify' });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ available: true });
    const player = newPlayer();
    await register(player);
    const token = await latestToken(t, player.email, 'verify-email');
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/dev-verify',
      payload: { token, password: 'pasted by hand' },
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { email: player.email, emailVerified: true } });
    expect(sessionCookieOf(response)).toMatch(/^em_session=/);
  });

  it('never sends a password, hash or token back', async () => {
    const player = newPlayer();
    const registered = await register(player);
    const token = await latestToken(t, player.email, 'verify-email');
    const verified = await verify({ token, password: 'secret password 1' });
    const cookie = sessionCookieOf(verified);
    const me = await t.request({ method: 'GET', url: '/api/auth/user', cookie });
    const [row] = await t.db.select().from(users).where(eq(users.email, player.email));
    const [session] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, row?.id ?? 0));
    for (const response of [registered, verified, me]) {
      expect(response.body).not.toContain('secret password 1');
      expect(response.body).not.toContain(token);
      expect(response.body).not.toContain(row?.passwordHash ?? 'missing');
      expect(response.body).not.toContain(session?.id ?? 'missing');
      expect(response.body).not.toMatch(/password"|passwordHash|argon2/i);
    }
  });
});
