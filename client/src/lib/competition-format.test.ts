import { describe, expect, it } from 'vitest';
import { formatDeadline, formatLocalDeadline } from './competition-format';

describe("a deadline in the viewer's zone", () => {
  it('is the next morning in Sydney and the same afternoon in Los Angeles', () => {
    expect(formatDeadline('2026-12-19T22:00:00Z')).toBe('19 Dec 2026, 22:00 UTC');
    expect(formatLocalDeadline('2026-12-19T22:00:00Z', 11 * 60)).toBe('20 Dec 2026, 09:00 UTC+11');
    expect(formatLocalDeadline('2026-12-19T22:00:00Z', -8 * 60)).toBe('19 Dec 2026, 14:00 UTC-8');
    expect(formatLocalDeadline('2027-01-31T20:00:00Z', 13 * 60 + 45)).toBe(
      '1 Feb 2027, 09:45 UTC+13:45',
    );
  });

  it('adds nothing where the clock reads UTC', () => {
    expect(formatLocalDeadline('2026-12-19T22:00:00Z', 0)).toBeNull();
  });

  it("takes the zone's offset at the deadline, after a clock change", () => {
    // London is UTC+1 from 28 March 2027: a deadline on 1 April reads an hour later there.
    expect(formatLocalDeadline('2027-04-01T18:00:00Z', 60)).toBe('1 Apr 2027, 19:00 UTC+1');
  });
});
