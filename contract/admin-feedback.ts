import { z } from 'zod';
import { FEEDBACK_LIMITS } from './feedback';
import { idParam } from './digits';

export const feedbackStatusSchema = z.enum(['pending', 'responded', 'resolved']);
export type FeedbackStatus = z.infer<typeof feedbackStatusSchema>;

export const feedbackItemSchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  status: feedbackStatusSchema,
  adminResponse: z.string().nullable(),
  respondedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

export const feedbackListResponseSchema = z.array(feedbackItemSchema);

export const feedbackIdParamsSchema = z.object({ id: idParam('id') });

export const respondBodySchema = z.object({
  response: z
    .string({ error: 'Please enter a response.' })
    .trim()
    .min(1, 'Please enter a response.')
    .max(
      FEEDBACK_LIMITS.message,
      `The response must be at most ${FEEDBACK_LIMITS.message} characters.`,
    ),
});
export type RespondBody = z.input<typeof respondBodySchema>;

export const ADMIN_FEEDBACK_MESSAGES = {
  notFound: 'Feedback not found.',
  notPending: 'Only pending feedback can be answered.',
  alreadyResolved: 'This feedback is already resolved.',
  mailFailed: 'The response could not be emailed. Please try again.',
  responseSubject: (subject: string) => `Re: ${subject}`,
} as const;
