import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { RATE_LIMITS } from '../rate-limit/rate-limit.service';
import { AUTH_RESPONSES } from './auth.service';
import { waitFor } from '../../test/wait-for';
import { newPlayer, nextIp, outboxMessagesTo } from './auth.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const forgot = (email: string, ip: string) =>
  t.request({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress: ip,
  });

/**
 * Reset links issued to the user (each is one email sent), once the emails the answers promised
 * have gone: a link is stored and sent after the answer.
 */
const resetLinksOf = async (user: { id: number; email: string }, expected: number) => {
  await waitFor(() => outboxMessagesTo(t.config.dataDir, user.email).length >= expected, {
    what: `${expected} reset emails to ${user.email}`,
  });
  return (
    await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id))
  ).length;
};

/** What a person (or an attacker) can see of an answer. */
const visible = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  body: response.body,
  headers: Object.keys(response.headers).sort(),
});

const statusCounts = (answers: LightMyRequestResponse[]) => {
  const counts: Record<string, number> = {};
  for (const answer of answers) {
    counts[answer.statusCode] = (counts[answer.statusCode] ?? 0) + 1;
  }
  return counts;
};

describe('password reset emails per account', () => {
  const perAccount = RATE_LIMITS.forgotPasswordPerAccount;

  it('8 requests from 8 addresses send the account no more than the per-account limit of emails', async () => {
    const user = await buildUser(t.db, { password: 'the real password' });
    const answers = [];
    for (let request = 0; request < 8; request += 1) {
      const email = request % 2 === 0 ? user.email : user.email.toUpperCase();
      answers.push(await forgot(email, nextIp()));
    }
    expect(await resetLinksOf(user, perAccount.limit)).toBe(perAccount.limit);
    expect(outboxMessagesTo(t.config.dataDir, user.email)).toHaveLength(perAccount.limit);
    for (const answer of answers) {
      expect(visible(answer)).toEqual(visible(answers[0] ?? answer));
    }
    expect(answers[0]?.json()).toEqual({ message: AUTH_RESPONSES.resetRequested });
  });

  it('8 requests at once from 8 addresses: still no more emails than the limit', async () => {
    const user = await buildUser(t.db, { password: 'the real password' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => forgot(user.email, nextIp())),
    );
    expect(statusCounts(answers)).toEqual({ 200: 8 });
    expect(await resetLinksOf(user, perAccount.limit)).toBe(perAccount.limit);
    expect(outboxMessagesTo(t.config.dataDir, user.email)).toHaveLength(perAccount.limit);
  });

  it('answers alike for a known and an unknown address, under and over the limit', async () => {
    const user = await buildUser(t.db, { password: 'the real password' });
    const known = [];
    const unknown = [];
    for (let request = 0; request < perAccount.limit + 2; request += 1) {
      known.push(visible(await forgot(user.email, nextIp())));
      unknown.push(visible(await forgot('nobody-registered@example.test', nextIp())));
    }
    expect(unknown).toEqual(known);
    expect(new Set(known.map((answer) => JSON.stringify(answer))).size).toBe(1);
  });

  it('the per-address limit still answers 429 with Retry-After', async () => {
    const ip = nextIp();
    for (let request = 0; request < RATE_LIMITS.forgotPasswordPerIp.limit; request += 1) {
      expect((await forgot(`someone${request}@example.test`, ip)).statusCode).toBe(200);
    }
    const limited = await forgot('someone-else@example.test', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('3600');
  });
});

describe('registration emails per address', () => {
  const perAccount = RATE_LIMITS.registrationEmailsPerAccount;
  const register = (payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/auth/register', payload, remoteAddress: nextIp() });

  it('12 registrations of one address from 12 addresses send it 3 emails, with 12 identical answers', async () => {
    expect(perAccount.limit).toBe(3);
    const email = 'flooded.inbox@example.test';
    const answers = [];
    for (let request = 0; request < 12; request += 1) {
      const address = request % 2 === 0 ? email : email.toUpperCase();
      answers.push(await register(newPlayer({ email: address, firstName: `Spam${request}` })));
    }
    expect(outboxMessagesTo(t.config.dataDir, email)).toHaveLength(perAccount.limit);
    for (const answer of answers) expect(visible(answer)).toEqual(visible(answers[0] ?? answer));
    expect(answers[0]?.json()).toEqual({ message: AUTH_RESPONSES.registered });
  });

  it('a registered account, 8 at once: still no more emails than the limit', async () => {
    const user = await buildUser(t.db, { password: 'the real password' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => register(newPlayer({ email: user.email }))),
    );
    expect(statusCounts(answers)).toEqual({ 200: 8 });
    expect(outboxMessagesTo(t.config.dataDir, user.email)).toHaveLength(perAccount.limit);
  });
});

describe('every limiter holds under a burst from one address', () => {
  it('registration: 30 at once, exactly the limit accepted', async () => {
    const ip = nextIp();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.request({
          method: 'POST',
          url: '/api/auth/register',
          payload: newPlayer(),
          remoteAddress: ip,
        }),
      ),
    );
    const limit = RATE_LIMITS.registerPerIp.limit;
    expect(statusCounts(answers)).toEqual({ 200: limit, 429: 30 - limit });
  });

  it('forgot-password: 20 at once, exactly the limit accepted', async () => {
    const ip = nextIp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => forgot(`burst${index}@example.test`, ip)),
    );
    const limit = RATE_LIMITS.forgotPasswordPerIp.limit;
    expect(statusCounts(answers)).toEqual({ 200: limit, 429: 20 - limit });
  });

  it('email links: 50 at once, exactly the limit reach the token check', async () => {
    const ip = nextIp();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        t.request({
          method: 'POST',
          url: index % 2 === 0 ? '/api/auth/verify-email' : '/api/auth/reset-password',
          payload: { token: `guessing-${index}`, password: 'Saddle-Lantern-Orchard-2026' },
          remoteAddress: ip,
        }),
      ),
    );
    const limit = RATE_LIMITS.tokenPerIp.limit;
    expect(statusCounts(answers)).toEqual({ 400: limit, 429: 50 - limit });
  });
});
