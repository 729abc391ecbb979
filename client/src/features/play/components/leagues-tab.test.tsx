import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Leaderboard } from '@contract/leaderboards';
import type { Competition } from '@contract/competitions';
import { NOT_LIVE_NOTE } from '@/components/shared/not-live-note';
import { buildCompetition, buildUser } from '@/test/factories';
import { ScriptedEventSource } from '@/test/scripted-event-source';
import { LeaguesTab } from './leagues-tab';
import { PerformanceTab } from './performance-tab';

const board = (rank: number | null, players: number): Leaderboard => ({
  scope: { kind: 'season', year: 2026 },
  country: null,
  players,
  since: null,
  rows: [],
  me:
    rank === null
      ? null
      : {
          rank,
          movement: null,
          teamId: null,
          userId: 1,
          userName: 'Pat Player',
          userNationality: 'IRL',
          teamName: 'My Team',
          totalPoints: 120,
          selections: [],
        },
});

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** The season's competitions as /api/competitions/all answers them, set by a test. */
const competitions: Competition[] = [];

beforeEach(() => {
  competitions.length = 0;
  ScriptedEventSource.opened = [];
  vi.stubGlobal('EventSource', ScriptedEventSource);
  const answers: Array<[RegExp, unknown]> = [
    [/\/api\/auth\/session$/, { user: buildUser({ nationality: 'IRL' }) }],
    [/\/api\/auth\/countries$/, [{ name: 'Ireland', alpha2: 'IE', alpha3: 'IRL', code: 'IRL' }]],
    [/\/api\/leaderboards\/season\?limit=1&country=IRL$/, board(3, 40)],
    [/\/api\/leaderboards\/season\?limit=1$/, board(12, 340)],
    [/\/api\/leagues\/user$/, []],
    [/\/api\/competitions\/all$/, competitions],
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const found = answers.find(([pattern]) => pattern.test(urlOf(input)));
      return Promise.resolve(
        new Response(JSON.stringify(found ? found[1] : { message: 'Not found' }), {
          status: found ? 200 : 404,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
});
afterEach(() => {
  cleanup();
  act(() => onlineManager.setOnline(true));
  vi.unstubAllGlobals();
});

describe('the public league cards on /play', () => {
  it("name the player's country league by its nation and show the player's rank in each", async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <LeaguesTab privateLeagues={null} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const country = await screen.findByRole('link', { name: /Ireland/ });
    expect(country.getAttribute('href')).toBe('/league/irl');
    expect(screen.queryByText(/IRL league/)).toBeNull();
    expect((await within(country).findByTestId('public-league-rank')).textContent).toBe(
      'Your rank 3rd of 40',
    );
    const overall = screen.getByRole('link', { name: /Overall/ });
    expect((await within(overall).findByTestId('public-league-rank')).textContent).toBe(
      'Your rank 12th of 340',
    );
  });
});

describe("/play's Leagues and Performance tabs during a live competition", () => {
  it.each([
    ['Leagues', () => <LeaguesTab privateLeagues={null} />],
    ['Performance', () => <PerformanceTab />],
  ])('%s says it is not live while the browser is offline, and stops once back', async (_, tab) => {
    competitions.push(buildCompetition({ id: 7, status: 'live', isLive: true }));
    const Tab = tab;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <Tab />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    // The live competition's stream is followed once the list has come.
    await vi.waitFor(() => expect(ScriptedEventSource.opened.length).toBeGreaterThan(0));
    act(() => ScriptedEventSource.opened[0]?.send('ready', { competitionId: 7, version: 1 }));
    expect(screen.queryByText(NOT_LIVE_NOTE)).toBeNull();
    act(() => onlineManager.setOnline(false));
    expect(screen.getByText(NOT_LIVE_NOTE)).toBeTruthy();
    act(() => onlineManager.setOnline(true));
    expect(screen.queryByText(NOT_LIVE_NOTE)).toBeNull();
  });
});
