import { describe, expect, it } from 'vitest';
import { formatDayMonth, formatDayMonthYear, sameUtcDay } from './dates';

describe('dates shown on pages', () => {
  it('prints the UTC calendar day in English', () => {
    expect(formatDayMonth('2026-05-04T08:00:00.000Z')).toBe('4 May');
    expect(formatDayMonthYear('2026-09-30T23:30:00.000Z')).toBe('30 Sep 2026');
    expect(formatDayMonthYear('2026-01-01T00:00:00.000Z', 'long')).toBe('1 January 2026');
    expect(formatDayMonthYear('2026-12-31T23:59:59.999Z', 'long')).toBe('31 December 2026');
  });

  it('compares days in UTC', () => {
    expect(sameUtcDay('2026-05-04T00:00:00Z', '2026-05-04T23:59:59Z')).toBe(true);
    expect(sameUtcDay('2026-05-04T23:59:59Z', '2026-05-05T00:00:00Z')).toBe(false);
  });
});
