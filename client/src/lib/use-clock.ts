import { useContext, useEffect, useRef, useState } from 'react';
import { RenderClock, toTimestamp } from './time';

/** setTimeout holds at most 2^31 - 1 ms (24.8 days). */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * The current time in ms, moved on every `intervalMs` and also at each of `moments` (deadlines)
 * the instant it comes, so a screen that reads "closes in 1 minute" says closed at the deadline,
 * not up to a tick later. Starts from the server render's clock while hydrating.
 */
export function useClock(
  intervalMs: number,
  moments: readonly (Date | string | number)[] = [],
): number {
  const clock = useContext(RenderClock);
  const [now, setNow] = useState(() => clock ?? Date.now());
  const fromRender = useRef(clock !== null);
  const times = [...new Set(moments.map(toTimestamp))]
    .filter(Number.isFinite)
    .sort((a, b) => a - b)
    .join(',');

  useEffect(() => {
    const current = Date.now();
    // A hydrated component starts at the server's time and moves to the browser's at once.
    if (fromRender.current) {
      fromRender.current = false;
      setNow(current);
    }
    const next = times
      .split(',')
      .filter((time) => time !== '')
      .map(Number)
      .find((time) => time > current);
    const untilNext = next === undefined ? Number.POSITIVE_INFINITY : next - current;
    const wait = Math.min(intervalMs, untilNext, MAX_DELAY_MS);
    // A moment's timer may fire a hair early: the moment itself counts as reached.
    const timer = window.setTimeout(
      () => setNow(Math.max(Date.now(), wait === untilNext && next !== undefined ? next : 0)),
      wait,
    );
    return () => window.clearTimeout(timer);
  }, [now, times, intervalMs]);

  return now;
}
