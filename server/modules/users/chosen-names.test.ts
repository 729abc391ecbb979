import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAGUE_MESSAGES } from '../../../contract/league-rules';
import { USER_MESSAGES } from '../../../contract/users';
import { fantasyTeams, leagues } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildCompetition, buildEntry, signedInUser } from '../../test/factories';

/**
 * Every name a player sets that others read on public boards goes through one check: the
 * profile's team name, the team name sent with a team, and a league's name on create and edit.
 */
describe('offensive names are refused wherever a player sets one', () => {
  let t: TestApp;
  let cookie: string;
  let competitionId: number;
  let picks: Array<{ competitionEntryId: number }>;
  let leagueId: number;
  const OFFENSIVE = ['Sh1t Riders', 'F.u.c.k Eventing', 'N A Z I club'];
  const teamRefusal = { message: USER_MESSAGES.teamNameOffensive, field: 'teamName' };
  const leagueRefusal = { message: LEAGUE_MESSAGES.nameOffensive, field: 'name' };

  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await signedInUser(t.db, t.clock.now())).cookie;
    competitionId = (await buildCompetition(t.db, t.clock.now())).id;
    picks = [];
    for (let index = 0; index < 5; index += 1) {
      picks.push({ competitionEntryId: (await buildEntry(t.db, competitionId)).id });
    }
    const created = await t.request({
      method: 'POST',
      url: '/api/leagues',
      payload: { name: 'Friendly League' },
      cookie,
    });
    leagueId = created.json<{ id: number }>().id;
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(OFFENSIVE)(
    '%s: refused as a profile team name, a team’s name and a league name',
    async (name) => {
      const answers = {
        profile: await t.request({
          method: 'PUT',
          url: '/api/user/team-name',
          payload: { teamName: name },
          cookie,
        }),
        team: await t.request({
          method: 'POST',
          url: '/api/fantasy/teams',
          payload: { competitionId, selections: picks, teamName: name },
          cookie,
        }),
        newLeague: await t.request({
          method: 'POST',
          url: '/api/leagues',
          payload: { name },
          cookie,
        }),
        renamedLeague: await t.request({
          method: 'PUT',
          url: `/api/leagues/${leagueId}`,
          payload: { name },
          cookie,
        }),
      };
      expect(
        Object.fromEntries(Object.entries(answers).map(([k, a]) => [k, [a.statusCode, a.json()]])),
      ).toEqual({
        profile: [400, teamRefusal],
        team: [400, teamRefusal],
        newLeague: [400, leagueRefusal],
        renamedLeague: [400, leagueRefusal],
      });
      expect(await t.db.select().from(fantasyTeams)).toHaveLength(0);
      expect((await t.db.select().from(leagues)).map((league) => league.name)).toEqual([
        'Friendly League',
      ]);
    },
  );

  it("'as' and numbers pass every way: 'as' is not 'ass', 45 is not leetspeak", async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    const selections = [];
    for (let index = 0; index < 5; index += 1) {
      selections.push({ competitionEntryId: (await buildEntry(t.db, competition.id)).id });
    }
    const answers = {
      profile: await t.request({
        method: 'PUT',
        url: '/api/user/team-name',
        payload: { teamName: 'Fast as Lightning' },
        cookie,
      }),
      team: await t.request({
        method: 'POST',
        url: '/api/fantasy/teams',
        payload: { competitionId: competition.id, selections, teamName: 'Load team 45' },
        cookie,
      }),
      newLeague: await t.request({
        method: 'POST',
        url: '/api/leagues',
        payload: { name: 'Pony Club 45' },
        cookie,
      }),
      renamedLeague: await t.request({
        method: 'PUT',
        url: `/api/leagues/${leagueId}`,
        payload: { name: 'Good as Gold' },
        cookie,
      }),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([k, a]) => [k, a.statusCode]))).toEqual({
      profile: 200,
      team: 200,
      newLeague: 200,
      renamedLeague: 200,
    });
    expect(answers.profile.json<{ user: { teamName: string } }>().user.teamName).toBe(
      'Fast as Lightning',
    );
    expect((await t.db.select().from(leagues)).map((league) => league.name).sort()).toEqual([
      'Good as Gold',
      'Pony Club 45',
    ]);
  });

  it('a code like T17 is a team name; leetspeak with a doubled digit (A55) is not', async () => {
    const put = (teamName: string) =>
      t.request({ method: 'PUT', url: '/api/user/team-name', payload: { teamName }, cookie });
    const code = await put('T17');
    expect([code.statusCode, code.json<{ user: { teamName: string } }>().user.teamName]).toEqual([
      200,
      'T17',
    ]);
    const leet = await put('A55');
    expect([leet.statusCode, leet.json()]).toEqual([400, teamRefusal]);
  });

  it('a decent name passes every way (Scunthorpe, Cockburn)', async () => {
    const team = await t.request({
      method: 'POST',
      url: '/api/fantasy/teams',
      payload: { competitionId, selections: picks, teamName: 'Scunthorpe Flyers' },
      cookie,
    });
    expect(team.statusCode).toBe(200);
    const league = await t.request({
      method: 'PUT',
      url: `/api/leagues/${leagueId}`,
      payload: { name: 'Cockburn Cup' },
      cookie,
    });
    expect(league.statusCode).toBe(200);
  });
});
