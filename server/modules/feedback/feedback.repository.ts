import { and, desc, eq, ne, sql } from 'drizzle-orm';
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

/**
 * Records an administrator's response on feedback still pending, in one statement: of two
 * administrators answering at once, one gets the row and the other nothing.
 */
export async function claimPendingFeedback(
  db: Db,
  id: number,
  values: { adminResponse: string; adminUserId: number; respondedAt: Date },
) {
  const [row] = await db
    .update(feedback)
    .set({ ...values, status: 'responded' })
    .where(and(eq(feedback.id, id), eq(feedback.status, 'pending')))
    .returning();
  return row;
}

/**
 * Takes back a response whose email was not sent: pending again, unless it was resolved
 * meanwhile (that stays).
 */
export async function withdrawFeedbackResponse(db: Db, id: number, respondedAt: Date) {
  await db
    .update(feedback)
    .set({
      adminResponse: null,
      adminUserId: null,
      respondedAt: null,
      status: sql`case when ${feedback.status} = 'responded' then 'pending'::feedback_status else ${feedback.status} end`,
    })
    .where(and(eq(feedback.id, id), eq(feedback.respondedAt, respondedAt)));
}

/** Resolves feedback not resolved yet, in one statement: a second resolve at once gets nothing. */
export async function resolveUnresolvedFeedback(db: Db, id: number, resolvedAt: Date) {
  const [row] = await db
    .update(feedback)
    .set({ status: 'resolved', resolvedAt })
    .where(and(eq(feedback.id, id), ne(feedback.status, 'resolved')))
    .returning();
  return row;
}
