import { ADMIN_FEEDBACK_MESSAGES, type FeedbackItem } from '../../../contract/admin-feedback';
import type { Db } from '../../db/client';
import { AppError, conflict, notFound } from '../../errors';
import {
  claimPendingFeedback,
  findFeedback,
  listFeedback,
  resolveUnresolvedFeedback,
  withdrawFeedbackResponse,
  type FeedbackRow,
} from '../feedback/feedback.repository';
import { renderMail } from '../mail/mail.layout';
import type { Mailer } from '../mail/mail.service';

function presentFeedback(row: FeedbackRow): FeedbackItem {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    status: row.status,
    adminResponse: row.adminResponse,
    respondedAt: row.respondedAt?.toISOString() ?? null,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function getAllFeedback(db: Db): Promise<FeedbackItem[]> {
  return (await listFeedback(db)).map(presentFeedback);
}

/** The sender's copy of an administrator's answer. */
export function feedbackResponseMail(row: FeedbackRow, response: string) {
  return {
    to: row.email,
    subject: ADMIN_FEEDBACK_MESSAGES.responseSubject(row.subject),
    ...renderMail({
      greeting: `Hello ${row.name},`,
      paragraphs: [
        'Thank you for your feedback. Our team has answered it:',
        response,
        `Your message, "${row.subject}":`,
        row.message,
      ],
    }),
  };
}

/**
 * Answers pending feedback: the response is recorded first, taking the item out of pending so a
 * second administrator answering at once is refused (409) and the sender gets one answer; then it
 * is emailed. A failed email takes the response back (pending again) so the administrator can try
 * again. A resolve arriving while the email is sent stays resolved.
 */
export async function respondToFeedback(
  deps: { db: Db; mailer: Mailer },
  input: { id: number; response: string; adminId: number; now: Date },
): Promise<FeedbackItem> {
  const row = await findFeedback(deps.db, input.id);
  if (!row) throw notFound(ADMIN_FEEDBACK_MESSAGES.notFound);
  if (row.status !== 'pending') throw conflict(ADMIN_FEEDBACK_MESSAGES.notPending);
  const claimed = await claimPendingFeedback(deps.db, row.id, {
    adminResponse: input.response,
    adminUserId: input.adminId,
    respondedAt: input.now,
  });
  if (!claimed) throw conflict(ADMIN_FEEDBACK_MESSAGES.notPending);
  try {
    await deps.mailer.send(feedbackResponseMail(claimed, input.response));
  } catch {
    await withdrawFeedbackResponse(deps.db, row.id, input.now);
    throw new AppError('SERVICE_UNAVAILABLE', ADMIN_FEEDBACK_MESSAGES.mailFailed);
  }
  const current = await findFeedback(deps.db, row.id);
  if (!current) throw notFound(ADMIN_FEEDBACK_MESSAGES.notFound);
  return presentFeedback(current);
}

/** Closes feedback that is not resolved yet; of two resolves at once, the second is told. */
export async function resolveFeedback(db: Db, id: number, now: Date): Promise<FeedbackItem> {
  const row = await findFeedback(db, id);
  if (!row) throw notFound(ADMIN_FEEDBACK_MESSAGES.notFound);
  if (row.status === 'resolved') throw conflict(ADMIN_FEEDBACK_MESSAGES.alreadyResolved);
  const updated = await resolveUnresolvedFeedback(db, id, now);
  if (!updated) throw conflict(ADMIN_FEEDBACK_MESSAGES.alreadyResolved);
  return presentFeedback(updated);
}
