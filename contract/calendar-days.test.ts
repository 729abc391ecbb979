import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  competitionEndsAt,
  earliestRunningEndDate,
  hasCompetitionEnded,
  isCalendarDay,
  parseCalendarDay,
  parseInstant,
  startOfUtcDay,
  utcDaysBetween,
} from './calendar-days';

const iso = (date: Date | null) => date?.toISOString() ?? null;

describe('isCalendarDay', () => {
  it('knows month lengths and leap years', () => {
    expect(isCalendarDay(2027, 2, 28)).toBe(true);
    expect(isCalendarDay(2027, 2, 29)).toBe(false);
    expect(isCalendarDay(2028, 2, 29)).toBe(true);
    expect(isCalendarDay(2100, 2, 29)).toBe(false);
    expect(isCalendarDay(2000, 2, 29)).toBe(true);
    expect(isCalendarDay(2027, 4, 31)).toBe(false);
    expect(isCalendarDay(2027, 12, 31)).toBe(true);
    expect(isCalendarDay(2027, 13, 1)).toBe(false);
    expect(isCalendarDay(2027, 0, 1)).toBe(false);
    expect(isCalendarDay(2027, 1, 0)).toBe(false);
  });
});

describe('parseCalendarDay', () => {
  it('reads a real day as its midnight UTC', () => {
    expect(iso(parseCalendarDay('2026-11-28'))).toBe('2026-11-28T00:00:00.000Z');
    expect(iso(parseCalendarDay('2028-02-29'))).toBe('2028-02-29T00:00:00.000Z');
    expect(iso(parseCalendarDay('0099-01-01'))).toBe('0099-01-01T00:00:00.000Z');
  });

  it('refuses days that do not exist instead of rolling them into the next month', () => {
    for (const text of ['2027-02-30', '2027-02-31', '2027-02-29', '2027-04-31', '2027-13-01']) {
      expect(parseCalendarDay(text)).toBeNull();
    }
  });

  it('refuses other shapes', () => {
    for (const text of ['', '2027-3-1', '27-03-01', '2027-03-01T00:00Z', ' 2027-03-01']) {
      expect(parseCalendarDay(text)).toBeNull();
    }
  });

  it('reads back every day it is given, whatever the day (property)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01Z'),
          max: new Date('2999-12-31Z'),
          noInvalidDate: true,
        }),
        (date) => {
          const text = date.toISOString().slice(0, 10);
          expect(iso(parseCalendarDay(text))).toBe(`${text}T00:00:00.000Z`);
        },
      ),
    );
  });
});

describe('parseInstant', () => {
  it('reads a day, or a date and time with its zone', () => {
    expect(iso(parseInstant('2027-03-10'))).toBe('2027-03-10T00:00:00.000Z');
    expect(iso(parseInstant('2027-03-10T21:00Z'))).toBe('2027-03-10T21:00:00.000Z');
    expect(iso(parseInstant('2027-03-10T21:00:30.5Z'))).toBe('2027-03-10T21:00:30.500Z');
    expect(iso(parseInstant('2027-03-10T21:00:00-05:00'))).toBe('2027-03-11T02:00:00.000Z');
    expect(iso(parseInstant('2027-03-01T00:30:00+13:00'))).toBe('2027-02-28T11:30:00.000Z');
  });

  it('refuses a day, time or offset that does not exist', () => {
    for (const text of [
      '2027-02-30T00:30:00Z',
      '2027-02-29T12:00Z',
      '2027-04-31T08:00:00Z',
      '2027-03-01T24:00:00Z',
      '2027-03-01T23:60Z',
      '2027-03-01T23:59:60Z',
      '2027-03-01T10:00+24:00',
      '2027-03-01T10:00+01:60',
      '2027-03-01T10:00',
      'next week',
    ]) {
      expect(parseInstant(text), text).toBeNull();
    }
  });

  it('agrees with Date.parse on every instant that exists (property)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1970-01-01Z'),
          max: new Date('2999-12-31Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: -14 * 60, max: 14 * 60 }),
        (date, offset) => {
          const shifted = new Date(date.getTime() + offset * 60_000).toISOString().slice(0, 23);
          const sign = offset < 0 ? '-' : '+';
          const zone = `${sign}${String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0')}:${String(Math.abs(offset) % 60).padStart(2, '0')}`;
          const text = `${shifted}${zone}`;
          expect(parseInstant(text)?.getTime()).toBe(Date.parse(text));
          expect(parseInstant(text)?.getTime()).toBe(date.getTime());
        },
      ),
    );
  });
});

describe('when a competition has ended', () => {
  it('runs all through its last day, stored as midnight UTC', () => {
    const end = '2026-11-28T00:00:00.000Z';
    expect(iso(competitionEndsAt(end))).toBe('2026-11-29T00:00:00.000Z');
    expect(hasCompetitionEnded(end, new Date('2026-11-28T05:00:00Z'))).toBe(false);
    expect(hasCompetitionEnded(end, new Date('2026-11-28T23:59:59.999Z'))).toBe(false);
    expect(hasCompetitionEnded(end, new Date('2026-11-29T00:00:00Z'))).toBe(true);
  });

  it('counts the whole day for an end given with a time (the demo data ends at 17:00)', () => {
    const end = new Date('2026-11-28T17:00:00Z');
    expect(hasCompetitionEnded(end, new Date('2026-11-28T18:00:00Z'))).toBe(false);
    expect(hasCompetitionEnded(end, new Date('2026-11-29T00:00:00Z'))).toBe(true);
  });

  it('says the same as the queries: ended exactly when the end date is before today (property)', () => {
    const instants = fc.date({
      min: new Date('2000-01-01Z'),
      max: new Date('2100-01-01Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instants, instants, (end, now) => {
        expect(hasCompetitionEnded(end, now)).toBe(end < earliestRunningEndDate(now));
      }),
    );
  });

  it('starts the UTC day at midnight', () => {
    expect(iso(startOfUtcDay(Date.parse('2026-11-28T05:00:00Z')))).toBe('2026-11-28T00:00:00.000Z');
    expect(iso(startOfUtcDay(new Date('1969-12-31T23:00:00Z')))).toBe('1969-12-31T00:00:00.000Z');
  });
});

describe('utcDaysBetween', () => {
  it('counts calendar days in UTC, not 24-hour spans', () => {
    const from = '2026-11-28T02:00:00Z';
    expect(utcDaysBetween(from, '2026-11-28T08:00:00Z')).toBe(0);
    expect(utcDaysBetween(from, '2026-11-28T23:59:59.999Z')).toBe(0);
    expect(utcDaysBetween('2026-11-28T23:00:00Z', '2026-11-29T01:00:00Z')).toBe(1);
    expect(utcDaysBetween(from, '2026-12-01T00:00:00Z')).toBe(3);
    expect(utcDaysBetween(from, '2026-11-27T23:00:00Z')).toBe(-1);
    expect(utcDaysBetween('2027-03-27T12:00:00Z', '2027-03-29T12:00:00Z')).toBe(2);
  });

  it('agrees with when a competition has ended: after its end day, whatever the hours (property)', () => {
    const instants = fc.date({
      min: new Date('2000-01-01Z'),
      max: new Date('2100-01-01Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instants, instants, (end, now) => {
        expect(utcDaysBetween(now, end) < 0).toBe(hasCompetitionEnded(end, now));
        expect(utcDaysBetween(now, end) + utcDaysBetween(end, now)).toBe(0);
      }),
    );
  });
});
