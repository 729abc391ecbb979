import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedbackItem } from '../../../contract/admin-feedback';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInUser } from '../../test/factories';

describe('admin feedback API', () => {
  let t: TestApp;
  let admin: string;
  let member: string;
  const now = new Date('2026-06-01T12:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({}, now);
    admin = (await signedInUser(t.db, now, { isAdmin: true })).cookie;
    member = (await signedInUser(t.db, now)).cookie;
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
  const respond = (id: number, response: string, cookie = admin) =>
    t.request({
      method: 'POST',
      url: `/api/admin/feedback/${id}/respond`,
      payload: { response },
      cookie,
    });
  const resolve = (id: number, cookie = admin) =>
    t.request({ method: 'PATCH', url: `/api/admin/feedback/${id}/resolve`, cookie });
  const outbox = () => {
    const directory = path.join(t.config.dataDir, 'outbox');
    if (!fs.existsSync(directory)) return [];
    return fs
      .readdirSync(directory)
      .map((file) => fs.readFileSync(path.join(directory, file), 'utf8'));
  };

  it('is closed to visitors and members', async () => {
    const id = await submit('Closed');
    expect((await t.request({ method: 'GET', url: '/api/admin/feedback' })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'GET', url: '/api/admin/feedback', cookie: member })).statusCode,
    ).toBe(403);
    expect((await respond(id, 'Hi', member)).statusCode).toBe(403);
    expect((await resolve(id, member)).statusCode).toBe(403);
  });

  it('lists feedback newest first with its status', async () => {
    const id = await submit('Listed');
    const list = (
      await t.request({ method: 'GET', url: '/api/admin/feedback', cookie: admin })
    ).json<FeedbackItem[]>();
    expect(list[0]).toMatchObject({
      id,
      subject: 'Listed',
      status: 'pending',
      adminResponse: null,
    });
  });

  it('answers pending feedback, trimmed, and emails the sender', async () => {
    const id = await submit('Login trouble');
    const before = outbox().length;
    const response = await respond(id, '  Fixed in the latest release.  ');
    expect(response.statusCode).toBe(200);
    expect(response.json<FeedbackItem>()).toMatchObject({
      status: 'responded',
      adminResponse: 'Fixed in the latest release.',
      respondedAt: now.toISOString(),
    });
    const mails = outbox();
    expect(mails).toHaveLength(before + 1);
    const mail = mails.find((text) => text.includes('Subject: Re: Login trouble')) ?? '';
    expect(mail).toContain('To: ann@example.test');
    expect(mail).toContain('Fixed in the latest release.');
  });

  it('refuses an empty response, and answering twice', async () => {
    const id = await submit('Twice');
    const blank = await respond(id, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      message: 'response: Please enter a response.',
      field: 'response',
    });
    expect((await respond(id, 'First')).statusCode).toBe(200);
    const second = await respond(id, 'Second');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: 'Only pending feedback can be answered.' });
  });

  it('resolves feedback that is not resolved, once', async () => {
    const pending = await submit('Resolve me');
    const first = await resolve(pending);
    expect(first.json<FeedbackItem>()).toMatchObject({
      status: 'resolved',
      resolvedAt: now.toISOString(),
    });
    const again = await resolve(pending);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This feedback is already resolved.' });
    expect((await respond(pending, 'Too late')).statusCode).toBe(409);
    expect((await resolve(999999)).statusCode).toBe(404);
  });
});
