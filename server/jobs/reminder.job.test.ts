import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  competitionEntries,
  fantasyTeamSelections,
  fantasyTeams,
  notificationDeliveries,
  pushSubscriptions,
} from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/app';
import { buildCompetition, buildEntry, buildUser, signedInUser } from '../test/factories';
import type { MailMessage, Mailer } from '../modules/mail/mail.service';
import {
  decryptPush,
  startPushServiceStandIn,
  verifyVapid,
} from '../modules/push/push.test-support';
import { runNotificationsOnce } from './reminder.job';
import { ADVISORY_LOCKS } from '../db/advisory-locks';

const HOUR = 60 * 60 * 1000;
const start = new Date('2026-06-01T12:00:00Z');

let t: TestApp;
let pushService: Awaited<ReturnType<typeof startPushServiceStandIn>>;
const mails: MailMessage[] = [];
const mailer: Mailer = {
  mode: 'outbox',
  send: (message) => {
    mails.push(message);
    return Promise.resolve();
  },
  close: () => undefined,
};

const jobDeps = () => ({ database: t.database, config: t.config, clock: t.clock, mailer });

async function subscribe(cookie: string, name: string) {
  const browser = pushService.subscribe(name);
  const response = await t.request({
    method: 'POST',
    url: '/api/push/subscriptions',
    cookie,
    payload: { endpoint: browser.endpoint, keys: browser.keys },
  });
  expect(response.statusCode).toBe(201);
  return browser;
}

async function saveTeam(userId: number, competitionId: number, entryIds: number[] = []) {
  const [team] = await t.db.insert(fantasyTeams).values({ userId, competitionId }).returning();
  if (!team) throw new Error('team not created');
  for (const entryId of entryIds) {
    const [entry] = await t.db
      .select()
      .from(competitionEntries)
      .where(eq(competitionEntries.id, entryId));
    if (!entry) throw new Error('entry missing');
    await t.db.insert(fantasyTeamSelections).values({
      fantasyTeamId: team.id,
      competitionEntryId: entry.id,
      athleteId: entry.athleteId,
      horseId: entry.horseId,
      price: entry.price,
    });
  }
  return team;
}

const pushesTo = (name: string) =>
  pushService.received.filter((request) => request.path === `/push/${name}`);

beforeAll(async () => {
  // The push service stand-in is on loopback: only a test's config may allow that.
  t = await createTestApp({ pushToLoopbackForTests: true }, start, { mailer });
  pushService = await startPushServiceStandIn();
});

afterAll(async () => {
  await pushService.close();
  await t.close();
});

describe('notification job with a push service on loopback', () => {
  it('sends each deadline reminder exactly once per player and kind, encrypted for the subscription, and drops a subscription answered 410', async () => {
    t.clock.set(start);
    const competition = await buildCompetition(t.db, start, {
      name: 'Badminton Horse Trials',
      deadline: new Date(start.getTime() + 30 * HOUR),
    });
    const anna = await signedInUser(t.db, start, { firstName: 'Anna' });
    const annaPhone = await subscribe(anna.cookie, 'anna-phone');
    const ben = await signedInUser(t.db, start, { firstName: 'Ben' });
    await subscribe(ben.cookie, 'ben-gone');
    pushService.answer('/push/ben-gone', 410);
    const carla = await signedInUser(t.db, start, { firstName: 'Carla' });
    await subscribe(carla.cookie, 'carla-phone');
    await saveTeam(carla.user.id, competition.id);
    const dan = await signedInUser(t.db, start, { firstName: 'Dan' });
    await subscribe(dan.cookie, 'dan-phone');
    const preferences = await t.request({
      method: 'PUT',
      url: '/api/push/preferences',
      cookie: dan.cookie,
      payload: {
        deadlineReminders: false,
        competitionLive: true,
        withdrawnPick: true,
        emailReminders: true,
      },
    });
    expect(preferences.statusCode).toBe(200);
    const emma = await buildUser(t.db, { firstName: 'Emma', email: 'emma@example.test' });
    await buildUser(t.db, { firstName: 'Unverified', emailVerified: false });

    // 30 h before the deadline nothing is due yet.
    expect((await runNotificationsOnce(jobDeps()))?.claimed).toBe(0);
    expect(pushService.received).toHaveLength(0);

    t.clock.set(new Date(start.getTime() + 6 * HOUR + 60_000)); // 23 h 59 min before the deadline
    const first = await runNotificationsOnce(jobDeps());
    expect(first).toMatchObject({ claimed: 3, sent: 2, skipped: 1, subscriptionsRemoved: 1 });
    // Ben has no device left, so the next pass gives him the reminder by email instead.
    const second = await runNotificationsOnce(jobDeps());
    expect(second).toMatchObject({ claimed: 1, sent: 1 });
    // A restart, or the next minute, sends nothing again.
    const third = await runNotificationsOnce(jobDeps());
    expect(third).toMatchObject({ claimed: 0, sent: 0, skipped: 0 });

    const annaPushes = pushesTo('anna-phone');
    expect(annaPushes).toHaveLength(1);
    const push = annaPushes[0];
    if (!push) throw new Error('no push');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    const { publicKey } = (await t.request({ method: 'GET', url: '/api/push/public-key' })).json<{
      publicKey: string;
    }>();
    expect(verifyVapid(push.headers, publicKey, pushService.origin)).toBe(true);
    expect(JSON.parse(decryptPush(push.body, annaPhone))).toEqual({
      title: 'Team selection closes in 24 hours',
      body: 'You have not picked your team for Badminton Horse Trials yet. Choose your five combinations before the deadline.',
      url: `/team-selection/${competition.id}`,
      tag: `deadline-${competition.id}`,
    });
    // Ben's push service said 410: his subscription is gone and nothing else went to him.
    expect(pushesTo('ben-gone')).toHaveLength(1);
    const bens = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, ben.user.id));
    expect(bens).toHaveLength(0);
    expect(pushesTo('carla-phone')).toHaveLength(0);
    expect(pushesTo('dan-phone')).toHaveLength(0);

    // Emma has no device: she gets the same reminder by email; the unverified player gets none.
    expect(mails.map((mail) => mail.to)).toEqual(['emma@example.test', ben.user.email]);
    expect(mails[0]?.subject).toBe('Team selection for Badminton Horse Trials closes in 24 hours');
    expect(mails[0]?.text).toContain(`http://localhost:5000/team-selection/${competition.id}`);
    const link = /http:\/\/localhost:5000(\/api\/push\/unsubscribe\?token=[\w-]+)/.exec(
      mails[0]?.text ?? '',
    )?.[1];
    expect(link).toBeDefined();

    // Within the last hour the second reminder goes out once, to Anna, Emma and Ben, saying how
    // long is really left: here the job last ran half an hour before the deadline.
    t.clock.set(new Date(start.getTime() + 29.5 * HOUR));
    const [late, concurrent] = await Promise.all([
      runNotificationsOnce(jobDeps()),
      runNotificationsOnce(jobDeps()),
    ]);
    expect(concurrent).toBeNull();
    expect(late).toMatchObject({ claimed: 3, sent: 3 });
    expect(pushesTo('anna-phone')).toHaveLength(2);
    const reminder = pushesTo('anna-phone')[1];
    if (!reminder) throw new Error('no second push');
    expect(JSON.parse(decryptPush(reminder.body, annaPhone))).toMatchObject({
      title: 'Team selection closes in 30 minutes',
    });
    expect(mails).toHaveLength(4);
    expect(mails[2]?.subject).toBe(
      'Team selection for Badminton Horse Trials closes in 30 minutes',
    );

    // The unsubscribe link turns Emma's email reminders off.
    const unsubscribe = await t.request({ method: 'GET', url: link ?? '' });
    expect(unsubscribe.statusCode).toBe(200);
    expect(unsubscribe.headers['content-type']).toContain('text/html');
    expect(unsubscribe.body).toContain(
      'You will no longer receive deadline reminders by email. You can turn them back on in Profile &amp; Settings.',
    );
    const rows = await t.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.userId, emma.id));
    expect(rows.map((row) => [row.kind, row.channel, row.status])).toEqual([
      ['deadline_24h', 'email', 'sent'],
      ['deadline_1h', 'email', 'sent'],
    ]);
  });

  it('tells players with a team when the competition goes live, and warns of a withdrawn pick once', async () => {
    t.clock.set(start);
    mails.length = 0;
    const competition = await buildCompetition(t.db, start, { name: 'Burghley' });
    const entry = await buildEntry(t.db, competition.id);
    const other = await buildEntry(t.db, competition.id);
    const fay = await signedInUser(t.db, start, { firstName: 'Fay' });
    const fayPhone = await subscribe(fay.cookie, 'fay-phone');
    await saveTeam(fay.user.id, competition.id, [entry.id, other.id]);

    await t.db
      .update(competitionEntries)
      .set({ drStatus: 'WD' })
      .where(eq(competitionEntries.id, entry.id));
    await runNotificationsOnce(jobDeps());
    await runNotificationsOnce(jobDeps());
    const warnings = pushesTo('fay-phone');
    expect(warnings).toHaveLength(1);
    const warning = JSON.parse(decryptPush(warnings[0]?.body ?? Buffer.alloc(0), fayPhone)) as {
      title: string;
      url: string;
    };
    expect(warning.title).toBe('A combination in your team has withdrawn');
    expect(warning.url).toBe(`/team-selection/${competition.id}`);

    await t.db
      .update(competitionEntries)
      .set({ drStatus: 'WD' })
      .where(eq(competitionEntries.id, other.id));
    await runNotificationsOnce(jobDeps());
    expect(pushesTo('fay-phone')).toHaveLength(2);

    await t.db.execute(
      sql`update competitions set status = 'live', is_live = true where id = ${competition.id}`,
    );
    await runNotificationsOnce(jobDeps());
    await runNotificationsOnce(jobDeps());
    const all = pushesTo('fay-phone');
    expect(all).toHaveLength(3);
    const live = JSON.parse(decryptPush(all[2]?.body ?? Buffer.alloc(0), fayPhone)) as {
      title: string;
      url: string;
    };
    expect(live).toMatchObject({ title: 'Burghley is LIVE', url: `/results/${competition.id}` });
    expect(mails).toHaveLength(0);
  });

  it('leaves the pass to the process that holds the advisory lock', async () => {
    if (t.database.kind === 'pglite') {
      // One embedded database is one session: only the in-process guard applies (tested above).
      expect(await runNotificationsOnce(jobDeps())).not.toBeNull();
      return;
    }
    await t.db.transaction(async (otherProcess) => {
      await otherProcess.execute(sql`select pg_advisory_lock(${ADVISORY_LOCKS.notifications})`);
      expect(await runNotificationsOnce(jobDeps())).toBeNull();
      await otherProcess.execute(sql`select pg_advisory_unlock(${ADVISORY_LOCKS.notifications})`);
    });
    expect(await runNotificationsOnce(jobDeps())).not.toBeNull();
  });
});
