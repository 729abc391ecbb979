import { pgEnum } from 'drizzle-orm/pg-core';

/** Canonical competition status; see docs/decisions/002-competition-and-feedback-status.md. */
export const competitionStatusEnum = pgEnum('competition_status', [
  'pending',
  'open',
  'live',
  'completed',
  'cancelled',
]);
export const phaseStatusEnum = pgEnum('phase_status', ['OK', 'WD', 'EL', 'RET', 'DSQ', 'NS']);
export const membershipTypeEnum = pgEnum('membership_type', ['free', 'premium']);
export const disciplineEnum = pgEnum('discipline', [
  'eventing',
  'show_jumping',
  'dressage',
  'other',
]);
export const feedbackStatusEnum = pgEnum('feedback_status', ['pending', 'responded', 'resolved']);
export const matchTypeEnum = pgEnum('match_type', ['exact', 'variation', 'ai', 'manual']);
