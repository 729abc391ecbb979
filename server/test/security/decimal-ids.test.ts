import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { League } from '../../../contract/leagues';
import { competitions, leagues, users } from '../../db/schema/index';
import { openAdminApp, type TestApp } from '../app';
import { buildCompetition, buildUser, signedInUser } from '../factories';

/**
 * Numbers in paths and query strings are plain decimal digits: `Number()` reads `0x10`, ` 1`,
 * `1e1` or `8.0` as a number too, and an id so written named another record.
 */
let t: TestApp;
let admin: string;
let player: string;

beforeAll(async () => {
  ({ t, admin } = await openAdminApp());
  player = (await signedInUser(t.db, t.clock.now())).cookie;
});
afterAll(() => t.close());

/** Ways to write `id` that Number() reads as `id`, as they appear in a URL. */
const otherWritings = (id: number) => [
  `0x${id.toString(16)}`,
  `0X${id.toString(16).toUpperCase()}`,
  `0b${id.toString(2)}`,
  `0o${id.toString(8)}`,
  `${id}e0`,
  `${id * 10}e-1`,
  `${id}.0`,
  `%20${id}`,
  `${id}%20`,
  `%09${id}`,
  `+${id}`,
];

const ID_SENTENCE = 'id must be a whole number from 1 to 2147483647';

const send = (method: 'GET' | 'DELETE', url: string, cookie?: string) =>
  t.request({ method, url, ...(cookie ? { cookie } : {}) });

describe('ids in the path', () => {
  it('DELETE /api/admin/data/users/0x10 is refused and deletes nobody', async () => {
    const user = await buildUser(t.db);
    const nonNumber = await send('DELETE', '/api/admin/data/users/abc', admin);
    expect(nonNumber.statusCode).toBe(400);
    expect(nonNumber.json()).toEqual({ message: ID_SENTENCE, field: 'id' });
    for (const written of otherWritings(user.id)) {
      const response = await send('DELETE', `/api/admin/data/users/${written}`, admin);
      expect({ written, status: response.statusCode, body: response.json<unknown>() }).toEqual({
        written,
        status: 400,
        body: { message: ID_SENTENCE, field: 'id' },
      });
    }
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
    const decimal = await send('DELETE', `/api/admin/data/users/${user.id}`, admin);
    expect(decimal.statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
  });

  it('DELETE /api/admin/competitions/%201 is refused and deletes no competition', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    for (const written of otherWritings(competition.id)) {
      const response = await send('DELETE', `/api/admin/competitions/${written}`, admin);
      expect({ written, status: response.statusCode, body: response.json<unknown>() }).toEqual({
        written,
        status: 400,
        body: { message: ID_SENTENCE, field: 'id' },
      });
    }
    const kept = await t.db.select().from(competitions).where(eq(competitions.id, competition.id));
    expect(kept).toHaveLength(1);
  });

  it('GET /api/competitions/2e0 is refused with the message for a non-number', async () => {
    const competition = await buildCompetition(t.db, t.clock.now());
    expect((await send('GET', `/api/competitions/${competition.id}`)).statusCode).toBe(200);
    for (const written of ['abc', ...otherWritings(competition.id)]) {
      const response = await send('GET', `/api/competitions/${written}`);
      expect({ written, status: response.statusCode, body: response.json<unknown>() }).toEqual({
        written,
        status: 400,
        body: { message: ID_SENTENCE, field: 'id' },
      });
    }
  });

  it('a league id written otherwise is not a league id', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/leagues',
      cookie: player,
      payload: { name: 'Decimal only' },
    });
    const league = created.json<League>();
    expect((await send('GET', `/api/leagues/${league.id}`, player)).statusCode).toBe(200);
    for (const written of otherWritings(league.id)) {
      const response = await send('DELETE', `/api/leagues/${written}`, player);
      expect({ written, status: response.statusCode, body: response.json<unknown>() }).toEqual({
        written,
        status: 400,
        body: { message: ID_SENTENCE, field: 'id' },
      });
    }
    expect(await t.db.select().from(leagues).where(eq(leagues.id, league.id))).toHaveLength(1);
  });
});

describe('numbers in the query', () => {
  it.each([
    ['/api/competitions/past?limit=1e1', 'limit must be a whole number from 1 to 100', 'limit'],
    ['/api/competitions/past?limit=0x10', 'limit must be a whole number from 1 to 100', 'limit'],
    ['/api/competitions/past?limit=%205', 'limit must be a whole number from 1 to 100', 'limit'],
    ['/api/competitions/past?year=0x7EA', 'year must be a whole number from 1900 to 2200', 'year'],
    ['/api/competitions/past?year=2026.0', 'year must be a whole number from 1900 to 2200', 'year'],
    ['/api/competitions/past?year=', 'year must be a whole number from 1900 to 2200', 'year'],
    ['/api/leaderboards/months/0b11', 'month must be a whole number from 1 to 12', 'month'],
    ['/api/leaderboards/overall?limit=5e0', 'limit must be a whole number from 1 to 100', 'limit'],
    ['/api/articles?limit=0o7', 'limit must be a whole number from 1 to 30', 'limit'],
  ])('%s is refused: %s', async (url, message, field) => {
    const response = await send('GET', url, player);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, field });
  });

  it('plain digits are read, leading zeros included', async () => {
    for (const url of [
      '/api/competitions/past?limit=10&year=2026',
      '/api/competitions/past?limit=007',
      '/api/leaderboards/months/03',
      '/api/leaderboards/overall?limit=5',
      '/api/articles?limit=7',
    ]) {
      expect({ url, status: (await send('GET', url, player)).statusCode }).toEqual({
        url,
        status: 200,
      });
    }
  });
});
