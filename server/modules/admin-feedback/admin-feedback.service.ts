import { ADMIN_FEEDBACK_MESSAGES, type FeedbackItem } from '../../../contract/admin-feedback';
import type { Db } from '../../db/client';
import { AppError, conflict, notFound } from '../../errors';
import {
  findFeedback,
  listFeedback,
  updateFeedback,
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
 * Answers pending feedback: the response is emailed to the sender first, then the item becomes
 * responded; a failed email leaves it pending so the administrator can try again.
 */
export async function respondToFeedback(
  deps: { db: Db; mailer: Mailer },
  input: { id: number; response: string; adminId: number; now: Date },
): Promise<FeedbackItem> {
  const row = await findFeedback(deps.db, input.id);
  if (!row) throw notFound(ADMIN_FEEDBACK_MESSAGES.notFound);
  if (row.status !== 'pending') throw conflict(ADMIN_FEEDBACK_MESSAGES.notPending);
  try {
    await deps.mailer.send(feedbackResponseMail(row, input.response));
  } catch {
    throw new AppError('SERVICE_UNAVAILABLE', ADMIN_FEEDBACK_MESSAGES.mailFailed);
  }
  const updated = await updateFeedback(deps.db, row.id, {
    status: 'responded',
    adminResponse: input.response,
    adminUserId: input.adminId,
    respondedAt: input.now,
  });
  if (!updated) throw notFound(ADMIN_FEEDBACK_MESSAGES.notFound);
  return presentFeedback(updated);
}

/** Closes feedback that is not resolved yet. */
export async function resolveFeedback(db: Db, id: number, now: Date): Promise<FeedbackItem> {
  const row = await findFeedback(db, id);
  if (!row) throw notFound(ADMIN_FEEDBACK_MESSAGES.notFound);
  if (row.status === 'resolved') throw conflict(ADMIN_FEEDBACK_MESSAGES.alreadyResolved);
  const updated = await updateFeedback(db, id, { status: 'resolved', resolvedAt: now });
  if (!updated) throw notFound(ADMIN_FEEDBACK_MESSAGES.notFound);
  return presentFeedback(updated);
}
