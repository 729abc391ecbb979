import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { CompetitionHub } from '../../realtime/competition-hub';
import { createCompetitionCache } from './competitions.cache';

/** A hub whose versions move only when the test says so. */
function stillHub(): CompetitionHub {
  return {
    version: () => 0,
    onChange: () => () => true,
    subscribe: () => () => undefined,
    subscriberCount: () => 0,
    close: () => Promise.resolve(),
  };
}

const answer = z.object({ id: z.number().int(), name: z.string() });

describe('competition cache', () => {
  it('checks a body against its schema once, when it is cached, and keeps only what the schema names', async () => {
    const cache = createCompetitionCache(stillHub());
    let loads = 0;
    const load = () => {
      loads += 1;
      return Promise.resolve({ id: 7, name: 'Badminton', passwordHash: 'secret' });
    };
    const first = await cache.get(7, 'competition:7', answer, load);
    const again = await cache.get(7, 'competition:7', answer, load);
    expect(first.body).toBe('{"id":7,"name":"Badminton"}');
    expect(again).toBe(first);
    expect(loads).toBe(1);
    expect(cache.peek(7, 'competition:7')).toBe(first);
  });

  it('refuses a body that breaks the contract and keeps nothing', async () => {
    const cache = createCompetitionCache(stillHub());
    const broken = () => Promise.resolve({ id: 'seven', name: 'Badminton' } as unknown as never);
    await expect(cache.get(7, 'competition:7', answer, broken)).rejects.toBeInstanceOf(z.ZodError);
    expect(cache.peek(7, 'competition:7')).toBeUndefined();
    expect(cache.size()).toBe(0);
  });
});
