import { z } from 'zod';
import { parseInstant } from './calendar-days';
import { areScoresPublished } from './competition-live';
import { DEFAULT_LEVEL, LEVELS } from './constants';
import { ID_MAX } from './digits';
import { scoreBlockShape } from './score-block';
import { scoreRange, withinScoreBounds, type ScoreField } from './score-bounds';
import { SCORING_STATUS_CHOICES } from './scoring';

/**
 * The administrator's competition calls (docs/rules.md#admin). Status values and their aliases are
 * explained in docs/decisions/002-competition-and-feedback-status.md.
 */
export const COMPETITION_STATUSES = ['pending', 'open', 'live', 'completed', 'cancelled'] as const;
export type CompetitionStatus = (typeof COMPETITION_STATUSES)[number];
export const competitionStatusSchema = z.enum(COMPETITION_STATUSES);

/** Older readings of the status (decision 002) accepted on input and stored canonically. */
export const COMPETITION_STATUS_ALIASES = { complete: 'completed', upcoming: 'open' } as const;

export const competitionStatusInputSchema = z
  .enum([...COMPETITION_STATUSES, 'complete', 'upcoming'], {
    error: `must be one of ${COMPETITION_STATUSES.join(', ')}`,
  })
  .transform((value): CompetitionStatus =>
    value === 'complete' || value === 'upcoming' ? COMPETITION_STATUS_ALIASES[value] : value,
  );

/** The only scoring provider offered (decision 003). */
export const SCORERS = ['eventingscores.co.uk'] as const;
export const scorerSchema = z.enum(SCORERS, { error: 'must be eventingscores.co.uk' });

export const levelSchema = z.enum(LEVELS, { error: `must be one of ${LEVELS.join(', ')}` });

/**
 * A calendar day (YYYY-MM-DD) or an instant with its offset; both are stored as instants. A day
 * that does not exist (30 February) is refused, never moved into the next month. Left out or of
 * another type, the API words its refusal ("startDate is required", "startDate must be text").
 */
const instant = (field: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `${field} is required` })
    .refine((value) => parseInstant(value) !== null, {
      error: 'must be a date (YYYY-MM-DD) or a date and time with a zone',
    });

const optionalText = z
  .string()
  .trim()
  .max(5000)
  .nullish()
  .transform((value) => (value ? value : null));

export const competitionInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'name is required' })
    .max(200, { error: 'must be at most 200 characters' }),
  venueId: z.number().int().positive().max(ID_MAX).nullish(),
  startDate: instant('startDate'),
  endDate: instant('endDate'),
  deadline: instant('deadline'),
  level: levelSchema.default(DEFAULT_LEVEL),
  /** Omitted on update: kept (or derived from isLive); omitted on create: pending. */
  status: competitionStatusInputSchema.optional(),
  isLive: z.boolean().optional(),
  description: optionalText,
  scorer: scorerSchema.nullish(),
  scoringUrl: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((value) => (value ? value : null)),
  scrapingEnabled: z.boolean().default(false),
  /**
   * The operator confirms opening team selection on an unplayable field (fewer than five entries,
   * or the five cheapest over the budget); without it such an opening is refused (decision 056).
   */
  confirmUnplayable: z.boolean().optional(),
});
export type CompetitionInput = z.input<typeof competitionInputSchema>;
export type CompetitionValues = z.output<typeof competitionInputSchema>;

export const scrapingSettingsSchema = z.object({
  scorer: scorerSchema.nullish(),
  scoringUrl: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((value) => (value ? value : null)),
  scrapingEnabled: z.boolean(),
});
export type ScrapingSettingsInput = z.input<typeof scrapingSettingsSchema>;

export const scrapingToggleSchema = z.object({ scrapingEnabled: z.boolean() });
export const drDisplayModeSchema = z.object({ drDisplayMode: z.boolean() });

export const adminCompetitionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  venueId: z.number().int().nullable(),
  venueName: z.string().nullable(),
  venueCountry: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  deadline: z.string(),
  level: z.string(),
  status: competitionStatusSchema,
  isLive: z.boolean(),
  description: z.string().nullable(),
  scorer: z.string().nullable(),
  scoringUrl: z.string().nullable(),
  scrapingEnabled: z.boolean(),
  lastScrapedAt: z.string().nullable(),
  drDisplayMode: z.boolean(),
  /** Marked final: the official result, locked against scrapes (decision 042). */
  resultsFinal: z.boolean(),
  /** Every entry, the withdrawn ones too. */
  entryCount: z.number().int(),
  /** Entries WD in any phase (isWithdrawn): left out of the public results and of the counts below. */
  withdrawnEntryCount: z.number().int(),
  /** Entries not withdrawn with any score or status (hasStarted). */
  scoredEntryCount: z.number().int(),
  /** Entries not withdrawn whose result is complete: every phase entered, or a phase stopped it. */
  completeEntryCount: z.number().int(),
});
export type AdminCompetition = z.infer<typeof adminCompetitionSchema>;
export const adminCompetitionListSchema = z.array(adminCompetitionSchema);

export const competitionDeletedSchema = z.object({ message: z.string(), id: z.number().int() });

/**
 * Penalties sent as text are plain decimals (`27.3`, `4`, `-1`). JavaScript's `Number()` also
 * reads `0x1A`, `0b11`, `1e1` and `Infinity`, which no board writes: those are refused.
 */
const PLAIN_DECIMAL = /^-?[0-9]+(?:\.[0-9]+)?$/;
const readPlainDecimal = (text: string) => (PLAIN_DECIMAL.test(text) ? Number(text) : NaN);

const scoreField = (field: ScoreField) =>
  z
    .union([z.number(), z.string().trim()], { error: 'must be a number' })
    .nullish()
    .transform((value, context): number | null | undefined => {
      if (value === undefined) return undefined;
      if (value === null || value === '') return null;
      const number = typeof value === 'number' ? value : readPlainDecimal(value);
      const tenths = Math.round(number * 10);
      if (Number.isFinite(number) && !withinScoreBounds(field, tenths)) {
        context.addIssue({ code: 'custom', message: `must be from ${scoreRange(field)}` });
        return z.NEVER;
      }
      // Exact, not within a tolerance: a number with one decimal reads as the same double as its
      // tenths divided by ten, so 4.00000001 is refused rather than stored as 4.0.
      if (!Number.isFinite(number) || tenths / 10 !== number) {
        context.addIssue({
          code: 'custom',
          message: 'must be a number with at most one decimal',
        });
        return z.NEVER;
      }
      return tenths;
    });

const statusField = () =>
  z
    .enum([...SCORING_STATUS_CHOICES, ''], {
      error: `must be one of ${SCORING_STATUS_CHOICES.join(', ')} or empty`,
    })
    .nullish()
    .transform((value) => (value === '' ? null : value));

/** A points field a client may send back; never read (the server computes points). */
const ignoredPoints = () =>
  z.number({ error: 'must be a number or null; points are computed by the server' }).nullish();

/**
 * One entry's scores as the score form sends them: penalties to one decimal and phase statuses
 * (CLEAR allowed). The points fields (dr_pts, sj_pts, xc_pts, total_pts) may be sent but are
 * dropped here, unread: the server computes them. Any other name is refused, naming it, so a
 * misspelt field is not answered with a save that changed nothing
 * (docs/decisions/103-the-score-form-refuses-unknown-fields.md). An omitted field keeps its stored
 * value; null clears it.
 */
export const entryScoringSchema = z
  .strictObject({
    dr_status: statusField(),
    dr_score: scoreField('dr_score'),
    sj_status: statusField(),
    sj_score: scoreField('sj_score'),
    xc_status: statusField(),
    xcj_score: scoreField('xcj_score'),
    xct_score: scoreField('xct_score'),
    dr_pts: ignoredPoints(),
    sj_pts: ignoredPoints(),
    xc_pts: ignoredPoints(),
    total_pts: ignoredPoints(),
  })
  .transform(({ dr_pts: _dr, sj_pts: _sj, xc_pts: _xc, total_pts: _total, ...scores }) => scores);
export type EntryScoringInput = z.input<typeof entryScoringSchema>;
export type EntryScoringValues = z.output<typeof entryScoringSchema>;

/** A scored entry as stored: penalties and points as numbers with one decimal. */
export const scoredEntrySchema = z.object({
  id: z.number().int(),
  competitionId: z.number().int(),
  position: z.number().int().nullable(),
  score: z.number().nullable(),
  ...scoreBlockShape,
  /** The operator's official position, kept until cleared; null when the computed one stands. */
  positionOverride: z.number().int().nullable(),
});
export type ScoredEntry = z.infer<typeof scoredEntrySchema>;

export const fixPositionsResultSchema = z.object({
  message: z.string(),
  entries: z.number().int(),
  changed: z.number().int(),
});
export type FixPositionsResult = z.infer<typeof fixPositionsResultSchema>;

/** Official positions run from 1 to this (a field never has more entries). */
export const POSITION_OVERRIDE_MAX = 9999;

/**
 * PUT /api/admin/competitions/{id}/entries/{entryId}/position-override: the official position
 * (docs/rules.md#official-result). Kept through Fix Positions and later scores until cleared
 * with null; shown without "=".
 */
export const positionOverrideSchema = z.object({
  position: z
    .number({ error: 'position must be a whole number or null' })
    .int('position must be a whole number')
    .min(1, 'position must be 1 or more')
    .max(POSITION_OVERRIDE_MAX, `position must be at most ${POSITION_OVERRIDE_MAX}`)
    .nullable(),
});

/** PUT /api/admin/competitions/{id}/results-final: marks the result official, or reopens it. */
export const resultsFinalSchema = z.object({
  resultsFinal: z.boolean({ error: 'resultsFinal must be true or false' }),
});

export const OFFICIAL_RESULT_MESSAGES = {
  finalLocked:
    'The results of this competition are marked final: scrapes and matched scraped scores are locked. Reopen the results to scrape again.',
  notFinisher:
    'Only a finisher (every phase completed) can be given an official position; clear it or score the entry first.',
  /** An official position belongs to one entry (docs/decisions/100-one-entry-per-official-position.md). */
  positionTaken: (position: number, rider: string, horse: string) =>
    `Position ${position} is already given to ${rider} on ${horse}; clear it there first.`,
  positionSet: 'Official position saved',
  positionCleared: 'Official position cleared',
} as const;

export const BRIDLE_NUMBER_MAX = 99999;

/** A bridle (bib) number: a whole number from 1, unique in its competition. */
export const bridleNumberSchema = z
  .number({ error: 'bridleNumber must be a whole number or null' })
  .int('bridleNumber must be a whole number')
  .min(1, 'bridleNumber must be 1 or more')
  .max(BRIDLE_NUMBER_MAX, `bridleNumber must be at most ${BRIDLE_NUMBER_MAX}`);

/**
 * PATCH /api/admin/competitions/{id}/entries/{entryId}: an entry's bridle number and start
 * order (null clears; a field left out keeps its value; any other field is refused, naming it:
 * docs/decisions/103-the-score-form-refuses-unknown-fields.md). Answers the entry as listed.
 */
export const entryDetailsSchema = z.strictObject({
  bridleNumber: bridleNumberSchema.nullable().optional(),
  startOrder: z
    .number({ error: 'startOrder must be a whole number or null' })
    .int('startOrder must be a whole number')
    .min(1, 'startOrder must be 1 or more')
    .max(2_147_483_647, 'startOrder is too large')
    .nullable()
    .optional(),
});
export type EntryDetailsInput = z.input<typeof entryDetailsSchema>;

export const bridleNumberTaken = (bridleNumber: number, rider: string, horse: string) =>
  `Bridle number ${bridleNumber} is already used by ${rider} with ${horse} in this competition.`;

/**
 * GET /api/admin/competitions/{id}/entries/{entryId}/delete-impact: what deleting the entry would
 * take away, for the confirmation (docs/rules.md#admin).
 */
export const entryDeleteImpactSchema = z.object({
  entryId: z.number().int(),
  athleteName: z.string(),
  horseName: z.string(),
  /** Fantasy teams that hold this entry: deleting removes it from each. */
  teams: z.number().int(),
  /** The team deadline has passed (teams are frozen). */
  afterDeadline: z.boolean(),
  /** Withdraw (WD) rather than delete: teams keep the pick, which earns nothing. */
  suggestWithdraw: z.boolean(),
  /** The confirmation's sentence, naming the teams. */
  message: z.string(),
});
export type EntryDeleteImpact = z.infer<typeof entryDeleteImpactSchema>;

/** The confirmation sentence of deleting an entry (docs/rules.md#admin). */
export function entryDeleteMessage(impact: {
  athleteName: string;
  horseName: string;
  teams: number;
  afterDeadline: boolean;
}): string {
  const who = `${impact.athleteName} with ${impact.horseName}`;
  const held =
    impact.teams === 0
      ? 'No team holds this entry.'
      : `${impact.teams} ${impact.teams === 1 ? 'team holds' : 'teams hold'} this entry; deleting it removes it from ${impact.teams === 1 ? 'that team' : 'those teams'}.`;
  const advice =
    impact.afterDeadline && impact.teams > 0
      ? ' The team deadline has passed: withdraw it (WD) instead, so the teams keep their picks.'
      : '';
  return `Delete ${who}? ${held}${advice}`;
}

/**
 * The operator's hint when scores are entered but the competition is still Pending or Open: the
 * public results page shows "No results available yet." until it is Live or Completed
 * (docs/rules.md#competition-statuses). Withdrawn entries are left out, as that page leaves them
 * out. Null when there is nothing to say.
 */
export function unpublishedResultsHint(competition: {
  status: CompetitionStatus;
  isLive: boolean;
  entryCount: number;
  withdrawnEntryCount: number;
  scoredEntryCount: number;
  completeEntryCount: number;
}): string | null {
  if (areScoresPublished(competition) || competition.scoredEntryCount === 0) return null;
  const status = competition.status === 'pending' ? 'Pending' : 'Open';
  const field = competition.entryCount - competition.withdrawnEntryCount;
  const scored = competition.scoredEntryCount;
  const entered =
    competition.completeEntryCount >= field
      ? 'Every entry has its result'
      : `${scored} of ${field} ${field === 1 ? 'entry' : 'entries'} ${scored === 1 ? 'has' : 'have'} scores`;
  return `${entered}, but this competition is ${status}: the public results page shows "No results available yet." Set its status to Live or Completed to publish the results.`;
}
