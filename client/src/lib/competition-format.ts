import { utcDaysBetween } from '@contract/calendar-days';
import { formatDayMonth, formatDayMonthYear, sameUtcDay } from './dates';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An upcoming card's timing, in UTC calendar days as the days are stored (decision 003): the days
 * to go until the start day; "Starts today" all through the first day, before the start time as
 * after it; "Under way" between and "Last day" on the final day. The event stays upcoming all
 * through its last day (decision 094).
 */
export function competitionTimingLabel(start: string, end: string, now: number): string {
  const days = utcDaysBetween(now, start);
  if (days > 1) return `${days} days to go`;
  if (days === 1) return '1 day to go';
  if (days === 0) return 'Starts today';
  return utcDaysBetween(now, end) <= 0 ? 'Last day' : 'Under way';
}

const HOUR_MS = 60 * 60 * 1000;

/** "24 Nov 2026, 22:00 UTC": a deadline as an instant, the same on the server and in the browser. */
export function formatDeadline(deadline: string): string {
  const time = new Date(deadline).toISOString().slice(11, 16);
  return `${formatDayMonthYear(deadline)}, ${time} UTC`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The deadline in the viewer's own zone, "20 Dec 2026, 09:00 UTC+11", beside the UTC one, or null
 * where the viewer's clock reads UTC at that moment. `offsetMinutes` is the zone's offset then
 * (east positive), the browser's by default, so a clock change between now and the deadline is
 * counted.
 */
export function formatLocalDeadline(
  deadline: string,
  offsetMinutes: number = -new Date(deadline).getTimezoneOffset(),
): string | null {
  if (offsetMinutes === 0 || !Number.isFinite(offsetMinutes)) return null;
  const local = new Date(new Date(deadline).getTime() + offsetMinutes * 60_000);
  const time = local.toISOString().slice(11, 16);
  const sign = offsetMinutes > 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(offsetMinutes) / 60);
  const minutes = Math.abs(offsetMinutes) % 60;
  const zone = `UTC${sign}${hours}${minutes === 0 ? '' : `:${pad(minutes)}`}`;
  return `${formatDayMonthYear(local)}, ${time} ${zone}`;
}

/**
 * How long teams can still be changed, never more than is left (whole minutes, hours or days,
 * rounded down); 'Team selection closed' from the deadline on (docs/rules.md#deadlines).
 */
export function deadlineLabel(deadline: string, now: number): string {
  const left = new Date(deadline).getTime() - now;
  if (left <= 0) return 'Team selection closed';
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (left < HOUR_MS)
    return `Teams close in ${plural(Math.max(1, Math.floor(left / 60_000)), 'minute')}`;
  if (left < DAY_MS) return `Teams close in ${plural(Math.floor(left / HOUR_MS), 'hour')}`;
  return `Teams close in ${plural(Math.floor(left / DAY_MS), 'day')}`;
}

/** "4 May – 8 May 2026" (UTC days, the same text on the server and in the browser). */
export function formatDateRange(start: string, end: string): string {
  if (sameUtcDay(start, end)) return formatDayMonthYear(start);
  return `${formatDayMonth(start)} – ${formatDayMonthYear(end)}`;
}

export function formatDate(value: string): string {
  return formatDayMonthYear(value);
}

/** A decimal with one place ("27.3"), or a dash when missing. */
export function oneDecimal(value: number | null | undefined): string {
  return value === null || value === undefined ? '–' : value.toFixed(1);
}

/**
 * A horse's age, the one rule of every screen: the current year (UTC) minus the year of birth.
 * Printed only in the browser after a click or on pages that are not prerendered.
 */
export function horseAge(yob: number | null, now: Date = new Date()): number | null {
  return yob === null ? null : now.getUTCFullYear() - yob;
}
