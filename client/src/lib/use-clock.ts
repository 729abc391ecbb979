import { useEffect } from 'react';
import { toTimestamp, useServerTime } from './time';
import { serverNow } from './server-clock';

/** setTimeout holds at most 2^31 - 1 ms (24.8 days). */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * The current time in ms on the server's clock (lib/server-clock.ts), moved on every
 * `intervalMs` and also at each of `moments` (deadlines) the instant it comes, so a screen that
 * reads "closes in 1 minute" says closed at the deadline, not up to a tick later. Starts from the
 * server render's clock while hydrating.
 */
export function useClock(
  intervalMs: number,
  moments: readonly (Date | string | number)[] = [],
): number {
  const [now, setNow] = useServerTime();
  const times = [...new Set(moments.map(toTimestamp))]
    .filter(Number.isFinite)
    .sort((a, b) => a - b)
    .join(',');

  useEffect(() => {
    const current = serverNow();
    const next = times
      .split(',')
      .filter((time) => time !== '')
      .map(Number)
      .find((time) => time > current);
    const untilNext = next === undefined ? Number.POSITIVE_INFINITY : next - current;
    const wait = Math.min(intervalMs, untilNext, MAX_DELAY_MS);
    // A moment's timer may fire a hair early: the moment itself counts as reached.
    const timer = window.setTimeout(
      () => setNow(Math.max(serverNow(), wait === untilNext && next !== undefined ? next : 0)),
      wait,
    );
    return () => window.clearTimeout(timer);
  }, [now, times, intervalMs, setNow]);

  return now;
}
