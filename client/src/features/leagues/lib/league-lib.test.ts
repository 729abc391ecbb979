import { describe, expect, it } from 'vitest';
import type { Competition } from '@contract/competitions';
import { ApiError } from '../../../lib/api';
import { defaultLeagueEvent, orderLeagueEvents } from './league-events';
import {
  createFailureMessage,
  joinFailureMessage,
  isAlreadyMemberError,
  normalizeJoinCode,
} from '@/lib/league-messages';
import { parseLeagueParam } from './league-param';

const competition = (
  id: number,
  startDate: string,
  status: Competition['status'],
): Competition => ({
  id,
  name: `C${id}`,
  level: 'CCI5*-L',
  status,
  isLive: status === 'live',
  startDate,
  endDate: startDate,
  deadline: startDate,
  description: null,
  drDisplayMode: false,
  resultsFinal: false,
  venueId: null,
  venue: null,
});

describe('league page helpers', () => {
  it('orders the season events: open and live first, then newest first', () => {
    const events = orderLeagueEvents(
      [
        competition(1, '2026-03-01T00:00:00Z', 'completed'),
        competition(2, '2026-09-01T00:00:00Z', 'open'),
        competition(3, '2026-05-01T00:00:00Z', 'live'),
        competition(4, '2026-07-01T00:00:00Z', 'completed'),
        competition(5, '2025-12-01T00:00:00Z', 'open'),
        competition(6, '2026-10-01T00:00:00Z', 'pending'),
      ],
      2026,
    );
    expect(events.map((event) => event.id)).toEqual([2, 3, 6, 4, 1]);
  });

  it('opens on the live event, else the latest completed one, never an open one weeks away', () => {
    const open = competition(2, '2026-09-01T00:00:00Z', 'open');
    const earlier = competition(1, '2026-03-01T00:00:00Z', 'completed');
    const later = competition(4, '2026-07-01T00:00:00Z', 'completed');
    const live = competition(3, '2026-05-01T00:00:00Z', 'live');
    expect(defaultLeagueEvent([open, live, later, earlier])?.id).toBe(3);
    expect(defaultLeagueEvent([open, earlier, later])?.id).toBe(4);
    expect(defaultLeagueEvent([open])?.id).toBe(2);
    expect(defaultLeagueEvent([])).toBeUndefined();
  });

  it('tells a player at their cap of leagues what the server says, anything else to try again', () => {
    const cap = 'You can create up to 20 leagues. Delete one you no longer use to create another.';
    expect(createFailureMessage(new ApiError(409, { message: cap }, cap))).toBe(cap);
    for (const error of [
      new ApiError(400, null, 'name: League name is required'),
      new ApiError(503, null, 'Could not generate a free join code. Please try again.'),
      new TypeError('Failed to fetch'),
    ]) {
      expect(createFailureMessage(error)).toBe('Failed to create league. Please try again.');
    }
  });

  it('maps join failures to the texts the player is shown', () => {
    expect(joinFailureMessage(new ApiError(404, null, 'League not found'))).toBe(
      'League not found. Please check the code and try again.',
    );
    expect(joinFailureMessage(new ApiError(409, null, 'x'))).toBe(
      'You are already a member of this league.',
    );
    expect(joinFailureMessage(new ApiError(422, null, 'This league is full.'))).toBe(
      'This league is full.',
    );
    expect(
      joinFailureMessage(
        new ApiError(429, null, 'Too many failed join attempts. Please try again in 15 minutes.'),
      ),
    ).toBe('Too many failed join attempts. Please try again in 15 minutes.');
    expect(joinFailureMessage(new Error('network'))).toBe(
      'Failed to join league. Please try again.',
    );
    expect(
      isAlreadyMemberError(new ApiError(409, null, 'You are already a member of this league.')),
    ).toBe(true);
    expect(isAlreadyMemberError(new ApiError(404, null, 'League not found'))).toBe(false);
  });

  it('upper-cases join codes to 4 characters and reads the league route', () => {
    expect(normalizeJoinCode('k7p-x9')).toBe('K7PX');
    expect(parseLeagueParam('overall')).toEqual({ kind: 'overall' });
    expect(parseLeagueParam('gbr')).toEqual({ kind: 'country', code: 'GBR' });
    expect(parseLeagueParam('xyz')).toEqual({ kind: 'invalid' });
    expect(parseLeagueParam('GER')).toEqual({ kind: 'country', code: 'GER' });
    expect(parseLeagueParam('42')).toEqual({ kind: 'private', id: 42 });
    expect(parseLeagueParam('4x')).toEqual({ kind: 'invalid' });
  });
});
