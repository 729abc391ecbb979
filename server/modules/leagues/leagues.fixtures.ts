import { expect } from 'vitest';
import type { League } from '../../../contract/leagues';
import type { TestApp } from '../../test/app';

/** A league made by `creator` through the API, then joined by `joiners` in order (each a second later). */
export async function buildLeagueOf(
  t: TestApp,
  creator: { cookie: string },
  ...joiners: { cookie: string }[]
): Promise<League> {
  const created = await t.request({
    method: 'POST',
    url: '/api/leagues',
    cookie: creator.cookie,
    payload: { name: 'Yard Friends' },
  });
  expect(created.statusCode).toBe(200);
  const league = created.json<League>();
  for (const joiner of joiners) {
    t.clock.advance(1000);
    const joined = await t.request({
      method: 'POST',
      url: '/api/leagues/join',
      cookie: joiner.cookie,
      payload: { joinCode: league.joinCode },
    });
    expect(joined.statusCode).toBe(200);
  }
  return league;
}
