import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { RATE_LIMITS } from '../rate-limit/rate-limit.service';
import { newPlayer, nextIp } from './auth.test-support';

const MINUTE = 60 * 1000;

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (email: string, password: string, ip: string) =>
    t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: ip,
    });

  it('locks an account at one address after 5 failed sign-ins in 15 minutes', async () => {
    const user = await buildUser(t.db, { password: 'the real password' });
    const ip = nextIp();
    const rule = RATE_LIMITS.loginFailuresPerAccountAndIp;
    for (let attempt = 0; attempt < rule.limit; attempt += 1) {
      expect((await login(user.email, 'guess', ip)).statusCode).toBe(401);
    }
    const blocked = await login(user.email, 'the real password', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: 'Too many failed sign-ins for this account. Please try again in 15 minutes.',
    });
    expect(Number(blocked.headers['retry-after'])).toBe(15 * 60);
    const start = t.clock.now();
    t.clock.advance(15 * MINUTE + 1000);
    expect((await login(user.email, 'the real password', ip)).statusCode).toBe(200);
    t.clock.set(start);
  });

  it("a successful sign-in clears that address's failures for the account", async () => {
    const user = await buildUser(t.db, { password: 'the real password' });
    const ip = nextIp();
    for (let attempt = 0; attempt < 4; attempt += 1) await login(user.email, 'guess', ip);
    expect((await login(user.email, 'the real password', ip)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await login(user.email, 'guess', ip)).statusCode).toBe(401);
    }
  });

  it('blocks an address after 30 failed sign-ins across accounts', async () => {
    const ip = nextIp();
    for (let attempt = 0; attempt < RATE_LIMITS.loginFailuresPerIp.limit; attempt += 1) {
      expect((await login(`someone${attempt}@example.test`, 'guess', ip)).statusCode).toBe(401);
    }
    const user = await buildUser(t.db, { password: 'the real password' });
    const blocked = await login(user.email, 'the real password', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
    });
    expect((await login(user.email, 'the real password', nextIp())).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64 network, so rotating the rest of the address gains nothing', async () => {
    const network = `2001:db8:${nextIp().split('.').slice(2).join(':')}`;
    const limit = RATE_LIMITS.loginFailuresPerIp.limit;
    for (let attempt = 1; attempt <= limit; attempt += 1) {
      const ip = `${network}:${attempt.toString(16)}::${attempt.toString(16)}`;
      expect((await login(`v6-${attempt}@example.test`, 'guess', ip)).statusCode).toBe(401);
    }
    const rotated = await login('v6-next@example.test', 'guess', `${network}:ffff::1`);
    expect(rotated.statusCode).toBe(429);
    expect(rotated.json()).toEqual({
      message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
    });
    expect((await login('v6-next@example.test', 'guess', '2001:db8:ffff:1::1')).statusCode).toBe(
      401,
    );
  });

  it('limits registrations per address (10 per hour)', async () => {
    const ip = nextIp();
    const register = () =>
      t.request({
        method: 'POST',
        url: '/api/auth/register',
        payload: newPlayer(),
        remoteAddress: ip,
      });
    for (let attempt = 0; attempt < RATE_LIMITS.registerPerIp.limit; attempt += 1) {
      expect((await register()).statusCode).toBe(200);
    }
    const blocked = await register();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: 'Too many registrations. Please try again in 60 minutes.',
    });
    expect(blocked.headers['retry-after']).toBe('3600');
  });

  it('limits password reset requests per address (5 per hour)', async () => {
    const ip = nextIp();
    const forgot = () =>
      t.request({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'someone@example.test' },
        remoteAddress: ip,
      });
    for (let attempt = 0; attempt < RATE_LIMITS.forgotPasswordPerIp.limit; attempt += 1) {
      expect((await forgot()).statusCode).toBe(200);
    }
    const blocked = await forgot();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: 'Too many password reset requests. Please try again in 60 minutes.',
    });
    t.clock.advance(60 * MINUTE);
    expect((await forgot()).statusCode).toBe(200);
  });

  it('limits link attempts per address (20 per 15 minutes)', async () => {
    const ip = nextIp();
    const attempt = () =>
      t.request({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token: 'guessing-a-token', password: 'long enough' },
        remoteAddress: ip,
      });
    for (let count = 0; count < RATE_LIMITS.tokenPerIp.limit; count += 1) {
      expect((await attempt()).statusCode).toBe(400);
    }
    expect((await attempt()).statusCode).toBe(429);
  });
});

describe('cross-site requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A new player's session cookie, from a same-site sign-in. */
  const signedInCookie = async () => {
    const user = await buildUser(t.db, { password: 'the real password' });
    const signedIn = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'the real password' },
    });
    return String(signedIn.headers['set-cookie']).split(';')[0] ?? '';
  };

  it('refuses a sign-in posted from another site (Origin)', async () => {
    const user = await buildUser(t.db, { password: 'the real password' });
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'the real password' },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Cross-site requests cannot change data.' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a sign-out posted cross-site (Sec-Fetch-Site) and keeps the session', async () => {
    const cookie = await signedInCookie();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/auth/user', cookie })).statusCode).toBe(
      200,
    );
  });

  it('refuses a form post (text/plain or form-encoded) to change the team name', async () => {
    const cookie = await signedInCookie();
    const response = await t.request({
      method: 'PUT',
      url: '/api/user/team-name',
      cookie,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'teamName=Hacked',
    });
    expect(response.statusCode).toBe(415);
  });

  it('checks an API address written with percent-encoded letters as the API address it is', async () => {
    const cookie = await signedInCookie();
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/%61pi/auth/logout',
      headers: { cookie, origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({ message: 'Cross-site requests cannot change data.' });
    expect(crossSite.headers['set-cookie']).toBeUndefined();
    const formPost = await t.request({
      method: 'PUT',
      url: '/%61pi/user/team-name',
      cookie,
      headers: { 'content-type': 'text/plain' },
      payload: '{"teamName":"Hacked"}',
    });
    expect(formPost.statusCode).toBe(415);
    // The session is read there too: the player is who they are at either address.
    const me = await t.request({ method: 'GET', url: '/%61pi/auth/user', cookie });
    expect(me.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/user', cookie })).statusCode).toBe(
      200,
    );
  });

  it('answers a path that does not decode with a sentence', async () => {
    const response = await t.request({ method: 'GET', url: '/api/competitors/3/4/%C0%AE' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request path is not valid.' });
  });

  it('allows non-browser clients that send neither Origin nor Sec-Fetch-Site', async () => {
    const user = await buildUser(t.db, { password: 'the real password' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'the real password' },
    });
    expect(response.statusCode).toBe(200);
  });
});
