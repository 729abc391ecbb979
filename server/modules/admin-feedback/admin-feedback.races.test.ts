import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedbackItem } from '../../../contract/admin-feedback';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInUser } from '../../test/factories';
import type { MailMessage, Mailer } from '../mail/mail.service';

/** A mailer that can hold a send until released, or fail it. */
function heldMailer() {
  const sent: MailMessage[] = [];
  let hold: { reached: () => void; release: Promise<void> } | null = null;
  let fail = false;
  const mailer: Mailer = {
    mode: 'outbox',
    send: async (message) => {
      sent.push(message);
      const held = hold;
      hold = null;
      if (held) {
        held.reached();
        await held.release;
      }
      if (fail) throw new Error('mail server down');
    },
    close: () => {},
  };
  /** The next send waits: resolves once it has started, with the function that lets it go. */
  const holdNext = () =>
    new Promise<() => void>((started) => {
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      hold = { reached: () => started(release), release: released };
    });
  return { mailer, sent, holdNext, failSends: (value: boolean) => (fail = value) };
}

describe('feedback answered or resolved by two administrators at once', () => {
  let t: TestApp;
  let ada: string;
  let bea: string;
  const mail = heldMailer();

  beforeAll(async () => {
    t = await createTestApp({}, undefined, { mailer: mail.mailer });
    ada = (await signedInUser(t.db, t.clock.now(), { isAdmin: true })).cookie;
    bea = (await signedInUser(t.db, t.clock.now(), { isAdmin: true })).cookie;
  });
  afterAll(async () => {
    await t.close();
  });

  const submit = async (subject: string) => {
    const response = await t.request({
      method: 'POST',
      url: '/api/feedback',
      payload: { name: 'Ann Visitor', email: 'ann@example.test', subject, message: 'It broke.' },
    });
    return response.json<{ id: number }>().id;
  };
  const respond = (id: number, response: string, cookie: string) =>
    t.request({
      method: 'POST',
      url: `/api/admin/feedback/${id}/respond`,
      payload: { response },
      cookie,
    });
  const resolve = (id: number, cookie: string) =>
    t.request({ method: 'PATCH', url: `/api/admin/feedback/${id}/resolve`, cookie });
  const item = async (id: number) => {
    const list = await t.request({ method: 'GET', url: '/api/admin/feedback', cookie: ada });
    return list.json<FeedbackItem[]>().find((candidate) => candidate.id === id);
  };

  it('sends the sender one answer: the second administrator is refused while the first is mailed', async () => {
    const id = await submit('Answered twice');
    const before = mail.sent.length;
    const held = mail.holdNext();
    const first = respond(id, 'From Ada', ada);
    const release = await held;
    const second = await respond(id, 'From Bea', bea);
    release();
    expect((await first).statusCode).toBe(200);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: 'Only pending feedback can be answered.' });
    expect(mail.sent.length - before).toBe(1);
    expect(await item(id)).toMatchObject({ status: 'responded', adminResponse: 'From Ada' });
  });

  it('keeps feedback resolved while its answer was being mailed', async () => {
    const id = await submit('Resolved meanwhile');
    const held = mail.holdNext();
    const answer = respond(id, 'On its way', ada);
    const release = await held;
    expect((await resolve(id, bea)).statusCode).toBe(200);
    release();
    expect((await answer).json<FeedbackItem>()).toMatchObject({
      status: 'resolved',
      adminResponse: 'On its way',
    });
    expect(await item(id)).toMatchObject({ status: 'resolved', adminResponse: 'On its way' });
  });

  it('takes the response back when its email fails, so it can be answered again', async () => {
    const id = await submit('Mail down');
    mail.failSends(true);
    const failed = await respond(id, 'Lost', ada);
    mail.failSends(false);
    expect(failed.statusCode).toBe(503);
    expect(await item(id)).toMatchObject({
      status: 'pending',
      adminResponse: null,
      respondedAt: null,
    });
    expect((await respond(id, 'Again', ada)).statusCode).toBe(200);
  });

  it('tells the second of two resolves at once', async () => {
    const id = await submit('Resolved twice');
    const answers = await Promise.all([resolve(id, ada), resolve(id, bea)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });
});
