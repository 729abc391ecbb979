import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminLeague } from '../../../contract/admin-leagues';
import { LEAGUES_CREATED_MAX, type League } from '../../../contract/leagues';
import { leagues } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInUser } from '../../test/factories';

type Player = Awaited<ReturnType<typeof signedInUser>>;

const CAPPED = {
  message: 'You can create up to 20 leagues. Delete one you no longer use to create another.',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const player = () => signedInUser(t.db, t.clock.now());

const create = (who: Player, name: string) =>
  t.request({ method: 'POST', url: '/api/leagues', cookie: who.cookie, payload: { name } });

/** Creates `count` leagues one after another, each answered 200. */
async function createMany(who: Player, count: number) {
  const created: League[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await create(who, `Flood ${i}`);
    expect(response.statusCode, response.body).toBe(200);
    created.push(response.json<League>());
  }
  return created;
}

const leaguesCreatedBy = async (who: Player) => {
  const [row] = await t.db
    .select({ total: sql<number>`count(*)::int` })
    .from(leagues)
    .where(eq(leagues.founderId, who.user.id));
  return row?.total ?? 0;
};

describe('how many leagues a player may create', () => {
  it('is 20: the 21st is refused with 409 until one of them is deleted', async () => {
    expect(LEAGUES_CREATED_MAX).toBe(20);
    const flooder = await player();
    const created = await createMany(flooder, 20);
    for (let again = 0; again < 3; again += 1) {
      const refused = await create(flooder, 'One too many');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual(CAPPED);
    }
    expect(await leaguesCreatedBy(flooder)).toBe(20);

    const other = await player();
    expect((await create(other, 'Someone else')).statusCode).toBe(200);

    const [first] = created;
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/leagues/${first?.id ?? 0}`,
      cookie: flooder.cookie,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await create(flooder, 'In its place')).statusCode).toBe(200);
    expect((await create(flooder, 'And one more')).json()).toEqual(CAPPED);
    expect(await leaguesCreatedBy(flooder)).toBe(20);
  });

  it('holds when 30 creations arrive at once: exactly 20 are made', async () => {
    const flooder = await player();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => create(flooder, `Burst ${i}`)),
    );
    const made = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(made).toHaveLength(20);
    expect(refused).toHaveLength(10);
    for (const answer of refused) expect(answer.json()).toEqual(CAPPED);
    expect(new Set(made.map((answer) => answer.json<League>().joinCode)).size).toBe(20);
    expect(await leaguesCreatedBy(flooder)).toBe(20);
  });

  it('counts a league its creator left to another member; one deleted by the last member leaving frees a place', async () => {
    const creator = await player();
    const friend = await player();
    const [handedOn, alone] = await createMany(creator, 20);
    const joined = await t.request({
      method: 'POST',
      url: `/api/leagues/${handedOn?.joinCode ?? ''}/join`,
      cookie: friend.cookie,
    });
    expect(joined.statusCode).toBe(200);
    const leave = (league: League | undefined) =>
      t.request({
        method: 'POST',
        url: `/api/leagues/${league?.id ?? 0}/leave`,
        cookie: creator.cookie,
      });
    expect((await leave(handedOn)).statusCode).toBe(200);
    const [kept] = await t.db
      .select()
      .from(leagues)
      .where(eq(leagues.id, handedOn?.id ?? 0));
    expect(kept?.creatorId).toBe(friend.user.id);
    expect((await create(creator, 'Still capped')).json()).toEqual(CAPPED);
    // The friend runs the league now but did not create it: their own 20 are untouched.
    await createMany(friend, 20);
    expect((await create(friend, 'Capped too')).json()).toEqual(CAPPED);

    expect((await leave(alone)).statusCode).toBe(200);
    expect((await create(creator, 'Room again')).statusCode).toBe(200);
  });

  it('does not cap administrators creating leagues in the admin area, nor count those leagues', async () => {
    const admin = await signedInUser(t.db, t.clock.now(), { isAdmin: true });
    for (let i = 0; i < 25; i += 1) {
      const response = await t.request({
        method: 'POST',
        url: '/api/admin/leagues',
        cookie: admin.cookie,
        payload: { name: `Operators ${i}` },
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<AdminLeague>().creatorId).toBe(admin.user.id);
    }
    expect(await leaguesCreatedBy(admin)).toBe(0);
    expect((await create(admin, 'From the dashboard')).statusCode).toBe(200);
  });
});
