import { z } from 'zod';
import { limitFromDigits } from './digits';

/** Scraping of the official scoreboard: Scrape now, Auto ON/OFF and the scrape log. */
export const SCRAPING_MESSAGES = {
  noScoringUrl: 'This competition has no scoring URL: set one before scraping.',
  alreadyRunning: 'A scrape of this competition is already running. Try again in a moment.',
  competitionNotFound: 'Competition not found.',
} as const;

/** The scoring URL forms Scraping accepts (docs/scraping.md); the form's help text shows them. */
export const SCORING_URL_FORMS =
  'a results board (https://www.eventingscores.co.uk/uploads/events/{event}/results_{event}_{class}.html) or an address naming an event and a section (https://www.eventingscores.co.uk/?eventid={event}&section={letter})';

/** Penalties and statuses of one phase as read from a scoreboard row, in tenths. */
export const PHASE_RESULT_STATUSES = ['EL', 'RET', 'WD', 'DSQ', 'NS'] as const;
export type PhaseResultStatus = (typeof PHASE_RESULT_STATUSES)[number];

const tenths = z.number().int().min(0).max(9999);
const phaseStatus = z.enum(PHASE_RESULT_STATUSES);

/**
 * A scraped row's scores as stored with it (scraped_name_matches.scrapedData). A phase that is
 * absent has not been published yet; a phase with a status carries no penalties.
 */
export const scrapedScoresSchema = z.object({
  dressage: z
    .union([z.object({ penalties: tenths }), z.object({ status: phaseStatus })])
    .optional(),
  showJumping: z
    .union([
      z.object({ penalties: tenths, jump: tenths.optional(), time: tenths.optional() }),
      z.object({ status: phaseStatus }),
    ])
    .optional(),
  crossCountry: z
    .union([
      z.object({ jump: tenths, time: tenths, elapsed: z.string().optional() }),
      z.object({ status: phaseStatus }),
    ])
    .optional(),
  total: tenths.nullable().optional(),
  place: z.number().int().positive().nullable().optional(),
  startTime: z.string().nullable().optional(),
  nationality: z.string().nullable().optional(),
  /** FEI ids the source gives (the matching CSV's optional columns); they decide the match. */
  riderFeiId: z.string().nullable().optional(),
  horseFeiId: z.string().nullable().optional(),
  source: z.enum(['scoreboard', 'csv']).optional(),
});
export type ScrapedScores = z.infer<typeof scrapedScoresSchema>;

export const SCRAPE_TRIGGERS = ['manual', 'automatic'] as const;
export type ScrapeTrigger = (typeof SCRAPE_TRIGGERS)[number];
/** ok: read without a problem; problems: read, with problems to look at; failed: nothing read. */
export const SCRAPE_OUTCOMES = ['ok', 'problems', 'failed'] as const;
/** How the board was read: the results page itself, or the site's JSON gateway. */
export const SCRAPE_SOURCES = ['board', 'gateway'] as const;
export type ScrapeSource = (typeof SCRAPE_SOURCES)[number];

/** One result field of an entry that a scrape changed, as shown (`null` is empty). */
export const scrapeFieldChangeSchema = z.object({
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});

export const scrapeEntryChangeSchema = z.object({
  entryId: z.number().int(),
  rider: z.string(),
  horse: z.string(),
  fields: z.array(scrapeFieldChangeSchema),
});
export type ScrapeEntryChange = z.infer<typeof scrapeEntryChangeSchema>;

/** One scrape of one competition: when it ran, what it read, what it changed, what went wrong. */
export const scrapeLogEntrySchema = z.object({
  id: z.number().int(),
  ranAt: z.string(),
  trigger: z.enum(SCRAPE_TRIGGERS),
  outcome: z.enum(SCRAPE_OUTCOMES),
  source: z.enum(SCRAPE_SOURCES).nullable(),
  url: z.string(),
  rowsRead: z.number().int(),
  rowsScored: z.number().int(),
  matched: z.number().int(),
  updated: z.number().int(),
  unmatched: z.number().int(),
  summary: z.string(),
  changes: z.array(scrapeEntryChangeSchema),
  /** Rows left unmatched; the nation is its own field, never part of the horse's name. */
  unmatchedRows: z.array(
    z.object({ rider: z.string(), horse: z.string(), nationality: z.string().nullable() }),
  ),
  problems: z.array(z.string()),
});
export type ScrapeLogEntry = z.infer<typeof scrapeLogEntrySchema>;

/** GET /api/admin/competitions/{id}/scrape-log: the latest scrapes first. */
export const SCRAPE_LOG_LIMIT = { default: 10, max: 50 } as const;
export const scrapeLogQuerySchema = z.object({
  limit: limitFromDigits(SCRAPE_LOG_LIMIT.max, SCRAPE_LOG_LIMIT.default),
});
export const scrapeLogSchema = z.object({ entries: z.array(scrapeLogEntrySchema) });
export type ScrapeLog = z.infer<typeof scrapeLogSchema>;

/**
 * What Scrape now answers: the counts, the problems, a one-line summary for the toast and the
 * log entry it wrote.
 */
export const scrapeResultSchema = z.object({
  rowsParsed: z.number().int(),
  rowsScored: z.number().int(),
  matched: z.number().int(),
  updated: z.number().int(),
  unmatched: z.number().int(),
  skipped: z.number().int(),
  problems: z.array(z.string()),
  lastScrapedAt: z.string(),
  summary: z.string(),
  log: scrapeLogEntrySchema,
});
export type ScrapeResult = z.infer<typeof scrapeResultSchema>;
