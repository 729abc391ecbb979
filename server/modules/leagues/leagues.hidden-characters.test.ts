import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagues } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInUser } from '../../test/factories';
import { HIDDEN_CHARACTER_NAMES, hiddenCharactersRefusal } from '../../test/hidden-characters';

const refusal = hiddenCharactersRefusal('name', 'League name');

describe('league names carry no hidden characters', () => {
  let t: TestApp;
  let player: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    player = (await signedInUser(t.db, t.clock.now())).cookie;
    admin = (await signedInUser(t.db, t.clock.now(), { isAdmin: true })).cookie;
  });
  afterAll(async () => {
    await t.close();
  });

  const leagueCount = async () => (await t.db.select().from(leagues)).length;

  it.each(HIDDEN_CHARACTER_NAMES)('a player creating one with %s is refused', async (_w, name) => {
    const before = await leagueCount();
    const response = await t.request({
      method: 'POST',
      url: '/api/leagues',
      payload: { name },
      cookie: player,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal);
    expect(await leagueCount()).toBe(before);
  });

  it.each(HIDDEN_CHARACTER_NAMES)('renaming one to %s is refused', async (_w, name) => {
    const created = await t.request({
      method: 'POST',
      url: '/api/leagues',
      payload: { name: 'Plain League' },
      cookie: player,
    });
    const { id } = created.json<{ id: number }>();
    const response = await t.request({
      method: 'PUT',
      url: `/api/leagues/${id}`,
      payload: { name },
      cookie: player,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal);
    const [row] = await t.db.select().from(leagues).where(eq(leagues.id, id));
    expect(row?.name).toBe('Plain League');
  });

  it.each(HIDDEN_CHARACTER_NAMES)(
    'an administrator creating one with %s is refused',
    async (_w, name) => {
      const before = await leagueCount();
      const response = await t.request({
        method: 'POST',
        url: '/api/admin/leagues',
        payload: { name },
        cookie: admin,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal);
      expect(await leagueCount()).toBe(before);
    },
  );
});
