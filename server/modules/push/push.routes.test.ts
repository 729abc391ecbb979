import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions, pushVapidKeys } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInUser } from '../../test/factories';
import { startSession, sessionCookieName } from '../auth/session.service';

let t: TestApp;
const p256dh = `B${'A'.repeat(86)}`;
const auth = 'c2VjcmV0LWF1dGgta2V5';
const device = (name: string) => ({
  endpoint: `https://push.example.test/send/${name}`,
  keys: { p256dh, auth },
});

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('push API', () => {
  it('gives the same public key every time, generated once and kept in the database', async () => {
    const first = await t.request({ method: 'GET', url: '/api/push/public-key' });
    const second = await t.request({ method: 'GET', url: '/api/push/public-key' });
    expect(first.statusCode).toBe(200);
    const key = first.json<{ publicKey: string }>().publicKey;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    expect(second.json()).toEqual({ publicKey: key });
    const rows = await t.db.select().from(pushVapidKeys);
    expect(rows.map((row) => row.publicKey)).toEqual([key]);
  });

  it('takes the key pair from the settings when given', async () => {
    const configured = await createTestApp({
      vapid: { publicKey: 'BPublicKeyFromSettings', privateKey: 'private' },
    });
    const response = await configured.request({ method: 'GET', url: '/api/push/public-key' });
    expect(response.json()).toEqual({ publicKey: 'BPublicKeyFromSettings' });
    await configured.close();
  });

  it('needs a signed-in player to subscribe and checks the subscription', async () => {
    const visitor = await t.request({
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: device('visitor'),
    });
    expect(visitor.statusCode).toBe(401);

    const { cookie } = await signedInUser(t.db, t.clock.now());
    const insecure = await t.request({
      method: 'POST',
      url: '/api/push/subscriptions',
      cookie,
      payload: { ...device('x'), endpoint: 'http://push.example.test/send/x' },
    });
    expect(insecure.statusCode).toBe(400);
    expect(insecure.json()).toMatchObject({
      message: 'endpoint must be the https address of a push service.',
      field: 'endpoint',
    });
    const badKeys = await t.request({
      method: 'POST',
      url: '/api/push/subscriptions',
      cookie,
      payload: { endpoint: device('y').endpoint, keys: { p256dh: 'short', auth } },
    });
    expect(badKeys.statusCode).toBe(400);
    expect(badKeys.json<{ message: string }>().message).toContain(
      'keys.p256dh and keys.auth must be the keys of a push subscription.',
    );
  });

  it('keeps several devices, forgets one on request and another when it signs out', async () => {
    const now = t.clock.now();
    const { user, cookie: phone } = await signedInUser(t.db, now);
    const laptopSecret = await startSession(t.db, user.id, now, { userAgent: 'laptop', ip: null });
    const laptop = `${sessionCookieName(false)}=${laptopSecret}`;
    const tablet = `${sessionCookieName(false)}=${await startSession(t.db, user.id, now, { userAgent: 'tablet', ip: null })}`;

    for (const [cookie, name] of [
      [phone, 'phone'],
      [laptop, 'laptop'],
      [tablet, 'tablet'],
    ] as const) {
      const response = await t.request({
        method: 'POST',
        url: '/api/push/subscriptions',
        cookie,
        payload: device(name),
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: 'Notifications are on for this device.' });
    }
    const preferences = await t.request({
      method: 'GET',
      url: `/api/push/preferences?endpoint=${encodeURIComponent(device('phone').endpoint)}`,
      cookie: phone,
    });
    expect(preferences.json()).toEqual({
      deadlineReminders: true,
      competitionLive: true,
      withdrawnPick: true,
      emailReminders: true,
      devices: 3,
      thisDevice: true,
    });

    const removed = await t.request({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      cookie: tablet,
      payload: { endpoint: device('tablet').endpoint },
    });
    expect(removed.json()).toEqual({ message: 'Notifications are off for this device.' });

    const logout = await t.request({ method: 'POST', url: '/api/auth/logout', cookie: laptop });
    expect(logout.statusCode).toBe(200);
    const left = await t.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(left).toEqual([{ endpoint: device('phone').endpoint }]);
  });

  it('saves the notification preferences of each kind', async () => {
    const { cookie } = await signedInUser(t.db, t.clock.now());
    const saved = await t.request({
      method: 'PUT',
      url: '/api/push/preferences',
      cookie,
      payload: {
        deadlineReminders: true,
        competitionLive: false,
        withdrawnPick: false,
        emailReminders: true,
      },
    });
    expect(saved.statusCode).toBe(200);
    const read = await t.request({ method: 'GET', url: '/api/push/preferences', cookie });
    expect(read.json()).toEqual({
      deadlineReminders: true,
      competitionLive: false,
      withdrawnPick: false,
      emailReminders: true,
      devices: 0,
      thisDevice: false,
    });
    const invalid = await t.request({
      method: 'PUT',
      url: '/api/push/preferences',
      cookie,
      payload: { deadlineReminders: 'yes' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<{ message: string }>().message).toContain(
      'deadlineReminders must be true or false.',
    );
  });

  it('answers an unknown unsubscribe token with a plain page', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/push/unsubscribe?token=not-a-token-we-ever-sent-to-anyone',
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('This unsubscribe link is invalid or has expired.');
  });
});
