import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_MESSAGES, type PushPayload } from '../../../contract/push';
import { pushSubscriptions } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInUser } from '../../test/factories';
import { getVapidKeys } from './push.keys';
import { endpointRefusal } from './push.endpoint';
import { sendPush } from './push.sender';
import { decryptPush, startPushServiceStandIn } from './push.test-support';

const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'c2VjcmV0LWF1dGgta2V5' };
const payload: PushPayload = {
  title: 'Deadline in 1 hour',
  body: 'Pick your team',
  url: '/team-selection/1',
  tag: 'deadline-1',
};

/** Endpoints on our own machine or network, written as a browser could never honestly give. */
const PRIVATE_ENDPOINTS = [
  'https://127.0.0.1:5443/push/x',
  'https://169.254.169.254/latest/meta-data/',
  'https://10.0.0.1/push/x',
  'https://[::1]/push/x',
  'https://192.168.1.20/push/x',
  'https://172.16.5.4/push/x',
  'https://100.64.0.1/push/x',
  'https://0.0.0.0/push/x',
  'https://2130706433/push/x',
  'https://[::ffff:127.0.0.1]/push/x',
  'https://[fd00::1]/push/x',
  'https://[fe80::1]/push/x',
  'https://localhost/push/x',
  'https://push.localhost/push/x',
  // The same hosts in other spellings: a fully qualified name's trailing dot, an IPv6 address
  // carrying an IPv4 one (compatible, translated, 6to4).
  'https://localhost./push/x',
  'https://a.localhost./push/x',
  'https://LOCALHOST../push/x',
  'https://[::7f00:1]/push/x',
  'https://[::127.0.0.1]/push/x',
  'https://[::ffff:0:7f00:1]/push/x',
  'https://[2002:7f00:1::]/push/x',
  'https://[::a9fe:a9fe]/latest/meta-data/',
  'https://10.0.0.1./push/x',
];

let t: TestApp;
let pushService: Awaited<ReturnType<typeof startPushServiceStandIn>>;

beforeAll(async () => {
  t = await createTestApp();
  pushService = await startPushServiceStandIn();
});
afterAll(async () => {
  await pushService.close();
  await t.close();
});

describe('push endpoints when a subscription is saved', () => {
  it('refuses local, private, loopback and link-local addresses with a 400 naming endpoint, and stores nothing', async () => {
    const { user, cookie } = await signedInUser(t.db, t.clock.now());
    for (const endpoint of PRIVATE_ENDPOINTS) {
      const response = await t.request({
        method: 'POST',
        url: '/api/push/subscriptions',
        cookie,
        payload: { endpoint, keys },
      });
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json(), endpoint).toEqual({
        message: PUSH_MESSAGES.endpointPrivate,
        field: 'endpoint',
      });
    }
    const stored = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(stored).toEqual([]);

    const publicService = await t.request({
      method: 'POST',
      url: '/api/push/subscriptions',
      cookie,
      payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys },
    });
    expect(publicService.statusCode).toBe(201);
  });

  it('lets a test reach loopback only when its config says so, never another private range', () => {
    expect(endpointRefusal('http://127.0.0.1:8080/push/a', false)).toBe(
      PUSH_MESSAGES.endpointInvalid,
    );
    expect(endpointRefusal('http://127.0.0.1:8080/push/a', true)).toBeNull();
    expect(endpointRefusal('https://[::1]/push/a', true)).toBeNull();
    expect(endpointRefusal('https://10.0.0.1/push/a', true)).toBe(PUSH_MESSAGES.endpointPrivate);
    expect(endpointRefusal('https://169.254.169.254/', true)).toBe(PUSH_MESSAGES.endpointPrivate);
    expect(endpointRefusal('http://push.example.test/a', true)).toBe(PUSH_MESSAGES.endpointInvalid);
    expect(endpointRefusal('https://user:pw@push.example.test/a', false)).toBe(
      PUSH_MESSAGES.endpointInvalid,
    );
  });
});

describe('push endpoints when a push is sent', () => {
  it('checks the resolved address and refuses a name that resolves to a private one, without connecting', async () => {
    const vapid = await getVapidKeys(t.db, t.config);
    const port = new URL(pushService.origin).port;
    const lookups: string[] = [];
    for (const answer of [
      '127.0.0.1',
      '169.254.169.254',
      '10.1.2.3',
      '::1',
      'fd12::1',
      '::ffff:10.0.0.1',
      '::7f00:1',
    ]) {
      const browser = pushService.subscribe(`rebind-${answer}`);
      const outcome = await sendPush(
        vapid,
        { endpoint: `https://push-rebind.invalid:${port}/push/x`, ...browser.keys },
        payload,
        {
          loopbackAllowed: false,
          resolve: (hostname) => {
            lookups.push(hostname);
            return Promise.resolve([answer]);
          },
        },
      );
      expect(outcome, answer).toEqual({
        kind: 'refused',
        reason: 'push-rebind.invalid resolves to a private or loopback address: refused.',
      });
    }
    expect(lookups).toEqual(Array<string>(7).fill('push-rebind.invalid'));
    expect(pushService.received).toEqual([]);
  });

  it('refuses a stored private endpoint without resolving or connecting', async () => {
    const vapid = await getVapidKeys(t.db, t.config);
    const browser = pushService.subscribe('stored');
    const outcome = await sendPush(
      vapid,
      { endpoint: `https://169.254.169.254/push/stored`, ...browser.keys },
      payload,
      {
        loopbackAllowed: true,
        resolve: () => Promise.reject(new Error('must not resolve')),
      },
    );
    expect(outcome).toEqual({ kind: 'refused', reason: PUSH_MESSAGES.endpointPrivate });
    expect(pushService.received).toEqual([]);
  });

  it('connects to the address it checked: a name resolved to the loopback stand-in, allowed in tests', async () => {
    const vapid = await getVapidKeys(t.db, t.config);
    const port = new URL(pushService.origin).port;
    const browser = pushService.subscribe('resolved');
    const outcome = await sendPush(
      vapid,
      { endpoint: `http://push-stand-in.localhost:${port}/push/resolved`, ...browser.keys },
      payload,
      { loopbackAllowed: true, resolve: () => Promise.resolve(['127.0.0.1']) },
    );
    expect(outcome).toEqual({ kind: 'delivered', status: 201 });
    const [received] = pushService.received;
    expect(received?.path).toBe('/push/resolved');
    expect(JSON.parse(decryptPush(received?.body ?? Buffer.alloc(0), browser))).toEqual(payload);
  });
});
