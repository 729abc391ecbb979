import { useEffect, useState } from 'react';
import { TIMERS } from '@contract/constants';

export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the target has been reached. */
  done: boolean;
}

/** Splits the time left until `target` into whole days, hours, minutes and seconds. */
export function splitDuration(target: number, now: number): DurationParts {
  const totalSeconds = Math.max(0, Math.floor((target - now) / 1000));
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

/** The current time in ms, refreshed every `intervalMs` (1 s by default) while `active`. */
export function useNow(intervalMs: number = TIMERS.countdownTickMs, active = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, active]);
  return now;
}
