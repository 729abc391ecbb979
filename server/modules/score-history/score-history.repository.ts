import { desc, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scoreChanges, users } from '../../db/schema/index';

/** The most changes one entry's history answers; an entry rarely has more than a few dozen. */
export const SCORE_HISTORY_LIMIT = 500;

/** An audit row with the email of the administrator who made it, while their account exists. */
export type ScoreChangeRow = typeof scoreChanges.$inferSelect & { email: string | null };

/** An entry's audit rows, newest first. */
export async function listScoreChanges(db: Db, entryId: number): Promise<ScoreChangeRow[]> {
  return db
    .select({ ...getTableColumns(scoreChanges), email: users.email })
    .from(scoreChanges)
    .leftJoin(users, eq(users.id, scoreChanges.userId))
    .where(eq(scoreChanges.entryId, entryId))
    .orderBy(desc(scoreChanges.id))
    .limit(SCORE_HISTORY_LIMIT);
}
