import { z } from 'zod';
import { LEVEL_FILTERS } from './constants';
import { phaseStatusSchema } from './competitions';
import { idParam } from './digits';
import { shareVisibilitySchema } from './fantasy';
import { scoreBlockShape } from './score-block';

export const competitorParamsSchema = z.object({
  athleteId: idParam('athleteId'),
  horseId: idParam('horseId'),
  competitionId: idParam('competitionId'),
});

export const HISTORY_SUBJECTS = ['horse', 'rider'] as const;
export type HistorySubject = (typeof HISTORY_SUBJECTS)[number];
/** History is shown since 2020 ('since 2020' on the competitor page). */
export const HISTORY_SINCE_YEAR = 2020;

export const competitorHistoryParamsSchema = competitorParamsSchema.extend({
  subject: z.enum(HISTORY_SUBJECTS, { error: 'subject must be horse or rider' }),
  level: z.enum(LEVEL_FILTERS, { error: `level must be one of ${LEVEL_FILTERS.join(', ')}` }),
});
export const competitorHistoryQuerySchema = z.object({ venue: idParam('venue').optional() });

/** The combination (rider on horse) in one competition: the competitor page's header and tiles. */
export const competitorSchema = z.object({
  athlete: z.object({
    id: z.number().int(),
    name: z.string(),
    nationality: z.string().nullable(),
    biography: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
  }),
  horse: z.object({
    id: z.number().int(),
    name: z.string(),
    yob: z.number().int().nullable(),
    gender: z.string().nullable(),
    color: z.string().nullable(),
    sire: z.string().nullable(),
    dam: z.string().nullable(),
  }),
  competition: z.object({
    id: z.number().int(),
    name: z.string(),
    level: z.string(),
    startDate: z.string(),
    venueId: z.number().int().nullable(),
    venue: z.object({ name: z.string(), country: z.string().nullable() }).nullable(),
  }),
  entry: z.object({
    id: z.number().int(),
    price: z.number(),
    startOrder: z.number().int().nullable(),
    ra6: z.number().nullable(),
    sj6: z.number().nullable(),
    xcj10: z.number().nullable(),
    tsp: z.number().nullable(),
    expPts: z.number().nullable(),
    /** False while the entry was never priced (the default price, no figures). */
    priced: z.boolean(),
    /** The operator set the price by hand: players pay it whatever the pricing says. */
    manualPrice: z.boolean(),
    dr_status: phaseStatusSchema.nullable(),
    sj_status: phaseStatusSchema.nullable(),
    xc_status: phaseStatusSchema.nullable(),
    total_pts: z.number(),
  }),
  /**
   * Share of this competition's fantasy teams that picked the entry, 0..100: with one decimal
   * once picks are public, before that in steps of 10 %, or null under `minimumTeams` teams
   * (the rule of selection stats, docs/decisions/027-selection-shares-before-the-deadline.md).
   */
  selectedByPercentage: z.number().nullable(),
  selectionVisibility: shareVisibilitySchema,
  minimumTeams: z.number().int(),
  teamsCount: z.number().int(),
});
export type Competitor = z.infer<typeof competitorSchema>;

export const competitorHistoryEntrySchema = z.object({
  entryId: z.number().int(),
  competitionId: z.number().int(),
  competitionName: z.string(),
  startDate: z.string(),
  level: z.string(),
  venueId: z.number().int().nullable(),
  venueName: z.string().nullable(),
  athleteName: z.string(),
  horseName: z.string(),
  position: z.number().int().nullable(),
  positionLabel: z.string(),
  /** How many entries started the competition, for the rank-badge tiers. */
  fieldSize: z.number().int(),
  price: z.number(),
  ...scoreBlockShape,
  totalScoreDisplay: z.string(),
  /** The competition is live: its points are not final and stay out of the averages. */
  inProgress: z.boolean(),
});
export type CompetitorHistoryEntry = z.infer<typeof competitorHistoryEntrySchema>;

export const competitorHistorySummarySchema = z.object({
  totalStarts: z.number().int(),
  /** Average dressage points per start (0..20). */
  avgDressage: z.number().nullable(),
  /** Average show-jumping points per start (0..20). */
  avgShowJumping: z.number().nullable(),
  /** Average cross-country points per start (0..60). */
  avgCrossCountry: z.number().nullable(),
  avgPrice: z.number().nullable(),
  avgTotalPts: z.number().nullable(),
  /** Average points per start per million of average price. */
  avgPointsPerMillion: z.number().nullable(),
  /** Starts in live competitions, left out of the averages until the competition is complete. */
  inProgressLeftOut: z.number().int(),
});

export const competitorHistorySchema = z.object({
  /** Newest first. */
  entries: z.array(competitorHistoryEntrySchema),
  venues: z.array(z.object({ id: z.number().int(), name: z.string() })),
  summary: competitorHistorySummarySchema,
});
export type CompetitorHistory = z.infer<typeof competitorHistorySchema>;

export type Tier = 'good' | 'fair' | 'poor';

/** 6RA and SJ6: at or below 30 green, at or below 40 yellow, else red. */
export function penaltyAverageTier(value: number): Tier {
  if (value <= 30) return 'good';
  if (value <= 40) return 'fair';
  return 'poor';
}

/** XCJ and TSP: at or above 0.8 green, at or above 0.6 yellow, else red. */
export function shareTier(value: number): Tier {
  if (value >= 0.8) return 'good';
  if (value >= 0.6) return 'fair';
  return 'poor';
}

export type FiveTier = 1 | 2 | 3 | 4 | 5;

/** Average points on a 20-point phase scale (thresholds 18, 15, 12, 8): 1 is best. */
export function averagePointsTier(pointsOutOf20: number): FiveTier {
  if (pointsOutOf20 >= 18) return 1;
  if (pointsOutOf20 >= 15) return 2;
  if (pointsOutOf20 >= 12) return 3;
  if (pointsOutOf20 >= 8) return 4;
  return 5;
}

/**
 * Rank badges: five tiers at 20, 40, 60, 80% of the field, by the share of the field
 * placed ahead (so the winner of any field, even of one, is in the top tier); 1 is best.
 */
export function rankTier(position: number, fieldSize: number): FiveTier {
  const ahead = fieldSize > 0 ? (position - 1) / fieldSize : 1;
  if (ahead < 0.2) return 1;
  if (ahead < 0.4) return 2;
  if (ahead < 0.6) return 3;
  if (ahead < 0.8) return 4;
  return 5;
}
