import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FantasyTeam } from '@contract/fantasy';
import type { Leaderboard } from '@contract/leaderboards';
import {
  buildCompetition,
  buildEntry,
  buildSelection,
  buildTeam,
  buildUser,
} from '@/test/factories';
import { ScriptedEventSource } from '@/test/scripted-event-source';
import { NextCompetitionCard } from './next-competition-card';

const player = buildUser();
const live = buildCompetition({ id: 5, name: 'Badminton Horse Trials', status: 'live' });

const teamWith = (points: number): FantasyTeam =>
  buildTeam({
    userId: player.id,
    competitionId: live.id,
    totalPoints: points,
    selections: [{ ...buildSelection(buildEntry({ id: 11 })), points }],
  });

const boardWith = (rank: number): Leaderboard => ({
  scope: { kind: 'competition', competitionId: live.id, name: live.name },
  country: null,
  players: 10,
  rows: [],
  me: {
    rank,
    movement: null,
    teamId: 1,
    userId: player.id,
    userName: 'Quinn Avery',
    userNationality: null,
    teamName: 'My Team',
    totalPoints: 0,
    selections: [],
  },
  since: null,
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

describe('the dashboard card of a live competition', () => {
  let answers: { team: FantasyTeam; board: Leaderboard };

  beforeEach(() => {
    ScriptedEventSource.opened = [];
    vi.stubGlobal('EventSource', ScriptedEventSource);
    answers = { team: teamWith(12.5), board: boardWith(3) };
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const path = new URL(url, 'http://localhost').pathname;
      if (path === '/api/auth/session') return Promise.resolve(json({ user: player }));
      if (path === `/api/fantasy/teams/${live.id}`) return Promise.resolve(json(answers.team));
      if (path === `/api/competitions/${live.id}/leaderboard`) {
        return Promise.resolve(json(answers.board));
      }
      return Promise.resolve(json({}));
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the team's points, each pick's and the rank, and follows the live scores", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <NextCompetitionCard competition={live} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const points = await screen.findByTestId('live-team-points');
    expect(points.textContent).toBe('12.5');
    await waitFor(() => expect(screen.getByTestId('live-team-rank').textContent).toBe('3 of 10'));
    expect(
      within(screen.getByTestId('live-pick')).getByTestId('live-pick-points').textContent,
    ).toBe('12.5 points');
    expect(ScriptedEventSource.opened.map((source) => source.url)).toEqual([
      `/api/competitions/${live.id}/events`,
    ]);
    expect(screen.getByRole('status').textContent).toBe('');

    answers = { team: teamWith(31), board: boardWith(1) };
    act(() => {
      ScriptedEventSource.opened[0]?.send('ready', { competitionId: live.id, version: 1 });
      ScriptedEventSource.opened[0]?.send('competition_changed', {
        competitionId: live.id,
        version: 2,
      });
    });
    await waitFor(() => expect(screen.getByTestId('live-team-points').textContent).toBe('31.0'));
    await waitFor(() => expect(screen.getByTestId('live-team-rank').textContent).toBe('1 of 10'));
    expect(screen.getByRole('status').textContent).toBe('Your team is now ranked 1 of 10.');
  });
});
