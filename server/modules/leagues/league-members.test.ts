import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAGUE_MESSAGES, type League, type LeagueMember } from '../../../contract/leagues';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInUser } from '../../test/factories';
import { buildLeagueOf } from './leagues.fixtures';

type Player = Awaited<ReturnType<typeof signedInUser>>;

describe('members of a league: the list, leaving, and the creator removing a member', () => {
  let t: TestApp;
  let ann: Player;
  let ben: Player;
  let cat: Player;
  let dan: Player;

  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: Player, payload?: object) =>
    t.request({
      method,
      url,
      ...(who ? { cookie: who.cookie } : {}),
      ...(payload ? { payload } : {}),
    });

  const leagueOf = (creator: Player, ...joiners: Player[]) => buildLeagueOf(t, creator, ...joiners);
  const memberIds = async (leagueId: number, who: Player) => {
    const response = await send('GET', `/api/leagues/${leagueId}/members`, who);
    expect(response.statusCode).toBe(200);
    return response.json<LeagueMember[]>().map((member) => member.userId);
  };
  const leaguesOf = async (who: Player) =>
    (await send('GET', '/api/leagues/user', who)).json<League[]>().map((league) => league.id);

  beforeAll(async () => {
    t = await createTestApp();
    const now = t.clock.now();
    ann = await signedInUser(t.db, now, { firstName: 'Ann', lastName: 'Ash', teamName: 'Ashes' });
    ben = await signedInUser(t.db, now, { firstName: 'Ben', lastName: 'Bay' });
    cat = await signedInUser(t.db, now, { firstName: 'Cat', lastName: 'Cole' });
    dan = await signedInUser(t.db, now, { firstName: 'Dan', lastName: 'Dee' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the members in the order they joined, with names but no emails, to members only', async () => {
    const league = await leagueOf(ann, ben);
    const response = await send('GET', `/api/leagues/${league.id}/members`, ben);
    expect(response.statusCode).toBe(200);
    const members = response.json<LeagueMember[]>();
    expect(members).toEqual([
      expect.objectContaining({ userId: ann.user.id, userName: 'Ann Ash', isCreator: true }),
      expect.objectContaining({ userId: ben.user.id, userName: 'Ben Bay', isCreator: false }),
    ]);
    expect(members[0]?.teamName).toBe('Ashes');
    expect(response.body).not.toContain('@');
    expect((await send('GET', `/api/leagues/${league.id}/members`, cat)).json()).toMatchObject({
      message: LEAGUE_MESSAGES.notFound,
    });
    expect((await send('GET', `/api/leagues/${league.id}/members`)).statusCode).toBe(401);
  });

  it('lets a member leave: the league leaves their list and they leave its members', async () => {
    const league = await leagueOf(ann, ben, cat);
    const response = await send('POST', `/api/leagues/${league.id}/leave`, ben);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: LEAGUE_MESSAGES.left });
    expect(await leaguesOf(ben)).not.toContain(league.id);
    expect(await memberIds(league.id, ann)).toEqual([ann.user.id, cat.user.id]);
    // Leaving twice: a private league is not found by someone outside it.
    const again = await send('POST', `/api/leagues/${league.id}/leave`, ben);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: LEAGUE_MESSAGES.notFound });
    // The code still works for someone who wants back in.
    const back = await send('POST', '/api/leagues/join', ben, { joinCode: league.joinCode });
    expect(back.statusCode).toBe(200);
  });

  it('hands a league whose creator leaves to the member who joined first', async () => {
    const league = await leagueOf(ann, cat, ben);
    expect((await send('POST', `/api/leagues/${league.id}/leave`, ann)).statusCode).toBe(200);
    const after = (await send('GET', `/api/leagues/${league.id}`, cat)).json<League>();
    expect(after.creatorId).toBe(cat.user.id);
    expect(after.memberCount).toBe(2);
    const leftAlready = await send('POST', `/api/leagues/${league.id}/leave`, ann);
    expect(leftAlready.statusCode).toBe(404);
    const renamed = await t.request({
      method: 'PUT',
      url: `/api/leagues/${league.id}`,
      cookie: cat.cookie,
      payload: { name: 'Cat’s Yard' },
    });
    expect(renamed.statusCode).toBe(200);
  });

  it('deletes a league when its last member leaves', async () => {
    const league = await leagueOf(dan);
    expect((await send('POST', `/api/leagues/${league.id}/leave`, dan)).statusCode).toBe(200);
    expect((await send('GET', `/api/leagues/${league.id}`, dan)).statusCode).toBe(404);
  });

  it('lets the creator remove a member, and nobody else', async () => {
    const league = await leagueOf(ann, ben, cat);
    const byMember = await send('DELETE', `/api/leagues/${league.id}/members/${cat.user.id}`, ben);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toMatchObject({ message: LEAGUE_MESSAGES.creatorOnlyRemove });
    const byOutsider = await send(
      'DELETE',
      `/api/leagues/${league.id}/members/${cat.user.id}`,
      dan,
    );
    expect(byOutsider.statusCode).toBe(404);
    expect(await memberIds(league.id, ann)).toEqual([ann.user.id, ben.user.id, cat.user.id]);

    const removed = await send('DELETE', `/api/leagues/${league.id}/members/${ben.user.id}`, ann);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: LEAGUE_MESSAGES.memberRemoved });
    expect(await memberIds(league.id, ann)).toEqual([ann.user.id, cat.user.id]);
    expect((await send('GET', `/api/leagues/${league.id}`, ben)).statusCode).toBe(404);

    const notThere = await send('DELETE', `/api/leagues/${league.id}/members/${dan.user.id}`, ann);
    expect(notThere.statusCode).toBe(404);
    expect(notThere.json()).toMatchObject({ message: LEAGUE_MESSAGES.memberNotFound });
  });

  it('refuses bad ids with a sentence and no change', async () => {
    const league = await leagueOf(ann, ben);
    const bad = await send('DELETE', `/api/leagues/${league.id}/members/abc`, ann);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe(
      'userId must be a whole number from 1 to 2147483647',
    );
    expect((await send('POST', '/api/leagues/0/leave', ann)).statusCode).toBe(400);
    expect(await memberIds(league.id, ann)).toEqual([ann.user.id, ben.user.id]);
  });
});
