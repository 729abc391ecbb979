import { z } from 'zod';
import { userSchema } from './auth';
import { visibleName } from './names';

export const TEAM_NAME_MAX_LENGTH = 50;

export const USER_MESSAGES = {
  teamNameEmpty: 'Team name cannot be empty',
  teamNameTooLong: `Team name can be at most ${TEAM_NAME_MAX_LENGTH} characters long`,
  teamNameOffensive:
    'That team name contains language that is not allowed. Please choose another name.',
  teamNameUpdated: 'Team name updated successfully!',
  trialStarted: 'Your 7-day free Premium trial has started.',
  trialUsed: 'You have already used your free trial.',
  alreadyPremium: 'You are already a Premium member.',
} as const;

/** A team name, wherever a player sets one: trimmed, not empty, at most 50 characters. */
export const teamNameSchema = visibleName(
  z
    .string({ error: USER_MESSAGES.teamNameEmpty })
    .trim()
    .min(1, USER_MESSAGES.teamNameEmpty)
    .refine((value) => [...value].length <= TEAM_NAME_MAX_LENGTH, USER_MESSAGES.teamNameTooLong),
  'Team name',
);

/** Only teamName is read; every other key is stripped. */
export const teamNameRequestSchema = z.object({ teamName: teamNameSchema });
export type TeamNameRequest = z.infer<typeof teamNameRequestSchema>;

export const userMessageResponseSchema = z.object({ user: userSchema, message: z.string() });
export type UserMessageResponse = z.infer<typeof userMessageResponseSchema>;
