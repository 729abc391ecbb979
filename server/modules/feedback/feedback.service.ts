import { FEEDBACK_MESSAGES, type FeedbackCreated } from '../../../contract/feedback';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../types';
import { consumeRateLimit, type RateLimitRule } from '../rate-limit/rate-limit.service';
import { insertFeedback } from './feedback.repository';

export const FEEDBACK_RATE_LIMIT: RateLimitRule = {
  name: 'feedback-ip',
  limit: 20,
  windowMs: 60 * 60 * 1000,
  action: 'feedback messages',
};

/** Stores a feedback message; the user id is the signed-in user's, or none for a visitor. */
export async function submitFeedback(
  db: Db,
  input: { name: string; email: string; subject: string; message: string },
  context: { user: SessionUser | null; address: string; now: Date },
): Promise<FeedbackCreated> {
  await consumeRateLimit(db, FEEDBACK_RATE_LIMIT, context.address, context.now);
  const row = await insertFeedback(db, {
    ...input,
    userId: context.user?.id ?? null,
    createdAt: context.now,
  });
  return { id: row.id, message: FEEDBACK_MESSAGES.received };
}
