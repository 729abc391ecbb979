import { z } from 'zod';
import { LEVEL_FILTERS, STATS_PAGE_SIZE } from './constants';
import { STAT_SORTS, STAT_TYPES, STATS_LIMIT_MAX, TOP_LIST_SIZE } from './stats-options';
import { limitFromDigits, yearFromDigits } from './digits';

export * from './stats-options';

export const statsQuerySchema = z.object({
  year: yearFromDigits(1900, 2200).optional(),
  level: z
    .enum(LEVEL_FILTERS, { error: `level must be one of ${LEVEL_FILTERS.join(', ')}` })
    .optional(),
  statType: z
    .enum(STAT_TYPES, { error: `statType must be one of ${STAT_TYPES.join(', ')}` })
    .default('total_pts'),
  sortBy: z
    .enum(STAT_SORTS, { error: `sortBy must be one of ${STAT_SORTS.join(', ')}` })
    .default('points'),
  limit: limitFromDigits(STATS_LIMIT_MAX, STATS_PAGE_SIZE),
});
export type StatsQuery = z.infer<typeof statsQuerySchema>;

export const topQuerySchema = z.object({
  limit: limitFromDigits(50, TOP_LIST_SIZE),
});

const countsAndPoints = {
  starts_count: z.number().int(),
  dr_starts_count: z.number().int(),
  sj_starts_count: z.number().int(),
  xc_starts_count: z.number().int(),
  total_pts: z.number(),
  dr_pts: z.number(),
  sj_pts: z.number(),
  xc_pts: z.number(),
  /** Points per start per million of average price, two decimals. */
  ppm: z.number(),
  /** Average price in millions, two decimals. */
  avg_price: z.number(),
};

export const horseStatsRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  yob: z.number().int().nullable(),
  gender: z.string().nullable(),
  ...countsAndPoints,
});
export type HorseStatsRow = z.infer<typeof horseStatsRowSchema>;
export const horseStatsListSchema = z.array(horseStatsRowSchema);

export const athleteStatsRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nationality: z.string().nullable(),
  ...countsAndPoints,
});
export type AthleteStatsRow = z.infer<typeof athleteStatsRowSchema>;
export const athleteStatsListSchema = z.array(athleteStatsRowSchema);
