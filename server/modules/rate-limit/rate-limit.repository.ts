import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema/index';

/** Adds one hit to a fixed window in one atomic statement; a finished window starts again at 1. */
export async function incrementCounter(db: Db, key: string, now: Date, windowMs: number) {
  const resetAt = new Date(now.getTime() + windowMs);
  const rows = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= ${now} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${now} then ${resetAt} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  const row = rows[0];
  if (!row) throw new Error('rate limit counter not written');
  return row;
}

/** Takes back one hit, only from the window it was counted in (a new window is left alone). */
export async function decrementCounter(db: Db, key: string, resetAt: Date) {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.resetAt, resetAt)));
}

export async function deleteCounter(db: Db, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Deletes every counter whose key starts with `prefix` (compared exactly, not as a pattern). */
export async function deleteCountersStartingWith(db: Db, prefix: string) {
  await db.delete(rateLimits).where(sql`left(${rateLimits.key}, ${prefix.length}) = ${prefix}`);
}

export async function deleteFinishedCounters(db: Db, now: Date) {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
}
