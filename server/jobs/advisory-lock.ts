import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';

type LockRow = { locked: boolean };
const rowsOf = (result: unknown): LockRow[] => (result as { rows: LockRow[] }).rows;

async function tryLock(db: Db, key: number): Promise<boolean> {
  const result = await db.execute(sql`select pg_try_advisory_lock(${key}) as locked`);
  const [row] = rowsOf(result);
  return row?.locked === true;
}

async function unlock(db: Db, key: number): Promise<void> {
  await db.execute(sql`select pg_advisory_unlock(${key})`);
}

/**
 * Runs `work` only if this process obtains the PostgreSQL advisory lock `key`; another process
 * holding it means `work` is skipped and null returned. On a PostgreSQL pool the lock is taken
 * and released on one pinned connection (a transaction that only holds the lock); PGlite has a
 * single connection and takes it directly.
 */
export async function withAdvisoryLock<T>(
  database: Database,
  key: number,
  work: () => Promise<T>,
): Promise<T | null> {
  if (database.kind === 'pglite') {
    if (!(await tryLock(database.db, key))) return null;
    try {
      return await work();
    } finally {
      await unlock(database.db, key);
    }
  }
  return database.db.transaction(async (pinned) => {
    if (!(await tryLock(pinned, key))) return null;
    try {
      return await work();
    } finally {
      await unlock(pinned, key);
    }
  });
}
