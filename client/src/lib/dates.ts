/**
 * Dates as the pages show them ("4 May 2026"), in English and UTC, without Intl: the server's
 * prerender and the browser print the same text whatever their locale and zone (decision 019),
 * and a first page does not pay for loading the locale data of Intl.DateTimeFormat.
 */
/** The months' English names, January first. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export type MonthStyle = 'short' | 'long';

function monthName(date: Date, style: MonthStyle): string {
  const name = MONTHS[date.getUTCMonth()] ?? '';
  return style === 'long' ? name : name.slice(0, 3);
}

/** "4 May" */
export function formatDayMonth(value: string | Date, style: MonthStyle = 'short'): string {
  const date = new Date(value);
  return `${date.getUTCDate()} ${monthName(date, style)}`;
}

/** "4 May 2026" (or "4 January 2026" with long months) */
export function formatDayMonthYear(value: string | Date, style: MonthStyle = 'short'): string {
  const date = new Date(value);
  return `${formatDayMonth(date, style)} ${date.getUTCFullYear()}`;
}

/** The same calendar day in UTC. */
export function sameUtcDay(a: string | Date, b: string | Date): boolean {
  return new Date(a).toISOString().slice(0, 10) === new Date(b).toISOString().slice(0, 10);
}
