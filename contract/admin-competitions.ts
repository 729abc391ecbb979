import { z } from 'zod';
import { DEFAULT_LEVEL, LEVELS } from './constants';
import { PHASE_STATUSES, SCORING_STATUS_CHOICES } from './scoring';

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

const instantPattern =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** A calendar day (YYYY-MM-DD) or an instant with its offset; both are stored as instants. */
const instant = () =>
  z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .refine((value) => instantPattern.test(value) && !Number.isNaN(Date.parse(value)), {
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
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(200, { error: 'must be at most 200 characters' }),
  venueId: z.number().int().positive().nullish(),
  startDate: instant(),
  endDate: instant(),
  deadline: instant(),
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
  entryCount: z.number().int(),
});
export type AdminCompetition = z.infer<typeof adminCompetitionSchema>;
export const adminCompetitionListSchema = z.array(adminCompetitionSchema);

export const competitionDeletedSchema = z.object({ message: z.string(), id: z.number().int() });

const scoreField = () =>
  z
    .union([z.number(), z.string().trim()], { error: 'must be a number' })
    .nullish()
    .transform((value, context): number | null | undefined => {
      if (value === undefined) return undefined;
      if (value === null || value === '') return null;
      const number = typeof value === 'number' ? value : Number(value);
      const tenths = Math.round(number * 10);
      if (!Number.isFinite(number) || Math.abs(number * 10 - tenths) > 1e-6) {
        context.addIssue({
          code: 'custom',
          message: 'must be a number with at most one decimal',
        });
        return z.NEVER;
      }
      if (number < 0 || number > 999.9) {
        context.addIssue({ code: 'custom', message: 'must be between 0 and 999.9' });
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

/**
 * One entry's scores as the score form sends them: penalties to one decimal and phase statuses
 * (CLEAR allowed). Points fields (dr_pts, …) may be sent but are ignored: the server computes them.
 * An omitted field keeps its stored value; null clears it.
 */
export const entryScoringSchema = z.object({
  dr_status: statusField(),
  dr_score: scoreField(),
  sj_status: statusField(),
  sj_score: scoreField(),
  xc_status: statusField(),
  xcj_score: scoreField(),
  xct_score: scoreField(),
});
export type EntryScoringInput = z.input<typeof entryScoringSchema>;
export type EntryScoringValues = z.output<typeof entryScoringSchema>;

const phaseStatusSchema = z.enum(PHASE_STATUSES).nullable();

/** A scored entry as stored: penalties and points as numbers with one decimal. */
export const scoredEntrySchema = z.object({
  id: z.number().int(),
  competitionId: z.number().int(),
  position: z.number().int().nullable(),
  score: z.number().nullable(),
  dr_status: phaseStatusSchema,
  dr_score: z.number().nullable(),
  dr_pts: z.number(),
  sj_status: phaseStatusSchema,
  sj_score: z.number().nullable(),
  sj_pts: z.number(),
  xc_status: phaseStatusSchema,
  xcj_score: z.number().nullable(),
  xct_score: z.number().nullable(),
  xc_pts: z.number(),
  total_pts: z.number(),
});
export type ScoredEntry = z.infer<typeof scoredEntrySchema>;

export const fixPositionsResultSchema = z.object({
  message: z.string(),
  entries: z.number().int(),
  changed: z.number().int(),
});
export type FixPositionsResult = z.infer<typeof fixPositionsResultSchema>;
