import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scoreChanges } from '../../db/schema/index';

/** The most changes one entry's history answers; an entry rarely has more than a few dozen. */
export const SCORE_HISTORY_LIMIT = 500;

export type ScoreChangeRow = typeof scoreChanges.$inferSelect;

/** An entry's audit rows, newest first. */
export async function listScoreChanges(db: Db, entryId: number): Promise<ScoreChangeRow[]> {
  return db
    .select()
    .from(scoreChanges)
    .where(eq(scoreChanges.entryId, entryId))
    .orderBy(desc(scoreChanges.id))
    .limit(SCORE_HISTORY_LIMIT);
}
