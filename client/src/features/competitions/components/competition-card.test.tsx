import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCompetition } from '@/test/factories';
import { competitionTimingLabel, deadlineLabel } from '@/lib/competition-format';
import { CompetitionCard } from './competition-card';

const now = Date.parse('2026-06-01T12:00:00Z');
afterEach(cleanup);

describe('an upcoming competition on the calendar', () => {
  it('counts down to the start and shows the team deadline', () => {
    const competition = buildCompetition({
      startDate: '2026-06-04T08:00:00Z',
      endDate: '2026-06-06T17:00:00Z',
      deadline: '2026-06-03T22:00:00Z',
    });
    render(
      <MemoryRouter>
        <CompetitionCard competition={competition} now={now} variant="upcoming" compact />
      </MemoryRouter>,
    );
    const timing = screen.getByTestId('competition-timing').textContent;
    expect(timing).toContain('3 days to go');
    expect(timing).toContain('Teams close in 2 days');
    expect(timing).toContain('Team deadline 3 Jun 2026, 22:00 UTC');
  });

  it('counts UTC days to the start, says "Starts today" all that day and where it stands up to the end of its last', () => {
    const label = (at: string) =>
      competitionTimingLabel(
        '2026-11-26T00:00:00.000Z',
        '2026-11-28T00:00:00.000Z',
        Date.parse(at),
      );
    expect(label('2026-11-24T23:00:00Z')).toBe('2 days to go');
    expect(label('2026-11-25T05:00:00Z')).toBe('1 day to go');
    expect(label('2026-11-22T01:00:00Z')).toBe('4 days to go');
    expect(label('2026-11-26T00:00:00Z')).toBe('Starts today');
    expect(label('2026-11-26T23:59:00Z')).toBe('Starts today');
    expect(label('2026-11-27T12:00:00Z')).toBe('Under way');
    expect(label('2026-11-28T05:00:00Z')).toBe('Last day');
    expect(label('2026-11-28T23:59:59Z')).toBe('Last day');
    const oneDay = (at: string) =>
      competitionTimingLabel(
        '2026-11-28T00:00:00.000Z',
        '2026-11-28T00:00:00.000Z',
        Date.parse(at),
      );
    expect(oneDay('2026-11-28T05:00:00Z')).toBe('Starts today');
    const demo = (at: string) =>
      competitionTimingLabel(
        '2026-11-26T08:00:00.000Z',
        '2026-11-28T17:00:00.000Z',
        Date.parse(at),
      );
    expect(demo('2026-11-23T06:00:00Z')).toBe('3 days to go');
    expect(demo('2026-11-25T23:59:00Z')).toBe('1 day to go');
    expect(demo('2026-11-26T00:00:00Z')).toBe('Starts today');
    expect(demo('2026-11-26T02:00:00Z')).toBe('Starts today');
    expect(demo('2026-11-26T09:00:00Z')).toBe('Starts today');
    expect(demo('2026-11-28T18:00:00Z')).toBe('Last day');
  });

  it('says how long teams stay open, rounded down, and when they have closed', () => {
    const at = (iso: string) => deadlineLabel(iso, now);
    expect(at('2026-06-01T12:20:30Z')).toBe('Teams close in 20 minutes');
    expect(at('2026-06-01T13:59:00Z')).toBe('Teams close in 1 hour');
    expect(at('2026-06-02T11:00:00Z')).toBe('Teams close in 23 hours');
    expect(at('2026-06-03T12:00:00Z')).toBe('Teams close in 2 days');
    expect(at('2026-06-01T12:00:00Z')).toBe('Team selection closed');
  });
});
