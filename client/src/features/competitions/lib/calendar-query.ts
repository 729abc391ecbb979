/** The calendar's tabs; Upcoming Events is the default. */
export type CalendarTab = 'upcoming' | 'past';

/** The calendar's place kept in the address (`?tab=past&year=2025`), defaults left out. */
export type CalendarPlace = { tab: CalendarTab; year: number | undefined };

const YEARS = Array.from({ length: 2200 - 1900 + 1 }, (_, index) => String(1900 + index));

/**
 * The calendar's parameters, each with the values that change what it shows (defaults left out):
 * the route table declares them, so the server renders `/calendar?tab=past&year=2025` as the
 * browser then shows it.
 */
export const CALENDAR_QUERY = {
  tab: ['past'],
  year: YEARS,
} satisfies Readonly<Record<string, readonly string[]>>;

/**
 * The tab and the past events' year read from the address, so Back and reload return to them;
 * anything unknown falls back to the default (Upcoming Events, all years). A year is four digits
 * from 1900 to 2200 as written, the values the server render keeps.
 */
export function calendarPlaceFromParams(params: URLSearchParams): CalendarPlace {
  const year = YEARS.find((value) => value === params.get('year'));
  return {
    tab: params.get('tab') === 'past' ? 'past' : 'upcoming',
    year: year === undefined ? undefined : Number(year),
  };
}

/** The address's parameters for `place`, defaults left out, other parameters kept. */
export function paramsWithCalendarPlace(
  current: URLSearchParams,
  place: CalendarPlace,
): URLSearchParams {
  const next = new URLSearchParams(current);
  if (place.tab === 'upcoming') next.delete('tab');
  else next.set('tab', place.tab);
  if (place.year === undefined) next.delete('year');
  else next.set('year', String(place.year));
  return next;
}
