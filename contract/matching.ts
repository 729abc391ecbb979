import { z } from 'zod';
import { fromDigits } from './digits';
import { requiredString } from './required-text';

/** Matching of scraped names to competition entries (decision 015). */
export const MATCH_TYPES = ['exact', 'variation', 'ai', 'manual'] as const;
export type MatchType = (typeof MATCH_TYPES)[number];
export const matchTypeSchema = z.enum(MATCH_TYPES);

export const MATCHING_MESSAGES = {
  selectEntry: 'Please select an entry to match with.',
  matchSet: 'Match Set',
  matchRemoved: 'Match Removed',
  matchingComplete: 'Matching Complete',
  autoMatchingComplete: 'Auto-matching Complete!',
  uploadFailed: 'Upload Failed: Failed to upload and match scraped data',
  setFailed: 'Failed to set manual match',
  removeFailed: 'Failed to remove match',
  deleteFailed: 'Failed to delete competition entry',
  startFailed: 'Failed to start auto-matching',
  autoFailed: 'Auto-matching failed. Please try again.',
  loadFailed: 'Failed to load matching dashboard',
  competitionNotFound: 'Competition not found.',
  scrapedRowNotFound: 'No scraped row with this rider and horse in this competition.',
  entryNotFound: 'Competition entry not found.',
  entryTaken: 'This entry is already matched to another scraped row.',
  entryDeleted: 'Competition entry deleted',
} as const;

/** The matching CSV; headers are read case-insensitively. */
export const MATCHING_CSV_COLUMNS = [
  'Position',
  'Rider',
  'Horse',
  'Nationality',
  'Dressage_Score',
  'Total_Score',
] as const;
/** Optional columns: FEI ids, which decide the match when present (decision 043). */
export const MATCHING_CSV_OPTIONAL_COLUMNS = ['Rider_FEI_ID', 'Horse_FEI_ID'] as const;

/** A scraped row and its match, with the scores it carries. */
export const scrapedEntrySchema = z.object({
  scrapedAthleteName: z.string(),
  scrapedHorseName: z.string(),
  scrapedNationality: z.string().nullable(),
  matchedEntryId: z.number().int().nullable(),
  matchedAthleteName: z.string().nullable(),
  matchedHorseName: z.string().nullable(),
  confidence: z.number().nullable(),
  matchType: matchTypeSchema.nullable(),
  dressage: z.string().nullable(),
  total: z.number().nullable(),
  place: z.number().int().nullable(),
});
export type ScrapedEntry = z.infer<typeof scrapedEntrySchema>;

/** An entry no scraped row is matched to. */
export const unassignedEntrySchema = z.object({
  id: z.number().int(),
  athleteName: z.string(),
  horseName: z.string(),
  position: z.number().int().nullable(),
});
export type UnassignedEntry = z.infer<typeof unassignedEntrySchema>;

export const matchingDashboardSchema = z.object({
  competitionId: z.number().int(),
  competitionName: z.string(),
  lastScrapedAt: z.string().nullable(),
  scrapedEntries: z.array(scrapedEntrySchema),
  unassignedEntries: z.array(unassignedEntrySchema),
});
export type MatchingDashboard = z.infer<typeof matchingDashboardSchema>;

const scrapedName = (field: string) =>
  requiredString(`${field} is required`)
    .trim()
    .min(1, `${field} is required`)
    .max(200, `${field} must be at most 200 characters`);

export const scrapedRowKeySchema = z.object({
  scrapedAthleteName: scrapedName('scrapedAthleteName'),
  scrapedHorseName: scrapedName('scrapedHorseName'),
});
export type ScrapedRowKey = z.infer<typeof scrapedRowKeySchema>;

export const setMatchSchema = scrapedRowKeySchema.extend({
  entryId: fromDigits(
    z
      .number({ error: MATCHING_MESSAGES.selectEntry })
      .int(MATCHING_MESSAGES.selectEntry)
      .positive(MATCHING_MESSAGES.selectEntry)
      .max(2147483647, MATCHING_MESSAGES.selectEntry),
  ),
});
export type SetMatchInput = z.input<typeof setMatchSchema>;

export const matchChangedSchema = z.object({
  message: z.string(),
  scrapedEntry: scrapedEntrySchema,
  /**
   * When the match left an entry: which scores this row had written were cleared from it, and
   * which it keeps because they changed since (decision 089); null otherwise.
   */
  notice: z.string().nullable(),
});
export type MatchChanged = z.infer<typeof matchChangedSchema>;

export const entryDeletedSchema = z.object({ message: z.string(), id: z.number().int() });

/** One matched row of a CSV upload. */
export const matchedUploadEntrySchema = z.object({
  position: z.string(),
  rider: z.string(),
  horse: z.string(),
  dr_score: z.number().nullable(),
  match_score: z.number(),
  updated: z.boolean(),
});
export const unmatchedUploadEntrySchema = z.object({
  position: z.string(),
  rider: z.string(),
  horse: z.string(),
  nationality: z.string(),
  dr_score: z.number().nullable(),
});
export const matchUploadResultSchema = z.object({
  total_scraped: z.number().int(),
  matched: z.number().int(),
  unmatched: z.number().int(),
  matched_entries: z.array(matchedUploadEntrySchema),
  unmatched_report: z.array(unmatchedUploadEntrySchema),
});
export type MatchUploadResult = z.infer<typeof matchUploadResultSchema>;

/** A message of the auto-match stream: match, complete or error. */
export const autoMatchEventSchema = z.object({
  type: z.enum(['match', 'complete', 'error']),
  message: z.string(),
  current: z.number().int(),
  total: z.number().int(),
  matched: z.number().int(),
  entry: z
    .object({
      athlete: z.string(),
      horse: z.string(),
      matchedAthlete: z.string(),
      matchedHorse: z.string(),
      matchType: matchTypeSchema,
      confidence: z.number(),
    })
    .optional(),
});
export type AutoMatchEvent = z.infer<typeof autoMatchEventSchema>;
