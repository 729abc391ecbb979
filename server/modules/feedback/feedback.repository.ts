import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feedback } from '../../db/schema/index';

export type FeedbackRow = typeof feedback.$inferSelect;

export async function insertFeedback(db: Db, values: typeof feedback.$inferInsert) {
  const [row] = await db.insert(feedback).values(values).returning();
  if (!row) throw new Error('feedback not stored');
  return row;
}

export async function listFeedback(db: Db): Promise<FeedbackRow[]> {
  return db.select().from(feedback).orderBy(desc(feedback.createdAt), desc(feedback.id));
}

export async function findFeedback(db: Db, id: number): Promise<FeedbackRow | undefined> {
  const [row] = await db.select().from(feedback).where(eq(feedback.id, id)).limit(1);
  return row;
}

export async function updateFeedback(
  db: Db,
  id: number,
  values: Partial<typeof feedback.$inferInsert>,
) {
  const [row] = await db.update(feedback).set(values).where(eq(feedback.id, id)).returning();
  return row;
}
