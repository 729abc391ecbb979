import { eq, lt, sql } from 'drizzle-orm';
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

export async function findCounter(db: Db, key: string) {
  const rows = await db.select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
  return rows[0];
}

export async function deleteCounter(db: Db, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

export async function deleteFinishedCounters(db: Db, now: Date) {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
}
