import { z } from 'zod';
import { rankMovementSchema } from './leaderboards';
import { RANK_PHASES } from './rank-phases';
import { scorePointsShape } from './score-block';
import { competitionStatusSchema } from './competitions';
import { teamNameSchema } from './users';

/**
 * The fantasy team: request and response shapes of /api/fantasy. The team rules live in the
 * zod-free ./team-rules (decision 020), re-exported here for the server.
 */

export {
  checkAddition,
  checkTeam,
  remainingBudgetTenths,
  SELECTION_STATS_MESSAGES,
  TEAM_RULES,
  type Pick,
  type RuleBreach,
} from './team-rules';
import { ID_MAX, wholeNumberFromDigits, yearFromDigits } from './digits';

const id = z.number().int().positive().max(ID_MAX);

/**
 * POST /api/fantasy/teams: the competition, the picks and optionally a team name. No budget or
 * spent figure: the server prices the picks from the database (docs/rules.md#budget), and other
 * keys are stripped.
 */
export const saveTeamRequestSchema = z.object({
  competitionId: id,
  selections: z
    .array(z.object({ competitionEntryId: id }), {
      error: 'selections must be a list of competitors',
    })
    .max(50, 'selections: You can only select 5 competitors'),
  teamName: teamNameSchema.optional(),
});
export type SaveTeamRequest = z.infer<typeof saveTeamRequestSchema>;

/** A pick with its combination and the points it has earned so far (one decimal). */
export const selectionSchema = z.object({
  competitionEntryId: z.number().int(),
  athleteId: z.number().int(),
  horseId: z.number().int(),
  price: z.number(),
  athleteName: z.string(),
  horseName: z.string(),
  nationality: z.string().nullable(),
  points: z.number(),
  ...scorePointsShape,
  withdrawn: z.boolean(),
});
export type Selection = z.infer<typeof selectionSchema>;

export const fantasyTeamSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  competitionId: z.number().int(),
  teamName: z.string(),
  totalBudget: z.number(),
  totalSpent: z.number(),
  totalPoints: z.number(),
  updatedAt: z.string(),
  selections: z.array(selectionSchema),
});
export type FantasyTeam = z.infer<typeof fantasyTeamSchema>;

export const fantasyTeamsSchema = z.array(fantasyTeamSchema);
/** GET /api/fantasy/teams/{competitionId}: the player's team, or null before a first save. */
export const fantasyTeamOrNullSchema = fantasyTeamSchema.nullable();
export const selectionsSchema = z.array(selectionSchema);

/**
 * GET /api/competitions/{id}/selection-stats: percent of teams per entry id. Before the deadline
 * the shares are `hidden` (empty) under `minimumTeams` teams, else `rounded` to steps of 10 %;
 * after it they are `exact` (one decimal), so nobody reads a rival's picks from the changes.
 */
/** How much of a share of teams may be shown: nothing, steps of 10 %, or one decimal. */
export const shareVisibilitySchema = z.enum(['hidden', 'rounded', 'exact']);
export type ShareVisibility = z.infer<typeof shareVisibilitySchema>;

export const selectionStatsSchema = z.object({
  competitionId: z.number().int(),
  totalTeams: z.number().int(),
  visibility: shareVisibilitySchema,
  minimumTeams: z.number().int(),
  selectionPercentage: z.record(z.string(), z.number()),
});
export type SelectionStats = z.infer<typeof selectionStatsSchema>;

/** GET /api/fantasy/users/{userId}/competitions/{competitionId}/team: the team dialog. */
export const userTeamSchema = z.object({
  team: z.object({
    id: z.number().int(),
    userId: z.number().int(),
    userName: z.string(),
    userNationality: z.string().nullable(),
    teamName: z.string(),
    competitionId: z.number().int(),
    competitionName: z.string(),
    totalSpent: z.number(),
    totalPoints: z.number(),
    rank: z.number().int(),
    movement: rankMovementSchema,
  }),
  selections: z.array(selectionSchema),
});
export type UserTeam = z.infer<typeof userTeamSchema>;

/** GET /api/fantasy/performance/current-user: the player's points and ranks. */
export const performanceSchema = z.object({
  overall: z.object({
    totalPoints: z.number(),
    rank: z.number().int().nullable(),
    players: z.number().int(),
    movement: rankMovementSchema,
  }),
  competitions: z.array(
    z.object({
      competitionId: z.number().int(),
      competitionName: z.string(),
      startDate: z.string(),
      teamId: z.number().int(),
      totalPoints: z.number(),
      rank: z.number().int(),
      teams: z.number().int(),
      movement: rankMovementSchema,
    }),
  ),
});
export type Performance = z.infer<typeof performanceSchema>;

/** One kept phase end in a player's season: their overall and competition ranks then. */
export const rankHistoryPointSchema = z.object({
  snapshotId: z.number().int(),
  competitionId: z.number().int(),
  competitionName: z.string(),
  phase: z.enum(RANK_PHASES),
  takenAt: z.string(),
  overallRank: z.number().int(),
  overallPlayers: z.number().int(),
  overallPoints: z.number(),
  competitionRank: z.number().int(),
  competitionTeams: z.number().int(),
});
export type RankHistoryPoint = z.infer<typeof rankHistoryPointSchema>;

/**
 * GET /api/fantasy/rank-history?season=YYYY: the player's overall rank after each kept phase end
 * of the season's competitions they played, oldest first, and where they stand now.
 */
export const rankHistorySchema = z.object({
  season: z.number().int(),
  points: z.array(rankHistoryPointSchema),
  current: z
    .object({
      rank: z.number().int(),
      players: z.number().int(),
      totalPoints: z.number(),
      movement: rankMovementSchema,
    })
    .nullable(),
});
export type RankHistory = z.infer<typeof rankHistorySchema>;

export const rankHistoryQuerySchema = z.object({
  season: wholeNumberFromDigits('season', 2000, 2100).optional(),
});
/** GET /api/fantasy/season/current-user?year=: the season of My Teams (default: the current one). */
export const mySeasonQuerySchema = z.object({
  year: yearFromDigits(2000, 2100).optional(),
});

const rankOf = z.object({ rank: z.number().int().nullable(), players: z.number().int() });

/**
 * My Teams: every team the player entered in a season, newest competition first, each with its
 * points and its rank among the competition's teams (null until the competition has started),
 * and the season's total with the player's rank overall and in their country (null when the
 * player has no standing there).
 */
export const mySeasonSchema = z.object({
  year: z.number().int(),
  /** Seasons with a team of the player, and the current season, newest first. */
  years: z.array(z.number().int()),
  season: z.object({
    totalPoints: z.number(),
    overall: rankOf,
    country: rankOf.extend({ code: z.string() }).nullable(),
  }),
  teams: z.array(
    z.object({
      competition: z.object({
        id: z.number().int(),
        name: z.string(),
        level: z.string(),
        status: competitionStatusSchema,
        isLive: z.boolean(),
        startDate: z.string(),
        endDate: z.string(),
        deadline: z.string(),
        venue: z.object({ name: z.string(), country: z.string().nullable() }).nullable(),
      }),
      team: fantasyTeamSchema,
      rank: z.number().int().nullable(),
      teams: z.number().int(),
    }),
  ),
});
export type MySeason = z.infer<typeof mySeasonSchema>;
export type MySeasonTeam = MySeason['teams'][number];
