import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { signInDevices } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { RATE_LIMITS } from '../rate-limit/rate-limit.service';
import { AUTH_RESPONSES } from './auth.service';
import { latestToken, nextIp } from './auth.test-support';
import { passwordVerifications } from './password';

const PASSWORD = 'the real password';
const NEW_PASSWORD = 'Saddle-Lantern-Orchard-2026';
const perAccount = RATE_LIMITS.loginFailuresPerAccount;
const perAccountAndIp = RATE_LIMITS.loginFailuresPerAccountAndIp;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (email: string, password: string, ip: string, cookie?: string) =>
  t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
    ...(cookie === undefined ? {} : { cookie }),
  });

/** The `name=value` of the device cookie a sign-in set, so the browser is known next time. */
function deviceCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((item) => item.name === 'em_device');
  if (!cookie) throw new Error('no device cookie set');
  return `${cookie.name}=${cookie.value}`;
}

const perDevice = RATE_LIMITS.loginFailuresPerDevice;
const perIp = RATE_LIMITS.loginFailuresPerIp;

/** Fresh addresses, one per attacking machine. */
const addresses = (count: number) => Array.from({ length: count }, () => nextIp());

/** Sends every guess at once and counts the answers and the password checks they caused. */
async function guessInParallel(email: string, ips: string[]) {
  const before = passwordVerifications();
  const answers = await Promise.all(
    ips.map((ip, index) => login(email, `wrong guess ${index}`, ip)),
  );
  const byStatus = (status: number) => answers.filter((answer) => answer.statusCode === status);
  return {
    reached: passwordVerifications() - before,
    refused: byStatus(401).length,
    limited: byStatus(429),
    total: answers.length,
  };
}

const messageOf = (response: LightMyRequestResponse) => response.json<{ message: string }>();

describe('parallel guesses', () => {
  it('100 at once from 25 addresses: no more than the per-account limit reach the password check', async () => {
    const user = await buildUser(t.db, { password: PASSWORD });
    const pool = addresses(25);
    const result = await guessInParallel(
      user.email,
      Array.from({ length: 100 }, (_, index) => pool[index % pool.length] ?? ''),
    );
    expect(result.reached).toBeLessThanOrEqual(perAccount.limit);
    // Each address sent 4 guesses, under its own limit: only the account's limit stops them.
    expect(result.reached).toBe(perAccount.limit);
    expect(result.refused).toBe(result.reached);
    expect(result.limited).toHaveLength(100 - result.reached);
    for (const answer of result.limited) {
      expect(Number(answer.headers['retry-after'])).toBe(60 * 60);
      expect(messageOf(answer).message).toBe(
        'Too many failed sign-ins for this account. Please try again in 60 minutes. You can reset your password to sign in now.',
      );
    }
  });

  it('100 at once from one address: no more than the per-account-and-address limit get through', async () => {
    const user = await buildUser(t.db, { password: PASSWORD });
    const ip = nextIp();
    const result = await guessInParallel(user.email, Array(100).fill(ip) as string[]);
    expect(result.reached).toBe(perAccountAndIp.limit);
    expect(result.refused).toBe(perAccountAndIp.limit);
    expect(result.limited).toHaveLength(100 - perAccountAndIp.limit);
    for (const answer of result.limited) {
      expect(answer.headers['retry-after']).toBe(String(15 * 60));
      expect(messageOf(answer)).toEqual({
        message: 'Too many failed sign-ins for this account. Please try again in 15 minutes.',
      });
    }
  });

  it('guesses at unknown accounts are limited the same way (the dummy check counts too)', async () => {
    const ip = nextIp();
    const result = await guessInParallel(
      'nobody-at-all@example.test',
      Array(30).fill(ip) as string[],
    );
    expect(result.reached).toBe(perAccountAndIp.limit);
    expect(result.limited).toHaveLength(30 - perAccountAndIp.limit);
  });
});

describe('the owner is not locked out by others', () => {
  it("5 wrong guesses from another address block that address, not the owner's", async () => {
    const user = await buildUser(t.db, { password: PASSWORD });
    const attacker = nextIp();
    for (let attempt = 0; attempt < perAccountAndIp.limit; attempt += 1) {
      expect((await login(user.email, 'guess', attacker)).statusCode).toBe(401);
    }
    expect((await login(user.email, PASSWORD, attacker)).statusCode).toBe(429);
    expect((await login(user.email, PASSWORD, nextIp())).statusCode).toBe(200);
  });

  it('a sign-in does not hand guessers a fresh allowance for the account', async () => {
    const user = await buildUser(t.db, { password: PASSWORD });
    const pool = addresses(perAccount.limit);
    for (const ip of pool.slice(0, -1)) {
      expect((await login(user.email, 'guess', ip)).statusCode).toBe(401);
    }
    expect((await login(user.email, PASSWORD, nextIp())).statusCode).toBe(200);
    expect((await login(user.email, 'guess', pool.at(-1) ?? '')).statusCode).toBe(401);
    expect((await login(user.email, 'guess', nextIp())).statusCode).toBe(429);
  });

  it('past the loose per-account limit, a password reset lets the owner straight back in', async () => {
    const user = await buildUser(t.db, { password: PASSWORD });
    const busiest = nextIp();
    for (let attempt = 0; attempt < perAccountAndIp.limit; attempt += 1) {
      expect((await login(user.email, `guess ${attempt}`, busiest)).statusCode).toBe(401);
    }
    const pool = addresses(24);
    for (let attempt = perAccountAndIp.limit; attempt < perAccount.limit; attempt += 1) {
      const ip = pool[attempt % pool.length] ?? '';
      expect((await login(user.email, `guess ${attempt}`, ip)).statusCode).toBe(401);
    }
    const owner = nextIp();
    const locked = await login(user.email, PASSWORD, owner);
    expect(locked.statusCode).toBe(429);
    expect(messageOf(locked).message).toMatch(/You can reset your password to sign in now\.$/);

    const forgot = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
      remoteAddress: owner,
    });
    expect(forgot.json()).toEqual({ message: AUTH_RESPONSES.resetRequested });
    const token = await latestToken(t, user.email, 'reset-password');
    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: NEW_PASSWORD },
      remoteAddress: owner,
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(user.email, NEW_PASSWORD, owner)).statusCode).toBe(200);
    // Every address's failures for the account were forgotten, not only the owner's.
    expect((await login(user.email, NEW_PASSWORD, busiest)).statusCode).toBe(200);
  });
});

describe('a browser the owner signed in from before', () => {
  it('is known by a long-lived cookie kept for the sign-in only', async () => {
    const user = await buildUser(t.db, { password: PASSWORD });
    const first = await login(user.email, PASSWORD, nextIp());
    expect(first.statusCode).toBe(200);
    const cookie = first.cookies.find((item) => item.name === 'em_device');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie?.maxAge).toBe(365 * 24 * 60 * 60);
    // Signing in again from the known browser keeps its cookie rather than making a new one.
    const again = await login(user.email, PASSWORD, nextIp(), deviceCookieOf(first));
    expect(again.statusCode).toBe(200);
    expect(again.cookies.some((item) => item.name === 'em_device')).toBe(false);
  });

  it('still signs in when guessers behind the same address have used up its limits', async () => {
    const user = await buildUser(t.db, { password: PASSWORD });
    const venue = nextIp();
    const device = deviceCookieOf(await login(user.email, PASSWORD, venue));
    for (let attempt = 0; attempt < perAccountAndIp.limit; attempt += 1) {
      expect((await login(user.email, 'guess', venue)).statusCode).toBe(401);
    }
    for (let attempt = perAccountAndIp.limit; attempt < perIp.limit; attempt += 1) {
      expect((await login(`fan${attempt}@example.test`, 'guess', venue)).statusCode).toBe(401);
    }
    expect((await login(user.email, PASSWORD, venue)).statusCode).toBe(429);
    expect((await login(user.email, PASSWORD, venue, device)).statusCode).toBe(200);
  });

  it('still signs in past the per-account limit that guessers elsewhere filled', async () => {
    const user = await buildUser(t.db, { password: PASSWORD });
    const device = deviceCookieOf(await login(user.email, PASSWORD, nextIp()));
    const pool = addresses(12);
    for (let attempt = 0; attempt < perAccount.limit; attempt += 1) {
      const ip = pool[attempt % pool.length] ?? '';
      expect((await login(user.email, `guess ${attempt}`, ip)).statusCode).toBe(401);
    }
    const owner = nextIp();
    expect((await login(user.email, PASSWORD, owner)).statusCode).toBe(429);
    expect((await login(user.email, PASSWORD, owner, device)).statusCode).toBe(200);
  });

  it('has a tight limit of its own, whatever address it comes from', async () => {
    const user = await buildUser(t.db, { password: PASSWORD });
    const device = deviceCookieOf(await login(user.email, PASSWORD, nextIp()));
    const before = passwordVerifications();
    const answers = await Promise.all(
      addresses(20).map((ip, index) => login(user.email, `guess ${index}`, ip, device)),
    );
    expect(passwordVerifications() - before).toBe(perDevice.limit);
    const limited = answers.filter((answer) => answer.statusCode === 429);
    expect(limited).toHaveLength(20 - perDevice.limit);
    expect(messageOf(limited[0] as LightMyRequestResponse)).toEqual({
      message: 'Too many failed sign-ins for this account. Please try again in 15 minutes.',
    });
    expect((await login(user.email, PASSWORD, nextIp(), device)).statusCode).toBe(429);
    // Without the cookie the browser is a stranger again, under the ordinary limits.
    expect((await login(user.email, PASSWORD, nextIp())).statusCode).toBe(200);
  });

  it("is known for its own account only: another account's cookie changes nothing", async () => {
    const owner = await buildUser(t.db, { password: PASSWORD });
    const other = await buildUser(t.db, { password: PASSWORD });
    const device = deviceCookieOf(await login(owner.email, PASSWORD, nextIp()));
    const ip = nextIp();
    for (let attempt = 0; attempt < perAccountAndIp.limit; attempt += 1) {
      expect((await login(other.email, 'guess', ip, device)).statusCode).toBe(401);
    }
    expect((await login(other.email, PASSWORD, ip, device)).statusCode).toBe(429);
    expect((await login(owner.email, PASSWORD, ip, device)).statusCode).toBe(200);
  });

  it('an account keeps its 20 newest browsers', async () => {
    const user = await buildUser(t.db, { password: PASSWORD });
    const first = deviceCookieOf(await login(user.email, PASSWORD, nextIp()));
    for (let browser = 1; browser <= 20; browser += 1) {
      t.clock.advance(1000);
      expect((await login(user.email, PASSWORD, nextIp())).statusCode).toBe(200);
    }
    const [row] = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(signInDevices)
      .where(eq(signInDevices.userId, user.id));
    expect(row?.count).toBe(20);
    // The oldest browser was forgotten: it signs in again as a stranger and is given a new cookie.
    const again = await login(user.email, PASSWORD, nextIp(), first);
    expect(again.cookies.some((item) => item.name === 'em_device')).toBe(true);
  });
});
