import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createFixedClock } from '../../clock';
import { loadConfig } from '../../config';
import { outboxMessagesTo, tokenFrom } from '../../modules/auth/auth.test-support';
import { SESSION_IDLE_MS } from '../../modules/auth/session.service';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../app';
import { openTestDatabase } from '../database';
import { waitForDefined } from '../wait-for';
import { buildUser, signedInUser } from '../factories';
import { databaseChecksum, listTables } from './checksum';

/** The security settings, each checked against the running app (ASVS 5.0 V3, V6, V7, V16). */
const PASSWORD = 'a long enough passphrase';
let t: TestApp;
let production: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  production = await createTestApp({ env: 'production', appUrl: 'https://eventing.example' });
});
afterAll(async () => {
  await t.close();
  await production.close();
});

const signIn = (app: TestApp, email: string, password = PASSWORD, remoteAddress = '10.1.1.1') =>
  app.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
  });

describe('security headers', () => {
  it('sends a strict CSP, nosniff, a referrer policy and no framing on API answers and pages', async () => {
    for (const url of ['/api/health', '/']) {
      const response = await t.request({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('sends HSTS (a year, subdomains) only in production', async () => {
    const dev = await t.request({ method: 'GET', url: '/api/health' });
    expect(dev.headers['strict-transport-security']).toBeUndefined();
    const live = await production.request({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://eventing.example' },
    });
    expect(live.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(live.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});

/** The Set-Cookie headers of a sign-in in development and in production, one string each. */
async function signInCookies() {
  const headersOf = (header: string | string[] | number | undefined): string[] =>
    Array.isArray(header) ? header : header === undefined ? [] : [String(header)];
  const user = await buildUser(t.db, { password: PASSWORD });
  const dev = headersOf((await signIn(t, user.email)).headers['set-cookie']);
  const liveUser = await buildUser(production.db, { password: PASSWORD });
  const live = await production.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: liveUser.email, password: PASSWORD },
    headers: { origin: 'https://eventing.example' },
  });
  return { dev, live: headersOf(live.headers['set-cookie']) };
}

describe('cookies', () => {
  it('the session cookie is HttpOnly and SameSite=Lax, and Secure with the __Host- prefix in production', async () => {
    const { dev, live } = await signInCookies();
    expect(dev.find((cookie) => cookie.startsWith('em_session='))).toMatch(
      /^em_session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    const cookie = live.find((item) => item.startsWith('__Host-em_session='));
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Domain=');
  });

  it('the known-browser cookie is HttpOnly, SameSite=Strict and Secure with the __Host- prefix in production', async () => {
    const { dev, live } = await signInCookies();
    expect(dev.find((cookie) => cookie.startsWith('em_device='))).toMatch(
      /^em_device=[A-Za-z0-9_-]{43}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Strict$/,
    );
    const cookie = live.find((item) => item.startsWith('__Host-em_device='));
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).not.toContain('Domain=');
  });
});

describe('CSRF', () => {
  it('refuses cross-site and form posts with a clear 4xx and changes nothing', async () => {
    const { cookie } = await signedInUser(t.db, t.clock.now());
    const tables = await listTables(t.db);
    const before = await databaseChecksum(t.db, tables);
    const attempts = [
      { origin: 'https://evil.example', 'content-type': 'application/json' },
      { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      { 'content-type': 'text/plain' },
      { 'content-type': 'application/x-www-form-urlencoded' },
    ];
    for (const headers of attempts) {
      const response = await t.request({
        method: 'PUT',
        url: '/api/user/team-name',
        cookie,
        headers,
        payload: JSON.stringify({ teamName: 'Hijacked' }),
      });
      expect([403, 415]).toContain(response.statusCode);
      expect(response.json<{ message: string }>().message).toMatch(
        /^(Cross-site requests cannot change data\.|Unsupported content type: send JSON with the content type application\/json\.)$/,
      );
    }
    expect(await databaseChecksum(t.db, tables)).toBe(before);
  });
});

describe('rate limits and sessions', () => {
  it('locks an account at an address after 5 failed sign-ins with a 429 and Retry-After', async () => {
    const user = await buildUser(t.db, { password: PASSWORD });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn(t, user.email, 'wrong password!', '10.2.0.1')).statusCode).toBe(401);
    }
    const locked = await signIn(t, user.email, PASSWORD, '10.2.0.1');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json<{ message: string }>().message).toMatch(
      /^Too many failed sign-ins for this account\./,
    );
  });

  it('ends a session after 14 idle days', async () => {
    const now = t.clock.now();
    const { cookie } = await signedInUser(t.db, now);
    expect((await t.request({ method: 'GET', url: '/api/auth/user', cookie })).statusCode).toBe(
      200,
    );
    t.clock.set(new Date(now.getTime() + SESSION_IDLE_MS + 60_000));
    expect((await t.request({ method: 'GET', url: '/api/auth/user', cookie })).statusCode).toBe(
      401,
    );
    t.clock.set(now);
  });

  it('a password reset ends every other session of the account', async () => {
    const user = await buildUser(t.db, { password: PASSWORD });
    const first = String(
      (await signIn(t, user.email, PASSWORD, '10.3.0.1')).headers['set-cookie'],
    ).split(';')[0];
    const second = String(
      (await signIn(t, user.email, PASSWORD, '10.3.0.2')).headers['set-cookie'],
    ).split(';')[0];
    await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
      remoteAddress: '10.3.0.3',
    });
    const mail = await waitForDefined(() => outboxMessagesTo(t.config.dataDir, user.email).at(-1));
    const token = tokenFrom(mail, 'reset-password');
    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      cookie: first,
      payload: {
        token,
        password: 'a brand new passphrase',
        confirmPassword: 'a brand new passphrase',
      },
      remoteAddress: '10.3.0.4',
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: '/api/auth/user', cookie: first })).statusCode,
    ).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: '/api/auth/user', cookie: second })).statusCode,
    ).toBe(401);
  });
});

describe('sign-in events', () => {
  it('are logged with the user id and address, never the password, hash or session secret', async () => {
    const lines: string[] = [];
    const database = await openTestDatabase();
    const config = {
      ...loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: t.config.dataDir,
        LOG_LEVEL: 'info',
        APP_URL: TEST_ORIGIN,
      }),
    };
    const app = await buildApp({
      database,
      config,
      clock: createFixedClock(t.clock.now()),
      mailer: t.mailer,
      logStream: { write: (line: string) => void lines.push(line) },
    });
    try {
      const user = await buildUser(database.db, { password: PASSWORD });
      const login = (password: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { origin: TEST_ORIGIN, authorization: 'Bearer should-be-redacted' },
          payload: { email: user.email, password },
        });
      expect((await login('not the password')).statusCode).toBe(401);
      const ok = await login(PASSWORD);
      const secret = String(ok.headers['set-cookie']).split(';')[0]?.split('=')[1] ?? '';
      await app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: { cookie: `em_session=${secret}` },
      });
      const events = lines.map((line) => JSON.parse(line) as { event?: string; userId?: number });
      expect(events.filter((line) => line.event === 'sign-in-failed')).toEqual([
        expect.objectContaining({ userId: user.id }),
      ]);
      expect(events.filter((line) => line.event === 'sign-in')).toEqual([
        expect.objectContaining({ userId: user.id }),
      ]);
      const log = lines.join('\n');
      expect(secret).toHaveLength(43);
      for (const forbidden of [
        PASSWORD,
        'not the password',
        secret,
        '$argon2',
        'should-be-redacted',
      ]) {
        expect(log).not.toContain(forbidden);
      }
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('limits', () => {
  it('bounds bodies to 1 MB, requests to 30 s and connections to 60 s', () => {
    expect(t.app.initialConfig.bodyLimit).toBe(1024 * 1024);
    expect(t.app.server.requestTimeout).toBe(30_000);
    expect(t.app.server.timeout).toBe(60_000);
  });
});
