import { describe, expect, it } from 'vitest';
import { CALENDAR_QUERY, calendarPlaceFromParams, paramsWithCalendarPlace } from './calendar-query';

const read = (query: string) => calendarPlaceFromParams(new URLSearchParams(query));

describe('the calendar in the address', () => {
  it('reads the tab and the year, and the defaults for anything missing or unknown', () => {
    expect(read('tab=past&year=2025')).toEqual({ tab: 'past', year: 2025 });
    expect(read('')).toEqual({ tab: 'upcoming', year: undefined });
    for (const query of ['tab=PAST', 'tab=all', 'year=2025.0', 'year=%202025', 'year=1899']) {
      expect(read(query), query).toEqual(read(''));
    }
  });

  it('declares for the server render every value that changes the page, and no other', () => {
    for (const [name, values] of Object.entries(CALENDAR_QUERY)) {
      for (const value of values) expect(read(`${name}=${value}`), name).not.toEqual(read(''));
    }
    expect(CALENDAR_QUERY.tab).not.toContain('upcoming');
    expect(CALENDAR_QUERY.year).not.toContain('2201');
  });

  it('writes only what differs from the defaults, and keeps other parameters', () => {
    const current = new URLSearchParams('tab=past&year=2024&utm=x');
    expect(paramsWithCalendarPlace(current, { tab: 'past', year: 2025 }).toString()).toBe(
      'tab=past&year=2025&utm=x',
    );
    expect(paramsWithCalendarPlace(current, { tab: 'upcoming', year: undefined }).toString()).toBe(
      'utm=x',
    );
  });
});
