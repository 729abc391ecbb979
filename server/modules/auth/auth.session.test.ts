import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, type User } from '../../../contract/auth';
import { sessions } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser, signedInUser } from '../../test/factories';
import { AUTH_RESPONSES } from './auth.service';
import { nextIp, sessionCookieOf } from './auth.test-support';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, hashSecret } from './session.service';

const DAY = 24 * 60 * 60 * 1000;

describe('sign-in, sign-out and the current user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (payload: Record<string, unknown>, extra: { cookie?: string } = {}) =>
    t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      remoteAddress: nextIp(),
      ...extra,
    });

  it('signs in with a new session id every time, and a safe cookie', async () => {
    const user = await buildUser(t.db, { password: 'a good password', firstName: 'Mia' });
    const first = await login({ email: user.email, password: 'a good password' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Welcome back, Mia!',
      user: { id: user.id, firstName: 'Mia', email: user.email },
    });
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(/^em_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toContain('Secure');
    expect(setCookie).toContain(`Max-Age=${SESSION_ABSOLUTE_MS / 1000}`);

    const firstCookie = sessionCookieOf(first);
    const second = await login(
      { email: user.email, password: 'a good password' },
      { cookie: firstCookie },
    );
    const secondCookie = sessionCookieOf(second);
    expect(secondCookie).not.toBe(firstCookie);
    // the session presented at sign-in is replaced, not kept (no fixation)
    const old = await t.request({ method: 'GET', url: '/api/auth/user', cookie: firstCookie });
    expect(old.statusCode).toBe(401);
    const me = await t.request({ method: 'GET', url: '/api/auth/user', cookie: secondCookie });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses a wrong password and an unknown address with the same message', async () => {
    const user = await buildUser(t.db, { password: 'a good password' });
    const wrong = await login({ email: user.email, password: 'not the password' });
    const unknown = await login({ email: 'nobody@example.test', password: 'whatever' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: AUTH_MESSAGES.invalidCredentials });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses an account that has not chosen a password yet', async () => {
    const user = await buildUser(t.db, { emailVerified: false });
    const response = await login({ email: user.email, password: 'anything at all' });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    [{ email: 'nope', password: 'x' }, 'email', AUTH_MESSAGES.invalidEmail],
    [{ email: '', password: 'x' }, 'email', AUTH_MESSAGES.invalidEmail],
    [{ email: 'a@example.test', password: '' }, 'password', AUTH_MESSAGES.missingPassword],
    [{ email: 'a@example.test' }, 'password', AUTH_MESSAGES.missingPassword],
  ])('validates sign-in %o', async (payload, field, message) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `${field}: ${message}`, field });
  });

  it('signs out: the session row is removed and the cookie cleared', async () => {
    const user = await buildUser(t.db, { password: 'a good password' });
    const signedIn = await login({ email: user.email, password: 'a good password' });
    const cookie = sessionCookieOf(signedIn);
    const secret = cookie.split('=')[1] ?? '';
    const out = await t.request({ method: 'POST', url: '/api/auth/logout', cookie });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: AUTH_RESPONSES.loggedOut });
    expect(String(out.headers['set-cookie'])).toMatch(/^em_session=;/);
    const rows = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashSecret(secret)));
    expect(rows).toHaveLength(0);
    const me = await t.request({ method: 'GET', url: '/api/auth/user', cookie });
    expect(me.statusCode).toBe(401);
  });

  it('answers the session check 200 for everyone: the user, or null for a visitor', async () => {
    const visitor = await t.request({ method: 'GET', url: '/api/auth/session' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ user: null });
    expect(visitor.headers['cache-control']).toBe('no-store');
    const { cookie } = await signedInUser(t.db, t.clock.now(), { firstName: 'Sasha' });
    const player = await t.request({ method: 'GET', url: '/api/auth/session', cookie });
    expect(player.statusCode).toBe(200);
    const me = await t.request({ method: 'GET', url: '/api/auth/user', cookie });
    expect(player.json()).toEqual({ user: me.json<User>() });
    const gone = await t.request({
      method: 'GET',
      url: '/api/auth/session',
      cookie: `${cookie.split('=')[0]}=not-a-session`,
    });
    expect(gone.json()).toEqual({ user: null });
  });

  it('answers GET /api/auth/user with 401 when signed out', async () => {
    const response = await t.request({ method: 'GET', url: '/api/auth/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'You need to be signed in to do that.' });
  });

  it('ends a session after 14 idle days and 30 days after sign-in', async () => {
    const user = await buildUser(t.db, { password: 'a good password' });
    const start = t.clock.now();
    const idle = sessionCookieOf(await login({ email: user.email, password: 'a good password' }));
    t.clock.advance(SESSION_IDLE_MS - 60_000);
    expect(
      (await t.request({ method: 'GET', url: '/api/auth/user', cookie: idle })).statusCode,
    ).toBe(200);
    t.clock.advance(SESSION_IDLE_MS + 60_000);
    expect(
      (await t.request({ method: 'GET', url: '/api/auth/user', cookie: idle })).statusCode,
    ).toBe(401);

    t.clock.set(start);
    const busy = sessionCookieOf(await login({ email: user.email, password: 'a good password' }));
    for (let day = 10; day < 30; day += 10) {
      t.clock.set(new Date(start.getTime() + day * DAY));
      expect(
        (await t.request({ method: 'GET', url: '/api/auth/user', cookie: busy })).statusCode,
      ).toBe(200);
    }
    t.clock.set(new Date(start.getTime() + 30 * DAY + 1000));
    expect(
      (await t.request({ method: 'GET', url: '/api/auth/user', cookie: busy })).statusCode,
    ).toBe(401);
    t.clock.set(start);
  });
});

describe('sessions in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: 'production' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('uses a Secure __Host- cookie and offers no dev-verify', async () => {
    const user = await buildUser(t.db, { password: 'a good password' });
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'a good password' },
    });
    expect(response.statusCode).toBe(200);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^__Host-em_session=/);
    expect(setCookie).toContain('Secure');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toContain('Domain');
    const devVerify = await t.request({ method: 'GET', url: '/api/auth/dev-verify' });
    expect(devVerify.statusCode).toBe(404);
    const devPost = await t.request({
      method: 'POST',
      url: '/api/auth/dev-verify',
      payload: { token: 'x', password: 'long enough' },
    });
    expect(devPost.statusCode).toBe(404);
  });
});
