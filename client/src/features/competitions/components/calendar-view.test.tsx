import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { upcomingCompetitionsKey } from '@/api/get-upcoming-competitions';
import { buildCompetition } from '@/test/factories';
import { CalendarView } from './calendar-view';

const START = Date.parse('2026-11-28T11:59:00Z');

describe('the calendar at a team deadline', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('says teams have closed, and offers the team instead of Select Team, at the deadline itself', () => {
    const competition = buildCompetition({
      id: 4,
      name: 'Maple Ridge Horse Trials',
      deadline: '2026-11-28T11:59:30Z',
      startDate: '2026-12-11T08:00:00Z',
      endDate: '2026-12-13T17:00:00Z',
    });
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    client.setQueryData(upcomingCompetitionsKey, [competition]);
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <CalendarView />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const timing = screen.getByTestId('competition-timing');
    expect(timing.textContent).toContain('Teams close in 1 minute');
    expect(screen.getByRole('link', { name: /Select Team/ })).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(timing.textContent).toContain('Team selection closed');
    expect(screen.queryByRole('link', { name: /Select Team/ })).toBeNull();
    expect(
      screen
        .getByRole('link', { name: 'View Team for Maple Ridge Horse Trials' })
        .getAttribute('href'),
    ).toBe('/team-selection/4');
  });
});
