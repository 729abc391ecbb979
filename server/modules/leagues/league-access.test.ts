import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { League, LeagueMember } from '../../../contract/leagues';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInUser } from '../../test/factories';

type Player = Awaited<ReturnType<typeof signedInUser>>;

/**
 * Who may do what to a league they did not create: where they may see it (a member, anyone for a
 * public league, an administrator for every league) they are told it is not theirs to change;
 * where they may not, that it does not exist.
 */
describe('what a league answers those who did not create it', () => {
  let t: TestApp;
  let ann: Player;
  let ben: Player;
  let admin: Player;
  let outsider: Player;

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: Player,
    payload?: object,
  ) => t.request({ method, url, cookie: who.cookie, ...(payload ? { payload } : {}) });

  /** Every change someone other than the creator might try, with its status and message. */
  const tryChanges = async (leagueId: number, who: Player) => {
    const base = `/api/leagues/${leagueId}`;
    const answers = {
      edit: await send('PUT', base, who, { name: 'Taken over' }),
      delete: await send('DELETE', base, who),
      removeMember: await send('DELETE', `${base}/members/${ben.user.id}`, who),
      leave: await send('POST', `${base}/leave`, who),
    };
    return Object.fromEntries(
      Object.entries(answers).map(([action, answer]) => [
        action,
        { status: answer.statusCode, message: answer.json<{ message: string }>().message },
      ]),
    );
  };

  /** The league and its members as its creator sees them: proof that nothing changed. */
  const seenByCreator = async (leagueId: number) => ({
    name: (await send('GET', `/api/leagues/${leagueId}`, ann)).json<League>().name,
    members: (await send('GET', `/api/leagues/${leagueId}/members`, ann))
      .json<LeagueMember[]>()
      .map((member) => member.userId),
  });

  const notFound = { status: 404, message: 'League not found' };

  beforeAll(async () => {
    t = await createTestApp();
    const now = t.clock.now();
    ann = await signedInUser(t.db, now, { firstName: 'Ann', lastName: 'Ash' });
    ben = await signedInUser(t.db, now, { firstName: 'Ben', lastName: 'Bay' });
    admin = await signedInUser(t.db, now, { isAdmin: true });
    outsider = await signedInUser(t.db, now);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A private league of Ann's that Ben joined. */
  const annsLeague = async () => {
    const created = await send('POST', '/api/leagues', ann, { name: 'Ann’s Yard' });
    expect(created.statusCode).toBe(200);
    const league = created.json<League>();
    const joined = await send('POST', '/api/leagues/join', ben, { joinCode: league.joinCode });
    expect(joined.statusCode).toBe(200);
    return league;
  };

  it('tells an administrator who sees a private league that it is not theirs to change', async () => {
    const league = await annsLeague();
    expect((await send('GET', `/api/leagues/${league.id}`, admin)).statusCode).toBe(200);
    expect(await tryChanges(league.id, admin)).toEqual({
      edit: { status: 403, message: 'Only the league creator can edit this league.' },
      delete: { status: 403, message: 'Only the league creator can delete this league.' },
      removeMember: { status: 403, message: 'Only the league creator can remove members.' },
      leave: { status: 409, message: 'You are not a member of this league.' },
    });
    expect(await seenByCreator(league.id)).toEqual({
      name: 'Ann’s Yard',
      members: [ann.user.id, ben.user.id],
    });
  });

  it('tells a player outside a private league that it does not exist, whatever they try', async () => {
    const league = await annsLeague();
    const seen = await send('GET', `/api/leagues/${league.id}`, outsider);
    expect({ status: seen.statusCode, message: seen.json<{ message: string }>().message }).toEqual(
      notFound,
    );
    expect(await tryChanges(league.id, outsider)).toEqual({
      edit: notFound,
      delete: notFound,
      removeMember: notFound,
      leave: notFound,
    });
    expect(await seenByCreator(league.id)).toEqual({
      name: 'Ann’s Yard',
      members: [ann.user.id, ben.user.id],
    });
  });

  it('tells a player outside a public league that it is not theirs to change', async () => {
    const created = await send('POST', '/api/admin/leagues', admin, {
      name: 'Everyone’s League',
      isPrivate: false,
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect((await send('GET', `/api/leagues/${id}`, outsider)).statusCode).toBe(200);
    expect(await tryChanges(id, outsider)).toEqual({
      edit: { status: 403, message: 'Only the league creator can edit this league.' },
      delete: { status: 403, message: 'Only the league creator can delete this league.' },
      removeMember: { status: 403, message: 'Only the league creator can remove members.' },
      leave: { status: 409, message: 'You are not a member of this league.' },
    });
  });
});
