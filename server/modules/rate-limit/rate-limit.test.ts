import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { rateLimits } from '../../db/schema/index';
import { AppError } from '../../errors';
import { openTestDatabase } from '../../test/database';
import {
  clearRateLimitsStartingWith,
  countAttempt,
  countQuietAttempt,
  refundAttempt,
  type RateLimitRule,
} from './rate-limit.service';

const MINUTE = 60 * 1000;
const start = new Date('2026-06-01T12:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

let ruleNumber = 0;
/** A rule of its own for each test, so counters never meet. */
const rule = (limit: number, windowMinutes = 15): RateLimitRule => {
  ruleNumber += 1;
  return { name: `test-${ruleNumber}`, limit, windowMs: windowMinutes * MINUTE, action: 'tries' };
};

const countOf = async (key: string) =>
  (await database.db.select().from(rateLimits).where(eq(rateLimits.key, key)))[0]?.count;

/** Runs attempts at once; answers how many passed and the refusals. */
async function burst(attempts: number, checks: Parameters<typeof countAttempt>[1], now: Date) {
  const outcomes = await Promise.allSettled(
    Array.from({ length: attempts }, () => countAttempt(database.db, checks, now)),
  );
  const refusals = outcomes.flatMap((outcome) =>
    outcome.status === 'rejected' ? [outcome.reason as unknown] : [],
  );
  return { passed: outcomes.length - refusals.length, refusals };
}

describe('countAttempt', () => {
  it('lets exactly `limit` of 60 simultaneous attempts through, and refuses the rest with a 429', async () => {
    const limited = rule(7);
    const { passed, refusals } = await burst(60, [{ rule: limited, subject: 'a' }], start);
    expect(passed).toBe(7);
    expect(refusals).toHaveLength(53);
    for (const refusal of refusals) {
      expect(refusal).toBeInstanceOf(AppError);
      expect(refusal).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many tries. Please try again in 15 minutes.',
        headers: { 'retry-after': '900' },
      });
    }
    // Refused attempts are taken back: the counter holds the attempts that passed.
    expect(await countOf(`${limited.name}:a`)).toBe(7);
  });

  it('a refusal by a later rule takes the attempt back from the earlier ones', async () => {
    const loose = rule(100);
    const tight = rule(2);
    const checks = [
      { rule: loose, subject: 'x' },
      { rule: tight, subject: 'x' },
    ];
    const { passed } = await burst(10, checks, start);
    expect(passed).toBe(2);
    expect(await countOf(`${loose.name}:x`)).toBe(2);
    expect(await countOf(`${tight.name}:x`)).toBe(2);
  });

  it('a refunded attempt frees its place; a new window starts again', async () => {
    const limited = rule(1, 10);
    const attempt = await countAttempt(database.db, [{ rule: limited, subject: 'r' }], start);
    await expect(
      countAttempt(database.db, [{ rule: limited, subject: 'r' }], at(1)),
    ).rejects.toMatchObject({ headers: { 'retry-after': '540' } });
    await refundAttempt(database.db, attempt);
    await countAttempt(database.db, [{ rule: limited, subject: 'r' }], at(2));
    await countAttempt(database.db, [{ rule: limited, subject: 'r' }], at(10));
    expect(await countOf(`${limited.name}:r`)).toBe(1);
  });

  it('a refund from an ended window leaves the new window alone', async () => {
    const limited = rule(5, 10);
    const old = await countAttempt(database.db, [{ rule: limited, subject: 'w' }], start);
    await countAttempt(database.db, [{ rule: limited, subject: 'w' }], at(11));
    await refundAttempt(database.db, old);
    expect(await countOf(`${limited.name}:w`)).toBe(1);
  });
});

describe('countQuietAttempt', () => {
  it('answers null past the limit without throwing, and counts unknown subjects alike', async () => {
    const limited = rule(3);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => countQuietAttempt(database.db, limited, 's', start)),
    );
    expect(answers.filter((answer) => answer !== null)).toHaveLength(3);
  });

  it('gives back an attempt that can be taken back, making room for one more', async () => {
    const limited = rule(2);
    const first = await countQuietAttempt(database.db, limited, 'q', start);
    await countQuietAttempt(database.db, limited, 'q', start);
    expect(await countQuietAttempt(database.db, limited, 'q', start)).toBeNull();
    await refundAttempt(database.db, first ?? []);
    expect(await countOf(`${limited.name}:q`)).toBe(1);
    expect(await countQuietAttempt(database.db, limited, 'q', start)).not.toBeNull();
  });
});

describe('clearRateLimitsStartingWith', () => {
  it('clears by exact prefix: LIKE wildcards in a subject match nothing else', async () => {
    const limited = rule(10);
    for (const subject of ['a_b|1', 'a_b|2', 'axb|1', 'a%|1']) {
      await countAttempt(database.db, [{ rule: limited, subject }], start);
    }
    await clearRateLimitsStartingWith(database.db, limited, 'a_b|');
    expect(await countOf(`${limited.name}:a_b|1`)).toBeUndefined();
    expect(await countOf(`${limited.name}:a_b|2`)).toBeUndefined();
    expect(await countOf(`${limited.name}:axb|1`)).toBe(1);
    expect(await countOf(`${limited.name}:a%|1`)).toBe(1);
  });
});
