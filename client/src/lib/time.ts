import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { TIMERS } from '@contract/constants';
import { serverNow, useServerOffset } from './server-clock';

export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the target has been reached. */
  done: boolean;
}

/**
 * Splits the time left until `target` into days, hours, minutes and seconds, a part of a second
 * counted as a whole one: the digits reach zero at the target, not up to a second before it.
 */
export function splitDuration(target: number, now: number): DurationParts {
  const totalSeconds = Math.max(0, Math.ceil((target - now) / 1000));
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    done: totalSeconds === 0,
  };
}

export function toTimestamp(value: Date | string | number): number {
  return value instanceof Date ? value.getTime() : new Date(value).getTime();
}

/**
 * The clock a server-rendered page was rendered at (decision 034), or null. The server provides
 * it to each render, and the browser to the hydration of that HTML until the page is its own, so
 * the first render in the browser prints the same times as the server did.
 */
export const RenderClock = createContext<number | null>(null);

/** The time a component first rendered at: the server render's clock while hydrating. */
export function useRenderTime(): number {
  const clock = useContext(RenderClock);
  const [time] = useState(() => clock ?? serverNow());
  return time;
}

/**
 * The current time in ms on the server's clock (lib/server-clock.ts), as state its caller moves
 * on: a component hydrating server-rendered HTML starts at the render's clock and moves to the
 * browser's reading at once, and a new reading of the server's clock moves it too.
 */
export function useServerTime(): [number, (now: number) => void] {
  const clock = useContext(RenderClock);
  const offset = useServerOffset();
  const [now, setNow] = useState(() => clock ?? serverNow());
  const fromRender = useRef(clock !== null);
  const offsetUsed = useRef(offset);
  useEffect(() => {
    if (fromRender.current || offsetUsed.current !== offset) {
      fromRender.current = false;
      offsetUsed.current = offset;
      setNow(serverNow());
    }
  }, [offset]);
  return [now, setNow];
}

/**
 * The current time in ms on the server's clock (lib/server-clock.ts), refreshed every `intervalMs`
 * (1 s by default) while `active`.
 */
export function useNow(intervalMs: number = TIMERS.countdownTickMs, active = true): number {
  const [now, setNow] = useServerTime();
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setNow(serverNow()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, active, setNow]);
  return now;
}
