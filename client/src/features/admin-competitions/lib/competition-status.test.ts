import { describe, expect, it } from 'vitest';
import { COMPETITION_STATUSES } from '@contract/admin-competitions';
import { competitionStatusBadge, takesTeams } from './competition-status';

describe('the admin card status badge', () => {
  it('reads as the status, Scheduled only while pending', () => {
    expect(
      COMPETITION_STATUSES.map(
        (status) => competitionStatusBadge({ status, isLive: status === 'live' }).label,
      ),
    ).toEqual(['Scheduled', 'Open', 'Live', 'Completed', 'Cancelled']);
  });

  it('says Live whenever the live flag is set, and each status has its own look', () => {
    expect(competitionStatusBadge({ status: 'open', isLive: true })).toEqual({
      label: 'Live',
      variant: 'live',
    });
    const variants = COMPETITION_STATUSES.map(
      (status) => competitionStatusBadge({ status, isLive: status === 'live' }).variant,
    );
    expect(new Set(variants).size).toBe(COMPETITION_STATUSES.length);
  });

  it('takes teams while pending or open and not live', () => {
    expect(
      COMPETITION_STATUSES.filter((status) => takesTeams({ status, isLive: status === 'live' })),
    ).toEqual(['pending', 'open']);
    expect(takesTeams({ status: 'open', isLive: true })).toBe(false);
  });
});
