import { z } from 'zod';
import { ID_MAX, idParam } from './digits';

export const pollOptionSchema = z.object({
  id: z.number().int(),
  optionText: z.string(),
  voteCount: z.number().int(),
});

export const pollSchema = z.object({
  id: z.number().int(),
  articleId: z.number().int(),
  question: z.string(),
  deadline: z.string().nullable(),
  isActive: z.boolean(),
  isExpired: z.boolean(),
  /** A poll of a premium article: premium members only. */
  isPremium: z.boolean(),
  options: z.array(pollOptionSchema),
  totalVotes: z.number().int(),
});
export type Poll = z.infer<typeof pollSchema>;

export const pollIdParamsSchema = z.object({ id: idParam('id') });

export const userVoteResponseSchema = z.object({ userVote: z.number().int().nullable() });

export const voteBodySchema = z.object({
  optionId: z.number({ error: 'Choose an option.' }).int().positive().max(ID_MAX),
});

export const voteResponseSchema = z.object({ poll: pollSchema, userVote: z.number().int() });
export type VoteResponse = z.infer<typeof voteResponseSchema>;

/** Server messages; the client shows them under the poll's toast titles. */
export const POLL_MESSAGES = {
  loginRequired: 'You need to be logged in to vote.',
  expired: 'This poll is no longer accepting votes.',
  alreadyVoted: 'You have already voted in this poll.',
  premiumOnly: 'This poll is for premium members only.',
  notFound: 'Poll not found.',
  noPoll: 'This article has no poll.',
  unknownOption: 'That option does not belong to this poll.',
} as const;
