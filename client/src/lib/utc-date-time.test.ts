import { describe, expect, it } from 'vitest';
import { fromUtcDateTime, toUtcDateTime } from './utc-date-time';

describe('a deadline field in UTC', () => {
  it('shows an instant as its UTC date and time', () => {
    expect(toUtcDateTime('2027-03-10T21:00:00.000Z')).toBe('2027-03-10T21:00');
    expect(toUtcDateTime('2027-03-10T21:00:00-05:00')).toBe('2027-03-11T02:00');
  });

  it('reads what is typed as UTC, and back to the same text', () => {
    expect(fromUtcDateTime('2027-03-10T21:00')).toBe('2027-03-10T21:00:00.000Z');
    expect(toUtcDateTime(fromUtcDateTime('2027-12-31T23:59'))).toBe('2027-12-31T23:59');
  });

  it('keeps the seconds of a deadline set through the API, so saving the form leaves it', () => {
    expect(toUtcDateTime('2026-12-19T22:00:30.500Z')).toBe('2026-12-19T22:00:30.500');
    expect(toUtcDateTime('2026-12-19T22:00:30.000Z')).toBe('2026-12-19T22:00:30');
    expect(fromUtcDateTime(toUtcDateTime('2026-12-19T22:00:30.500Z'))).toBe(
      '2026-12-19T22:00:30.500Z',
    );
  });

  it('leaves what is not a date and time as typed', () => {
    expect(fromUtcDateTime('2027-02-30T10:00')).toBe('2027-02-30T10:00');
    expect(fromUtcDateTime('')).toBe('');
  });
});
