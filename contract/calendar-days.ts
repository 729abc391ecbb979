/**
 * Days and instants as the API reads them, and when a competition's days are over. A competition's
 * start and end are calendar days stored as midnight UTC (decision 003); its last day lasts until
 * the next UTC midnight (decision 094).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,3})?)?(?:Z|([+-])(\d{2}):(\d{2})))?$/;

/** The instant the UTC calendar day holding `at` begins. */
export function startOfUtcDay(at: Date | number): Date {
  const time = typeof at === 'number' ? at : at.getTime();
  return new Date(Math.floor(time / DAY_MS) * DAY_MS);
}

/**
 * Whole UTC calendar days from the day holding `from` to the day holding `to`: 0 on the same day
 * whatever the hours, 1 from any time of one day to any time of the next, negative when `to` is
 * on an earlier day.
 */
export function utcDaysBetween(from: Date | number | string, to: Date | number | string): number {
  const day = (at: Date | number | string) => startOfUtcDay(new Date(at)).getTime();
  return Math.round((day(to) - day(from)) / DAY_MS);
}

/** Whether the year, month (1–12) and day name a day of the calendar: no 30 February. */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A `YYYY-MM-DD` day as its midnight UTC; null when the text names no day of the calendar. */
export function parseCalendarDay(text: string): Date | null {
  const match = DAY.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isCalendarDay(year, month, day)) return null;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

/**
 * A day (`YYYY-MM-DD`, midnight UTC) or a date and time with its zone (`…T18:00Z`,
 * `…T18:00:00+01:00`) as an instant; null when the day, the time or the offset does not exist.
 * Nothing rolls over: 30 February is refused, where `Date.parse` reads 2 March.
 */
export function parseInstant(text: string): Date | null {
  const match = INSTANT.exec(text);
  if (!match) return null;
  const day = parseCalendarDay(`${match[1]}-${match[2]}-${match[3]}`);
  if (day === null) return null;
  if (match[4] === undefined) return day;
  const [hours, minutes, seconds] = [Number(match[4]), Number(match[5]), Number(match[6] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const offsetHours = Number(match[9] ?? 0);
  const offsetMinutes = Number(match[10] ?? 0);
  if (offsetHours > 23 || offsetMinutes > 59) return null;
  const sign = match[8] === '-' ? -1 : 1;
  const millis = Math.round(Number(match[7] ?? 0) * 1000);
  const local = day.getTime() + ((hours * 60 + minutes) * 60 + seconds) * 1000 + millis;
  return new Date(local - sign * (offsetHours * 60 + offsetMinutes) * 60 * 1000);
}

/** The instant a competition's last day is over: the UTC midnight after its end date's day. */
export function competitionEndsAt(endDate: Date | string): Date {
  return new Date(startOfUtcDay(new Date(endDate)).getTime() + DAY_MS);
}

/**
 * Whether a competition's days are over at `now` (its status aside): not before the end of its
 * last UTC day, so an event is still running all through its final day.
 */
export function hasCompetitionEnded(endDate: Date | string, now: Date | number): boolean {
  return new Date(now).getTime() >= competitionEndsAt(endDate).getTime();
}

/**
 * The earliest end date of a competition still running at `now`, for queries: a competition has
 * ended exactly when its end date is before this (today's UTC midnight), as `hasCompetitionEnded`
 * says.
 */
export function earliestRunningEndDate(now: Date | number): Date {
  return startOfUtcDay(now);
}
