import { SCRAPE_INTERVAL_MINUTES } from '../../../contract/constants';

const MINUTE = 60_000;
/** The longest wait between automatic scrapes of a board that keeps failing. */
export const SCRAPE_BACKOFF_MAX_MINUTES = 30;
/** A round fires on the minute, a little after the failure it follows: allow for that. */
const SLACK_MS = 30_000;

/** A competition's latest scrapes, newest first: only the outcome and the time are read. */
export type RecentScrape = { outcome: string; ranAt: Date };

const failuresInARow = (recent: readonly RecentScrape[]) => {
  const ok = recent.findIndex((scrape) => scrape.outcome !== 'failed');
  return ok === -1 ? recent.length : ok;
};

/**
 * Minutes between automatic scrapes after this many failures in a row (docs/scraping.md#backoff):
 * the interval after one, then doubling (4, 8, 16) up to 30 minutes.
 */
export function backoffMinutes(failures: number): number {
  if (failures <= 1) return SCRAPE_INTERVAL_MINUTES;
  return Math.min(
    SCRAPE_BACKOFF_MAX_MINUTES,
    SCRAPE_INTERVAL_MINUTES * 2 ** Math.min(failures - 1, 10),
  );
}

/** Whether the automatic scrape reads this competition's board in the round at `now`. */
export function automaticScrapeDue(recent: readonly RecentScrape[], now: Date): boolean {
  const last = recent[0];
  const failures = failuresInARow(recent);
  if (!last || failures <= 1) return true;
  return now.getTime() - last.ranAt.getTime() >= backoffMinutes(failures) * MINUTE - SLACK_MS;
}

/** How many scrapes the backoff reads: enough to reach the longest wait. */
export const BACKOFF_LOOKBACK = 8;

/** What a failed scrape's log says about the automatic scrapes that follow it. */
export function backoffNotice(failuresBefore: readonly RecentScrape[]): string | null {
  const minutes = backoffMinutes(failuresInARow(failuresBefore) + 1);
  if (minutes <= SCRAPE_INTERVAL_MINUTES) return null;
  return `Automatic scrapes now read the board every ${minutes} minutes until it answers again; Scrape now reads it at once.`;
}
