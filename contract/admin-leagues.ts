import { z } from 'zod';
import {
  LEAGUE_MAX_MEMBERS_DEFAULT,
  LEAGUE_MAX_MEMBERS_MAX,
  LEAGUE_MAX_MEMBERS_MIN,
} from './constants';
import { ID_MAX } from './digits';
import { joinCodeSchema, leagueDescriptionSchema, leagueNameSchema } from './leagues';

/** The administrator's Leagues tab (docs/rules.md#leagues). */

export const MAX_MEMBERS_MESSAGE = `maxMembers must be a whole number from ${LEAGUE_MAX_MEMBERS_MIN} to ${LEAGUE_MAX_MEMBERS_MAX}`;

export const adminLeagueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  creatorId: z.number().int().nullable(),
  creatorName: z.string().nullable(),
  isPrivate: z.boolean(),
  joinCode: z.string(),
  maxMembers: z.number().int(),
  memberCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminLeague = z.infer<typeof adminLeagueSchema>;
export const adminLeagueListSchema = z.array(adminLeagueSchema);

export const adminLeagueQuerySchema = z.object({
  q: z.string().trim().max(100, 'q must be at most 100 characters').optional(),
});

export const adminLeagueInputSchema = z.object({
  name: leagueNameSchema,
  /** Omitted or empty: the server generates a free code. */
  joinCode: z
    .union([z.literal(''), joinCodeSchema])
    .optional()
    .transform((value) => (value ? value : undefined)),
  maxMembers: z
    .number({ error: MAX_MEMBERS_MESSAGE })
    .int(MAX_MEMBERS_MESSAGE)
    .min(LEAGUE_MAX_MEMBERS_MIN, MAX_MEMBERS_MESSAGE)
    .max(LEAGUE_MAX_MEMBERS_MAX, MAX_MEMBERS_MESSAGE)
    .default(LEAGUE_MAX_MEMBERS_DEFAULT),
  description: leagueDescriptionSchema,
  isPrivate: z.boolean({ error: 'isPrivate must be true or false' }).default(true),
});
export type AdminLeagueInput = z.input<typeof adminLeagueInputSchema>;

export const validateJoinCodeBodySchema = z.object({
  joinCode: joinCodeSchema,
  excludeId: z
    .number({ error: 'excludeId must be a league id' })
    .int()
    .positive()
    .max(ID_MAX)
    .nullish(),
});
export type ValidateJoinCodeBody = z.input<typeof validateJoinCodeBodySchema>;
export const validateJoinCodeResponseSchema = z.object({ available: z.boolean() });
