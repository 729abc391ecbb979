import { z } from 'zod';
import { PAST_EVENTS_CAP } from './constants';
import { scoreBlockShape } from './score-block';
import { PHASE_STATUSES } from './scoring';
import { idParam, limitFromDigits, yearFromDigits } from './digits';

export const competitionIdParamsSchema = z.object({ id: idParam('id') });

export const competitionStatusSchema = z.enum([
  'pending',
  'open',
  'live',
  'completed',
  'cancelled',
]);
export const phaseStatusSchema = z.enum(PHASE_STATUSES);

export const venueSummarySchema = z.object({ name: z.string(), country: z.string().nullable() });

/** A competition as the public screens see it. Dates are ISO timestamps. */
export const competitionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  level: z.string(),
  status: competitionStatusSchema,
  isLive: z.boolean(),
  startDate: z.string(),
  endDate: z.string(),
  deadline: z.string(),
  description: z.string().nullable(),
  drDisplayMode: z.boolean(),
  /** The operator marked the results official (docs/rules.md#official-result). */
  resultsFinal: z.boolean(),
  venueId: z.number().int().nullable(),
  venue: venueSummarySchema.nullable(),
});
export type Competition = z.infer<typeof competitionSchema>;
export const competitionListSchema = z.array(competitionSchema);

export const competitionYearsSchema = z.array(z.number().int());
/** `of=past`: only the years that have past events (the past tab's year filter). */
export const competitionYearsQuerySchema = z.object({
  of: z.enum(['all', 'past'], { error: 'of must be all or past' }).default('all'),
});

export const pastCompetitionsQuerySchema = z.object({
  year: yearFromDigits(1900, 2200).optional(),
  limit: limitFromDigits(100, PAST_EVENTS_CAP),
});

/** One entry of a competition with its scores; decimals are numbers with one place. */
export const competitionEntrySchema = z.object({
  id: z.number().int(),
  competitionId: z.number().int(),
  athleteId: z.number().int(),
  horseId: z.number().int(),
  athlete: z.object({ name: z.string(), nationality: z.string().nullable() }),
  horse: z.object({
    name: z.string(),
    yob: z.number().int().nullable(),
    gender: z.string().nullable(),
  }),
  price: z.number(),
  startOrder: z.number().int().nullable(),
  /** The number on the horse's bridle, as operators and boards call the entry. */
  bridleNumber: z.number().int().nullable(),
  /** The finishing position from the result ordering; null for non-finishers. */
  position: z.number().int().nullable(),
  /** The operator's official position, which the position follows while set. */
  positionOverride: z.number().int().nullable(),
  ra6: z.number().nullable(),
  sj6: z.number().nullable(),
  xcj10: z.number().nullable(),
  tsp: z.number().nullable(),
  /** Expected points from the pricing; null when the entry has no form or was never priced. */
  expPts: z.number().nullable(),
  /** False while the entry was never priced: its price is the stored default, its figures empty. */
  priced: z.boolean(),
  ...scoreBlockShape,
  /** "1", "2=" for a tie, "-" for non-finishers; an official position is shown without "=". */
  positionLabel: z.string(),
  /** Total penalties to one decimal, or a code such as DSQ-DR. */
  totalScoreDisplay: z.string(),
  withdrawn: z.boolean(),
});
export type CompetitionEntry = z.infer<typeof competitionEntrySchema>;
export const competitionEntryListSchema = z.array(competitionEntrySchema);

export const venueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  location: z.string().nullable(),
  country: z.string().nullable(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type Venue = z.infer<typeof venueSchema>;
export const venueListSchema = z.array(venueSchema);

/** The entries that changed, in full, and the result order of every entry by id. */
export const competitionEntriesPatchSchema = z.object({
  changed: competitionEntryListSchema,
  order: z.array(z.number().int()),
});
export type CompetitionEntriesPatch = z.infer<typeof competitionEntriesPatchSchema>;

/**
 * Pushed on GET /api/competitions/{id}/events whenever the competition or its scores change.
 * With `base`, it carries everything that changed since the stream's event of that version (the
 * competition when it changed, the changed entries when any did): a client holding that version
 * applies it and fetches nothing. Without `base`, or on any other version, the client refetches
 * (docs/decisions/036-live-changes-carried-in-the-event.md).
 */
export const competitionChangedEventSchema = z.object({
  competitionId: z.number().int(),
  version: z.number().int(),
  base: z.number().int().optional(),
  competition: competitionSchema.optional(),
  entries: competitionEntriesPatchSchema.optional(),
});
export type CompetitionChangedEvent = z.infer<typeof competitionChangedEventSchema>;

export { isCompetitionLive } from './competition-live';
