import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
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

const login = (email: string, password: string, ip: string) =>
  t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });

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
