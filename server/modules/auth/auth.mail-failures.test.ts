import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { waitFor } from '../../test/wait-for';
import { RATE_LIMITS } from '../rate-limit/rate-limit.service';
import { AUTH_RESPONSES } from './auth.service';
import { decodeQuotedPrintable, newPlayer, nextIp } from './auth.test-support';

let sink: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ smtpUrl: sink.url });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const counterOf = async (key: string) =>
  (await t.db.select().from(rateLimits).where(eq(rateLimits.key, key)))[0]?.count ?? 0;

/** The decoded messages the mail server accepted for `email`. */
const deliveredTo = (email: string) =>
  sink.delivered
    .filter((message) => message.to.includes(email))
    .map((message) => decodeQuotedPrintable(message.raw));

describe('an email that could not be sent does not use up its recipient’s allowance', () => {
  it('registration: three refused sends, then the mail server recovers and the next sign-up is emailed', async () => {
    const email = 'retry@example.org';
    const register = () =>
      t.request({
        method: 'POST',
        url: '/api/auth/register',
        payload: newPlayer({ email }),
        remoteAddress: nextIp(),
      });
    sink.mode = 'reject';
    for (let attempt = 0; attempt < RATE_LIMITS.registrationEmailsPerAccount.limit; attempt += 1) {
      const refused = await register();
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ message: AUTH_RESPONSES.mailFailed });
    }
    expect(sink.rejected).toBe(3);
    expect(await counterOf(`register-account:${email}`)).toBe(0);

    sink.mode = 'accept';
    const accepted = await register();
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ message: AUTH_RESPONSES.registered });
    expect(deliveredTo(email)).toHaveLength(1);
    expect(deliveredTo(email)[0]).toContain('/verify-email?token=');

    // Emails that were sent still count: two more, then nothing until the hour is over.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await register()).json()).toEqual({ message: AUTH_RESPONSES.registered });
    }
    expect(deliveredTo(email)).toHaveLength(3);
    expect(await counterOf(`register-account:${email}`)).toBe(3);
  });

  it('password reset: three refused sends, then the mail server recovers and the next request is emailed', async () => {
    const user = await buildUser(t.db);
    const key = `forgot-account:${user.email}`;
    const forgot = () =>
      t.request({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: user.email },
        remoteAddress: nextIp(),
      });
    sink.mode = 'reject';
    const rejectedBefore = sink.rejected;
    for (let attempt = 0; attempt < RATE_LIMITS.forgotPasswordPerAccount.limit; attempt += 1) {
      // The reset email leaves after the answer, which is the same whatever happens to it.
      expect((await forgot()).json()).toEqual({ message: AUTH_RESPONSES.resetRequested });
    }
    await waitFor(() => sink.rejected === rejectedBefore + 3, { what: 'three refused sends' });
    await waitFor(async () => (await counterOf(key)) === 0, { what: 'the attempts taken back' });

    sink.mode = 'accept';
    expect((await forgot()).json()).toEqual({ message: AUTH_RESPONSES.resetRequested });
    await waitFor(() => deliveredTo(user.email).length === 1, { what: 'the reset email' });
    expect(deliveredTo(user.email)[0]).toContain('/reset-password?token=');
    expect(await counterOf(key)).toBe(1);
  });
});
