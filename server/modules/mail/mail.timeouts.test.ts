import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_FEEDBACK_MESSAGES } from '../../../contract/admin-feedback';
import { buildApp } from '../../app';
import { createFixedClock } from '../../clock';
import { loadConfig, type Config } from '../../config';
import { feedback } from '../../db/schema/index';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/app';
import { openTestDatabase } from '../../test/database';
import { signedInUser } from '../../test/factories';
import { startSmtpSink, type SmtpSink, type SmtpSinkMode } from '../../test/smtp-sink';
import { waitFor } from '../../test/wait-for';
import { createMailer, type Mailer } from './mail.service';
import { newPlayer, nextIp } from '../auth/auth.test-support';
import { AUTH_RESPONSES } from '../auth/auth.service';

/** Far beyond any wait of these tests: a timeout set to it never decides one. */
const NEVER = 120_000;
/**
 * An answer that comes sooner than this was cut short by the small timeout under test: without
 * it nodemailer would wait 30 s for a greeting and 10 minutes for an answer. Generous for a
 * loaded machine.
 */
const BOUNDED_MS = 20_000;

const mailFailed = { message: AUTH_RESPONSES.mailFailed };

let sink: SmtpSink;
let t: TestApp;
/** The mailer the app sends with: each test sets its own timeouts. */
let mailer: Mailer | undefined;
beforeAll(async () => {
  sink = await startSmtpSink();
  const sendWithCurrent: Mailer = {
    mode: 'smtp',
    send: async (message) => {
      if (!mailer) throw new Error('no mailer set');
      await mailer.send(message);
    },
    close: () => mailer?.close(),
  };
  t = await createTestApp({}, undefined, { mailer: sendWithCurrent });
});
afterEach(() => {
  mailer?.close();
  mailer = undefined;
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

/** The sink in `mode`, and a mailer to it whose timeouts are long except those given. */
function useSink(mode: SmtpSinkMode, timeouts: Partial<Config['smtpTimeouts']>) {
  sink.mode = mode;
  mailer = createMailer({
    ...t.config,
    smtpUrl: sink.url,
    smtpTimeouts: {
      connectionMs: NEVER,
      greetingMs: NEVER,
      socketMs: NEVER,
      sendMs: NEVER,
      ...timeouts,
    },
  });
  return { opened: sink.opened, received: sink.received };
}

async function timedRegister() {
  const started = Date.now();
  const response = await t.request({
    method: 'POST',
    url: '/api/auth/register',
    payload: newPlayer(),
    remoteAddress: nextIp(),
  });
  return { response, elapsedMs: Date.now() - started };
}

const allClosed = () =>
  waitFor(() => sink.closed === sink.opened, { what: 'the connection closed by the app' });

describe('a mail server that hangs does not hang sign-up', () => {
  it('never greeting: the greeting timeout ends the wait with a 503, and the connection is closed', async () => {
    const before = useSink('silent', { greetingMs: 300 });
    const { response, elapsedMs } = await timedRegister();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(mailFailed);
    expect(elapsedMs).toBeLessThan(BOUNDED_MS);
    expect(sink.opened).toBe(before.opened + 1);
    await allClosed();
  });

  it('never greeting: the connection timeout (DNS, connecting and greeting) ends the wait too', async () => {
    useSink('silent', { connectionMs: 300 });
    const { response, elapsedMs } = await timedRegister();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(mailFailed);
    expect(elapsedMs).toBeLessThan(BOUNDED_MS);
    await allClosed();
  });

  it('silent after the message: the socket timeout ends the wait with a 503', async () => {
    const before = useSink('stall', { socketMs: 300 });
    const { response, elapsedMs } = await timedRegister();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(mailFailed);
    expect(elapsedMs).toBeLessThan(BOUNDED_MS);
    expect(sink.received).toBe(before.received + 1);
    expect(sink.delivered).toHaveLength(0);
    await allClosed();
  });

  it('the whole send is bounded even when every single wait is long', async () => {
    useSink('silent', { sendMs: 300 });
    const { response, elapsedMs } = await timedRegister();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(mailFailed);
    expect(elapsedMs).toBeLessThan(BOUNDED_MS);
    await allClosed();
  });

  it('a healthy server still delivers with the timeouts in force', async () => {
    useSink('accept', t.config.smtpTimeouts);
    const player = newPlayer();
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: player,
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(200);
    expect(sink.delivered.map((message) => message.to)).toEqual([[player.email.toLowerCase()]]);
  });
});

describe('a mail server that hangs does not hang the answer to feedback', () => {
  let admin: string;
  beforeAll(async () => {
    admin = (await signedInUser(t.db, t.clock.now(), { isAdmin: true })).cookie;
  });

  async function pendingFeedback() {
    const [row] = await t.db
      .insert(feedback)
      .values({
        name: 'Ann Visitor',
        email: 'ann@example.test',
        subject: 'Scores',
        message: 'Where are the scores?',
      })
      .returning({ id: feedback.id });
    if (!row) throw new Error('no feedback stored');
    return row.id;
  }

  async function timedRespond(id: number) {
    const started = Date.now();
    const response = await t.request({
      method: 'POST',
      url: `/api/admin/feedback/${id}/respond`,
      payload: { response: 'They are on the results page.' },
      cookie: admin,
    });
    return { response, elapsedMs: Date.now() - started };
  }

  const stored = async (id: number) => {
    const [row] = await t.db.select().from(feedback).where(eq(feedback.id, id));
    return row;
  };

  it.each([
    ['never greeting', 'silent', { greetingMs: 300 }],
    ['silent after the message', 'stall', { socketMs: 300 }],
    ['slow at every step', 'silent', { sendMs: 300 }],
  ] as const)(
    '%s: the reply is refused 503 within the deadline and the feedback stays pending, unanswered',
    async (_name, mode, timeouts) => {
      const id = await pendingFeedback();
      const before = useSink(mode, timeouts);
      const delivered = sink.delivered.length;
      const { response, elapsedMs } = await timedRespond(id);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: ADMIN_FEEDBACK_MESSAGES.mailFailed });
      expect(elapsedMs).toBeLessThan(BOUNDED_MS);
      expect(sink.opened).toBe(before.opened + 1);
      expect(sink.delivered).toHaveLength(delivered);
      expect(await stored(id)).toMatchObject({
        status: 'pending',
        adminResponse: null,
        adminUserId: null,
        respondedAt: null,
      });
      await allClosed();
    },
  );

  it('the same feedback is answered once the mail server answers again', async () => {
    const id = await pendingFeedback();
    useSink('stall', { socketMs: 300 });
    expect((await timedRespond(id)).response.statusCode).toBe(503);
    await allClosed();
    mailer?.close();
    useSink('accept', t.config.smtpTimeouts);
    const delivered = sink.delivered.length;
    const { response } = await timedRespond(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, status: 'responded' });
    expect(sink.delivered.slice(delivered).map((message) => message.to)).toEqual([
      ['ann@example.test'],
    ]);
    expect(await stored(id)).toMatchObject({
      status: 'responded',
      adminResponse: 'They are on the results page.',
    });
  });
});

describe('stopping the server while a send waits', () => {
  it(
    'answers the waiting sign-up with a 503 at once instead of holding the shutdown',
    { timeout: 120_000 },
    async () => {
      sink.mode = 'silent';
      const before = sink.opened;
      const database = await openTestDatabase();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'em-mail-'));
      const config: Config = {
        ...loadConfig({
          NODE_ENV: 'test',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'silent',
          APP_URL: TEST_ORIGIN,
        }),
        smtpUrl: sink.url,
        smtpTimeouts: { connectionMs: NEVER, greetingMs: NEVER, socketMs: NEVER, sendMs: NEVER },
      };
      // The app's own mailer, as in production: the app closes it.
      const app = await buildApp({
        database,
        config,
        clock: createFixedClock(new Date()),
        logger: false,
      });
      try {
        const address = await app.listen({ port: 0, host: '127.0.0.1' });
        const answer = fetch(`${address}/api/auth/register`, {
          method: 'POST',
          body: JSON.stringify(newPlayer()),
          headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        });
        await waitFor(() => sink.opened === before + 1, {
          what: 'the app connected to the mail server',
        });
        const started = Date.now();
        await app.close();
        const response = await answer;
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual(mailFailed);
        expect(Date.now() - started).toBeLessThan(BOUNDED_MS);
      } finally {
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
