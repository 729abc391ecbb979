import { z } from 'zod';
import { visibleName } from './names';
import { requiredString } from './required-text';

export const FEEDBACK_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

const requiredText = (label: string, max: number) =>
  requiredString(`${label} is required.`)
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

/** POST /api/feedback. The user id comes from the session, never from the body. */
export const feedbackBodySchema = z.object({
  name: visibleName(requiredText('Name', FEEDBACK_LIMITS.name), 'Name'),
  email: requiredText('Email', FEEDBACK_LIMITS.email).pipe(
    z.email('Email must be a valid email address.'),
  ),
  subject: requiredText('Subject', FEEDBACK_LIMITS.subject),
  message: requiredText('Message', FEEDBACK_LIMITS.message),
});
export type FeedbackBody = z.input<typeof feedbackBodySchema>;

export const feedbackCreatedSchema = z.object({ id: z.number().int(), message: z.string() });
export type FeedbackCreated = z.infer<typeof feedbackCreatedSchema>;

export const FEEDBACK_MESSAGES = {
  received: 'Thank you for your feedback!',
} as const;
