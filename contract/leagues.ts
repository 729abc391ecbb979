import { z } from 'zod';
import { JOIN_CODE_LENGTH } from './constants';
import { LEAGUE_LIMITS, LEAGUE_MESSAGES } from './league-rules';
import { visibleName } from './names';
import { idParam, limitFromDigits, monthFromDigits, yearFromDigits } from './digits';
import { requiredString } from './required-text';

/** Private leagues: create, edit, delete, join by code, and their leaderboards (docs/rules.md#leagues, decision 012). */

export {
  JOIN_CODE_ALPHABET,
  LEAGUE_LIMITS,
  LEAGUE_MESSAGES,
  LEAGUES_CREATED_MAX,
} from './league-rules';

/** A join code as typed: trimmed and upper-cased, exactly 4 letters or digits. */
export const joinCodeSchema = z
  .string({ error: LEAGUE_MESSAGES.joinCodeLength })
  .trim()
  .toUpperCase()
  .length(JOIN_CODE_LENGTH, LEAGUE_MESSAGES.joinCodeLength)
  .regex(/^[A-Z0-9]+$/, LEAGUE_MESSAGES.joinCodeCharacters);

export const leagueNameSchema = visibleName(
  requiredString(LEAGUE_MESSAGES.nameRequired)
    .trim()
    .min(1, LEAGUE_MESSAGES.nameRequired)
    .max(LEAGUE_LIMITS.name, `League name must be at most ${LEAGUE_LIMITS.name} characters`),
  'League name',
);

/** Optional description: empty or blank means none. */
export const leagueDescriptionSchema = z
  .string({ error: 'description must be text' })
  .trim()
  .max(
    LEAGUE_LIMITS.description,
    `Description must be at most ${LEAGUE_LIMITS.description} characters`,
  )
  .nullish()
  .transform((value) => (value ? value : null));

export const leagueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  creatorId: z.number().int().nullable(),
  isPrivate: z.boolean(),
  joinCode: z.string(),
  maxMembers: z.number().int(),
  memberCount: z.number().int(),
  /** The viewer's rank in the league's current-season standings; null when unranked. */
  userRank: z.number().int().nullable(),
  isMember: z.boolean(),
  createdAt: z.string(),
});
export type League = z.infer<typeof leagueSchema>;
export const leagueListSchema = z.array(leagueSchema);

export const leagueInputSchema = z.object({
  name: leagueNameSchema,
  description: leagueDescriptionSchema,
});
export type LeagueInput = z.input<typeof leagueInputSchema>;

export const joinLeagueBodySchema = z.object({ joinCode: joinCodeSchema });
export const joinCodeParamsSchema = z.object({ joinCode: joinCodeSchema });

export const joinLeagueResponseSchema = z.object({
  message: z.string(),
  league: leagueSchema,
});
export type JoinLeagueResponse = z.infer<typeof joinLeagueResponseSchema>;

export const leagueIdParamsSchema = z.object({ id: idParam('id') });
export const leagueCompetitionParamsSchema = z.object({
  id: idParam('id'),
  competitionId: idParam('competitionId'),
});

const yearSchema = yearFromDigits(2000, 2100);
const monthSchema = monthFromDigits();

export const leagueMonthParamsSchema = z.object({
  id: idParam('id'),
  year: yearSchema,
  month: monthSchema,
});
export const leagueCurrentMonthParamsSchema = z.object({
  id: idParam('id'),
  month: monthSchema,
});
export const leagueSeasonParamsSchema = z.object({
  id: idParam('id'),
  year: yearSchema,
});

export const leagueBoardQuerySchema = z.object({
  limit: limitFromDigits(1000, 100),
});

export const leagueMemberParamsSchema = z.object({
  id: idParam('id'),
  userId: idParam('userId'),
});

/** One member of a league as its members see them: never an email. */
export const leagueMemberSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  userNationality: z.string().nullable(),
  teamName: z.string().nullable(),
  joinedAt: z.string(),
  isCreator: z.boolean(),
});
export type LeagueMember = z.infer<typeof leagueMemberSchema>;
export const leagueMemberListSchema = z.array(leagueMemberSchema);
