import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminLeague } from '../../../contract/admin-leagues';
import { leagueMemberships } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInUser } from '../../test/factories';

type Player = Awaited<ReturnType<typeof signedInUser>>;

describe('admin leagues', () => {
  let t: TestApp;
  let admin: Player;
  let player: Player;

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: Player | null = admin,
    payload?: object,
  ) =>
    t.request({
      method,
      url,
      ...(who ? { cookie: who.cookie } : {}),
      ...(payload ? { payload } : {}),
    });

  const create = async (payload: object) => {
    const response = await send('POST', '/api/admin/leagues', admin, payload);
    expect(response.statusCode).toBe(201);
    return response.json<AdminLeague>();
  };
  const available = async (payload: object) => {
    const response = await send('POST', '/api/admin/leagues/validate-join-code', admin, payload);
    expect(response.statusCode).toBe(200);
    return response.json<{ available: boolean }>().available;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInUser(t.db, t.clock.now(), { isAdmin: true });
    player = await signedInUser(t.db, t.clock.now());
  });
  afterAll(async () => {
    await t.close();
  });

  it('is for administrators only', async () => {
    expect((await send('GET', '/api/admin/leagues', null)).statusCode).toBe(401);
    const forbidden = await send('GET', '/api/admin/leagues', player);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: 'Admin privileges required.' });
    expect((await send('POST', '/api/admin/leagues', player, { name: 'X' })).statusCode).toBe(403);
    expect(
      (await send('POST', '/api/admin/leagues/validate-join-code', player, { joinCode: 'ABCD' }))
        .statusCode,
    ).toBe(403);
    expect((await send('DELETE', '/api/admin/leagues/1', player)).statusCode).toBe(403);
  });

  it('creates leagues with a chosen (upper-cased) or generated code and the form fields', async () => {
    const chosen = await create({
      name: ' Club League ',
      joinCode: 'cl9b',
      maxMembers: 100,
      description: 'For the club',
      isPrivate: false,
    });
    expect(chosen).toMatchObject({
      name: 'Club League',
      joinCode: 'CL9B',
      maxMembers: 100,
      description: 'For the club',
      isPrivate: false,
      creatorId: admin.user.id,
      creatorName: `${admin.user.firstName} ${admin.user.lastName}`,
      memberCount: 0,
    });
    const generated = await create({ name: 'Defaults', joinCode: '' });
    expect(generated.joinCode).toMatch(/^[A-HJKMNP-Z2-9]{4}$/);
    expect(generated).toMatchObject({ maxMembers: 10000, isPrivate: true, description: null });
  });

  it('validates name, join code and maxMembers with field messages', async () => {
    const cases: Array<[object, string]> = [
      [{ name: ' ' }, 'name: League name is required'],
      [{ name: 'A', joinCode: 'ABC' }, 'joinCode: Join code must be exactly 4 characters'],
      [{ name: 'A', joinCode: 'ABCDE' }, 'joinCode: Join code must be exactly 4 characters'],
      [{ name: 'A', joinCode: 'AB-D' }, 'joinCode: Join code may only contain letters and digits'],
      [{ name: 'A', maxMembers: 0 }, 'maxMembers must be a whole number from 1 to 10000'],
      [{ name: 'A', maxMembers: 10001 }, 'maxMembers must be a whole number from 1 to 10000'],
      [{ name: 'A', maxMembers: 'many' }, 'maxMembers must be a whole number from 1 to 10000'],
      [{ name: 'A', maxMembers: 2.5 }, 'maxMembers must be a whole number from 1 to 10000'],
    ];
    for (const [payload, message] of cases) {
      const response = await send('POST', '/api/admin/leagues', admin, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
    expect((await create({ name: 'Edge low', maxMembers: 1 })).maxMembers).toBe(1);
    expect((await create({ name: 'Edge high', maxMembers: 10000 })).maxMembers).toBe(10000);
  });

  it('checks join codes for availability and refuses a taken one', async () => {
    const league = await create({ name: 'Coded', joinCode: 'TK42' });
    expect(await available({ joinCode: 'tk42' })).toBe(false);
    expect(await available({ joinCode: 'TK42', excludeId: league.id })).toBe(true);
    expect(await available({ joinCode: 'FR33' })).toBe(true);
    const short = await send('POST', '/api/admin/leagues/validate-join-code', admin, {
      joinCode: 'TK4',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      message: 'joinCode: Join code must be exactly 4 characters',
      field: 'joinCode',
    });
    const huge = await send('POST', '/api/admin/leagues/validate-join-code', admin, {
      joinCode: 'TK42',
      excludeId: 99_999_999_999,
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toEqual({ message: 'excludeId must be a league id', field: 'excludeId' });
    const taken = await send('POST', '/api/admin/leagues', admin, {
      name: 'Dup',
      joinCode: 'TK42',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'This join code is already taken' });
    const other = await create({ name: 'Other', joinCode: 'OT42' });
    const clash = await send('PUT', `/api/admin/leagues/${other.id}`, admin, {
      name: 'Other',
      joinCode: 'TK42',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ message: 'This join code is already taken' });
  });

  it('gives a join code to one of two leagues edited to it at once, and tells the other', async () => {
    for (let round = 0; round < 5; round += 1) {
      const code = `RC${round}${round}`;
      const [first, second] = [
        await create({ name: `Race ${round} A` }),
        await create({ name: `Race ${round} B` }),
      ];
      const edit = (league: AdminLeague) =>
        send('PUT', `/api/admin/leagues/${league.id}`, admin, {
          name: league.name,
          joinCode: code,
          maxMembers: league.maxMembers,
          isPrivate: league.isPrivate,
        });
      const answers = await Promise.all([edit(first), edit(second)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual({
        message: 'This join code is already taken',
      });
    }
  });

  it('edits any league but never below its member count', async () => {
    const league = await create({ name: 'Editable', joinCode: 'ED17', maxMembers: 5 });
    await send('POST', '/api/leagues/ED17/join', player);
    await send('POST', '/api/leagues/ED17/join', admin);
    const low = await send('PUT', `/api/admin/leagues/${league.id}`, admin, {
      name: 'E',
      maxMembers: 1,
    });
    expect(low.statusCode).toBe(400);
    expect(low.json()).toEqual({
      message: "maxMembers cannot be below the league's 2 current members",
      field: 'maxMembers',
    });
    const edited = await send('PUT', `/api/admin/leagues/${league.id}`, admin, {
      name: 'Edited',
      joinCode: 'ED18',
      maxMembers: 2,
      isPrivate: false,
      description: 'Now public',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<AdminLeague>()).toMatchObject({
      name: 'Edited',
      joinCode: 'ED18',
      maxMembers: 2,
      isPrivate: false,
      description: 'Now public',
      memberCount: 2,
    });
    const missing = await send('PUT', '/api/admin/leagues/999999', admin, { name: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'League not found' });
  });

  it('lists all leagues and searches by name or join code', async () => {
    await create({ name: 'Searchable Seniors', joinCode: 'SR55' });
    const all = (await send('GET', '/api/admin/leagues')).json<AdminLeague[]>();
    expect(all.length).toBeGreaterThan(3);
    const byName = (await send('GET', '/api/admin/leagues?q=seniors')).json<AdminLeague[]>();
    expect(byName.map((league) => league.joinCode)).toEqual(['SR55']);
    const byCode = (await send('GET', '/api/admin/leagues?q=sr5')).json<AdminLeague[]>();
    expect(byCode.map((league) => league.name)).toEqual(['Searchable Seniors']);
    expect((await send('GET', '/api/admin/leagues?q=%25')).json<AdminLeague[]>()).toEqual([]);
  });

  it('deletes a league with its memberships', async () => {
    const league = await create({ name: 'Doomed', joinCode: 'DM99' });
    await send('POST', '/api/leagues/DM99/join', player);
    const removed = await send('DELETE', `/api/admin/leagues/${league.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'League deleted successfully' });
    const [row] = await t.db
      .select({ total: sql<number>`count(*)::int` })
      .from(leagueMemberships)
      .where(eq(leagueMemberships.leagueId, league.id));
    expect(row?.total).toBe(0);
    expect((await send('DELETE', `/api/admin/leagues/${league.id}`)).statusCode).toBe(404);
  });
});
