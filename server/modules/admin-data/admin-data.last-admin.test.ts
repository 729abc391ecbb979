import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminLeague } from '../../../contract/admin-leagues';
import { users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInUser } from '../../test/factories';

type Admin = Awaited<ReturnType<typeof signedInUser>>;

describe('administrators changing each other’s accounts', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const pair = async (): Promise<[Admin, Admin]> => [
    await signedInUser(t.db, t.clock.now(), { isAdmin: true, firstName: 'Ada' }),
    await signedInUser(t.db, t.clock.now(), { isAdmin: true, firstName: 'Bea' }),
  ];
  const demote = (by: Admin, target: Admin) =>
    t.request({
      method: 'PUT',
      url: `/api/admin/data/users/${target.user.id}`,
      cookie: by.cookie,
      payload: {
        firstName: target.user.firstName,
        lastName: target.user.lastName,
        email: target.user.email,
        nationality: null,
        emailVerified: true,
        isAdmin: false,
      },
    });
  const remove = (by: Admin, target: Admin) =>
    t.request({
      method: 'DELETE',
      url: `/api/admin/data/users/${target.user.id}`,
      cookie: by.cookie,
    });
  const adminsOf = async (pairOf: [Admin, Admin]) => {
    const rows = await Promise.all(
      pairOf.map(async ({ user }) => {
        const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
        return row?.isAdmin === true;
      }),
    );
    return rows.filter(Boolean).length;
  };

  it('leaves one of them an administrator when each takes the other’s flag away', async () => {
    const [ada, bea] = await pair();
    const answers = await Promise.all([demote(ada, bea), demote(bea, ada)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
    // Refused while its request ran, or at its door when the other was quicker still.
    expect(['You are no longer an administrator.', 'Admin privileges required.']).toContain(
      answers.find((answer) => answer.statusCode === 403)?.json<{ message: string }>().message,
    );
    expect(await adminsOf([ada, bea])).toBe(1);
  });

  it('hands the operators’ leagues of an administrator losing the flag to the one removing it', async () => {
    const [ada, bea] = await pair();
    const created = await t.request({
      method: 'POST',
      url: '/api/admin/leagues',
      cookie: bea.cookie,
      payload: { name: 'Operators Open', isPrivate: false },
    });
    expect(created.statusCode).toBe(201);
    const league = created.json<AdminLeague>();
    expect(league.creatorId).toBe(bea.user.id);

    expect((await demote(ada, bea)).statusCode).toBe(200);
    const listed = await t.request({
      method: 'GET',
      url: '/api/admin/leagues',
      cookie: ada.cookie,
    });
    expect(listed.json<AdminLeague[]>().find((row) => row.id === league.id)).toMatchObject({
      creatorId: ada.user.id,
    });
    // No longer an operator, Bea cannot run the operators' league as its creator.
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/leagues/${league.id}`,
      cookie: bea.cookie,
    });
    expect(deleted.statusCode).toBe(403);
  });

  it('leaves one of them when each deletes the other', async () => {
    const [ada, bea] = await pair();
    const answers = await Promise.all([remove(ada, bea), remove(bea, ada)]);
    const [first, second] = answers.map((answer) => answer.statusCode).sort();
    expect(first).toBe(200);
    // 401 when the other was quicker still: a deleted account's session has ended.
    expect([401, 403]).toContain(second);
    expect(await adminsOf([ada, bea])).toBe(1);
  });
});
