import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fantasyTeams } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildCompetition, signedInUser } from '../../test/factories';
import { HIDDEN_CHARACTER_NAMES, hiddenCharactersRefusal } from '../../test/hidden-characters';

describe('the team name sent with a team carries no hidden characters', () => {
  let t: TestApp;
  let cookie: string;
  let competitionId: number;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await signedInUser(t.db, t.clock.now())).cookie;
    competitionId = (await buildCompetition(t.db, t.clock.now())).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(HIDDEN_CHARACTER_NAMES)('refuses %s and saves no team', async (_what, teamName) => {
    const response = await t.request({
      method: 'POST',
      url: '/api/fantasy/teams',
      payload: { competitionId, selections: [], teamName },
      cookie,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(hiddenCharactersRefusal('teamName', 'Team name'));
    expect(await t.db.select().from(fantasyTeams)).toHaveLength(0);
  });
});
