import { Cron } from 'croner';
import { and, eq, isNotNull } from 'drizzle-orm';
import { SCRAPE_INTERVAL_MINUTES } from '../../contract/constants';
import { competitions } from '../db/schema/index';
import { scrapeCompetition } from '../modules/scraping/scraping.service';
import type { AppDeps } from '../types';
import { withAdvisoryLock } from './advisory-lock';
import { ADVISORY_LOCKS } from '../db/advisory-locks';
import { listScrapeLogs } from '../modules/scraping/scraping.repository';
import { BACKOFF_LOOKBACK, automaticScrapeDue } from '../modules/scraping/scrape-backoff';

export const SCRAPE_CRON = `*/${SCRAPE_INTERVAL_MINUTES} * * * *`;

export type ScrapeRound =
  | { ran: true; scraped: number; failed: number; waiting: number }
  | { ran: false; reason: 'overlap' | 'locked' | 'stopped' };

type Log = {
  info: (object: object, message: string) => void;
  warn: (object: object, message: string) => void;
};

export type ScrapeScheduler = { runOnce: () => Promise<ScrapeRound>; stop: () => Promise<void> };

/**
 * Automatic scraping: every SCRAPE_INTERVAL_MINUTES minutes, each competition with
 * scrapingEnabled and a scoring URL, whose results are not final, is scraped once; a board that
 * failed several times in a row is read less often (scrape-backoff.ts). A round never overlaps the previous one,
 * and across server processes only the one holding the advisory lock scrapes. `stop` ends the
 * schedule and waits for a round in flight.
 */
export function startScrapeScheduler(
  deps: AppDeps,
  log: Log,
  options: { schedule?: boolean } = {},
): ScrapeScheduler {
  let current: Promise<ScrapeRound> | null = null;
  let stopped = false;

  const round = async (): Promise<ScrapeRound> => {
    const result = await withAdvisoryLock(deps.database, ADVISORY_LOCKS.scrape, async () => {
      const due = await deps.database.db
        .select({ id: competitions.id })
        .from(competitions)
        .where(
          and(
            eq(competitions.scrapingEnabled, true),
            isNotNull(competitions.scoringUrl),
            eq(competitions.resultsFinal, false),
          ),
        );
      let scraped = 0;
      let failed = 0;
      let waiting = 0;
      for (const { id } of due) {
        if (stopped) break;
        const recent = await listScrapeLogs(deps.database.db, id, BACKOFF_LOOKBACK);
        if (!automaticScrapeDue(recent, deps.clock.now())) {
          waiting += 1;
          continue;
        }
        try {
          const outcome = await scrapeCompetition(deps, id, 'automatic');
          scraped += 1;
          log.info(
            { competitionId: id, summary: outcome.summary, problems: outcome.problems },
            'competition scraped',
          );
        } catch (error) {
          failed += 1;
          log.warn(
            { competitionId: id, err: error instanceof Error ? error.message : String(error) },
            'automatic scrape failed',
          );
        }
      }
      return { ran: true as const, scraped, failed, waiting };
    });
    return result ?? { ran: false, reason: 'locked' };
  };

  const runOnce = async (): Promise<ScrapeRound> => {
    if (stopped) return { ran: false, reason: 'stopped' };
    if (current) return { ran: false, reason: 'overlap' };
    current = round();
    try {
      return await current;
    } finally {
      current = null;
    }
  };

  const job =
    options.schedule === false
      ? null
      : new Cron(SCRAPE_CRON, { protect: true, catch: true }, async () => {
          await runOnce();
        });

  return {
    runOnce,
    stop: async () => {
      stopped = true;
      job?.stop();
      await current?.catch(() => undefined);
    },
  };
}
