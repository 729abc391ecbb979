import { z } from 'zod';

/** Scraping of the official scoreboard (001 §2 Scrape now and Auto ON/OFF, §7, §9). */
export const SCRAPING_MESSAGES = {
  noScoringUrl: 'This competition has no scoring URL: set one before scraping.',
  alreadyRunning: 'A scrape of this competition is already running. Try again in a moment.',
  competitionNotFound: 'Competition not found.',
} as const;

/** Penalties and statuses of one phase as read from a scoreboard row, in tenths. */
export const PHASE_RESULT_STATUSES = ['EL', 'RET', 'WD', 'DSQ'] as const;
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
  source: z.enum(['scoreboard', 'csv']).optional(),
});
export type ScrapedScores = z.infer<typeof scrapedScoresSchema>;

/** What Scrape now answers (the card does not show it, 001 §7; tests and logs read it). */
export const scrapeResultSchema = z.object({
  rowsParsed: z.number().int(),
  matched: z.number().int(),
  updated: z.number().int(),
  unmatched: z.number().int(),
  skipped: z.number().int(),
  problems: z.array(z.string()),
  lastScrapedAt: z.string(),
});
export type ScrapeResult = z.infer<typeof scrapeResultSchema>;
