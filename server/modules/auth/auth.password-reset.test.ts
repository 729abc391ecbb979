import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../contract/auth';
import { passwordResetTokens, sessions } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { AUTH_RESPONSES } from './auth.service';
import {
  latestToken,
  newPlayer,
  nextIp,
  outboxMessagesTo,
  sessionCookieOf,
} from './auth.test-support';
import { waitFor, waitForDefined } from '../../test/wait-for';
import { hashSecret } from './session.service';

const HOUR = 60 * 60 * 1000;

describe('forgot and reset password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const forgot = (payload: Record<string, unknown>) =>
    t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload,
      remoteAddress: nextIp(),
    });
  const reset = (payload: Record<string, unknown>, cookie?: string) =>
    t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload,
      remoteAddress: nextIp(),
      ...(cookie ? { cookie } : {}),
    });
  const login = (email: string, password: string) =>
    t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: nextIp(),
    });

  it('answers identically for known and unknown addresses', async () => {
    const user = await buildUser(t.db, { password: 'old password' });
    const known = await forgot({ email: user.email.toUpperCase() });
    const unknown = await forgot({ email: 'nobody-here@example.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: AUTH_RESPONSES.resetRequested });
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
    await waitForDefined(() => outboxMessagesTo(t.config.dataDir, user.email)[0]);
    expect(outboxMessagesTo(t.config.dataDir, 'nobody-here@example.test')).toHaveLength(0);
  });

  it('leaves one usable reset link when the player asks twenty times at once', async () => {
    const user = await buildUser(t.db, { password: 'old password' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => forgot({ email: user.email })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    // Three emails an hour per account: three links were issued at once, and only one stays usable.
    await waitFor(() => outboxMessagesTo(t.config.dataDir, user.email).length === 3);
    const usable = await t.db
      .select()
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    expect(usable).toHaveLength(1);
  });

  it('resets the password with a 1-hour single-use link and ends every session', async () => {
    const user = await buildUser(t.db, { password: 'old password' });
    const phone = sessionCookieOf(await login(user.email, 'old password'));
    const laptop = sessionCookieOf(await login(user.email, 'old password'));
    await forgot({ email: user.email });
    const token = await latestToken(t, user.email, 'reset-password');
    const [stored] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.token, hashSecret(token)));
    expect(stored?.expiresAt.getTime()).toBe(t.clock.now().getTime() + HOUR);

    const done = await reset({ token, password: 'brand new password' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: AUTH_RESPONSES.resetDone });
    expect(done.body).not.toContain(token);

    for (const cookie of [phone, laptop]) {
      expect((await t.request({ method: 'GET', url: '/api/auth/user', cookie })).statusCode).toBe(
        401,
      );
    }
    const remaining = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(remaining).toHaveLength(0);
    expect((await login(user.email, 'old password')).statusCode).toBe(401);
    expect((await login(user.email, 'brand new password')).statusCode).toBe(200);

    const reused = await reset({ token, password: 'another new password' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ message: AUTH_MESSAGES.invalidResetLink, field: 'token' });
  });

  it('keeps the session that made the reset, ends the others', async () => {
    const user = await buildUser(t.db, { password: 'old password' });
    const here = sessionCookieOf(await login(user.email, 'old password'));
    const elsewhere = sessionCookieOf(await login(user.email, 'old password'));
    await forgot({ email: user.email });
    const token = await latestToken(t, user.email, 'reset-password');
    expect((await reset({ token, password: 'brand new password' }, here)).statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: '/api/auth/user', cookie: here })).statusCode,
    ).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: '/api/auth/user', cookie: elsewhere })).statusCode,
    ).toBe(401);
  });

  it('refuses an expired reset link', async () => {
    const user = await buildUser(t.db, { password: 'old password' });
    await forgot({ email: user.email });
    const token = await latestToken(t, user.email, 'reset-password');
    const start = t.clock.now();
    t.clock.advance(HOUR + 1000);
    const late = await reset({ token, password: 'brand new password' });
    t.clock.set(start);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: AUTH_MESSAGES.invalidResetLink, field: 'token' });
    expect((await login(user.email, 'old password')).statusCode).toBe(200);
  });

  it('only the latest reset link works', async () => {
    const user = await buildUser(t.db, { password: 'old password' });
    await forgot({ email: user.email });
    const first = await latestToken(t, user.email, 'reset-password');
    await forgot({ email: user.email });
    await waitFor(() => outboxMessagesTo(t.config.dataDir, user.email).length >= 2, {
      what: 'the second reset mail',
    });
    const second = await latestToken(t, user.email, 'reset-password');
    expect(second).not.toBe(first);
    expect((await reset({ token: first, password: 'brand new password' })).statusCode).toBe(400);
    expect((await reset({ token: second, password: 'brand new password' })).statusCode).toBe(200);
  });

  const register = (player: ReturnType<typeof newPlayer>) =>
    t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: player,
      remoteAddress: nextIp(),
    });
  const verify = (payload: Record<string, unknown>) =>
    t.request({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload,
      remoteAddress: nextIp(),
    });

  it('a reset ends the verification link still in the mailbox: it cannot set the password again', async () => {
    const player = newPlayer();
    await register(player);
    const verification = await latestToken(t, player.email, 'verify-email');
    await forgot({ email: player.email });
    const resetToken = await latestToken(t, player.email, 'reset-password');
    expect((await reset({ token: resetToken, password: 'brand new password' })).statusCode).toBe(
      200,
    );
    const owner = sessionCookieOf(await login(player.email, 'brand new password'));

    const late = await verify({ token: verification, password: 'someone else chose this' });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: AUTH_MESSAGES.invalidVerificationLink, field: 'token' });
    expect((await login(player.email, 'someone else chose this')).statusCode).toBe(401);
    const session = await t.request({ method: 'GET', url: '/api/auth/user', cookie: owner });
    expect(session.statusCode).toBe(200);
  });

  it('setting the password through the verification link ends an earlier reset link', async () => {
    const player = newPlayer();
    await register(player);
    const verification = await latestToken(t, player.email, 'verify-email');
    await forgot({ email: player.email });
    const resetToken = await latestToken(t, player.email, 'reset-password');
    const verified = await verify({ token: verification, password: 'brand new password' });
    expect(verified.statusCode).toBe(200);

    const late = await reset({ token: resetToken, password: 'someone else chose this' });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: AUTH_MESSAGES.invalidResetLink, field: 'token' });
    expect((await login(player.email, 'brand new password')).statusCode).toBe(200);
  });

  it.each([
    [{ email: '' }, AUTH_MESSAGES.forgotWithoutEmail],
    [{}, AUTH_MESSAGES.forgotWithoutEmail],
    [{ email: 'not-an-email' }, AUTH_MESSAGES.invalidEmail],
  ])('validates forgot-password %o', async (payload, message) => {
    const response = await forgot(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `email: ${message}`, field: 'email' });
  });

  it('validates the new password', async () => {
    const response = await reset({ token: 'whatever', password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: `password: ${AUTH_MESSAGES.passwordTooShort}`,
      field: 'password',
    });
  });
});
