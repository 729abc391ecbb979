import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminLeague } from '../../../contract/admin-leagues';
import type { SelectionStats } from '../../../contract/fantasy';
import type { League } from '../../../contract/leagues';
import type { Poll } from '../../../contract/polls';
import { createTestApp, type TestApp } from '../../test/app';
import {
  buildCompetition,
  buildEntry,
  buildTeamOf,
  buildUser,
  signedInUser,
} from '../../test/factories';
import { buildArticle, buildPoll } from '../articles/articles.fixtures';
import { buildLeagueOf } from '../leagues/leagues.fixtures';

type Player = Awaited<ReturnType<typeof signedInUser>>;

describe('an administrator deleting a user', () => {
  let t: TestApp;
  let admin: Player;

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: Player,
    payload?: object,
  ) => t.request({ method, url, cookie: who.cookie, ...(payload ? { payload } : {}) });
  const deleteUser = async (id: number, by: Player = admin) => {
    const response = await send('DELETE', `/api/admin/data/users/${id}`, by);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'User deleted', id });
  };
  const adminLeague = async (id: number) =>
    (await send('GET', '/api/admin/leagues', admin))
      .json<AdminLeague[]>()
      .find((league) => league.id === id);
  const player = (firstName: string) =>
    signedInUser(t.db, t.clock.now(), { firstName, lastName: 'Tester' });

  const leagueOf = (creator: Player, ...joiners: Player[]) => buildLeagueOf(t, creator, ...joiners);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInUser(t.db, t.clock.now(), { isAdmin: true, firstName: 'Chief' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('hands a league they created to the member who joined first, who may then run it', async () => {
    const [ann, ben, cat] = [await player('Ann'), await player('Ben'), await player('Cat')];
    const league = await leagueOf(ann, ben, cat);
    await deleteUser(ann.user.id);
    expect(await adminLeague(league.id)).toMatchObject({
      creatorId: ben.user.id,
      creatorName: 'Ben Tester',
      memberCount: 2,
    });
    const mine = (await send('GET', '/api/leagues/user', ben)).json<League[]>();
    expect(mine.find((row) => row.id === league.id)?.creatorId).toBe(ben.user.id);
    const renamed = await send('PUT', `/api/leagues/${league.id}`, ben, { name: 'Ben Yard' });
    expect(renamed.statusCode).toBe(200);
    const removed = await send('DELETE', `/api/leagues/${league.id}/members/${cat.user.id}`, ben);
    expect(removed.statusCode).toBe(200);
  });

  it('deletes a league whose creator was its only member', async () => {
    const dan = await player('Dan');
    const league = await leagueOf(dan);
    await deleteUser(dan.user.id);
    expect(await adminLeague(league.id)).toBeUndefined();
  });

  it('gives an operators’ league its deleted creator never joined to the deleting administrator', async () => {
    const other = await signedInUser(t.db, t.clock.now(), { isAdmin: true, firstName: 'Olive' });
    const eve = await player('Eve');
    const created = await send('POST', '/api/admin/leagues', other, {
      name: 'Open Riders',
      isPrivate: false,
      maxMembers: 100,
    });
    expect(created.statusCode).toBe(201);
    const open = created.json<AdminLeague>();
    const joined = await send('POST', '/api/leagues/join', eve, { joinCode: open.joinCode });
    expect(joined.statusCode).toBe(200);
    const empty = (
      await send('POST', '/api/admin/leagues', other, { name: 'Quiet Riders', isPrivate: false })
    ).json<AdminLeague>();
    await deleteUser(other.user.id);
    expect(await adminLeague(open.id)).toMatchObject({
      creatorId: admin.user.id,
      creatorName: 'Chief Tester',
      memberCount: 1,
    });
    expect(await adminLeague(empty.id)).toMatchObject({
      creatorId: admin.user.id,
      memberCount: 0,
    });
    const members = await send('GET', `/api/leagues/${open.id}/members`, eve);
    expect(members.json()).toEqual([
      expect.objectContaining({ userId: eve.user.id, isCreator: false }),
    ]);
  });

  it('takes their poll votes off the counts', async () => {
    const article = await buildArticle(t.db);
    const { poll, options } = await buildPoll(t.db, article.id, {
      deadline: new Date(t.clock.now().getTime() + 86_400_000),
      optionTexts: ['Yes', 'No'],
    });
    const [yes, no] = options.map((option) => option.id) as [number, number];
    const [fay, gus, hal] = [await player('Fay'), await player('Gus'), await player('Hal')];
    for (const [voter, optionId] of [
      [fay, yes],
      [gus, yes],
      [hal, no],
    ] as const) {
      const voted = await send('POST', `/api/polls/${poll.id}/vote`, voter, { optionId });
      expect(voted.statusCode).toBe(200);
    }
    await deleteUser(fay.user.id);
    await deleteUser(hal.user.id);
    const after = (
      await t.request({ method: 'GET', url: `/api/articles/${article.id}/poll` })
    ).json<Poll>();
    expect(after.options.map((option) => option.voteCount)).toEqual([1, 0]);
    expect(after.totalVotes).toBe(1);
  });

  it('counts their team out of the selection shares at once', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    const entry = await buildEntry(t.db, competition.id);
    const leaving = await buildUser(t.db);
    await buildTeamOf(t.db, leaving.id, entry);
    await buildTeamOf(t.db, (await buildUser(t.db)).id, entry);
    const shares = async () =>
      (
        await t.request({
          method: 'GET',
          url: `/api/competitions/${competition.id}/selection-stats`,
        })
      ).json<SelectionStats>().totalTeams;
    expect(await shares()).toBe(2);
    await deleteUser(leaving.id);
    expect(await shares()).toBe(1);
  });
});
