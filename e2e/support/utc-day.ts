import { startOfUtcDay } from '../../contract/calendar-days';
import { waitFor } from '../../server/test/wait-for';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` of the UTC day holding `time`. */
export const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The instant a journey counts its days from, clear of the next UTC midnight by `marginMs`. The
 * browser's clock is pinned to it (`page.clock.setFixedTime`), but the built server's cannot be
 * moved: a run that starts in the last minutes of a UTC day waits for the next day to begin, so
 * the server's "today" stays the journey's for the whole run.
 */
export async function dayClearOfMidnight(marginMs: number): Promise<number> {
  const untilMidnight = () => startOfUtcDay(Date.now()).getTime() + DAY_MS - Date.now();
  if (untilMidnight() <= marginMs) {
    await waitFor(() => untilMidnight() > marginMs, {
      what: 'the next UTC day',
      timeoutMs: marginMs + 60_000,
      intervalMs: 1_000,
    });
  }
  return Date.now();
}
