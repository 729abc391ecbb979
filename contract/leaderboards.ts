import { z } from 'zod';
import { RANK_PHASES } from './rank-phases';
import { limitFromDigits, monthFromDigits, yearFromDigits } from './digits';

/** Leaderboards per competition, month, season, overall and country (docs/rules.md#leaderboards). */

export const leaderboardSelectionSchema = z.object({
  competitionEntryId: z.number().int(),
  athleteName: z.string(),
  horseName: z.string(),
  nationality: z.string().nullable(),
  points: z.number(),
  price: z.number(),
});

/**
 * Places gained since the last phase end (negative: lost), 'new' for a player who had no place
 * then, null when there is nothing to compare with yet (docs/rules.md#rank-movement).
 */
export const rankMovementSchema = z.union([z.number().int(), z.literal('new')]).nullable();
export type RankMovement = z.infer<typeof rankMovementSchema>;

/** The phase end a board's movement counts from: a competition's phase, or its final results. */
export const movementSinceSchema = z
  .object({
    competitionId: z.number().int(),
    competitionName: z.string(),
    phase: z.enum(RANK_PHASES),
  })
  .nullable();
export type MovementSince = z.infer<typeof movementSinceSchema>;

/** One row; `teamId` and `selections` belong to competition boards (picks only after the deadline). */
export const leaderboardRowSchema = z.object({
  rank: z.number().int(),
  movement: rankMovementSchema,
  teamId: z.number().int().nullable(),
  userId: z.number().int(),
  userName: z.string(),
  userNationality: z.string().nullable(),
  teamName: z.string(),
  totalPoints: z.number(),
  selections: z.array(leaderboardSelectionSchema),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

export const leaderboardScopeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('competition'), competitionId: z.number().int(), name: z.string() }),
  z.object({ kind: z.literal('overall') }),
  z.object({ kind: z.literal('season'), year: z.number().int() }),
  z.object({ kind: z.literal('month'), year: z.number().int(), month: z.number().int() }),
]);
export type LeaderboardScope = z.infer<typeof leaderboardScopeSchema>;

/** The top rows (competition ranking 1, 2, 2, 4) and the requesting player's own row, even outside the top. */
export const leaderboardSchema = z.object({
  scope: leaderboardScopeSchema,
  country: z.string().nullable(),
  players: z.number().int(),
  rows: z.array(leaderboardRowSchema),
  me: leaderboardRowSchema.nullable(),
  since: movementSinceSchema,
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

/** A country's three-letter code, read from the query's `country` or the path's `code`. */
const countryCode = (field: 'country' | 'code') =>
  z
    .string()
    .regex(/^[A-Za-z]{3}$/, `${field} must be a three-letter country code`)
    .transform((value) => value.toUpperCase());

export const leaderboardQuerySchema = z.object({
  limit: limitFromDigits(100, 5),
  country: countryCode('country').optional(),
});

export const seasonQuerySchema = leaderboardQuerySchema.extend({
  year: yearFromDigits(2000, 2100).optional(),
});

export const countryParamsSchema = z.object({ code: countryCode('code') });
export const monthParamsSchema = z.object({
  month: monthFromDigits(),
});
